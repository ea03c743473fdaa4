/// The publisher an ``ObservableObject`` sends on before it changes, as Combine's
/// `ObservableObjectPublisher`: a publisher of `Void` that never completes, with ``send()``.
///
/// Every subscriber with demand receives each `send()`, on the sending thread. SwiftUI (and
/// Tesselate's hosts) subscribe with `sink` to the publishers of the objects their views
/// observe. Thread-safe.
public final class ObservableObjectPublisher: Publisher, Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Void { subject.receive(subscriber: subscriber) }

    /// Tells the subscribers that the object is about to change.
    public func send() { subject.send(()) }

    /// How many subscribers the publisher has (for tests).
    package var subscriberCount: Int { subject.subscriberCount }
}
