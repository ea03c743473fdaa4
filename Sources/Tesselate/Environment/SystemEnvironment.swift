import Foundation

/// The appearance a view is shown in, as SwiftUI's `ColorScheme`. Tesselate's SVG draws the
/// window's scheme: the system colours' dark variants when the window is `.dark` (see
/// ``ViewHost/svg()``).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// The width or height class of the space a view has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// The direction of the text and layout, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// Whether the scene is in the foreground, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

/// The values of the environment that describe the device and the system, as SwiftUI's. A
/// Tesselate host is an iPhone in portrait, in the light appearance, in English (United States),
/// in the foreground; views read these values as they would on such a phone, and a view can set
/// them for its subtree with `environment(_:_:)`.
extension EnvironmentValues {
    /// The colour scheme, `.light` by default; views that branch on it show the branch it names.
    /// The SVG draws the window's scheme (the root's), not a subtree's.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The horizontal size class: in a host made for a ``Device``, the device's as held
    /// (``Device/horizontalSizeClass``: `.regular` on an iPad, or a large iPhone in landscape);
    /// `.compact` in a host made with a size (an iPhone in portrait); `nil` in a bare
    /// `EnvironmentValues()`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: the device's as held in a host made for a ``Device`` (`.compact`
    /// on an iPhone in landscape); `.regular` in a host made with a size; `nil` in a bare
    /// `EnvironmentValues()`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale, `en_US` (chosen: SwiftUI uses the device's, which would make tests depend on
    /// the machine). Text is not localized with it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar, Gregorian (chosen, as ``locale``).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone, UTC (chosen, as ``locale``).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The layout direction, `.leftToRight` by default. Under `.rightToLeft` layout is mirrored as
    /// SwiftUI mirrors it: laid out left to right, then every container's children are placed
    /// from its right edge (an `HStack` starts on the right, `.leading` is the right side) and
    /// multiline text is flush right. The letters themselves are not reordered.
    public var layoutDirection: LayoutDirection {
        get { storedLayoutDirection }
        set { storedLayoutDirection = newValue }
    }

    /// Whether controls in the subtree respond to people, `true` unless an ancestor is
    /// `disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The scene's phase: `.active` (a host is always in the foreground).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// What a host sets in its root environment: the size classes of its device as held, or of an
    /// iPhone in portrait when it has none, and the heights of its bars.
    mutating func setHostDevice(_ device: Device? = nil, os: OSVersion = .default) {
        horizontalSizeClass = device?.horizontalSizeClass ?? .compact
        verticalSizeClass = device?.verticalSizeClass ?? .regular
        barMetrics = BarMetrics(device: device, os: os)
    }
}
