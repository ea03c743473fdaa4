/// A publisher that never delivers a value and finishes at once (or never), as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable, Sendable {
    /// Whether subscribers receive `finished` at once (else they never hear anything).
    public let completeImmediately: Bool

    /// An empty publisher that finishes at once unless `completeImmediately` is false.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
