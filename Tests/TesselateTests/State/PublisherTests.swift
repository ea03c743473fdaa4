import XCTest
import Tesselate

/// Combine through `import Tesselate` alone (Tesselate re-exports its Combine module, as SwiftUI
/// brings Combine along): values reach the closures given to `sink` until the returned
/// cancellable is cancelled or released. Combine's own semantics are tested in CombineTests.
final class PublisherTests: XCTestCase {
    /// What a sink received.
    private final class Log<Value>: @unchecked Sendable {
        var values: [Value] = []
    }

    private final class Model: ObservableObject, @unchecked Sendable {
        @Published var count = 1
    }

    func testAPassthroughSubjectDeliversToItsSubscribersUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        subject.send(1)
        let token = subject.sink { log.values.append($0) }
        subject.send(2)
        subject.send(3)
        token.cancel()
        subject.send(4)
        XCTAssertEqual(log.values, [2, 3], "only the values sent while subscribed")
    }

    func testReleasingTheCancellableCancels() {
        let subject = PassthroughSubject<String, Never>()
        let log = Log<String>()
        var tokens = Set<AnyCancellable>()
        subject.sink { log.values.append($0) }.store(in: &tokens)
        subject.send("kept")
        tokens.removeAll()
        subject.send("dropped")
        XCTAssertEqual(log.values, ["kept"])
    }

    func testACurrentValueSubjectDeliversItsValueFirst() {
        let subject = CurrentValueSubject<Int, Never>(7)
        let log = Log<Int>()
        let token = subject.sink { log.values.append($0) }
        subject.value = 8
        subject.send(9)
        XCTAssertEqual(log.values, [7, 8, 9])
        XCTAssertEqual(subject.value, 9)
        _ = token
    }

    func testJustAndAnyPublisherDeliverTheValue() {
        let log = Log<String>()
        let erased: AnyPublisher<String, Never> = Just("once").eraseToAnyPublisher()
        _ = erased.sink { log.values.append($0) }
        XCTAssertEqual(log.values, ["once"])
    }

    func testAPublishedPropertyPublishesTheNewValueBeforeItIsStored() {
        let model = Model()
        let log = Log<String>()
        let token = model.$count.sink { log.values.append("\($0) (stored \(model.count))") }
        model.count = 2
        XCTAssertEqual(log.values, ["1 (stored 1)", "2 (stored 1)"], "the current value first, then each new one on willSet")
        _ = token
    }

    func testANotificationPublisherDeliversPostedNotifications() {
        let name = Notification.Name("PublisherTests.ping")
        let log = Log<String>()
        let token = NotificationCenter.default.publisher(for: name).sink { log.values.append($0.name.rawValue) }
        NotificationCenter.default.post(name: name, object: nil)
        token.cancel()
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(log.values, [name.rawValue])
    }

    func testImportTesselateBringsCombine() {
        let just: Combine.Just<Int> = Just(1)
        XCTAssertEqual(just.output, 1)
        XCTAssertTrue(ObservableObjectPublisher.self == Combine.ObservableObjectPublisher.self)
        let log = Log<[Int]>()
        let token = [3, 1, 2].publisher.filter { $0 > 1 }.collect().sink { log.values.append($0) }
        XCTAssertEqual(log.values, [[3, 2]])
        _ = token
    }
}
