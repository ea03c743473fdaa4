import Combine
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Foundation publishers: notifications, timers in real time, data tasks.
final class FoundationPublisherTests: XCTestCase {
    func testNotificationsReachSubscribersUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("FoundationPublisherTests.ping")
        let sender = NSObject()
        var received: [String] = []
        let any = center.publisher(for: name).sink { received.append("any \($0.name.rawValue)") }
        let fromSender = center.publisher(for: name, object: sender).sink { _ in received.append("sender") }
        center.post(name: name, object: nil)
        center.post(name: name, object: sender)
        any.cancel()
        fromSender.cancel()
        center.post(name: name, object: sender)
        XCTAssertEqual(received.sorted(), ["any \(name.rawValue)", "any \(name.rawValue)", "sender"], "observers in any order")
        XCTAssertEqual(center.publisher(for: name), NotificationCenter.Publisher(center: center, name: name))
    }

    func testATimerTicksInRealTimeOutsideAVirtualClock() async {
        let ticks = expectation(description: "two ticks")
        ticks.expectedFulfillmentCount = 2
        ticks.assertForOverFulfill = false
        let fulfil = Unchecked(ticks)
        let token = Timer.publish(every: 0.005, on: .main, in: .common).autoconnect().sink { _ in fulfil.value.fulfill() }
        await fulfillment(of: [ticks], timeout: 5)
        token.cancel()
    }

    func testADataTaskPublisherFailsWithAURLError() async {
        let done = expectation(description: "completed")
        let fulfil = Unchecked(done)
        let url = URL(string: "http://127.0.0.1:1/nothing")!
        var completion: Subscribers.Completion<URLError>?
        let token = URLSession.shared.dataTaskPublisher(for: url).sink(
            receiveCompletion: {
                completion = $0
                fulfil.value.fulfill()
            }, receiveValue: { _ in })
        await fulfillment(of: [done], timeout: 10)
        if case .failure = completion {} else { XCTFail("a refused connection fails: \(String(describing: completion))") }
        _ = token
        XCTAssertEqual(URLSession.shared.dataTaskPublisher(for: URLRequest(url: url)).request.url, url)
    }
}
