/// The user's accessibility settings that SwiftUI passes to views through the environment
/// (Settings › Accessibility on iOS): views read them to choose what to show, as
/// `@Environment(\.accessibilityReduceMotion) var reduceMotion`.
///
/// A host has no such settings: each reads `false`, as on a device where the user turned none of
/// them on. As in SwiftUI they are read-only for views (an app cannot change the user's
/// settings). Tesselate draws nothing differently for them; SwiftUI's own changes (opaque
/// materials under Reduce Transparency, button shapes) are not modelled.
struct AccessibilitySettingsKey: EnvironmentKey {
    static let defaultValue = AccessibilitySettings()
}

/// The settings behind the environment's accessibility values, all off.
struct AccessibilitySettings: Hashable, Sendable {
    var reduceMotion = false
    var reduceTransparency = false
    var differentiateWithoutColor = false
    var invertColors = false
    var showButtonShapes = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
}

extension EnvironmentValues {
    /// The settings behind the accessibility values below (Tesselate's tests set them).
    var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// Whether the user turned on Reduce Motion: `false` in a host.
    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
    /// Whether the user turned on Reduce Transparency (backgrounds should be opaque): `false` in a host.
    public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }
    /// Whether the user turned on Differentiate Without Color (convey nothing by colour alone):
    /// `false` in a host.
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }
    /// Whether the user turned on Smart or Classic Invert: `false` in a host.
    public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }
    /// Whether the user turned on Button Shapes: `false` in a host.
    public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }
    /// Whether VoiceOver is running: `false` in a host (the testing library reads the accessibility
    /// elements without it).
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOverEnabled }
    /// Whether Switch Control is running: `false` in a host.
    public var accessibilitySwitchControlEnabled: Bool { accessibilitySettings.switchControlEnabled }
}
