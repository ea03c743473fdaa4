import Combine
import XCTest

/// Combine's contract across operators: calls to a subscriber never overlap, nothing follows a
/// completion, cancelling (even from inside `receive`) stops delivery and frees the chain.
final class SemanticsTests: XCTestCase {
    /// Fails if two calls overlap.
    private final class SerialChecker: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = Never
        private let lock = NSLock()
        private var inside = false
        private(set) var overlapped = false
        private(set) var count = 0
        private(set) var completions = 0
        private(set) var valuesAfterCompletion = 0

        private func enter() {
            lock.withLock {
                if inside { overlapped = true }
                inside = true
            }
        }
        private func leave() { lock.withLock { inside = false } }

        func receive(subscription: Subscription) { subscription.request(.unlimited) }
        func receive(_ input: Int) -> Subscribers.Demand {
            enter()
            usleep(1)
            lock.withLock {
                count += 1
                if completions > 0 { valuesAfterCompletion += 1 }
            }
            leave()
            return .none
        }
        func receive(completion: Subscribers.Completion<Never>) {
            enter()
            lock.withLock { completions += 1 }
            leave()
        }
    }

    func testAMergeOfPublishersOnManyThreadsNeverOverlapsItsCalls() {
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let checker = SerialChecker()
        Publishers.MergeMany(subjects).map { $0 + 1 }.subscribe(checker)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<200 { subjects[index].send(value) }
            subjects[index].send(completion: .finished)
        }
        XCTAssertFalse(checker.overlapped)
        XCTAssertEqual(checker.count, 800)
        XCTAssertEqual(checker.completions, 1)
    }

    func testNothingFollowsACompletionEvenWhenSendsRace() {
        for _ in 0..<20 {
            let subject = PassthroughSubject<Int, Never>()
            let checker = SerialChecker()
            subject.subscribe(checker)
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                for value in 0..<50 {
                    if index == 0 && value == 25 { subject.send(completion: .finished) }
                    subject.send(value)
                }
            }
            XCTAssertEqual(checker.completions, 1)
            XCTAssertEqual(checker.valuesAfterCompletion, 0)
            XCTAssertFalse(checker.overlapped)
        }
    }

    func testCancellingFromInsideReceiveStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        recorder.onValue = { if $0 == 2 { recorder.cancel() } }
        subject.map { $0 }.filter { _ in true }.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(subject.subscriberCount, 0)
    }

    func testCancellingCombinedChainsFreesThem() {
        final class Owner {}
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        weak var weakOwner: Owner?
        var tokens: [AnyCancellable] = []
        do {
            let owner = Owner()
            weakOwner = owner
            tokens.append(a.merge(with: b).sink { _ in _ = owner })
            tokens.append(a.combineLatest(b).sink { _ in _ = owner })
            tokens.append(a.zip(b).sink { _ in _ = owner })
            tokens.append(a.flatMap { _ in b }.sink { _ in _ = owner })
            tokens.append(a.map { _ in b }.switchToLatest().sink { _ in _ = owner })
            tokens.append(a.debounce(for: .seconds(1), scheduler: ImmediateScheduler.shared).sink { _ in _ = owner })
            tokens.append(a.receive(on: ImmediateScheduler.shared).share().sink { _ in _ = owner })
        }
        a.send(1)
        b.send(2)
        XCTAssertNotNil(weakOwner)
        tokens.removeAll()
        XCTAssertNil(weakOwner, "no cycle keeps a cancelled chain alive")
        XCTAssertEqual(a.subscriberCount, 0)
        XCTAssertEqual(b.subscriberCount, 0)
    }

    func testACompletedChainIsFreedWithoutCancelling() {
        final class Owner {}
        weak var weakOwner: Owner?
        let subject = PassthroughSubject<Int, Never>()
        var token: AnyCancellable?
        do {
            let owner = Owner()
            weakOwner = owner
            token = subject.map { $0 * 2 }.scan(0, +).sink { _ in _ = owner }
        }
        subject.send(completion: .finished)
        XCTAssertNil(weakOwner, "the completion releases the sink's closures")
        _ = token
    }
}
