import Foundation

/// Cuts the last line of a text so that it and "…" fit, as `truncationMode` asks.
///
/// The line is the rest of its paragraph from `start`. `.tail` keeps its start, `.head` its end,
/// `.middle` both, filling from whichever side is shorter so far (the start first on a tie).
/// Spaces next to the "…" are dropped; the "…" is kerned against its neighbours as the font kerns
/// it ("T…" as "T."). When not even "…" fits, "…" alone is shown, as wide as it
/// can be. With `moreFollows` (lines past the limit), `.tail` always ends in "…". Multi-line
/// text truncates only its last line (SwiftUI's `.head` and `.middle` on several lines are not
/// documented; this is Tesselate's choice).
struct TextTruncation {
    let text: PreparedText

    func truncate(from start: Int, width: CGFloat?, mode: Text.TruncationMode, moreFollows: Bool) -> (line: ShownLine, width: CGFloat) {
        var end = start
        while end < text.count, !text.kinds[end].contains(.newline) { end += 1 }
        var visibleEnd = end
        while visibleEnd > start, text.kinds[visibleEnd - 1].contains(.space) { visibleEnd -= 1 }
        let ellipsis = text.fonts[text.fontIndex(at: max(start, visibleEnd - 1))].ellipsisAdvance
        let full = text.width(start, visibleEnd)
        guard let width else {
            // No width to cut to: the line is kept and marked.
            return (ShownLine(start: start, end: visibleEnd, ellipsis: .trailing), full + ellipsis)
        }
        if !moreFollows && full <= width + 1e-6 { return (ShownLine(start: start, end: visibleEnd), full) }
        let room = width - ellipsis + 1e-6
        guard room >= 0 else { return (ShownLine(start: start, end: start, ellipsis: .only), min(width, ellipsis)) }
        switch mode {
        case .tail:
            return tail(start, visibleEnd, room: room, ellipsis: ellipsis)
        case .head:
            var keep = visibleEnd, keptKerning: CGFloat = 0
            var index = visibleEnd - 1
            while index >= start {
                if !text.kinds[index].contains(.space) {
                    let pair = kerning(ellipsisBefore: index)
                    if text.width(index, visibleEnd) + pair > room { break }
                    keep = index
                    keptKerning = pair
                }
                index -= 1
            }
            return (ShownLine(start: keep, end: visibleEnd, ellipsis: .leading), ellipsis + keptKerning + text.width(keep, visibleEnd))
        case .middle:
            var front = start, back = visibleEnd
            var frontWidth: CGFloat = 0, backWidth: CGFloat = 0
            while front < back {
                let takeFront = frontWidth <= backWidth
                let frontAdvance = text.advances[front], backAdvance = text.advances[back - 1]
                if takeFront && frontWidth + backWidth + frontAdvance <= room {
                    frontWidth += frontAdvance; front += 1
                } else if backWidth + frontWidth + backAdvance <= room {
                    backWidth += backAdvance; back -= 1
                } else if frontWidth + backWidth + frontAdvance <= room {
                    frontWidth += frontAdvance; front += 1
                } else {
                    break
                }
            }
            while front > start, text.kinds[front - 1].contains(.space) { front -= 1 }
            while back < visibleEnd, text.kinds[back].contains(.space) { back += 1 }
            let line = ShownLine(start: start, end: visibleEnd, ellipsis: .middle(front: front, back: back))
            return (line, text.width(start, front) + ellipsis + text.width(back, visibleEnd))
        }
    }

    private func tail(_ start: Int, _ end: Int, room: CGFloat, ellipsis: CGFloat) -> (line: ShownLine, width: CGFloat) {
        var keep = start
        var index = start
        // A grapheme that fits with room for any pair kerning is kept without asking the font for
        // its pair (the loop would otherwise ask for every grapheme of a long line).
        let surelyFits = room - largestKerning
        while index < end {
            if !text.kinds[index].contains(.space) {
                let width = text.width(start, index + 1)
                if width > surelyFits && width + kerning(ellipsisAfter: index) > room { break }
                keep = index + 1
            }
            index += 1
        }
        let keptKerning = keep > start ? kerning(ellipsisAfter: keep - 1) : 0
        return (ShownLine(start: start, end: keep, ellipsis: .trailing), text.width(start, keep) + keptKerning + ellipsis)
    }

    /// More than any pair kerning can widen a pair in the text's fonts: a quarter of the largest
    /// size (the kerning tables' widest pair is 170 units of 2,048, 0.08 em).
    private var largestKerning: CGFloat {
        var size: CGFloat = 0
        for font in text.fonts { size = max(size, font.font.size) }
        return size / 4
    }

    /// The pair kerning between grapheme `index` and a "…" after it, in its font.
    private func kerning(ellipsisAfter index: Int) -> CGFloat {
        guard let character = text.string(index, index + 1).first else { return 0 }
        return text.font(at: index).kerning(character, "\u{2026}")
    }

    /// The pair kerning between a "…" and grapheme `index` after it, in its font.
    private func kerning(ellipsisBefore index: Int) -> CGFloat {
        guard let character = text.string(index, index + 1).first else { return 0 }
        return text.font(at: index).kerning("\u{2026}", character)
    }
}

/// A line a layout shows: graphemes `start..<end` of its text, and where a "…" goes. Its string
/// is made only when asked for (dumps, pictures): measuring needs only widths. A layout keeps
/// one, for its last line when "…" was put in it; its other lines are ranges
/// (``TextLayoutResult/LineRange``).
struct ShownLine: Hashable {
    enum Ellipsis: Hashable {
        case none, leading, trailing
        /// Graphemes `start..<front`, "…", graphemes `back..<end`.
        case middle(front: Int, back: Int)
        /// "…" alone.
        case only
    }

    var start: Int
    var end: Int
    var ellipsis: Ellipsis = .none

    func string(in text: PreparedText) -> String {
        switch ellipsis {
        case .none: text.string(start, end)
        case .leading: "…" + text.string(start, end)
        case .trailing: text.string(start, end) + "…"
        case .middle(let front, let back): text.string(start, front) + "…" + text.string(back, end)
        case .only: "…"
        }
    }
}
