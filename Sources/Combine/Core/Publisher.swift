/// A type that can deliver a sequence of values over time, as Combine's `Publisher`.
///
/// A publisher delivers values to the ``Subscriber``s attached to it with
/// `subscribe(_:)`: first a ``Subscription`` (through which the subscriber
/// asks for values, its demand), then at most as many values as it asked for, then at most one
/// completion (``Subscribers/Completion/finished`` or ``Subscribers/Completion/failure(_:)``),
/// after which nothing more. Cancelling the subscription stops the values and releases what the
/// subscription held. A publisher's calls to one subscriber never overlap (they may come from
/// any thread).
///
/// Operators (`map`, `filter`, `debounce`, …) are methods that return a publisher of the
/// ``Publishers`` namespace wrapping this one, as in Combine; ``sink(receiveCompletion:receiveValue:)``
/// and ``assign(to:on:)`` attach a subscriber that asks for every value.
public protocol Publisher<Output, Failure> {
    /// The kind of values the publisher delivers.
    associatedtype Output
    /// The kind of error the publisher may fail with (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: called by `subscribe(_:)`, which is what code calls.
    func receive<S: Subscriber>(subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches `subscriber` to this publisher, which then sends it a subscription.
    public func subscribe<S: Subscriber>(_ subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}
