import Foundation

/// SwiftUICore's spacing categories for text (`Spacing.Category`), on the vertical edges.
enum TextSpacingCategory: Int, Hashable, Sendable, CustomStringConvertible {
    /// Between two texts: their line metrics decide.
    case textToText
    /// From a view above to a text below it (on a text's top edge, on a plain view's bottom edge).
    case edgeAboveText
    /// From a text above to a view below it (on a text's bottom edge, on a plain view's top edge).
    case edgeBelowText

    var description: String { ["textToText", "edgeAboveText", "edgeBelowText"][rawValue] }
}

/// A text category's value: a distance, or a text's line metrics (`Spacing.Value`).
enum TextSpacingValue: Hashable, Sendable, Comparable, CustomStringConvertible {
    case distance(CGFloat)
    /// Line metrics of a text; `isAbove`: the text is above the edge (its bottom edge).
    case metrics(TextSpacing.LineMetrics, isAbove: Bool)

    /// The distance between this value (on the upper view's bottom edge) and `other` (on the
    /// lower view's top edge): distances add; two texts are the lower one's leading apart,
    /// rounded up to a pixel (`Spacing.TextMetrics.spacing(top:bottom:)`, which with SF's zero
    /// leading makes text|text 0, as measured on macOS: [PROBE-stack] "S" lines).
    func distance(to other: TextSpacingValue) -> CGFloat? {
        switch (self, other) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), _): return a
        case let (_, .distance(b)): return b
        case let (.metrics(top, true), .metrics(bottom, false)):
            return ceilToPixel(bottom.leading, 1 / top.pixelLength)
        default: return nil
        }
    }

    static func < (a: TextSpacingValue, b: TextSpacingValue) -> Bool {
        switch (a, b) {
        case let (.distance(x), .distance(y)): x < y
        case (.distance, .metrics): true
        case (.metrics, .distance): false
        case let (.metrics(x, _), .metrics(y, _)): x.lineSpacing < y.lineSpacing
        }
    }

    var description: String {
        switch self {
        case let .distance(value): formatNumber(value)
        case let .metrics(metrics, _): "line \(formatNumber(metrics.lineSpacing))"
        }
    }
}

/// The spacing a `Text` asks for around it, from its font metrics, as SwiftUI's text layout
/// engine does (OpenSwiftUI `Spacing.textSpacing`; its tests reproduce the macOS 13-point system
/// font's 4.742 above and 8.151 below, the gaps measured next to a rectangle in a macOS `VStack`).
///
/// With `r` = 10% of the line height rounded up to a pixel (SwiftUI's `TextSpacingUIKit0059v2`
/// semantics; older SDKs rounded up to 4 points):
/// - a view above a text is `descender + r` from it (edgeAboveText);
/// - a view below a text is `max(lineHeight + r − capHeight, r + descender)` from it
///   (edgeBelowText);
/// - two texts are the lower one's leading apart (textToText): 0 for SF at a fixed size; a
///   text style's gap to the HIG's leading (``TextMetrics/lineGap``): 2 points for body at
///   medium size, 3x.
/// Body text at 3x: r = 2.333, above 6.434, below 10.642. With several fonts, the largest
/// ascender, descender and cap height are used. A padding or a frame on the text's vertical
/// edges replaces these with an ordinary view's spacing (default 8).
struct TextSpacing {
    struct LineMetrics: Hashable, Sendable {
        var ascend: CGFloat
        var descend: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
        var lineSpacing: CGFloat { ascend + descend + leading }
    }

    let ascender: CGFloat
    let descender: CGFloat
    let capHeight: CGFloat
    /// A text style's gap above its line (``TextMetrics/lineGap``).
    let lineGap: CGFloat
    let pixelLength: CGFloat

    init(fonts: [TextMetrics], pixelLength: CGFloat) {
        self.init(
            ascender: fonts.map(\.ascender).max() ?? 0, descender: fonts.map(\.descender).max() ?? 0,
            capHeight: fonts.map(\.capHeight).max() ?? 0, lineGap: fonts.map(\.lineGap).max() ?? 0, pixelLength: pixelLength)
    }

    init(ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, lineGap: CGFloat = 0, pixelLength: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.lineGap = lineGap
        self.pixelLength = pixelLength > 0 && pixelLength.isFinite ? pixelLength : 1
    }

    var lineHeight: CGFloat { ascender + descender }
    /// 10% of the line height, rounded up to a pixel.
    var rounding: CGFloat { ceilToPixel(lineHeight * 0.1, 1 / pixelLength) }
    /// The distance from a view above.
    var above: CGFloat { descender + rounding }
    /// The distance to a view below.
    var below: CGFloat { max(lineHeight + rounding - capHeight, rounding + descender) }

    var viewSpacing: ViewSpacing {
        var spacing = ViewSpacing()
        spacing.plainTextEdges = []
        let metrics = LineMetrics(ascend: ascender, descend: descender, leading: lineGap, pixelLength: pixelLength)
        spacing.topText = [.textToText: .metrics(metrics, isAbove: false), .edgeAboveText: .distance(above)]
        spacing.bottomText = [.textToText: .metrics(metrics, isAbove: true), .edgeBelowText: .distance(below)]
        return spacing
    }
}
