import Foundation

extension ViewHost {
    /// Shows the software keyboard, `height` points tall from the bottom of the window, as a
    /// focused text field does on a device, and settles.
    ///
    /// As in SwiftUI, the keyboard is a safe-area region (`SafeAreaRegions.keyboard`): the bottom of
    /// the safe area moves up to the keyboard's top edge (it covers the home indicator's inset when
    /// taller), so the root is laid out above it, a bar in `safeAreaInset(edge: .bottom)` sits on
    /// the keyboard, and views that `ignoresSafeArea(.keyboard)` stay where they were. Tesselate has
    /// no focus: the test says when the keyboard is up. A negative or non-finite height is
    /// reported and taken as 0.
    public func showKeyboard(height: CGFloat) {
        keyboardHeight = height
    }

    /// Hides the software keyboard and settles.
    public func hideKeyboard() {
        keyboardHeight = 0
    }
}
