import Combine
import XCTest

/// A virtual clock for the tests of the package hook: scheduled actions run, in deadline order,
/// when the test advances it.
final class TestClock: VirtualClock, @unchecked Sendable {
    private let lock = NSLock()
    private var now: Duration = .zero
    private var queue: [(deadline: Duration, order: Int, action: @Sendable () -> Void, cancelled: () -> Bool)] = []
    private var nextOrder = 0
    let virtualStartDate = Date(timeIntervalSince1970: 1_000)

    var virtualNow: Duration { lock.withLock { now } }

    /// Cancels one scheduled action (dropping it does not).
    private final class Flag: Cancellable, @unchecked Sendable {
        var cancelled = false
        func cancel() { cancelled = true }
    }

    func schedule(at deadline: Duration, _ action: @escaping @Sendable () -> Void) -> Cancellable {
        let flag = Flag()
        lock.withLock {
            queue.append((deadline, nextOrder, action, { flag.cancelled }))
            nextOrder += 1
        }
        return flag
    }

    /// Moves the clock by `duration`, running what is due, with this clock current.
    func advance(by duration: Duration) {
        let target = virtualNow + duration
        while let next = lock.withLock({ () -> (Duration, Int, @Sendable () -> Void, () -> Bool)? in
            guard let found = queue.filter({ $0.deadline <= target }).min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) }) else {
                return nil
            }
            queue.removeAll { $0.order == found.order }
            now = max(now, found.deadline)
            return found
        }) {
            if !next.3() { VirtualTime.$current.withValue(self) { next.2() } }
        }
        lock.withLock { now = target }
    }

    var pending: Int { lock.withLock { queue.count } }
}

/// The package hook: while a virtual clock is current, the main queue, run loop and operation
/// queue schedule on it and read its time; elsewhere they keep real time.
final class VirtualClockTests: XCTestCase {
    @MainActor func testDebounceOnTheMainQueueWaitsForTheVirtualClock() async {
        let clock = TestClock()
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let token = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).sink { received.append($0) }
        VirtualTime.$current.withValue(clock) {
            subject.send("a")
            subject.send("ab")
        }
        clock.advance(by: .milliseconds(299))
        XCTAssertEqual(received, [])
        clock.advance(by: .milliseconds(1))
        XCTAssertEqual(received, ["ab"])
        _ = token
    }

    func testTheMainSchedulersReadTheVirtualTime() {
        let clock = TestClock()
        clock.advance(by: .seconds(2))
        VirtualTime.$current.withValue(clock) {
            XCTAssertEqual(RunLoop.main.now.date, Date(timeIntervalSince1970: 1_002))
            XCTAssertEqual(OperationQueue.main.now.date, Date(timeIntervalSince1970: 1_002))
            let start = DispatchQueue.main.now
            clock.advance(by: .milliseconds(5))
            XCTAssertEqual(start.distance(to: DispatchQueue.main.now), .milliseconds(5))
            XCTAssertGreaterThan(
                DispatchQueue.global().now.dispatchTime.uptimeNanoseconds, 1_000_000_000 + 5_000_000, "another queue keeps real time")
        }
        XCTAssertGreaterThan(RunLoop.main.now.date.timeIntervalSince1970, 1_000_000, "outside the clock, real time")
    }

    func testImmediateAndRepeatingSchedulesRunOnTheClock() {
        let clock = TestClock()
        var log: [String] = []
        let log2 = Unchecked { (entry: String) in log.append(entry) }
        var token: Cancellable?
        VirtualTime.$current.withValue(clock) {
            RunLoop.main.schedule { log2.value("now") }
            OperationQueue.main.schedule { log2.value("operation") }
            token = DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(1)), interval: .seconds(1)) {
                log2.value("tick")
            }
        }
        XCTAssertEqual(log, [], "nothing runs until the clock's owner lets it")
        clock.advance(by: .zero)
        XCTAssertEqual(log, ["now", "operation"])
        clock.advance(by: .seconds(3))
        XCTAssertEqual(log, ["now", "operation", "tick", "tick", "tick"])
        token?.cancel()
        clock.advance(by: .seconds(3))
        XCTAssertEqual(log.count, 5)
    }

    func testATimerTicksOnTheClockItWasSubscribedUnder() {
        let clock = TestClock()
        let timer = Timer.publish(every: 1, on: .main, in: .common)
        var dates: [Date] = []
        let token = VirtualTime.$current.withValue(clock) { timer.autoconnect().sink { dates.append($0) } }
        clock.advance(by: .milliseconds(2_500))
        XCTAssertEqual(dates, [Date(timeIntervalSince1970: 1_001), Date(timeIntervalSince1970: 1_002)], "the clock's dates")
        token.cancel()
        clock.advance(by: .seconds(5))
        XCTAssertEqual(dates.count, 2)
        XCTAssertEqual(clock.pending, 0, "a cancelled timer leaves nothing scheduled")
    }

    func testATimerTicksOnlyWhileConnected() {
        let clock = TestClock()
        let timer = Timer.publish(every: 1, on: .main, in: .common)
        var count = 0
        let token = VirtualTime.$current.withValue(clock) { timer.sink { _ in count += 1 } }
        clock.advance(by: .seconds(2))
        XCTAssertEqual(count, 0)
        let connection = timer.connect()
        clock.advance(by: .seconds(2))
        XCTAssertEqual(count, 2)
        connection.cancel()
        clock.advance(by: .seconds(2))
        XCTAssertEqual(count, 2)
        _ = token
    }

    func testTimerIntervalsThatAreNotPositive() {
        for interval in [Double.nan, 0, -1] {
            let clock = TestClock()
            var count = 0
            let token = VirtualTime.$current.withValue(clock) {
                Timer.publish(every: interval, on: .main, in: .common).autoconnect().sink { _ in count += 1 }
            }
            clock.advance(by: .milliseconds(1))
            XCTAssertEqual(count, 10, "every 0.1 ms for \(interval)")
            _ = token
        }
    }
}
