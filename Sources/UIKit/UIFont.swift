import Tesselate

/// A font, as UIKit's `UIFont`: the system font at a size and weight, a text style's font, or a
/// named font.
///
/// UIKit loads font files. Tesselate has SF Pro's metrics only (as its `Font`): every font is
/// measured as the system font of its size, a named font keeps its name, and ``lineHeight``,
/// ``ascender``, ``descender`` and ``capHeight`` are Tesselate's SF Pro numbers, the ones its
/// `Text` lays out with. ``preferredFont(forTextStyle:)`` answers the text size of the running
/// host (its Dynamic Type size; `large` outside every host), as UIKit answers the person's.
/// SwiftUI's `Font(_:)` takes a `UIFont` as a font of fixed size, as it takes a `CTFont`.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's name: `.SFUI-Regular` for the system font, the given name for a named font.
    public let fontName: String
    /// The family: `.AppleSystemUIFont` for the system font, the given name for a named font.
    public let familyName: String
    /// The weight (regular for a named font).
    let weight: Weight
    /// The text style a preferred font was made for.
    let textStyle: TextStyle?
    let isItalic: Bool
    let design: Design
    /// The name given to `init(name:size:)`.
    let customName: String?

    enum Design { case standard, monospaced, monospacedDigits, rounded, serif }

    init(
        size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil, italic: Bool = false, design: Design = .standard,
        customName: String? = nil
    ) {
        pointSize = size.isFinite ? max(0, size) : 0
        self.weight = weight
        self.textStyle = textStyle
        isItalic = italic
        self.design = design
        self.customName = customName
        fontName = customName ?? ".SFUI-\(weight.name.prefix(1).uppercased() + weight.name.dropFirst())"
        familyName = customName ?? ".AppleSystemUIFont"
    }

    /// The named font, as UIKit's `init(name:size:)`. UIKit answers `nil` for a font that is not
    /// installed; Tesselate has no font files, so every name answers a font measured as the
    /// system font, keeping its name (as SwiftUI's `Font.custom` does here).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, customName: fontName)
    }

    /// The system font of `fontSize` points and `weight`, as UIKit's `systemFont(ofSize:weight:)`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// The regular system font of `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

    /// The bold system font of `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    /// The italic system font of `fontSize` points (italics do not change Tesselate's advances).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, italic: true) }

    /// The monospaced system font (SF Mono), as UIKit's `monospacedSystemFont(ofSize:weight:)`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, design: .monospaced)
    }

    /// The system font with digits of equal width, as UIKit's
    /// `monospacedDigitSystemFont(ofSize:weight:)`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, design: .monospacedDigits)
    }

    /// The font of a text style at the running host's Dynamic Type size, as UIKit's
    /// `preferredFont(forTextStyle:)`: its size from the HIG's table (Tesselate's `Font` text
    /// styles), its weight the style's (semibold for `headline`).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style for the text size of `traitCollection` (the running host's when it
    /// specifies none), as UIKit's `preferredFont(forTextStyle:compatibleWith:)`.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let size = category.dynamicTypeSize ?? RunningWindow.factsFromAnyThread.dynamicTypeSize
        let textStyle = style.fontTextStyle
        return UIFont(
            size: Font.pointSize(of: textStyle, at: size), weight: Weight(textStyle.weight), textStyle: style)
    }

    /// This font at another size, as UIKit's `withSize(_:)`.
    open func withSize(_ fontSize: CGFloat) -> UIFont { with(size: fontSize) }

    /// This font with the given properties changed (see `UIFontDescriptor`).
    func with(size: CGFloat? = nil, weight: Weight? = nil, italic: Bool? = nil, design: Design? = nil) -> UIFont {
        UIFont(
            size: size ?? pointSize, weight: weight ?? self.weight, textStyle: textStyle, italic: italic ?? isItalic,
            design: design ?? self.design, customName: customName)
    }

    /// The distance from the baseline to the top of the tallest glyphs (SF Pro's ascender).
    open var ascender: CGFloat { Font.verticalMetrics(pointSize: pointSize).ascender }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative as in UIKit.
    open var descender: CGFloat { -Font.verticalMetrics(pointSize: pointSize).descender }
    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { Font.verticalMetrics(pointSize: pointSize).capHeight }
    /// The font's own leading: 0 for SF Pro.
    open var leading: CGFloat { 0 }
    /// The height of a line of text: the ascender and the descender (1.19 × the size for SF Pro;
    /// 20.29 points at 17), as Tesselate's `Text` lays a line out.
    open var lineHeight: CGFloat { Font.verticalMetrics(pointSize: pointSize).lineHeight }

    /// The size of a standard system font, as UIKit's `systemFontSize`: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// The size of a label's font, as UIKit's `labelFontSize`: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of a button's font, as UIKit's `buttonFontSize`: 18.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of a small system font, as UIKit's `smallSystemFontSize`: 12.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The Tesselate font a view draws with: SwiftUI's `Font(_:)` of this font (a fixed size).
    package var font: Font {
        var font: Font
        if let customName {
            font = .custom(customName, fixedSize: pointSize)
        } else {
            font = .system(
                size: pointSize, weight: weight.fontWeight, design: design == .rounded ? .rounded : design == .serif ? .serif : nil)
        }
        switch design {
        case .standard, .rounded, .serif: break
        case .monospaced: font = font.monospaced()
        case .monospacedDigits: font = font.monospacedDigit()
        }
        return isItalic ? font.italic() : font
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && fontName == other.fontName && weight == other.weight && isItalic == other.isItalic
            && design == other.design
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight.name); font-size: \(pointSize)pt"
    }
}

extension UIFont {
    /// A font weight, as UIKit's `UIFont.Weight`: UIKit's raw values, from −0.8 (ultraLight) to
    /// 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        static let named: [(Weight, Font.Weight, String)] = [
            (.ultraLight, .ultraLight, "ultraLight"), (.thin, .thin, "thin"), (.light, .light, "light"), (.regular, .regular, "regular"),
            (.medium, .medium, "medium"), (.semibold, .semibold, "semibold"), (.bold, .bold, "bold"), (.heavy, .heavy, "heavy"),
            (.black, .black, "black"),
        ]

        /// The named weight nearest this one.
        private var nearest: (Weight, Font.Weight, String) {
            guard rawValue.isFinite else { return rawValue > 0 ? Weight.named[8] : Weight.named[rawValue.isNaN ? 3 : 0] }
            return Weight.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) } ?? Weight.named[3]
        }

        /// The Tesselate (SwiftUI) weight nearest this one.
        package var fontWeight: Font.Weight { nearest.1 }
        var name: String { nearest.2 }

        init(_ weight: Font.Weight) {
            self = Weight.named.first { $0.1 == weight }?.0 ?? .regular
        }
    }

    /// A text style, as UIKit's `UIFont.TextStyle` (`title1` and `caption1` are SwiftUI's `title`
    /// and `caption`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// SwiftUI's text style of the same name (`body` for a raw value UIKit does not define).
        package var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            case .extraLargeTitle: .extraLargeTitle
            case .extraLargeTitle2: .extraLargeTitle2
            default: .body
            }
        }
    }
}
