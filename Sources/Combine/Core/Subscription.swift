/// The connection between a publisher and one subscriber, as Combine's `Subscription`: the
/// subscriber asks for values with ``request(_:)`` and ends the connection with `cancel()`.
///
/// Requests add up: after `request(.max(2))` and `request(.max(3))` the publisher may send five
/// values. Cancelling is thread-safe, takes effect quickly and releases what the subscription
/// holds; after it, requests do nothing.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace of ready-made subscriptions, as Combine's `Subscriptions`.
public enum Subscriptions {
    /// A subscription that does nothing when asked for values or cancelled: what a publisher
    /// sends a subscriber before completing at once (``Empty``, ``Fail``).
    public static var empty: Subscription { EmptySubscription.shared }
}

/// ``Subscriptions/empty``.
private final class EmptySubscription: Subscription, Sendable {
    static let shared = EmptySubscription()
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
