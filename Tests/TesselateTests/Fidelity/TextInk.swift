import Foundation

@testable import Tesselate

/// Where a text line's glyphs put ink, estimated from SF Pro's metrics, so that the fidelity
/// corpus can compare the ink it measured on a recording with Tesselate's text.
///
/// Vertically, ink rises from the baseline to the cap height (1443/2048 em, SF Pro's OS/2 table,
/// as `TextMetrics`) when the line has a capital or a digit, to the lowercase ascender
/// (about 1510/2048 em) when it has `b d f h k l`, an `i` or `j` (their dots), a slash or a
/// bracket, else to the x-height (1078/2048 em); it goes
/// below the baseline by about 0.205 em when the line has a descender (`g j p q y`) or a bracket
/// (iOS 26.1's "2025.11.0 (2025)" at 14 points: 13 points of ink), a value
/// measured on the recordings (ferrostar's "Start Navigation" at 17 points: 3.5 points), 0.09 em
/// for a comma, semicolon or slash.
/// Horizontally, ink starts about 0.08 em after the line's origin and ends about 0.05 em before
/// its advance (the side bearings of most letters; the leading one fitted to the corpus's
/// leading-aligned lines, which start 1.3 points in at 16–17 points). These are estimates: a box
/// of text ink carries a tolerance that says so.
enum TextInk {
    static let ascenderHeight: CGFloat = 1510 / 2048
    static let xHeight: CGFloat = 1078 / 2048
    static let descenderDepth: CGFloat = 0.205
    /// How far a comma, a semicolon or a slash reaches below the baseline (iOS 26.1's
    /// "28/2/25, 15:09:33" at 16 points: 1.43 points, home-assistant/iOS's location history).
    static let punctuationDepth: CGFloat = 0.09
    static let leadingBearing: CGFloat = 0.08
    /// The leading bearing from 20 points (SF Pro's Display design): iOS 26.1's 33-point bold
    /// "Server Switching" starts 1 point in (home-assistant/iOS's large title).
    static let displayLeadingBearing: CGFloat = 0.03
    static let trailingBearing: CGFloat = 0.05

    /// The ink of each line of `drawing` laid out in `frame`, rounded to the pixel grid of `scale`.
    static func lines(of drawing: TextDrawing, in frame: CGRect, scale: CGFloat) -> [CGRect] {
        let count = drawing.lines.count
        guard count > 0, frame.height > 0 else { return [] }
        let size = drawing.fontSize
        // Lines are a line height apart plus a text style's gap (`TextMetrics.lineGap`): the
        // pitch from the frame, whose height is the lines and the gaps rounded up to a pixel.
        let line = size * (TextMetrics.ascenderRatio + TextMetrics.descenderRatio)
        let lineHeight = count > 1 ? (frame.height - line) / CGFloat(count - 1) : frame.height
        return drawing.lines.enumerated().compactMap { index, line in
            let glyphs = line.trimmingCharacters(in: .whitespaces)
            guard !glyphs.isEmpty else { return nil }
            let width = index < drawing.lineWidths.count ? drawing.lineWidths[index] : frame.width
            // The baseline sits an ascender (1950/2048 em) below the line's top, as `TextMetrics`.
            let baseline = frame.minY + CGFloat(index) * lineHeight + size * TextMetrics.ascenderRatio
            let rise: CGFloat
            if glyphs.contains(where: { "bdfhklij/()[]{}|".contains($0) }) {
                rise = ascenderHeight
            } else if glyphs.contains(where: { $0.isUppercase || $0.isNumber }) {
                rise = TextMetrics.capHeightRatio
            } else {
                rise = xHeight
            }
            let depth =
                glyphs.contains(where: { "gjpqy()[]{}|".contains($0) })
                ? descenderDepth : glyphs.contains(where: { ",;/".contains($0) }) ? punctuationDepth : 0
            let bearing = size >= 20 ? displayLeadingBearing : leadingBearing
            let ink = CGRect(
                x: frame.minX + size * bearing, y: baseline - size * rise,
                width: max(0, width - size * (bearing + trailingBearing)), height: size * (rise + depth))
            return pixelAligned(ink, scale: scale)
        }
    }

    /// `rect` with each edge on the nearest pixel boundary.
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
