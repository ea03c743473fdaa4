import Foundation

/// How scrolling dismisses the software keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String

    /// By context: a `List` dismisses the keyboard as soon as it scrolls (Apple's documentation:
    /// "a List of scrollable content always dismiss the keyboard on a scroll"); other scroll views
    /// never do (**chosen**: UIKit's `UIScrollView.keyboardDismissMode` defaults to `.none`).
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismisses the keyboard as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// The keyboard follows a drag that reaches it and goes when dragged off. A host's scroll is a
    /// whole drag at once: one that moves the content down (towards its top, as a finger dragging
    /// down over the keyboard does) dismisses it; one that moves it up does not (**chosen**).
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

extension EnvironmentValues {
    /// How scrolling dismisses the keyboard, as SwiftUI's `scrollDismissesKeyboardMode`.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views in this view dismiss the keyboard when scrolled, as SwiftUI's
    /// `scrollDismissesKeyboard(_:)`. A host's `scroll(to:in:)` and `scroll(by:in:)` follow it:
    /// the focused field loses its focus and the keyboard goes.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}

extension ViewHost {
    /// Dismisses the keyboard, as the scroll view of `behavior` does when scrolled from `from` to
    /// `to` under its mode.
    func dismissKeyboardForScroll(_ behavior: ScrollViewNode, from: CGPoint, to: CGPoint) {
        let dismisses: Bool
        switch behavior.dismissesKeyboard {
        case .immediately: dismisses = to != from
        case .interactively: dismisses = to.y < from.y
        default: dismisses = false
        }
        guard dismisses, keyboardHeight > 0 || focusedInput != nil else { return }
        clearFocus()
        if keyboardHeight > 0 { hideKeyboard() }
    }
}
