/// A subject that delivers each value to the subscribers it has when the value is sent, as
/// Combine's `PassthroughSubject`.
///
/// A subscriber gets only the values sent while it is subscribed and has demand: a value sent to
/// a subscriber that asked for none is dropped for it. Thread-safe: values are delivered on the
/// thread that sends them, one at a time to each subscriber, in the order the subscribers came;
/// a subscriber may send into the subject from `receive` (the value reaches it after the one it
/// is receiving).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    public func send(subscription: Subscription) { core.adopt(subscription) }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let core = core
        let conduit = SubjectSubscription("PassthroughSubject", subscriber, overflow: .drop) { core.remove($0) }
        if let completion = core.add(conduit) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        conduit.start()
    }

    public func send(_ input: Output) {
        for conduit in core.current { conduit.offer(input) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for conduit in core.complete(completion) ?? [] { conduit.finish(completion) }
    }

    /// How many subscribers the subject has (for tests).
    package var subscriberCount: Int { core.count }
}
