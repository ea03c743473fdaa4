import Foundation

extension View {
    /// Mirrors this view horizontally when the layout direction is right to left, as SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(_:)`: with `enabled` and `layoutDirection`
    /// `.rightToLeft`, the view draws flipped about its centre (`scaleEffect(x: -1)`); otherwise,
    /// and always for layout, it is unchanged.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, enabled: enabled)
    }
}

/// A view drawn mirrored under a right-to-left layout direction.
struct RightToLeftFlip<Content: View> {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension RightToLeftFlip: View {
    var body: some View {
        if enabled && layoutDirection == .rightToLeft {
            content.scaleEffect(x: -1, y: 1)
        } else {
            content
        }
    }
}
