import Foundation

/// A property wrapper that reads a value published by the focused view or its ancestors, or by
/// the scene, as SwiftUI's `FocusedValue`: `@FocusedValue(\.selectedNote) var note`.
///
/// The value is the one published closest to the focus (`focusedValue(_:_:)` on the focused view
/// or a view around it), else the scene's (`focusedSceneValue(_:_:)`), else `nil`. In a host only
/// text fields, secure fields and editors take the focus. When the focus moves or a published
/// value changes, the host reads the views that read it again (in a pass after the one that
/// published it). Outside a host the value is `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    let box = FocusedValuesBox()

    /// Reads the value published for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of this type published with `focusedValue(_:)`, as
    /// SwiftUI's `init(_:)` for objects.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[ObservableFocusKey<Value>.self] }
    }

    /// The value for the focus as it is, `nil` when nothing in the focused hierarchy or the scene
    /// publishes one.
    public var wrappedValue: Value? { box.values.flatMap(read) }
}

/// A property wrapper that reads a binding published by the focused view or its ancestors and
/// unwraps it, as SwiftUI's `FocusedBinding`: `@FocusedBinding(\.document) var document`.
///
/// It finds the binding as ``FocusedValue`` finds a value. Setting the value writes through the
/// binding; setting `nil`, or setting with no binding published, does nothing (chosen: SwiftUI
/// does not say).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let box = FocusedValuesBox()

    /// Reads the binding published for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    private var binding: Binding<Value>? { box.values?[keyPath: keyPath] }

    /// The binding's value, `nil` when no binding is published.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value.
    public var projectedValue: Binding<Value?> {
        let binding = self.binding
        return Binding(get: { binding?.wrappedValue }, set: { if let value = $0 { binding?.wrappedValue = value } })
    }
}

/// Where a focused-value property finds the values of the host that installed it.
final class FocusedValuesBox {
    var values: FocusedValues?
}

extension FocusedValue: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        box.values = installation.readFocusedValues()
    }
}

extension FocusedBinding: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        box.values = installation.readFocusedValues()
    }
}

extension PropertyInstallation {
    /// The host's focused values, for a property of the view being installed, which is noted as
    /// a reader: it can run alone, and runs again when they change.
    func readFocusedValues() -> FocusedValues {
        let store = host.services.focusedValues
        store.readers.insert(host.state.installingView)
        host.state.noteChangeSource()
        return store.current
    }
}
