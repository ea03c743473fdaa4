extension Publishers {
    /// A publisher of a sequence's elements, then `finished`, as Combine's `Publishers.Sequence`
    /// (`[1, 2, 3].publisher`). Each subscriber gets the elements it asks for, in order; an empty
    /// sequence finishes at once.
    ///
    /// Combine overloads its operators to return a `Publishers.Sequence` again
    /// (`[1, 2].publisher.map { … }`); here they are the general operators, with the same values.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The elements delivered.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
            subscriber.receive(elements: sequence.makeIterator(), then: .finished, from: "\(sequence)")
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// A publisher of the sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
