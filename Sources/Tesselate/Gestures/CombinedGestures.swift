import Foundation

/// Two gestures recognized at the same time, as SwiftUI's `SimultaneousGesture`: each responds
/// to the actions it recognizes.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The values of the two gestures; `nil` for one that has not changed.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let a = first.makeRecognizer(in: space) ?? .never, b = second.makeRecognizer(in: space) ?? .never
        func both(_ step: (GestureRecognizer<First.Value>) -> First.Value?, _ other: (GestureRecognizer<Second.Value>) -> Second.Value?)
            -> Value?
        {
            let x = step(a), y = other(b)
            return x == nil && y == nil ? nil : Value(first: x, second: y)
        }
        return GestureRecognizer(
            accepts: { a.accepts($0) || b.accepts($0) },
            change: { input in
                both({ $0.accepts(input) ? $0.change(input) : nil }, { $0.accepts(input) ? $0.change(input) : nil })
            },
            end: { input in
                both({ $0.accepts(input) ? $0.end(input) : nil }, { $0.accepts(input) ? $0.end(input) : nil })
            },
            reset: {
                a.reset(); b.reset()
            })
    }

    var summary: String { "\(first.gestureSummary).simultaneously(with: \(second.gestureSummary))" }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures, the second recognized once the first succeeds, as SwiftUI's `SequenceGesture`.
///
/// An action only the second recognizes (a drag after a long press) is taken as the first
/// gesture held to its end and then the second: the testing library's `drag(by:)` on a long press
/// sequenced before a drag holds first, then drags.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The first gesture's value until it ends; then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let a = first.makeRecognizer(in: space) ?? .never, b = second.makeRecognizer(in: space) ?? .never
        var firstValue: First.Value?
        /// The first gesture, held to its end where the action began.
        func holdFirst(_ input: GestureInput) -> First.Value? {
            if let firstValue { return firstValue }
            let hold = GestureInput(kind: .longPress(duration: nil), start: input.start)
            guard a.accepts(hold) else { return nil }
            _ = a.change(hold)
            firstValue = a.end(hold)
            return firstValue
        }
        return GestureRecognizer(
            accepts: { input in
                a.accepts(input) || (b.accepts(input) && a.accepts(GestureInput(kind: .longPress(duration: nil), start: input.start)))
            },
            change: { input in
                if a.accepts(input) { return a.change(input).map { .first($0) } }
                guard let held = holdFirst(input) else { return nil }
                return .second(held, b.change(input))
            },
            end: { input in
                if a.accepts(input) { return a.end(input).map { .first($0) } }
                guard let held = holdFirst(input) else { return nil }
                return .second(held, b.end(input))
            },
            reset: {
                firstValue = nil
                a.reset()
                b.reset()
            })
    }

    var summary: String { "\(first.gestureSummary).sequenced(before: \(second.gestureSummary))" }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Two gestures of which only one is recognized, the first when it can be, as SwiftUI's
/// `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The value of the gesture that was recognized.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let a = first.makeRecognizer(in: space) ?? .never, b = second.makeRecognizer(in: space) ?? .never
        return GestureRecognizer(
            accepts: { a.accepts($0) || b.accepts($0) },
            change: { input in
                a.accepts(input) ? a.change(input).map { .first($0) } : b.change(input).map { .second($0) }
            },
            end: { input in
                a.accepts(input) ? a.end(input).map { .first($0) } : b.end(input).map { .second($0) }
            },
            reset: {
                a.reset(); b.reset()
            })
    }

    var summary: String { "\(first.gestureSummary).exclusively(before: \(second.gestureSummary))" }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other`, recognized at the same time, as SwiftUI's
    /// `simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }

    /// This gesture, then `other` once this one succeeds, as SwiftUI's `sequenced(before:)`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

    /// This gesture, or `other` when this one is not recognized, as SwiftUI's
    /// `exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}
