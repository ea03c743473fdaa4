import Tesselate

/// What a font is, as UIKit's `UIFontDescriptor`: its size, weight, traits and design, to derive
/// another font from (`font.fontDescriptor.withDesign(.rounded)`, then `UIFont(descriptor:size:)`).
///
/// Tesselate's fonts are all measured as SF Pro (see `UIFont`): a descriptor keeps what a font is
/// made of, so the fonts made from it keep their weight, italics and design and draw as SwiftUI's
/// `Font` with that design. Descriptors of named fonts and attribute dictionaries are not modelled.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    let font: UIFont

    init(font: UIFont) { self.font = font }

    /// The size in points.
    open var pointSize: CGFloat { font.pointSize }

    /// The traits of the font: bold, italic, monospaced.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.design == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The descriptor of the system font of `style` at the running host's text size, as UIKit's
    /// `preferredFontDescriptor(withTextStyle:)`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// This font in `design`, as UIKit's `withDesign(_:)`: the system font has every design; a
    /// named font has none (`nil`, as UIKit answers for a font without it).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard font.customName == nil else { return design == .default ? self : nil }
        let kind: UIFont.Design =
            switch design {
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            default: .standard
            }
        return UIFontDescriptor(font: font.with(design: kind))
    }

    /// This font with exactly `traits` (bold, italic and monospaced are kept; the others are
    /// taken and change nothing), as UIKit's `withSymbolicTraits(_:)`.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let isBold = font.weight.rawValue >= UIFont.Weight.bold.rawValue
        let weight: UIFont.Weight = traits.contains(.traitBold) ? (isBold ? font.weight : .bold) : (isBold ? .regular : font.weight)
        let design: UIFont.Design = traits.contains(.traitMonoSpace) ? .monospaced : font.design == .monospaced ? .standard : font.design
        return UIFontDescriptor(font: font.with(weight: weight, italic: traits.contains(.traitItalic), design: design))
    }

    /// This font at `newPointSize`, as UIKit's `withSize(_:)`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }
}

extension UIFontDescriptor {
    /// A system font design, as UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// A font's traits, as UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

extension UIFont {
    /// What this font is made of, to derive another font from.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes at `pointSize` (its own size when `pointSize` is 0), as
    /// UIKit's `init(descriptor:size:)`.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(
            size: pointSize == 0 ? font.pointSize : pointSize, weight: font.weight, textStyle: font.textStyle, italic: font.isItalic,
            design: font.design, customName: font.customName)
    }
}
