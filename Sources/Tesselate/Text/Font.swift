import Foundation

/// A font, as SwiftUI's `Font`: a text style or a system font of a size, with a weight and a
/// design. Sizes of the text styles are iOS's defaults at the default Dynamic Type size (Apple
/// Human Interface Guidelines, "Typography", iOS/iPadOS table).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size.
    public internal(set) var size: CGFloat
    var weight: Weight
    var design: Design
    var isItalic = false
    /// The text style's name, for dumps.
    let styleName: String?

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, styleName: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.styleName = styleName
    }

    public static let largeTitle = Font(size: 34, styleName: "largeTitle")
    public static let title = Font(size: 28, styleName: "title")
    public static let title2 = Font(size: 22, styleName: "title2")
    public static let title3 = Font(size: 20, styleName: "title3")
    public static let headline = Font(size: 17, weight: .semibold, styleName: "headline")
    public static let body = Font(size: 17, styleName: "body")
    public static let callout = Font(size: 16, styleName: "callout")
    public static let subheadline = Font(size: 15, styleName: "subheadline")
    public static let footnote = Font(size: 13, styleName: "footnote")
    public static let caption = Font(size: 12, styleName: "caption")
    public static let caption2 = Font(size: 11, styleName: "caption2")

    /// The system font of `size` points.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font with a fixed advance per character.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    public var description: String {
        var text = styleName.map { ".\($0)" } ?? ".system(size: \(formatNumber(size)))"
        if weight != (styleName == "headline" ? .semibold : .regular) { text += ".weight(.\(weight))" }
        if design != .default { text += ".design(.\(design))" }
        if isItalic { text += ".italic()" }
        return text
    }

    /// A font weight, as SwiftUI's `Font.Weight`.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public var description: String {
            ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"][rawValue]
        }
    }

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

extension View {
    /// Sets the weight of the font of text in this view, as SwiftUI's `fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in
            if let weight { font = (font ?? .body).weight(weight) }
        }
    }

    /// Sets the design of the font of text in this view, as SwiftUI's `fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.font) { font in
            if let design {
                var changed = font ?? .body
                changed.design = design
                font = changed
            }
        }
    }

    /// Makes text in this view bold, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// Makes text in this view monospaced, as SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View { fontDesign(isActive ? .monospaced : nil) }
}
