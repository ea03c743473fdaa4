import Tesselate

/// An object that can respond to events, as UIKit's `UIResponder`: the base of views, view
/// controllers, scenes and the application.
///
/// UIKit routes touches and keyboard input through the responder chain. Tesselate's views take
/// their input from the host (a test's taps and typing), so no UIKit responder ever receives an
/// event: a responder cannot become first responder (`canBecomeFirstResponder` is `false`, as in
/// UIKit's base class), and resigning always succeeds.
///
/// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil,
/// for: nil)`, the usual way to dismiss the keyboard from SwiftUI, cannot compile on Linux:
/// `#selector` and `@objc` need the Objective-C runtime. Use a window's `endEditing(true)`
/// (`UIApplication.shared.windows.first?.endEditing(true)`), which takes the focus from the host's
/// focused text field, or SwiftUI's `@FocusState`.
@MainActor @preconcurrency
open class UIResponder: Hashable {
    public init() {}

    /// The next responder in the chain: a view's superview or view controller, a view
    /// controller's view's superview or parent. `nil` by default.
    open var next: UIResponder? { nil }

    /// Whether this responder can take the first-responder status: `false`, as UIKit's base class.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up the first-responder status when asked: `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder: never, here (see the type's discussion).
    open var isFirstResponder: Bool { false }

    /// Asks to become the first responder, as UIKit's `becomeFirstResponder()`: `false` unless a
    /// subclass's ``canBecomeFirstResponder`` says otherwise (nothing receives input here).
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Gives up the first-responder status, as UIKit's `resignFirstResponder()`: `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { canResignFirstResponder }

    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIResponder {
    /// Posted before the software keyboard shows, as UIKit's `keyboardWillShowNotification`.
    /// Tesselate's hosts do not post the keyboard notifications (their keyboard is
    /// `ViewHost.keyboardHeight`); a test can post them itself.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the software keyboard shows.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the software keyboard hides.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the software keyboard hides.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the software keyboard's frame changes.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the software keyboard's frame changes.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame at the end of its animation, in a keyboard notification's `userInfo`.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's frame at the start of its animation.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard animation's duration.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
