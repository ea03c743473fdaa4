import Foundation

/// What `tracking(_:)` and `kerning(_:)` set on a subtree: points added after each character of
/// its text, on top of the system font's own tracking.
struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct TextKerningKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    var textTracking: CGFloat {
        get { self[TextTrackingKey.self] }
        set { self[TextTrackingKey.self] = newValue }
    }

    var textKerning: CGFloat {
        get { self[TextKerningKey.self] }
        set { self[TextKerningKey.self] = newValue }
    }
}

extension View {
    /// Sets the tracking of the text in this view, as SwiftUI's `tracking(_:)` (iOS 16): `tracking`
    /// points are added after each character, including the last, on top of the system font's
    /// size-specific tracking; 0 leaves the system's. A `Text`'s own `tracking(_:)` wins.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.textTracking, tracking.isFinite ? tracking : 0)
    }

    /// Sets the kerning of the text in this view, as SwiftUI's `kerning(_:)` (iOS 16): `kerning`
    /// points are added after each character, as ``tracking(_:)`` (SwiftUI's kerning also keeps
    /// ligatures, which Tesselate's measurement does not model); 0 leaves the system's. A `Text`'s
    /// own `kerning(_:)` wins.
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.textKerning, kerning.isFinite ? kerning : 0)
    }
}
