import Foundation

// Publishing focused values: `focusedValue` (seen while the view, or a view inside it, has the
// focus) and `focusedSceneValue` (seen wherever the focus is in the window's scene).
//
// A value published with `focusedValue` is written into the environment of the content; a text
// input keeps the values around it, and when it has the focus they are the focused hierarchy's
// (the innermost publisher of a key is the one closest to the focus, as SwiftUI's). A scene value
// also makes a `focusedSceneValue` node, which the host finds after each pass
// (`ViewHost.updateFocusedValues(_:)`).

extension View {
    /// Publishes `value` for `keyPath` while this view or a view inside it has the focus, as
    /// SwiftUI's `focusedValue(_:_:)`: a ``FocusedValue`` reading `keyPath` anywhere in the window
    /// sees it then; a publisher closer to the focused view wins.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        transformEnvironment(\.publishedFocusedValues) { $0[keyPath: keyPath] = value }
    }

    /// Publishes `value` for `keyPath` while this view or a view inside it has the focus, or
    /// nothing when it is `nil`, as SwiftUI's `focusedValue(_:_:)` for optional values. A `nil`
    /// here leaves a value published further from the focus visible (chosen: SwiftUI documents
    /// `nil` as "no value is currently available", not as hiding its ancestors' values).
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        transformEnvironment(\.publishedFocusedValues) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }

    /// Publishes an `@Observable` object by its type while this view or a view inside it has the
    /// focus, as SwiftUI's `focusedValue(_:)`; read it with `@FocusedValue(Model.self)`. `nil`
    /// publishes nothing.
    nonisolated public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        transformEnvironment(\.publishedFocusedValues) { values in
            if let object { values[ObservableFocusKey<T>.self] = object }
        }
    }

    /// Publishes `value` for `keyPath` to the whole scene, as SwiftUI's `focusedSceneValue(_:_:)`:
    /// a ``FocusedValue`` reading `keyPath` sees it wherever the focus is, and with nothing
    /// focused, unless a publisher in the focused hierarchy publishes the same key. Only views
    /// in the host's window publish (not the covered pages of a navigation stack or the hidden
    /// tabs of a tab view); when two of them publish one key, the first in the tree's order wins
    /// (chosen: SwiftUI does not say which).
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        publishingToScene(FocusedSceneValueWriter(value: value) { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` for `keyPath` to the whole scene, or nothing when it is `nil`, as
    /// SwiftUI's `focusedSceneValue(_:_:)` for optional values.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        publishingToScene(FocusedSceneValueWriter(value: value) { if let value { $0[keyPath: keyPath] = value } })
    }

    /// Publishes an `ObservableObject` by its type while this view or a view inside it has the
    /// focus, as SwiftUI's `focusedObject(_:)`; read it with ``FocusedObject``.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.publishedFocusedValues) { $0[ObservableObjectFocusKey<T>.self] = object }
    }

    /// Publishes an `ObservableObject`, or nothing when it is `nil`, while this view or a view
    /// inside it has the focus, as SwiftUI's `focusedObject(_:)` for optional objects.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        transformEnvironment(\.publishedFocusedValues) { values in
            if let object { values[ObservableObjectFocusKey<T>.self] = object }
        }
    }

    /// Publishes an `ObservableObject` to the whole scene, as SwiftUI's `focusedSceneObject(_:)`.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        publishingToScene(FocusedSceneValueWriter(value: object) { $0[ObservableObjectFocusKey<T>.self] = object })
    }

    /// Publishes an `ObservableObject`, or nothing when it is `nil`, to the whole scene, as
    /// SwiftUI's `focusedSceneObject(_:)` for optional objects.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        publishingToScene(FocusedSceneValueWriter(value: object) { if let object { $0[ObservableObjectFocusKey<T>.self] = object } })
    }

    /// The view publishing `writer`'s value to the scene, and to the focused hierarchy inside it
    /// (where it is closer to the focus than what its ancestors publish).
    nonisolated func publishingToScene(_ writer: FocusedSceneValueWriter) -> some View {
        transformEnvironment(\.publishedFocusedValues, transform: writer.publish).modified(writer)
    }
}

/// The `focusedSceneValue` modifier: a node the host finds after each pass.
struct FocusedSceneValueWriter {
    /// The value, for the dump.
    var value: Any?
    /// Writes the value into a set of focused values.
    var publish: (inout FocusedValues) -> Void
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension FocusedSceneValueWriter: WrappingModifier {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        resolver.host.services.focusedValues.madePublisher = true
        return FocusedSceneValueNode(value: value, publish: publish)
    }
}

/// A view that publishes a value to its scene (`focusedSceneValue`, `focusedSceneObject`).
struct FocusedSceneValueNode: WrapperBehavior {
    var value: Any?
    var publish: (inout FocusedValues) -> Void
    var kindName: String { "focusedSceneValue" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(dumpValue(value as Any))] }
}
