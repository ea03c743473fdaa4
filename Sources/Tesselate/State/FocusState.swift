import Foundation

/// A value that says where the focus is, as SwiftUI's `FocusState`: `@FocusState private var
/// isFocused: Bool` or `@FocusState private var field: Field?`.
///
/// Use it with ``View/focused(_:)`` and ``View/focused(_:equals:)``. When a text field bound to it
/// gains focus, the value becomes the field's value (`true`, or the `equals:` value); when focus
/// leaves, it goes back to `false` or `nil`. Setting the value moves the focus to the field bound
/// to that value, and setting `false` or `nil` takes the focus away (the keyboard goes down).
///
/// In a host, focus moves when a test types into a field (``ViewHost/typeText(_:into:)`` focuses
/// it first, as a tap does), calls ``ViewHost/focus(_:)`` or ``ViewHost/clearFocus()``, or when a
/// view sets the value (a button's action, `onSubmit`, `onAppear`). The value is kept for the
/// view's identity, as ``State`` is. A value no field in the window is bound to does not move the
/// focus and is set back to `false`/`nil` (SwiftUI: "when focus is not in any view that is bound
/// to this state, the wrapped value will be `nil` or `false`"). Only text fields, secure fields
/// and editors take focus in Tesselate.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let defaultValue: Value
    let link = StateLink<Value>()

    /// A Boolean focus state, `false` until a field bound to it is focused.
    public init() where Value == Bool { defaultValue = false }

    /// An optional focus state, `nil` until a field bound to one of its values is focused.
    public init<T: Hashable>() where Value == T? { defaultValue = nil }

    /// The current value: where the focus is among the fields bound to this state.
    public var wrappedValue: Value {
        get { link.location?.value ?? defaultValue }
        nonmutating set {
            // As for `State`, a focus state no host installed keeps its value.
            link.location?.set(newValue)
        }
    }

    /// A binding to pass to `focused(_:)` and `focused(_:equals:)`, as `$name`.
    public var projectedValue: FocusState<Value>.Binding { Binding(state: self) }

    /// A binding to a ``FocusState``, as SwiftUI's `FocusState.Binding`: it reads and writes the
    /// state's value (a child view can take one as `@FocusState.Binding var isFocused: Bool`).
    @propertyWrapper
    public struct Binding {
        let state: FocusState<Value>

        /// Makes a binding from another, as the compiler does for `@FocusState.Binding` properties.
        public init(projectedValue: FocusState<Value>.Binding) { state = projectedValue.state }
        init(state: FocusState<Value>) { self.state = state }

        /// The state's value; setting it moves the focus.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// One field's claim on this state: it is focused when the state is `value`.
    @MainActor func binding(to value: Value) -> FocusBinding {
        let link = self.link, defaultValue = self.defaultValue
        return FocusBinding(
            location: link.location, value: AnyHashable(value),
            current: { AnyHashable(link.location?.value ?? defaultValue) },
            isDefault: { (link.location?.value ?? defaultValue) == defaultValue },
            select: { link.location?.set(value) },
            clear: { link.location?.set(defaultValue) })
    }
}

extension FocusState: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        link.location = installation.host.state.location(for: installation.key, owner: installation.owner, initial: defaultValue)
    }
}

/// A text field's tie to a ``FocusState``, type-erased: which state (its storage), which value
/// means "this field", and how to read and write the state.
struct FocusBinding {
    /// The state's storage; `nil` when no host installed the state (the binding is then ignored).
    let location: AnyObject?
    let value: AnyHashable
    let current: @MainActor () -> AnyHashable
    let isDefault: @MainActor () -> Bool
    /// Sets the state to this field's value.
    let select: @MainActor () -> Void
    /// Sets the state back to `false` or `nil`.
    let clear: @MainActor () -> Void

    var key: ObjectIdentifier? { location.map(ObjectIdentifier.init) }
}

// Focus bindings are only used on the main actor, by the host that resolved them.
extension FocusBinding: @unchecked Sendable {}

struct FocusBindingsKey: EnvironmentKey { static let defaultValue: [FocusBinding] = [] }

extension EnvironmentValues {
    /// The focus states the text inputs of this subtree are bound to, outermost first.
    var focusBindings: [FocusBinding] {
        get { self[FocusBindingsKey.self] }
        set { self[FocusBindingsKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the text field this view is (or the fields inside it) to a Boolean
    /// focus state, as SwiftUI's `focused(_:)`: the state is `true` while the field has focus, and
    /// setting it `true` focuses the field (the first one inside, in a container), `false` takes
    /// the focus away.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// Binds the focus of the text field this view is (or the fields inside it) to `value` of a
    /// focus state, as SwiftUI's `focused(_:equals:)`: the state is `value` while the field has
    /// focus and `nil` when no bound field has it; setting it to `value` focuses the field, `nil`
    /// takes the focus away.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusClaim(content: self, binding: binding, value: value)
    }
}

/// `focused(_:equals:)`: the field's claim on its focus state, made where the view is resolved
/// (on the main actor, where the state lives) and added to the subtree's environment.
struct FocusClaim<Content: View, Value: Hashable> {
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var context = context
        context.environment.focusBindings.append(binding.state.binding(to: value))
        resolver.resolve(content, context, into: &nodes)
    }
}

extension FocusClaim: View, PrimitiveView {}
