import Combine
import XCTest

/// Connectable publishers: nothing flows before `connect()`; `autoconnect()` connects for the
/// first subscriber and disconnects after the last; `share()` shares one upstream subscription.
final class ConnectableTests: XCTestCase {
    func testMakeConnectableWaitsForConnect() {
        let connectable = [1, 2].publisher.makeConnectable()
        let a = connectable.record(), b = connectable.record()
        XCTAssertEqual(a.values, [])
        let connection = connectable.connect()
        XCTAssertEqual(a.log, ["subscription", "1", "2", "finished"])
        XCTAssertEqual(b.values, [1, 2])
        _ = connection
    }

    func testShareSubscribesUpstreamOnce() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let a = shared.record(), b = shared.record()
        subject.send(1)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(a.values, [1])
        XCTAssertEqual(b.values, [1])
        let late = shared.record()
        subject.send(2)
        XCTAssertEqual(late.values, [2], "a later subscriber misses what was sent before")
        XCTAssertTrue(shared == shared)
    }

    func testAutoconnectDisconnectsAfterTheLastSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        let auto = subject.handleEvents(receiveCancel: { cancels += 1 }).makeConnectable().autoconnect()
        let a = auto.sink { _ in }
        let b = auto.sink { _ in }
        a.cancel()
        XCTAssertEqual(cancels, 0)
        b.cancel()
        XCTAssertEqual(cancels, 1, "the connection ends with the last subscriber")
    }

    func testMulticastThroughACurrentValueSubject() {
        let subject = PassthroughSubject<Int, Never>()
        let multicast = subject.multicast { CurrentValueSubject<Int, Never>(0) }
        let recorder = multicast.record()
        let connection = multicast.connect()
        subject.send(5)
        XCTAssertEqual(recorder.values, [0, 5])
        connection.cancel()
        subject.send(6)
        XCTAssertEqual(recorder.values, [0, 5])
    }
}
