import Foundation

/// A subject with a current value, as Combine's `CurrentValueSubject`.
///
/// A new subscriber first receives the current value (when it asks for one), then each value
/// sent. Setting ``value`` sends the new value; ``send(_:)`` stores it. A subscriber that has no
/// demand when values are sent gets the latest one when it asks again. After
/// ``send(completion:)``, sending changes nothing. Thread-safe, as ``PassthroughSubject``.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    private var stored: Output

    /// A subject whose current value is `value`.
    public init(_ value: Output) { stored = value }

    /// The value last sent (or the initial one). Setting it sends the new value.
    public var value: Output {
        get { core.lock.withLock { stored } }
        set { send(newValue) }
    }

    public func send(subscription: Subscription) { core.adopt(subscription) }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let core = core
        let conduit = SubjectSubscription("CurrentValueSubject", subscriber, overflow: .keepLatest) { core.remove($0) }
        if let completion = core.add(conduit) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        conduit.prime(value)
        conduit.start()
    }

    public func send(_ input: Output) {
        let open = core.lock.withLock {
            guard core.completion == nil else { return false }
            stored = input
            return true
        }
        guard open else { return }
        for conduit in core.current { conduit.offer(input) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for conduit in core.complete(completion) ?? [] { conduit.finish(completion) }
    }

    /// How many subscribers the subject has (for tests).
    package var subscriberCount: Int { core.count }
}
