import Combine
import XCTest

/// Sink, Assign, AnySubscriber, AnyPublisher and AnyCancellable: what a subscriber asks for it
/// gets, cancelling stops delivery and releases the chain, a completion comes once.
final class SubscriberTests: XCTestCase {
    private final class Box: @unchecked Sendable {
        var values: [Int] = []
        var completions: [Subscribers.Completion<TestError>] = []
    }

    func testSinkAsksForEverythingAndGetsTheCompletionOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let box = Box()
        let token = subject.sink(receiveCompletion: { box.completions.append($0) }, receiveValue: { box.values.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .failure(TestError(id: 1)))
        subject.send(3)
        subject.send(completion: .finished)
        XCTAssertEqual(box.values, [1, 2])
        XCTAssertEqual(box.completions, [.failure(TestError(id: 1))], "exactly one completion, nothing after it")
        _ = token
    }

    func testCancellingASinkStopsItAndReleasesItsClosures() {
        let subject = PassthroughSubject<Int, Never>()
        weak var captured: Box?
        var token: AnyCancellable?
        do {
            let box = Box()
            captured = box
            token = subject.sink { box.values.append($0) }
        }
        subject.send(1)
        XCTAssertEqual(captured?.values, [1])
        token?.cancel()
        XCTAssertNil(captured, "cancelling releases the sink's closures")
        XCTAssertEqual(subject.subscriberCount, 0, "and the subject forgets the subscriber")
        token = nil
    }

    func testReleasingTheTokenCancels() {
        let subject = PassthroughSubject<Int, Never>()
        let box = Box()
        var tokens = Set<AnyCancellable>()
        subject.sink { box.values.append($0) }.store(in: &tokens)
        var array: [AnyCancellable] = []
        subject.sink { box.values.append($0 * 10) }.store(in: &array)
        subject.send(1)
        tokens.removeAll()
        array.removeAll()
        subject.send(2)
        XCTAssertEqual(box.values, [1, 10])
    }

    func testAnyCancellableCancelsOnce() {
        var count = 0
        let token = AnyCancellable { count += 1 }
        token.cancel()
        token.cancel()
        XCTAssertEqual(count, 1)
        let wrapped = AnyCancellable(AnyCancellable { count += 10 })
        XCTAssertNotEqual(token, wrapped)
        _ = wrapped
    }

    func testAChainIsReleasedWhenCancelled() {
        weak var weakSubject: PassthroughSubject<Int, Never>?
        var token: AnyCancellable?
        do {
            let subject = PassthroughSubject<Int, Never>()
            weakSubject = subject
            token = subject.map { $0 * 2 }.filter { $0 > 0 }.removeDuplicates().sink { _ in }
            subject.send(1)
        }
        XCTAssertNil(weakSubject, "a subscription does not keep its publisher")
        token?.cancel()
        token = nil
    }

    func testAssignWritesAndKeepsTheObjectUntilCancelled() {
        final class Target { var text = "" }
        let subject = PassthroughSubject<String, Never>()
        weak var weakTarget: Target?
        var token: AnyCancellable?
        do {
            let target = Target()
            weakTarget = target
            token = subject.assign(to: \.text, on: target)
        }
        subject.send("a")
        XCTAssertEqual(weakTarget?.text, "a", "Assign keeps the object, as Combine's does")
        token?.cancel()
        XCTAssertNil(weakTarget)
        token = nil
    }

    func testAnySubscriberFromClosuresControlsDemand() {
        var received: [Int] = []
        var subscription: Subscription?
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: {
                subscription = $0
                $0.request(.max(2))
            },
            receiveValue: {
                received.append($0)
                return .none
            })
        (1...5).publisher.subscribe(subscriber)
        XCTAssertEqual(received, [1, 2], "a subscriber that asked for two gets two")
        subscription?.request(.max(1))
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testAnySubscriberWrapsASubject() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        [1, 2].publisher.subscribe(AnySubscriber(subject))
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "finished"])
    }

    func testAnyPublisherHidesTheSubject() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let erased = subject.eraseToAnyPublisher()
        XCTAssertTrue(type(of: erased.eraseToAnyPublisher()) == AnyPublisher<Int, Never>.self)
        let recorder = erased.record()
        subject.send(2)
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testCombineIdentifiers() {
        let a = CombineIdentifier(), b = CombineIdentifier()
        XCTAssertNotEqual(a, b)
        let object = PassthroughSubject<Int, Never>()
        XCTAssertEqual(CombineIdentifier(object), CombineIdentifier(object))
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        XCTAssertEqual(sink.combineIdentifier, CombineIdentifier(sink))
    }
}
