import Foundation

/// What the text modifiers on views (`tracking`, `kerning`, `underline`, `strikethrough`,
/// `baselineOffset`, `textSelection`) set on a subtree, kept as one environment value: every
/// `Text` reads them all, with one lookup.
struct TextModifierValues: Sendable {
    /// Points added after each character, on top of the system font's own tracking.
    var tracking: CGFloat = 0
    var kerning: CGFloat = 0
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var baselineOffset: CGFloat = 0
    var allowsSelection = false
}

struct TextModifierValuesKey: EnvironmentKey { static let defaultValue = TextModifierValues() }

extension EnvironmentValues {
    var textModifiers: TextModifierValues {
        get { self[TextModifierValuesKey.self] }
        set { self[TextModifierValuesKey.self] = newValue }
    }

    var textTracking: CGFloat {
        get { textModifiers.tracking }
        set { textModifiers.tracking = newValue }
    }

    var textKerning: CGFloat {
        get { textModifiers.kerning }
        set { textModifiers.kerning = newValue }
    }
}

extension View {
    /// Sets the tracking of the text in this view, as SwiftUI's `tracking(_:)` (iOS 16): `tracking`
    /// points are added after each character, including the last, on top of the system font's
    /// size-specific tracking; 0 leaves the system's. A `Text`'s own `tracking(_:)` wins.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.textTracking, tracking.isFinite ? tracking : 0)
    }

    /// Sets the kerning of the text in this view, as SwiftUI's `kerning(_:)` (iOS 16): `kerning`
    /// points are added after each character, as ``tracking(_:)`` (SwiftUI's kerning also keeps
    /// ligatures, which Tesselate's measurement does not model); 0 leaves the system's. A `Text`'s
    /// own `kerning(_:)` wins.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.textKerning, kerning.isFinite ? kerning : 0)
    }
}
