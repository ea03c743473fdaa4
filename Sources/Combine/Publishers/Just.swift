/// A publisher that delivers one value to each subscriber, then finishes, as Combine's `Just`.
/// The value goes out when the subscriber asks for one.
///
/// Combine overloads `Just`'s operators to return `Just` or `Result.Publisher` again
/// (`Just(1).map { … }` is a `Just`); here they are the general operators, which deliver the
/// same values.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value delivered.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
        subscriber.receive(one: output, then: .finished, from: "Just")
    }
}

extension Just: Equatable where Output: Equatable {}

extension Just: Sendable where Output: Sendable {}
