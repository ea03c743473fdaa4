/// The contrast between the app's foreground and background colours: `\.colorSchemeContrast`.
///
/// SwiftUI reads it from the user's Increase Contrast setting. A host has no such setting: it reads
/// ``standard`` unless a test sets `\._colorSchemeContrast` for a subtree, as SwiftUI's previews
/// do. Colours are drawn the same in either contrast (Tesselate has no increased-contrast
/// variants of the system colours).
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// Standard contrast.
    case standard
    /// Increased contrast between foreground and background colours.
    case increased
}

struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The contrast of this environment's colour scheme: ``ColorSchemeContrast/standard`` in a host
    /// (SwiftUI's comes from the user's setting, which an app cannot change).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The contrast that ``colorSchemeContrast`` reads, settable for a subtree (SwiftUI's
    /// underscored setter, which previews use to show increased contrast).
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
