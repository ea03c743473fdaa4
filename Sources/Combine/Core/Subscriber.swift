/// A type that receives values and a completion from a publisher, as Combine's `Subscriber`.
///
/// A publisher calls ``receive(subscription:)`` once, then ``receive(_:)`` with each value (at
/// most as many as the subscriber asked for through the subscription; each call returns how many
/// more it wants), then ``receive(completion:)`` at most once. The calls never overlap.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values the subscriber receives.
    associatedtype Input
    /// The kind of error the subscriber may receive.
    associatedtype Failure: Error

    /// Receives the subscription through which the subscriber asks for values (or cancels).
    func receive(subscription: Subscription)
    /// Receives a value; returns how many more values the subscriber wants, added to its demand.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Receives the end of the values: finished or failed.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives `()` from a publisher of `Void`.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// Namespace of the subscriber types, as Combine's `Subscribers`: ``Sink``, ``Assign``,
/// ``Demand`` and ``Completion``.
public enum Subscribers {}
