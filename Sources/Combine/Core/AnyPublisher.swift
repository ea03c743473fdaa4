/// A publisher that hides the type of the one it wraps, as Combine's `AnyPublisher`: subscribers
/// get what the wrapped publisher sends. Wrapping a subject hides its `send` methods.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher` (an ``AnyPublisher`` is not wrapped again).
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            subscribe = { publisher.receive(subscriber: $0) }
        }
    }

    public var description: String { "AnyPublisher" }
    public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher wrapped in an ``AnyPublisher``, so that its type does not show.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
