import Foundation

extension ViewHost {
    /// Shows the software keyboard, `height` points tall from the bottom of the window, as a
    /// focused text field does on a device, and settles.
    ///
    /// As in SwiftUI, the keyboard is a safe-area region (`SafeAreaRegions.keyboard`): the bottom of
    /// the safe area moves up to the keyboard's top edge (it covers the home indicator's inset when
    /// taller), so the root is laid out above it, a bar in `safeAreaInset(edge: .bottom)` sits on
    /// the keyboard, and views that `ignoresSafeArea(.keyboard)` stay where they were. In a host
    /// made for a device, a text field that gains focus shows the keyboard by itself (see
    /// ``focus(_:)``); this method sets it by hand, in any host. A negative or non-finite height
    /// is reported and taken as 0.
    public func showKeyboard(height: CGFloat) {
        keyboardHeight = height
    }

    /// Hides the software keyboard and settles. The focused field, if any, keeps its focus (use
    /// ``clearFocus()`` to dismiss both, as a person would).
    public func hideKeyboard() {
        keyboardHeight = 0
    }
}
