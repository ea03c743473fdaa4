import Foundation

/// A property wrapper for a value a gesture updates while it is under way, as SwiftUI's
/// `GestureState`: `updating(_:body:)` sets it at each step, and it goes back to its initial value
/// when the gesture ends. Kept by the host for the view's identity, like ``State``; read-only
/// to the view.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let link = StateLink<Value>()

    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// A gesture state whose reset is made in `resetTransaction` (a host shows the end state).
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    public init(initialValue: Value, resetTransaction: Transaction) { self.initialValue = initialValue }
    /// A gesture state that calls `reset` with its value when it resets.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initialValue = wrappedValue }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.initialValue = initialValue }

    /// The value: the initial value unless a gesture under way set another.
    public var wrappedValue: Value { link.location?.value ?? initialValue }

    /// The state, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { link.location?.set(value) }
    func reset() { link.location?.set(initialValue) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension GestureState: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        link.location = installation.host.state.location(for: installation.key, owner: installation.owner, initial: initialValue)
    }
}

/// A gesture that updates a ``GestureState`` while it is under way, as SwiftUI's
/// `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        guard var recognizer = base.makeRecognizer(in: space) else { return .never }
        let change = recognizer.change, end = recognizer.end, reset = recognizer.reset, state = state, body = body
        func update(_ value: Value?) {
            guard let value else { return }
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current)
        }
        recognizer.change = { input in
            let value = change(input)
            update(value)
            return value
        }
        recognizer.end = { input in end(input) }
        recognizer.reset = {
            reset()
            state.reset()
        }
        return recognizer
    }

    var summary: String { base.gestureSummary }
}

extension Gesture {
    /// Updates `state` with `body` each time the gesture changes; `state` goes back to its initial
    /// value when the gesture ends, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State>
    {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
