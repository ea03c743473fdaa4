import Foundation

// Two deprecated SwiftUI modifiers that real apps still call, each written in terms of its
// replacement's environment value.

extension View {
    /// Sets the accent colour of this view and the views it contains, as SwiftUI's deprecated
    /// `accentColor(_:)` (iOS 13; Apple: "Use the asset catalog's accent color or `View.tint(_:)`
    /// instead"). It sets the tint, as `tint(_:)` does: `.tint` styles, bordered and borderless
    /// buttons, menus, sliders, progress views and gauges take the colour; `nil` restores the
    /// system accent colour. **Differs:** `Color.accentColor` itself stays iOS's system blue
    /// (Tesselate's colours do not read the environment); use `.tint` as the style to follow it.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Sets the colour scheme of this view and the views it contains, as SwiftUI's deprecated
    /// `colorScheme(_:)` (Apple: "Use `preferredColorScheme(_:)` instead"): the same as
    /// `environment(\.colorScheme, colorScheme)`, so views inside that read `\.colorScheme` see
    /// it, while the window and the views around keep theirs (unlike `preferredColorScheme(_:)`,
    /// which sets the window's). Drawing: the pictures draw the window's scheme only, so a
    /// subtree set to `.dark` in a light window is drawn light (see `preferredColorScheme`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use preferredColorScheme(_:) instead.")
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
