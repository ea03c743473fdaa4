import Foundation

/// A font, as SwiftUI's `Font`: a text style or a system font of a size, with a weight, a design,
/// italics and monospaced digits.
///
/// The text styles have iOS's sizes at the default Dynamic Type size ("Large"), from Apple's Human
/// Interface Guidelines, "Typography" → "Specifications" → iOS/iPadOS Dynamic Type sizes
/// (https://developer.apple.com/design/human-interface-guidelines/typography). They follow the
/// environment's ``DynamicTypeSize`` as on iOS, and so do `custom(_:size:)` (relative to body) and
/// `custom(_:size:relativeTo:)`; `system(size:)` and `custom(_:fixedSize:)` keep their size. How a
/// font measures text: `TextMetrics`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size.
    public internal(set) var size: CGFloat
    var weight: Weight
    var design: Design
    var isItalic = false
    var hasMonospacedDigits = false
    /// The text style, for styles; `nil` for `.system(size:)`.
    let style: TextStyle?
    /// The name given to `.custom(_:size:)`, shown in dumps; measured as the system font.
    var customName: String?
    /// The text style whose Dynamic Type scaling the size follows; `nil` for fixed sizes.
    var scalesWith: TextStyle?
    /// The size at the default Dynamic Type size, `.large`, which ``scaled(for:)`` scales.
    var baseSize: CGFloat
    /// How wide the release being modelled sets this font against SF Pro's static fonts
    /// (`TextMetrics`' advances): 1, or iOS 26's bold text (``EnvironmentValues/resolvedFont(own:)``).
    var widthScale: CGFloat = 1
    /// iOS 26's bold text below 20 points against the static fonts: the mean of 0.974 and 0.968,
    /// the two recordings ``EnvironmentValues/resolvedFont(own:)`` names.
    static let iOS26BoldWidthScale: CGFloat = 0.971
    /// The size below which iOS 26 sets bold text ``iOS26BoldWidthScale`` narrower (measured up
    /// to 19 points, and not at 27: ``EnvironmentValues/resolvedFont(own:)``).
    static let iOS26BoldNarrowingLimit: CGFloat = 20
    /// The point size the font's optical size follows when it is not ``size``
    /// (``OpticalSize/displayBlend(pointSize:)``): a bar's text enlarged at the accessibility
    /// sizes keeps its 17-point design (`NavigationMetrics.barFont(_:weight:)`). `nil`: the size.
    var opticalPointSize: CGFloat?
    /// Whether the text is Japanese (the environment's locale): iOS then draws CJK ideographs in
    /// Hiragino Sans, narrower than the full em they take in Chinese (`TextMetrics.wideAdvance(of:)`).
    var isJapanese = false
    /// The line spacing ``leading(_:)`` asks for.
    var lineLeading: Leading = .standard

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, style: TextStyle? = nil) {
        self.size = size
        baseSize = size
        self.weight = weight
        self.design = design
        self.style = style
    }

    /// A text style, as SwiftUI's `Font.TextStyle`, with its iOS default size, weight and the
    /// leading (baseline-to-baseline distance) the HIG gives it.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// iOS 17's extra large titles (visionOS in SwiftUI; sizes from the HIG table).
        case extraLargeTitle, extraLargeTitle2

        /// The point size at the default Dynamic Type size (HIG, iOS "Large" column).
        public var size: CGFloat {
            switch self {
            case .extraLargeTitle: 36
            case .largeTitle: 34
            case .title, .extraLargeTitle2: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The HIG's leading for the style. It is a design value: `Text` lays lines out at the
        /// font's line height (`TextMetrics.lineHeight`), as SwiftUI does, not at this leading.
        public var leading: CGFloat {
            switch self {
            case .extraLargeTitle: 41
            case .largeTitle: 41
            case .title, .extraLargeTitle2: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }

        /// The weight the style has by default: semibold for `headline`, bold for the extra large
        /// titles, regular for the rest.
        public var weight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }

        /// The weight `bold()` gives the style (the HIG's "emphasized" weight): bold for the
        /// titles up to `title2`, semibold for `title3` and every smaller style.
        var emphasizedWeight: Weight {
            switch self {
            case .largeTitle, .title, .title2, .extraLargeTitle, .extraLargeTitle2: .bold
            default: .semibold
            }
        }
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)
    public static let extraLargeTitle = Font(style: .extraLargeTitle)
    public static let extraLargeTitle2 = Font(style: .extraLargeTitle2)

    init(style: TextStyle) {
        self.init(size: style.size, weight: style.weight, style: style)
        scalesWith = style
    }

    /// This font at the Dynamic Type size `size`: a text style takes its size in the HIG's table,
    /// a custom font relative to a style grows as that style does (rounded to a hundredth of a
    /// point), a fixed size stays. Scaling a scaled font again gives the same font.
    func scaled(for size: DynamicTypeSize) -> Font {
        guard let relative = scalesWith else { return self }
        var copy = self
        copy.size = relative == style ? size.pointSize(of: relative) : (baseSize * size.scale(for: relative) * 100).rounded() / 100
        return copy
    }

    /// This font at `scale` of its size (and of its optical size, when that is set): a text
    /// shrunk by `minimumScaleFactor` (``PreparedText/shrunk(to:)``). At 1, the font itself.
    func shrunk(to scale: CGFloat) -> Font {
        var copy = self
        copy.size = size * scale
        copy.opticalPointSize = opticalPointSize.map { $0 * scale }
        return copy
    }

    /// The system font of `size` points, as SwiftUI's `system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font of a text style, as SwiftUI's `system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style)
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// A named font, as SwiftUI's `custom(_:size:)`: it scales with Dynamic Type as the body
    /// style does. Tesselate has no font files: it is measured as the system font of that size,
    /// and its name is kept for dumps.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A named font, as SwiftUI's `custom(_:size:relativeTo:)`: it scales with Dynamic Type as
    /// `style` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        var font = custom(name, fixedSize: size)
        font.scalesWith = style
        return font
    }

    /// A named font, as SwiftUI's `custom(_:fixedSize:)`: it keeps its size at every Dynamic Type
    /// size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize)
        font.customName = name
        return font
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font in bold, as SwiftUI's `bold()`: the text style's emphasized weight (semibold
    /// from `title3` down, bold for the larger titles), bold for a font of a size (see
    /// `EnvironmentValues.resolvedFont(own:)` for the measurements).
    nonisolated public func bold() -> Font { weight(emphasizedWeight) }

    /// The weight `bold()` gives this font: its text style's emphasized weight, bold for a font
    /// of a size.
    var emphasizedWeight: Weight { style?.emphasizedWeight ?? .bold }

    /// This font in italics. Italics do not change the modelled advances.
    nonisolated public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font's monospaced design (SF Mono for the system font): every narrow character takes
    /// one advance, `TextMetrics.monospacedAdvance` em.
    nonisolated public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// This font with digits of equal width, as SwiftUI's `monospacedDigit()`: every digit takes
    /// the advance of "0".
    nonisolated public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    public var description: String {
        var text: String
        if let customName {
            text = ".custom(\"\(customName)\", size: \(formatNumber(size)))"
        } else if let style {
            text = ".\(style.rawValue)"
        } else {
            text = ".system(size: \(formatNumber(size)))"
        }
        if weight != (style?.weight ?? .regular) { text += ".weight(.\(weight))" }
        if design != .default { text += ".design(.\(design))" }
        if isItalic { text += ".italic()" }
        if hasMonospacedDigits { text += ".monospacedDigit()" }
        if lineLeading != .standard { text += ".leading(.\(lineLeading))" }
        return text
    }

    /// A font weight, as SwiftUI's `Font.Weight`, lightest first.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public var description: String {
            ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"][rawValue]
        }
    }

    /// A font design, as SwiftUI's `Font.Design`. `serif` and `rounded` are measured as `default`.
    public enum Design: Hashable, Sendable, CustomStringConvertible {
        case `default`, serif, rounded, monospaced

        public var description: String {
            switch self {
            case .default: "default"
            case .serif: "serif"
            case .rounded: "rounded"
            case .monospaced: "monospaced"
            }
        }
    }
}
