import Foundation

/// A publisher's values as an asynchronous sequence (`for await value in publisher.values`), as
/// Combine's `AsyncPublisher`. The sequence asks the publisher for one value each time the loop
/// wants one, ends when the publisher finishes, and cancels the subscription when the loop's
/// task is cancelled.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    /// Produces the values, one per `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = P.Output
        let inner: AsyncSubscriber<P>

        /// The next value, or `nil` once the publisher has finished.
        public mutating func next() async -> P.Output? {
            try? await inner.next()
        }
    }

    private let publisher: P

    /// The values of `publisher` as an asynchronous sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator { Iterator(inner: AsyncSubscriber(publisher)) }
}

/// A publisher's values as a throwing asynchronous sequence, as Combine's
/// `AsyncThrowingPublisher`: the loop throws the publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    /// Produces the values, one per `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = P.Output
        let inner: AsyncSubscriber<P>

        /// The next value, `nil` once the publisher has finished; throws its failure.
        public mutating func next() async throws -> P.Output? {
            try await inner.next()
        }
    }

    private let publisher: P

    /// The values of `publisher` as a throwing asynchronous sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    public func makeAsyncIterator() -> Iterator { Iterator(inner: AsyncSubscriber(publisher)) }
}

extension Publisher where Failure == Never {
    /// The publisher's values as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The publisher's values as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind ``AsyncPublisher`` and ``AsyncThrowingPublisher``: asks for one value
/// per `next()` and resumes the waiting loop with it.
final class AsyncSubscriber<P: Publisher>: Subscriber, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure

    /// A value crossing from the publisher's thread to the loop's task.
    private struct Delivery: @unchecked Sendable { var value: P.Output? }

    private enum Step { case request(Subscription?), ended(Subscribers.Completion<P.Failure>), cancelled }

    private let lock = NSLock()
    private var subscription: Subscription?
    private var waiting: CheckedContinuation<Delivery, Error>?
    private var wantsValue = false
    private var end: Subscribers.Completion<P.Failure>?
    private var cancelled = false

    /// Cancels from the loop's task (non-generic, so that the cancellation handler captures no
    /// type of the publisher's).
    private let stopper = Stopper()

    init(_ publisher: P) {
        stopper.action = { [weak self] in self?.stop() }
        publisher.subscribe(self)
    }

    func receive(subscription: Subscription) {
        let (accepted, wants) = lock.withLock {
            guard self.subscription == nil, !cancelled, end == nil else { return (false, false) }
            self.subscription = subscription
            return (true, wantsValue)
        }
        if !accepted { subscription.cancel() } else if wants { subscription.request(.max(1)) }
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        let continuation = lock.withLock {
            defer { waiting = nil }
            wantsValue = false
            return waiting
        }
        continuation?.resume(returning: Delivery(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        let continuation = lock.withLock {
            end = completion
            subscription = nil
            defer { waiting = nil }
            return waiting
        }
        if let continuation { resume(continuation, with: completion) }
    }

    private func resume(_ continuation: CheckedContinuation<Delivery, Error>, with completion: Subscribers.Completion<P.Failure>) {
        switch completion {
        case .finished: continuation.resume(returning: Delivery(value: nil))
        case .failure(let error): continuation.resume(throwing: error)
        }
    }

    func next() async throws -> P.Output? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Delivery, Error>) in
                let step: Step = lock.withLock {
                    if let end { return .ended(end) }
                    if cancelled { return .cancelled }
                    waiting = continuation
                    wantsValue = true
                    return .request(subscription)
                }
                switch step {
                case .request(let subscription): subscription?.request(.max(1))
                case .ended(let completion): resume(continuation, with: completion)
                case .cancelled: continuation.resume(returning: Delivery(value: nil))
                }
            }.value
        } onCancel: { [stopper] in
            stopper.fire()
        }
    }

    /// The loop's task was cancelled: cancel the subscription and end the wait.
    private func stop() {
        let (subscription, continuation) = lock.withLock {
            cancelled = true
            defer {
                self.subscription = nil
                waiting = nil
            }
            return (self.subscription, waiting)
        }
        subscription?.cancel()
        continuation?.resume(returning: Delivery(value: nil))
    }
}

/// Runs an action set once, from any thread.
private final class Stopper: @unchecked Sendable {
    var action: (() -> Void)?
    func fire() { action?() }
}
