import Combine
import XCTest

/// The operators that work in time, on a test scheduler whose time moves only when the test says:
/// debounce, throttle, delay, timeout, receive(on:), subscribe(on:), measureInterval.
final class TimeOperatorTests: XCTestCase {
    func testDebounceSendsTheLatestValueOnceUpstreamIsQuiet() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.debounce(for: .milliseconds(300), scheduler: scheduler).record()
        subject.send("a")
        scheduler.advance(by: .milliseconds(200))
        subject.send("ab")
        scheduler.advance(by: .milliseconds(299))
        XCTAssertEqual(recorder.values, [], "each value restarts the wait")
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(recorder.values, ["ab"])
        scheduler.advance(by: .seconds(5))
        XCTAssertEqual(recorder.values, ["ab"], "once")
    }

    func testDebounceForwardsTheCompletionAndDropsAWaitingValue() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.debounce(for: .seconds(1), scheduler: scheduler).record()
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(recorder.log, ["subscription", "finished"])
    }

    func testThrottleSendsTheFirstAtOnceThenOnePerInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let latest = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).record()
        let first = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: false).record()
        subject.send(1)
        scheduler.run()
        XCTAssertEqual(latest.values, [1])
        subject.send(2)
        subject.send(3)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(latest.values, [1])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(latest.values, [1, 3], "the latest of the interval")
        XCTAssertEqual(first.values, [1, 2], "or the first")
        scheduler.advance(by: .seconds(3))
        subject.send(4)
        scheduler.run()
        XCTAssertEqual(latest.values, [1, 3, 4], "after a quiet interval, at once")
    }

    func testDelayShiftsValuesAndCompletion() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.delay(for: .seconds(2), scheduler: scheduler).record()
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.values, [1])
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "finished"])
    }

    func testTimeoutEndsAQuietPublisher() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let finishing = subject.timeout(.seconds(1), scheduler: scheduler).record()
        let failing = subject.timeout(.seconds(1), scheduler: scheduler) { TestError(id: 3) }.record()
        scheduler.advance(by: .milliseconds(900))
        subject.send(1)
        scheduler.advance(by: .milliseconds(900))
        XCTAssertEqual(finishing.log, ["subscription", "1"], "each value restarts the wait")
        scheduler.advance(by: .milliseconds(100))
        XCTAssertEqual(finishing.log, ["subscription", "1", "finished"])
        XCTAssertEqual(failing.log, ["subscription", "1", "failure(TestError(3))"])
        XCTAssertEqual(subject.subscriberCount, 0, "upstream is cancelled")
    }

    func testReceiveOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = [1, 2].publisher.receive(on: scheduler).record()
        XCTAssertEqual(recorder.log, ["subscription"])
        scheduler.run()
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "finished"])
    }

    func testReceiveOnStopsAfterCancel() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.receive(on: scheduler).record()
        subject.send(1)
        recorder.cancel()
        scheduler.run()
        XCTAssertEqual(recorder.log, ["subscription"])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler()
        let recorder = Just(1).subscribe(on: scheduler).record()
        XCTAssertEqual(recorder.log, [])
        XCTAssertEqual(scheduler.pending, 1)
        scheduler.run()
        XCTAssertEqual(recorder.log, ["subscription", "1", "finished"], "the subscription, then the request, on the scheduler")
    }

    func testMeasureInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Void, Never>()
        let recorder = subject.measureInterval(using: scheduler).map(\.magnitude).record()
        scheduler.advance(by: .milliseconds(5))
        subject.send()
        scheduler.advance(by: .milliseconds(7))
        subject.send()
        XCTAssertEqual(recorder.values, [5_000_000, 7_000_000])
    }

    func testImmediateSchedulerRunsAtOnce() {
        let recorder = [1, 2].publisher.receive(on: ImmediateScheduler.shared).delay(
            for: .seconds(10), scheduler: ImmediateScheduler.shared
        )
        .record()
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "finished"])
    }
}
