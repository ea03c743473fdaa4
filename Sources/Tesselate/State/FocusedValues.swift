import Foundation

/// A key for a value that views publish to the focused view hierarchy, as SwiftUI's
/// `FocusedValueKey`: unlike an ``EnvironmentKey`` it has no default, since a focused value is
/// `nil` where nothing publishes one.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Note }
/// extension FocusedValues {
///     var selectedNote: Note? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
///
/// `@Entry var selectedNote: Note?` in an extension of ``FocusedValues`` makes the same key.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values published by the focused view and its ancestors and by the scene, as SwiftUI's
/// `FocusedValues`: what ``FocusedValue`` and ``FocusedBinding`` read.
///
/// Views publish with `focusedValue(_:_:)` (seen while the view or a view inside it
/// has the focus) and `focusedSceneValue(_:_:)` (seen wherever the focus is). In a
/// host only text fields, secure fields and editors take the focus, so the focused hierarchy is
/// the focused input and its ancestors; with nothing focused only scene values are seen.
public struct FocusedValues {
    /// The published values, by their key's type.
    var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value published for `key`, `nil` when nothing publishes one; setting it publishes it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether both hold values for the same keys and each is the same (``sameValue(_:_:)``:
    /// by `==` when `Equatable`, else by its exact printed form).
    func isSame(as other: FocusedValues) -> Bool {
        values.count == other.values.count
            && values.allSatisfy { key, value in other.values[key].map { sameValue(value, $0) } ?? false }
    }

    /// These values with `inner`'s laid over them: a value published closer to the focus wins.
    func merging(_ inner: FocusedValues) -> FocusedValues {
        var merged = self
        merged.values.merge(inner.values) { _, closer in closer }
        return merged
    }
}

// Focused values are read and written on the main actor, by the views of one host.
extension FocusedValues: @unchecked Sendable {}

/// The key of an `@Observable` object published by its type (`focusedValue(_:)`).
struct ObservableFocusKey<Object: AnyObject>: FocusedValueKey {
    typealias Value = Object
}

/// The key of an `ObservableObject` published by its type (`focusedObject(_:)`).
struct ObservableObjectFocusKey<Object: ObservableObject>: FocusedValueKey {
    typealias Value = Object
}

struct PublishedFocusedValuesKey: EnvironmentKey {
    static let defaultValue = FocusedValues()
}

extension EnvironmentValues {
    /// The focused values the modifiers around a view publish (`focusedValue`, `focusedSceneValue`,
    /// `focusedObject`), the innermost last: a text input keeps them, and when it has the focus
    /// they are what the focused hierarchy publishes.
    var publishedFocusedValues: FocusedValues {
        get { self[PublishedFocusedValuesKey.self] }
        set { self[PublishedFocusedValuesKey.self] = newValue }
    }
}
