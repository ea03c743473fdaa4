import Foundation

/// A gesture that runs an action each time its value changes, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        guard var base = content.makeRecognizer(in: space) else { return .never }
        let change = base.change, action = action
        base.change = { input in
            let value = change(input)
            if let value { action(value) }
            return value
        }
        return base
    }

    var summary: String { content.gestureSummary }
}

/// A gesture that runs an action when it ends, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture> {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

// The conformance in an extension: `onEnded` makes the value outside the main actor.
extension _EndedGesture: PrimitiveGesture {
    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        guard var base = content.makeRecognizer(in: space) else { return .never }
        let end = base.end, action = action
        base.end = { input in
            let value = end(input)
            if let value { action(value) }
            return value
        }
        return base
    }

    var summary: String { content.gestureSummary }
}

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        guard let base = content.makeRecognizer(in: space) else { return .never }
        let transform = transform
        return base.mapped { transform($0) }
    }

    var summary: String { content.gestureSummary }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: PrimitiveGesture {
    let make: @MainActor (GestureSpace) -> GestureRecognizer<Value>?
    let summary: String

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture.makeRecognizer(in: $0) }
        summary = gesture.gestureSummary
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> { make(space) ?? .never }
}

extension GestureRecognizer {
    /// A recognizer that responds to nothing.
    static var never: GestureRecognizer { GestureRecognizer(accepts: { _ in false }, change: { _ in nil }, end: { _ in nil }) }
}

extension Gesture {
    /// Runs `action` each time the gesture's value changes, as SwiftUI's `onChanged(_:)`.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` when the gesture ends, as SwiftUI's `onEnded(_:)`.
    nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its values transformed, as SwiftUI's `map(_:)`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
