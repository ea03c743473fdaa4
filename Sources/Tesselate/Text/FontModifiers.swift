import Foundation

/// What `fontWeight`, `fontDesign`, `bold`, `italic` and `monospaced` set on a subtree. They are
/// kept apart from the font, as in SwiftUI (iOS 16+), so that they also apply to text whose own
/// font is set further in: `VStack { Text("a").font(.title) }.bold()` is a bold title.
struct FontOverrides: Hashable, Sendable {
    var weight: Font.Weight?
    /// Whether `bold()` was applied: the font's emphasized weight, unless a weight is set.
    var isBold = false
    var design: Font.Design?
    var italic = false
    var monospaced = false
}

struct FontOverridesKey: EnvironmentKey { static let defaultValue = FontOverrides() }

extension EnvironmentValues {
    var fontOverrides: FontOverrides {
        get { self[FontOverridesKey.self] }
        set { self[FontOverridesKey.self] = newValue }
    }

    /// The font text in this environment is drawn in: the environment's font (`.body` when
    /// none) at the environment's Dynamic Type size, with the subtree's weight, design, italics
    /// and monospacing applied.
    ///
    /// `bold()` (on a font, a text or a view) gives the font its text style's emphasized weight:
    /// semibold from `title3` down, bold for the larger titles and fonts of a size; an explicit
    /// weight (`fontWeight(.bold)`, `weight(.bold)`) wins. Measured: SpeziAccount's
    /// `.font(.caption).bold()` (iOS 17 and 18, 11 points) is 96 points of ink, SF Pro Text
    /// Semibold's 96.1 (Bold 98.6); iOS 26's `.callout.bold()` "Sesame Street" (109.333, ferrostar),
    /// `.title3.bold()` "Home Assistant Companion" (242.333, home-assistant/iOS) and a body
    /// `bold()` name (180 at 23 points, nadvitek/gitlabourer) are semibold's widths, while the same
    /// project's `.fontWeight(.bold)` labels are bold's.
    ///
    /// On iOS 26 bold and heavier text below 20 points is set 2.9% narrower than SF Pro's static
    /// fonts (measured: nadvitek/gitlabourer's `.fontWeight(.bold)` body labels at 15 and 17
    /// points). Regular and semibold text, bold at 23 and 27 points, and bold body text on iOS 17
    /// and 18 match the static fonts (the fidelity corpus).
    func resolvedFont(own: Font? = nil) -> Font {
        var font = (own ?? self.font ?? .body).scaled(for: dynamicTypeSize)
        let overrides = fontOverrides
        if let weight = overrides.weight { font.weight = weight } else if overrides.isBold { font.weight = font.emphasizedWeight }
        if let design = overrides.design { font.design = design }
        if overrides.monospaced { font.design = .monospaced }
        if overrides.italic { font.isItalic = true }
        if locale.identifier.hasPrefix("ja") { font.isJapanese = true }
        if osVersion >= .iOS26, font.weight.rawValue >= Font.Weight.bold.rawValue, font.size < Font.iOS26BoldNarrowingLimit,
            SystemTracking.applies(to: font.design)
        {
            font.widthScale = Font.iOS26BoldWidthScale
        }
        return font
    }
}

extension View {
    /// Sets the weight of text in this view, as SwiftUI's `fontWeight(_:)`; `nil` leaves it.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.fontOverrides) { if let weight { $0.weight = weight } }
    }

    /// Sets the design of text in this view, as SwiftUI's `fontDesign(_:)`; `nil` leaves it.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.fontOverrides) { if let design { $0.design = design } }
    }

    /// Makes text in this view bold, as SwiftUI's `bold(_:)`: its font's emphasized weight
    /// (``Font/bold()``) unless a weight is set.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontOverrides) { if isActive { $0.isBold = true } }
    }

    /// Makes text in this view italic, as SwiftUI's `italic(_:)`.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontOverrides) { if isActive { $0.italic = true } }
    }

    /// Makes text in this view monospaced, as SwiftUI's `monospaced(_:)`.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontOverrides) { if isActive { $0.monospaced = true } }
    }
}
