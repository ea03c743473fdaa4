import Combine
import XCTest

/// The schedulers: strides and times, real time on dispatch queues and run loops (briefly), and
/// the package hook that puts the main queue, run loop and operation queue on a virtual clock.
final class SchedulerTests: XCTestCase {
    func testDispatchStrides() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        XCTAssertEqual(Stride.seconds(2).magnitude, 2_000_000_000)
        XCTAssertEqual(Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(Stride.microseconds(3).magnitude, 3_000)
        XCTAssertEqual(Stride.seconds(0.5).magnitude, 500_000_000)
        XCTAssertEqual((1.5 as Stride).magnitude, 1_500_000_000)
        XCTAssertEqual((2 as Stride).magnitude, 2_000_000_000)
        XCTAssertEqual(Stride.seconds(.nan).magnitude, 0, "NaN is no time, not a crash")
        XCTAssertEqual(Stride.seconds(.infinity).magnitude, Int.max)
        XCTAssertEqual(Stride.seconds(Int.max).magnitude, Int.max, "saturates")
        XCTAssertEqual(Stride(.milliseconds(4)).magnitude, 4_000_000)
        XCTAssertEqual(Stride(.never).magnitude, Int.max)
        XCTAssertLessThan(Stride.milliseconds(1), Stride.seconds(1))
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        XCTAssertEqual(start.advanced(by: .nanoseconds(500)).dispatchTime.uptimeNanoseconds, 1_500)
        XCTAssertEqual(start.distance(to: start.advanced(by: .seconds(1))), .seconds(1))
        XCTAssertEqual(start.advanced(by: .nanoseconds(-5_000)).dispatchTime.uptimeNanoseconds, 1, "clamped to the start of time")
    }

    func testRunLoopStrides() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        XCTAssertEqual(Stride.milliseconds(250).timeInterval, 0.25)
        XCTAssertEqual(Stride.seconds(3).magnitude, 3)
        XCTAssertEqual((Stride(1) + .milliseconds(500)).timeInterval, 1.5)
        let now = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 100))
        XCTAssertEqual(now.advanced(by: .seconds(2)).date, Date(timeIntervalSince1970: 102))
        XCTAssertEqual(OperationQueue.SchedulerTimeType.Stride.milliseconds(20).timeInterval, 0.02)
    }

    func testTheMainQueueRunsScheduledWorkInRealTime() async {
        let expectation = expectation(description: "scheduled")
        let fired = Unchecked(expectation)
        DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .milliseconds(5))) { fired.value.fulfill() }
        await fulfillment(of: [expectation], timeout: 5)
    }

    func testAGlobalQueueRepeatsUntilCancelled() {
        let queue = DispatchQueue(label: "SchedulerTests.repeat")
        let ticks = expectation(description: "three ticks")
        ticks.expectedFulfillmentCount = 3
        ticks.assertForOverFulfill = false
        let fulfil = Unchecked(ticks)
        let token = queue.schedule(after: queue.now, interval: .milliseconds(2)) { fulfil.value.fulfill() }
        wait(for: [ticks], timeout: 5)
        token.cancel()
    }

    func testReceiveOnTheMainRunLoop() async {
        let expectation = expectation(description: "received")
        let fulfil = Unchecked(expectation)
        let token = Just(1).receive(on: RunLoop.main).sink { _ in fulfil.value.fulfill() }
        await fulfillment(of: [expectation], timeout: 5)
        _ = token
    }

    func testOperationQueueSchedules() {
        let queue = OperationQueue()
        let done = expectation(description: "ran")
        let fulfil = Unchecked(done)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(2))) { fulfil.value.fulfill() }
        wait(for: [done], timeout: 5)
    }
}
