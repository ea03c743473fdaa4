import Foundation

@testable import Tesselate

/// Where a text line's glyphs put ink, from SF Pro's glyph bounds, so that the fidelity corpus can
/// compare the ink it measured on a recording with Tesselate's text.
///
/// Each character of the line is placed as Tesselate's text model sets it (its advances, pair
/// kerning and tracking: `TextMetrics`), from the line's leading edge on a baseline an ascender
/// (1950/2048 em) below the line's top, stretched to the line's laid-out width (a narrower font or
/// tightening); the ink of a character SF Pro has a glyph for in the text model's ranges (Latin
/// with its accents, Greek, Cyrillic, punctuation, currency) is its glyph's bounds in SF Pro's weight
/// (``GeneratedGlyphBounds``, each weight its own), Text's and
/// Display's bounds mixed as the font's advances are (``OpticalSize``); in a monospaced font SF
/// Mono's (``GeneratedMonoGlyphBounds``). Kana and ideographs ink 0.86 em of their advance from
/// 0.085 em below the baseline to 0.795 above (measured on iOS 26). Any other character is
/// taken to ink its advance from the baseline to the cap height, an estimate; a box of text ink
/// carries a tolerance that says so.
enum TextInk {
    /// The ink of each line of `drawing` laid out in `frame`, rounded to the pixel grid of `scale`.
    static func lines(of drawing: TextDrawing, in frame: CGRect, scale: CGFloat) -> [CGRect] {
        let count = drawing.lines.count
        guard count > 0, frame.height > 0 else { return [] }
        let size = drawing.fontSize
        let weight = Font.Weight.allCases[min(max(drawing.weight / 100 - 1, 0), Font.Weight.allCases.count - 1)]
        var font = Font.system(size: size, weight: weight)
        if drawing.isMonospaced { font = font.monospaced() }
        font.opticalPointSize = drawing.font.opticalPointSize
        let metrics = TextMetrics(font: font)
        let bounds = drawing.isMonospaced ? monoGlyphBounds(weight) : glyphBounds(blend: metrics.displayBlend, weight)
        let units = size / GeneratedGlyphBounds.unitsPerEm
        // Lines are a line height apart plus a text style's gap (`TextMetrics.lineGap`): the
        // pitch from the frame, whose height is the lines and the gaps rounded up to a pixel.
        let line = size * (TextMetrics.ascenderRatio + TextMetrics.descenderRatio)
        let lineHeight = count > 1 ? (frame.height - line) / CGFloat(count - 1) : frame.height
        return drawing.lines.enumerated().compactMap { index, text in
            let baseline = frame.minY + CGFloat(index) * lineHeight + size * TextMetrics.ascenderRatio
            // Pair kerning as the layout set it (a cut line's "…" where Core Text puts it).
            let characters = Array(text)
            func pair(before i: Int) -> CGFloat {
                TextCutMark.kerning(drawing.cutMark, line: index, before: i, characters[i - 1], characters[i], metrics)
            }
            func advance(at i: Int) -> CGFloat { TextCutMark.advance(drawing.cutMark, line: index, at: i, characters[i], metrics) }
            // The cut mark's "…" in the design of the font's real size when its optical size is
            // pinned (`TextMetrics.ellipsisAdvance`).
            let markOffset = drawing.cutMark.flatMap { $0.line == index ? $0.offset : nil }
            let markBounds = font.opticalPointSize == nil ? bounds : glyphBounds(blend: OpticalSize.displayBlend(pointSize: size), weight)
            // Stretched to the width the layout gave the line (a font set narrower, tightening),
            // which leaves out the spaces at its ends.
            var natural: CGFloat = 0
            if let first = characters.firstIndex(where: { !$0.isWhitespace }), let last = characters.lastIndex(where: { !$0.isWhitespace })
            {
                for i in first...last { natural += advance(at: i) + (i > first ? pair(before: i) : 0) }
            }
            let stretch = index < drawing.lineWidths.count && natural > 0 ? drawing.lineWidths[index] / natural : 1
            var ink: CGRect?, x = frame.minX
            for (i, character) in characters.enumerated() {
                if i > 0 { x += pair(before: i) * stretch }
                let advance = advance(at: i) * stretch
                defer { x += advance }
                guard !character.isWhitespace, advance > 0 else { continue }
                let glyph: CGRect
                if let index = glyphIndex(of: character), bounds[index] != [0, 0, 0, 0] {
                    let b = i == markOffset && !drawing.isMonospaced ? markBounds[index] : bounds[index]
                    glyph = CGRect(
                        x: x + b[0] * units * stretch, y: baseline - b[3] * units, width: (b[2] - b[0]) * units * stretch,
                        height: (b[3] - b[1]) * units)
                } else if TextMetrics.isEmoji(character) {
                    // Apple Color Emoji's picture, centred in the advance above the baseline
                    // (`TextMetrics.emojiInk`).
                    let side = TextMetrics.emojiInk(pointSize: size), centre = TextMetrics.emojiInkCentre * size
                    glyph = CGRect(x: x + (advance - side) / 2, y: baseline - centre - side / 2, width: side, height: side)
                } else if TextMetrics.isWide(character) {
                    // Kana and ideographs: 0.86 em of ink centred in the advance, from 0.085 em
                    // below the baseline to 0.795 above (iOS 26's Japanese, as `TextMetrics`
                    // measured it).
                    let width = 0.86 / TextMetrics.japaneseAdvance * advance
                    glyph = CGRect(
                        x: x + (advance - width) / 2, y: baseline - 0.795 * size, width: width, height: 0.88 * size)
                } else {
                    glyph = CGRect(
                        x: x, y: baseline - metrics.capHeight, width: max(0, advance - metrics.tracking), height: metrics.capHeight)
                }
                ink = ink.map { $0.union(glyph) } ?? glyph
            }
            return ink.map { pixelAligned($0, scale: scale) }
        }
    }

