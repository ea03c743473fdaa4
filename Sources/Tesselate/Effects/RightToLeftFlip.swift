import Foundation

extension View {
    /// Mirrors this view horizontally when the layout direction is right to left, as SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(_:)`: with `enabled` and `layoutDirection`
    /// `.rightToLeft`, the view draws flipped about its centre (`scaleEffect(x: -1)`); otherwise,
    /// and always for layout, it is unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        RightToLeftFlip(content: self, enabled: enabled)
    }
}

/// A view drawn mirrored under a right-to-left layout direction.
struct RightToLeftFlip<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        if enabled && layoutDirection == .rightToLeft {
            content.scaleEffect(x: -1, y: 1)
        } else {
            content
        }
    }
}
