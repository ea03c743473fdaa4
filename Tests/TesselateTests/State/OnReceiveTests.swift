import XCTest
import Tesselate

/// `onReceive`: a view runs its action with each value its publisher delivers while it is in the
/// host, and the host updates with what the action changed.
final class OnReceiveTests: XCTestCase {
    /// What actions saw.
    private final class Log: @unchecked Sendable {
        var values: [Int] = []
    }

    private final class Model: ObservableObject, @unchecked Sendable {
        @Published var count = 1
    }

    /// A bar 10 points wide per unit received.
    private struct Bar<P: Publisher>: View where P.Output == Int, P.Failure == Never {
        let publisher: P
        var log = Log()
        @State private var total = 0

        var body: some View {
            Color.red.frame(width: CGFloat(total * 10), height: 5).id("bar")
                .onReceive(publisher) { value in
                    log.values.append(value)
                    total += value
                }
        }
    }

    /// The bar while `shown`, else nothing.
    private struct Switcher: View {
        var shown: Bool
        let subject: PassthroughSubject<Int, Never>
        let log: Log
        var body: some View {
            if shown { Bar(publisher: subject, log: log) } else { Text("gone") }
        }
    }

    @MainActor func testAValueSentToASubjectUpdatesTheHost() async {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(Bar(publisher: subject), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 0)
        subject.send(2)
        XCTAssertEqual(host.frame(id: "bar")?.width, 20)
        subject.send(3)
        XCTAssertEqual(host.frame(id: "bar")?.width, 50)
    }

    /// Shows how many values its action logged: the log is no state, so only the host updating
    /// after a value shows the new count.
    private struct LogCount: View {
        let subject: PassthroughSubject<Int, Never>
        let log: Log
        var body: some View {
            Color.red.frame(width: CGFloat(log.values.count * 10), height: 5).id("bar")
                .onReceive(subject) { log.values.append($0) }
        }
    }

    @MainActor func testAValueReceivedOutsideAnUpdateMakesTheHostUpdate() async {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(LogCount(subject: subject, log: Log()), displayScale: 1)
        subject.send(1)
        subject.send(1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 20)
    }

    @MainActor func testAPublisherThatDeliversOnSubscribingRunsTheActionWhenTheViewAppears() async {
        let current = ViewHost(Bar(publisher: CurrentValueSubject<Int, Never>(4)), displayScale: 1)
        XCTAssertEqual(current.frame(id: "bar")?.width, 40)
        let just = ViewHost(Bar(publisher: Just(3).eraseToAnyPublisher()), displayScale: 1)
        XCTAssertEqual(just.frame(id: "bar")?.width, 30)
    }

    @MainActor func testThePublishedProjectionUpdatesAViewThatDoesNotObserveTheObject() async {
        let model = Model()
        let host = ViewHost(Bar(publisher: model.$count), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 10, "the current value on appearing")
        model.count = 5
        XCTAssertEqual(host.frame(id: "bar")?.width, 60)
    }

    @MainActor func testObjectWillChangeIsAPublisherOfVoid() async {
        let model = Model()
        let host = ViewHost(Bar(publisher: model.objectWillChange.map { 1 }), displayScale: 1)
        model.count = 3
        model.count = 4
        XCTAssertEqual(host.frame(id: "bar")?.width, 20, "one value per write")
    }

    @MainActor func testANotificationReachesTheView() async {
        let name = Notification.Name("OnReceiveTests.bump")
        let counts = NotificationCenter.default.publisher(for: name).map { ($0.object as? Int) ?? 0 }
        let host = ViewHost(Bar(publisher: counts), displayScale: 1)
        NotificationCenter.default.post(name: name, object: 2)
        XCTAssertEqual(host.frame(id: "bar")?.width, 20)
    }

    @MainActor func testTheSubscriptionEndsWhenTheViewDisappears() async {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        let host = ViewHost(Switcher(shown: true, subject: subject, log: log))
        subject.send(1)
        host.rootView = Switcher(shown: false, subject: subject, log: log)
        host.settle()
        subject.send(2)
        XCTAssertEqual(log.values, [1])
    }

    @MainActor func testTheSubscriptionEndsWhenTheHostGoesAway() async {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        var host: ViewHost? = ViewHost(Bar(publisher: subject, log: log))
        subject.send(1)
        XCTAssertNotNil(host)
        host = nil
        subject.send(2)
        XCTAssertEqual(log.values, [1])
    }

    @MainActor func testAValueSentFromAnotherThreadRunsTheActionOnTheMainActor() async {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(Bar(publisher: subject), displayScale: 1)
        await Task.detached { subject.send(7) }.value
        for _ in 0..<100 where host.frame(id: "bar")?.width != 70 { await Task.yield() }
        XCTAssertEqual(host.frame(id: "bar")?.width, 70)
    }
}