    /// Where the bounds of `character`'s glyph are in ``GeneratedGlyphBounds``, if it is one code
    /// point of its ranges.
    private static func glyphIndex(of character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let code = scalars.first?.value else { return nil }
        var index = 0
        for range in GeneratedGlyphBounds.ranges {
            if range.contains(code) { return index + Int(code - range.lowerBound) }
            index += range.count
        }
        return nil
    }

    /// The bounds of a weight's glyphs at an optical size: per character of
    /// ``GeneratedGlyphBounds/ranges``, xMin yMin xMax yMax, SF Pro Text's and Display's mixed by
    /// `blend` as the variable font's outlines are.
    private static func glyphBounds(blend: CGFloat, _ weight: Font.Weight) -> [[CGFloat]] {
        let text = decoded[OpticalSize.text.rawValue][weight.rawValue], display = decoded[OpticalSize.display.rawValue][weight.rawValue]
        return zip(text, display).map { t, d in zip(t, d).map { CGFloat($0) + CGFloat($1 - $0) * blend } }
    }

    /// SF Mono's bounds of a weight's glyphs (``GeneratedMonoGlyphBounds``), per character of
    /// ``GeneratedGlyphBounds/ranges``: its lightest (light) below light, its heaviest (heavy)
    /// above heavy.
    private static func monoGlyphBounds(_ weight: Font.Weight) -> [[CGFloat]] {
        let index = min(max(weight.rawValue - Font.Weight.light.rawValue, 0), decodedMono.count - 1)
        return decodedMono[index].map { $0.map { CGFloat($0) } }
    }

    private static let decodedMono: [[[Int]]] = GeneratedMonoGlyphBounds.encoded.map { string in
        let numbers = EncodedTable.tokens(string).compactMap { EncodedTable.integer($0) }
        return stride(from: 0, to: numbers.count - 3, by: 4).map { Array(numbers[$0..<$0 + 4]) }
    }

    private static let decoded: [[[[Int]]]] = GeneratedGlyphBounds.encoded.map { weights in
        weights.map { string in
            let numbers = EncodedTable.tokens(string).compactMap { EncodedTable.integer($0) }
            return stride(from: 0, to: numbers.count - 3, by: 4).map { Array(numbers[$0..<$0 + 4]) }
        }
    }

    /// `rect` with each edge on the nearest pixel boundary.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
