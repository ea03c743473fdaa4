import Foundation

/// A change made while a pass was under way (by a callback, a body, the host), which calls for
/// another pass.
///
/// The update loop decides from these cases alone whether the next pass may run only some bodies
/// (every change names the view whose state it changed) or must resolve the whole tree; their
/// ``description`` is for people only (the trace of an update that did not settle).
enum PendingChange: Equatable, CustomStringConvertible {
    /// A `@State` (or `@StateObject`, `@AppStorage`, …) value of the view with identity `view`
    /// changed: only that view's body depends on it. `owner` and `value` describe it for the trace.
    case state(view: Int, owner: String, value: String)
    /// `ScrollViewProxy.scrollTo(_:anchor:)` was called: the next layout applies it.
    case scrollRequest(target: String)
    /// A `preferredColorScheme(_:)` set the window's scheme, which the root's environment gets.
    case preferredColorScheme(ColorScheme?)
    /// An `@Observable` model or `ObservableObject` a body read changed.
    case observedObject
    /// A field gained or lost focus, or a callback moved the keyboard: the window's safe area
    /// changed.
    case keyboardHeight(CGFloat)
    /// The values the focused hierarchy or the scene publishes changed (the focus moved, or a
    /// publisher's value changed): the view with identity `reader`, which reads them, runs again.
    case focusedValues(reader: Int)

    /// The view whose body alone needs to run again, `nil` when the change concerns the whole
    /// tree.
    var view: Int? {
        switch self {
        case .state(let view, _, _), .focusedValues(let view): view
        default: nil
        }
    }

    /// Whether the change is a `scrollTo` to apply: only where content is scrolled to changes
    /// (the next pass can be a scroll pass).
    var isScrollRequest: Bool {
        if case .scrollRequest = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .state(_, let owner, let value): "\(owner) = \(value)"
        case .scrollRequest(let target): "scrollTo(\(target))"
        case .preferredColorScheme(let scheme): "preferredColorScheme(\(scheme.map { ".\($0)" } ?? "nil"))"
        case .observedObject: "an observed object changed"
        case .keyboardHeight(let height): "keyboard height = \(formatNumber(height))"
        case .focusedValues: "the focused values changed"
        }
    }
}
