import Foundation

/// The layout of an SF Symbol: the frame SwiftUI gives `Image(systemName:)`, where its baseline
/// sits, and where its glyph puts ink, from the symbol glyphs that SF Pro carries.
///
/// - **Glyphs**: ``GeneratedSymbols`` holds each symbol's advance and ink bounds at the medium
///   image scale (SF Pro 16.0d18e1, the 2 611 symbols of SF Symbols 2). The small and large
///   scales are the medium glyph scaled by the font's own factors (0.7906 and 1.2784 on average),
///   its ink about its centre. Weights do not change the size (SwiftUI's bold symbols are about
///   3% larger).
/// - **Frame**: as wide as the glyph's advance, and as tall as its ink with ``padding`` above and
///   below (0.08 em at the medium scale); the frame's bottom is that padding under the ink's
///   lowest point, below the text baseline for most symbols (a few symbols' ink sits lower in the
///   same frame: ``MeasuredSymbols/inkDrops``). Rounded to the pixel grid.
///
/// Measured against Apple platforms (swiftui-web, `Docs/elements/Image.md` and `iOS.md`, to half
/// a point): star 22 × 20 at 17 points (the model: 21.667 × 20.333, its bottom 3.58 below the
/// baseline where 3.5 was measured), at 13 points small 13.5 × 13, medium 16.5 × 16 and large
/// 21.5 × 20.5 (13.333 × 12.333, 16.667 × 15.667, 21.333 × 20); chevron.right 10 × 13.5
/// (9.333 × 13), circle 15 × 15 (15.333 × 15), ellipsis 14 × 4.5 (14.333 × 4.667), person.circle
/// 26 × 25 at 22 points (25.667 × 25.333); location 20 × 18.667 at 17 points on iOS 18.1 (19.667 ×
/// 18.667: stadiamaps/ferrostar's map button). The ink matches iOS 26's recordings to a third of
/// a point: chevron.down at 16 points 13.667 × 7.667, checkmark 13.667 × 13.333,
/// questionmark.circle in a list row's label (large) 20.333 (home-assistant/iOS).
/// A name the table does not have is sized as a symbol of its kind (chevron, circle, square,
/// ellipsis; else the star).
enum SymbolMetrics {
    /// A symbol's glyph in ems: its advance and its ink's bounds, y up from the baseline.
    struct Glyph: Equatable {
        var advance: CGFloat
        var minX: CGFloat
        var minY: CGFloat
        var maxX: CGFloat
        var maxY: CGFloat

        /// The glyph at another image scale: `factor` times as large, its ink about its centre.
        func scaled(by factor: CGFloat) -> Glyph {
            let centre = (minY + maxY) / 2
            return Glyph(
                advance: advance * factor, minX: minX * factor, minY: centre + (minY - centre) * factor,
                maxX: maxX * factor, maxY: centre + (maxY - centre) * factor)
        }
    }

    /// Where a symbol goes: its frame's size, how far the frame reaches below the baseline, and
    /// the glyph's ink in the frame's coordinates.
    struct Layout: Equatable {
        var size: CGSize
        var descent: CGFloat
        var ink: CGRect
    }

    /// The space above and below a symbol's ink in its frame, in ems at the medium scale: fitted
    /// to the measured frames above (0.07–0.095 em for all but bell.slash's 0.13; 0.079 for the
    /// location symbol measured at 3x).
    static let padding: CGFloat = 0.08

    /// The glyphs of ``GeneratedSymbols``, by name, decoded on first use, and those of
    /// ``MeasuredSymbols``.
    static let glyphs: [String: Glyph] = {
        let tokens = EncodedTable.tokens(GeneratedSymbols.encoded)
        var glyphs: [String: Glyph] = [:]
        glyphs.reserveCapacity(tokens.count / 6)
        var index = 0
        while index + 5 < tokens.count {
            let numbers = (1...5).map { CGFloat(EncodedTable.integer(tokens[index + $0]) ?? 0) / GeneratedSymbols.unitsPerEm }
            glyphs[String(decoding: tokens[index], as: UTF8.self)] = Glyph(
                advance: numbers[0], minX: numbers[1], minY: numbers[2], maxX: numbers[3], maxY: numbers[4])
            index += 6
        }
        glyphs.merge(MeasuredSymbols.glyphs) { _, measured in measured }
        return glyphs
    }()

