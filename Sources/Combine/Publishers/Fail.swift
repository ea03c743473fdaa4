/// A publisher that fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error each subscriber receives.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher of `Output` values that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}

extension Fail: Sendable {}
