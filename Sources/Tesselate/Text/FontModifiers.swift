import Foundation

/// What `fontWeight`, `fontDesign`, `bold`, `italic` and `monospaced` set on a subtree. They are
/// kept apart from the font, as in SwiftUI (iOS 16+), so that they also apply to text whose own
/// font is set further in: `VStack { Text("a").font(.title) }.bold()` is a bold title.
struct FontOverrides: Hashable, Sendable {
    var weight: Font.Weight?
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
    /// On iOS 26 bold and heavier text below 20 points is set 2.9% narrower than SF Pro's static
    /// fonts (measured: "Sesame Street" in bold `.callout`, 109.333 points of ink where the static
    /// Bold gives 112.26, stadiamaps/ferrostar, iOS 26.2; "Home Assistant Companion" in bold
    /// `.title3` at the medium size, 242.333 for 250.44, home-assistant/iOS, iOS 26.1). Regular
    /// and semibold text, bold at 27 points, and bold body text on iOS 17 and 18 match the static
    /// fonts (the fidelity corpus).
    func resolvedFont(own: Font? = nil) -> Font {
        var font = (own ?? self.font ?? .body).scaled(for: dynamicTypeSize)
        let overrides = fontOverrides
        if let weight = overrides.weight { font.weight = weight }
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

    /// Makes text in this view bold, as SwiftUI's `bold(_:)`.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontOverrides) { if isActive { $0.weight = .bold } }
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