    /// The glyph of `name` at the medium scale: its own, else one of its kind's.
    static func glyph(of name: String) -> Glyph {
        if let glyph = glyphs[name] { return glyph }
        let kind: String
        if name.hasPrefix("chevron.up") || name.hasPrefix("chevron.down") {
            kind = "chevron.down"
        } else if name.hasPrefix("chevron.") {
            kind = "chevron.right"
        } else if name.hasPrefix("ellipsis") {
            kind = "ellipsis"
        } else if name.hasSuffix(".circle") || name.hasSuffix(".circle.fill") {
            kind = "circle"
        } else if name.hasSuffix(".square") || name.hasSuffix(".square.fill") || name.hasPrefix("square") {
            kind = "square"
        } else {
            kind = "star"
        }
        return glyphs[kind] ?? Glyph(advance: 1.28, minX: 0.1, minY: -0.13, maxX: 1.18, maxY: 0.9)
    }

    /// The factor of an image scale against medium (the font's small and large glyphs).
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: GeneratedSymbols.smallFactor
        case .medium: 1
        case .large: GeneratedSymbols.largeFactor
        }
    }

    /// The layout of `name` for a font of `pointSize` at `scale`, its size on a grid of
    /// `1 / displayScale`.
    static func layout(of name: String, pointSize: CGFloat, scale: Image.Scale, displayScale: CGFloat = 3) -> Layout {
        let factor = factor(scale)
        let glyph = glyph(of: name).scaled(by: factor)
        let pad = padding * factor, drop = (MeasuredSymbols.inkDrops[name] ?? 0) * factor
        let grid = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        func rounded(_ value: CGFloat) -> CGFloat { (value * grid).rounded() / grid }
        let size = CGSize(
            width: rounded(glyph.advance * pointSize), height: rounded((glyph.maxY - glyph.minY + 2 * pad) * pointSize))
        let ink = CGRect(
            x: glyph.minX * pointSize, y: (pad + drop) * pointSize, width: (glyph.maxX - glyph.minX) * pointSize,
            height: (glyph.maxY - glyph.minY) * pointSize)
        return Layout(size: size, descent: (pad - drop - glyph.minY) * pointSize, ink: ink)
    }

    /// The layout of `name` made `resizable()`: SwiftUI stretches the symbol's drawing, not its
    /// text frame, so the ink reaches the frame's edges. Measured: ferrostar's `plus` and `minus`
    /// fitted to 18 × 18 draw 17.667 points of ink (iOS 26.2, 3x) and gitlabourer's `circle`
    /// fitted to 35.6 and 52.1 draws its ring edge to edge (iOS 26, 1x), where the text frame
    /// would leave 13.7 and 30.3. A slash variant keeps ``slashMargin`` around its ink: the gap
    /// its slash cuts reaches past it (`network.slash`, `speaker.slash.fill`). Not rounded to
    /// pixels: only the ratio of its sides counts once a frame is proposed.
    static func resizableLayout(of name: String, pointSize: CGFloat, scale: Image.Scale) -> Layout {
        let glyph = glyph(of: name).scaled(by: factor(scale))
        let margin = name.contains(".slash") ? slashMargin : (horizontal: 0, vertical: 0)
        let width = glyph.maxX - glyph.minX, height = glyph.maxY - glyph.minY
        let size = CGSize(width: (width + 2 * margin.horizontal) * pointSize, height: (height + 2 * margin.vertical) * pointSize)
        let ink = CGRect(
            x: margin.horizontal * pointSize, y: margin.vertical * pointSize, width: width * pointSize, height: height * pointSize)
        return Layout(size: size, descent: (margin.vertical - glyph.minY) * pointSize, ink: ink)
    }

    /// The space a resizable slash variant keeps around its ink, in ems: 0.062 across and 0.08
    /// up and down (iOS 26, nadvitek/gitlabourer's `network.slash` 50 wide: 45 × 44.3 of ink in
    /// a frame about 50.75 tall; iOS 18.1, stadiamaps/ferrostar's `speaker.slash.fill` in 18 × 18:
    /// 15.667 × 16 of ink, where this gives 15.3 × 15.3).
    static let slashMargin = (horizontal: CGFloat(0.062), vertical: CGFloat(0.08))
}
