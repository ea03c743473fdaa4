extension Optional {
    /// A publisher of the wrapped value (if any), then `finished`, as Combine's
    /// `Optional.Publisher`.
    public var publisher: Publisher { Publisher(self) }

    /// A publisher of at most one value, as Combine's `Optional.Publisher`: `nil` finishes at once.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        /// The value delivered, if any.
        public let output: Wrapped?

        /// A publisher of `output`, if not `nil`.
        public init(_ output: Wrapped?) { self.output = output }

        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
            subscriber.receive(one: output, then: .finished, from: "Optional.Publisher")
        }
    }
}

extension Result {
    /// A publisher of the success value then `finished`, or of the failure, as Combine's
    /// `Result.Publisher`.
    public var publisher: Publisher { Publisher(self) }

    /// A publisher of a result, as Combine's `Result.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success

        /// The result delivered.
        public let result: Result<Success, Failure>

        /// A publisher of `result`.
        public init(_ result: Result<Success, Failure>) { self.result = result }
        /// A publisher of `output`, then `finished`.
        public init(_ output: Success) { result = .success(output) }
        /// A publisher that fails with `failure`.
        public init(_ failure: Failure) { result = .failure(failure) }

        public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure {
            switch result {
            case .success(let output): subscriber.receive(one: output, then: .finished, from: "Result.Publisher")
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}
