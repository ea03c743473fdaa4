import Foundation

/// What a text draws in a picture's pixels: its glyphs' outlines and its lines (underline,
/// strikethrough) in the text's colour, and what has no outline as shapes of their own.
struct TextPainting {
    /// Closed outlines in pixels, filled by the non-zero rule in the text's colour.
    var polygons: [[CGPoint]] = []
    /// Emoji, drawn as discs of iOS's `systemYellow` (Tesselate has no colour glyphs).
    var emoji: [[CGPoint]] = []

    /// SF Pro Text's underline (its `post` table: top 310/2048 em below the baseline, 120/2048
    /// thick) and strikethrough (`OS/2`: 620/2048 em above the baseline, as thick).
    static let underlineTop: CGFloat = 310 / 2048
    static let strikethroughTop: CGFloat = 620 / 2048 + 60 / 2048
    static let lineThickness: CGFloat = 120 / 2048

    /// The painting of `text` laid out in `frame` (window points), taken to pixels by `transform`.
    /// Lines sit on SF Pro's baseline in the middle of each line's height, as the SVG places them;
    /// each character starts where SF Pro's advances and kerning put it, stretched to the line's
    /// laid-out width.
    init(_ text: TextDrawing, frame: CGRect, transform: Transform2D) {
        let size = text.font.size
        guard size > 0, size.isFinite else { return }
        let metrics = TextMetrics(font: text.font)
        let outlines = GlyphOutlines.forWeight(text.font.weight)
        let ascender = TextMetrics.ascenderRatio * size, descender = TextMetrics.descenderRatio * size
        // Inter's cap height scaled to SF Pro's.
        let unit = size * TextMetrics.capHeightRatio / CGFloat(GeneratedGlyphOutlines.capHeight)
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
            let (top, lineHeight) = text.lineBox(index, in: frame)
            let baseline = top + (lineHeight - ascender - descender) / 2 + ascender
            let characters = Array(line)
            var positions: [CGFloat] = [], advances: [CGFloat] = []
            var x: CGFloat = 0
            for (i, character) in characters.enumerated() {
                if i > 0 { x += TextCutMark.kerning(text.cutMark, line: index, before: i, characters[i - 1], character, metrics) }
                positions.append(x)
                let advance = TextCutMark.advance(text.cutMark, line: index, at: i, character, metrics)
                advances.append(advance)
                x += advance
            }
            let laidOut = index < text.lineWidths.count ? text.lineWidths[index] : text.lines.count == 1 ? frame.width : x
            // The line's laid-out width decides; a small difference (trailing spaces, rounding) is spread.
            let stretch = x > 0 && laidOut > 0 && abs(laidOut / x - 1) < 0.25 ? laidOut / x : 1
            for (i, character) in characters.enumerated() {
                let start = frame.minX + positions[i] * stretch
                let width = (advances[i] - metrics.tracking) * stretch
                let scalar = character.unicodeScalars.first.map(\.value) ?? 0
                if let glyph = outlines.glyphs[scalar] {
                    guard !glyph.parts.isEmpty else { continue }
                    let natural = CGFloat(glyph.advance) * unit
                    let squeeze = natural > 0 ? min(max(width / natural, 0.85), 1.15) : 1
                    let left = start + (width - natural * squeeze) / 2
                    let place = Transform2D(a: unit * squeeze, d: -unit, tx: left, ty: baseline)
                    polygons += Path(parts: glyph.parts).applying(transform.concatenating(after: place)).subpaths.map(\.polyline)
                } else if TextMetrics.isEmoji(character) {
                    // A disc a little smaller than the emoji's picture, where iOS puts its ink.
                    let d = 0.95 * TextMetrics.emojiInk(pointSize: size)
                    let disc = CGRect(
                        x: start + (width - d) / 2, y: baseline - TextMetrics.emojiInkCentre * size - d / 2, width: d, height: d)
                    emoji += Path(ellipseIn: disc).applying(transform).subpaths.map(\.polyline)
                } else if !character.isWhitespace, width > 0 {
                    polygons += TextPainting.missingGlyph(start: start, width: width, baseline: baseline, size: size, transform)
                }
            }
            let lineWidth = laidOut > 0 ? laidOut : x * stretch
            let thickness = max(TextPainting.lineThickness * size, 0.5)
            if text.isUnderlined {
                let rule = CGRect(x: frame.minX, y: baseline + TextPainting.underlineTop * size, width: lineWidth, height: thickness)
                polygons += Path(rule).applying(transform).subpaths.map(\.polyline)
            }
            if text.isStruckThrough {
                let rule = CGRect(x: frame.minX, y: baseline - TextPainting.strikethroughTop * size, width: lineWidth, height: thickness)
                polygons += Path(rule).applying(transform).subpaths.map(\.polyline)
            }
        }
    }

    /// A character with no outline: an empty box from the baseline to the cap height (to the
    /// ascender for wide characters, which iOS draws from CJK fonts), inset in its advance.
    private static func missingGlyph(start: CGFloat, width: CGFloat, baseline: CGFloat, size: CGFloat, _ transform: Transform2D)
        -> [[CGPoint]]
    {
        let height = width > 0.8 * size ? 0.88 * size : TextMetrics.capHeightRatio * size
        let inset = width * 0.1
        let box = CGRect(
            x: start + inset, y: baseline - height + (width > 0.8 * size ? 0.1 * size : 0), width: width - 2 * inset, height: height)
        let lineWidth = max(size * 0.06, 0.5) * transform.lengthScale
        return StrokeGeometry(Path(box).applying(transform), StrokeStyle(lineWidth: lineWidth)).polygons
    }
}
