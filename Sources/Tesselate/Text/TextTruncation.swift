import Foundation

/// Cuts the last line of a text so that it and "…" fit, as `truncationMode` asks.
///
/// The line is the rest of its paragraph from `start`. `.tail` keeps its start, `.head` its end,
/// `.middle` both: the end the longest part that fits in half the width, the start the longest
/// that fits beside it and the "…" (iOS 26, home-assistant/iOS's server URLs in 274 and 204
/// points, at 11 and 29 points: "https://m…s.org:8123", where filling from the shorter side
/// keeps "https://my….org:8123"; three recordings, the back's share between 0.494 and 0.502 of
/// the width).
/// Spaces next to the "…" are dropped. The graphemes kept stay where Core Text set them in the
/// whole line, so the last one before the "…" keeps its pair kerning with the first one cut, and
/// the "…" has no pair of its own (iOS 18.4, element-hq/compound-ios's labels at AX3–AX5: "T…"
/// cut from "Test Medium" puts the "…" 920 units of SF Pro Display after the "T", its advance
/// less the "Te" pair's 270, where the font's own "T…" pair is 140; "Te…" and "Tes…" end where
/// their letters' advances do). When not even "…" fits, "…" alone is shown, as wide as it can
/// be. With `moreFollows` (lines past the limit), `.tail` always ends in "…". Multi-line text
/// truncates only its last line (SwiftUI's `.head` and `.middle` on several lines are not
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
            var keep = start
            for index in start..<visibleEnd where !text.kinds[index].contains(.space) {
                if front(start, index + 1) > room { break }
                keep = index + 1
            }
            return (ShownLine(start: start, end: keep, ellipsis: .trailing), front(start, keep) + ellipsis)
        case .head:
            var keep = visibleEnd
            for index in stride(from: visibleEnd - 1, through: start, by: -1) where !text.kinds[index].contains(.space) {
                if text.width(index, visibleEnd) > room { break }
                keep = index
            }
            return (ShownLine(start: keep, end: visibleEnd, ellipsis: .leading), ellipsis + text.width(keep, visibleEnd))
        case .middle:
            // The end: the longest part that fits in half the width; the start: the longest part
            // that fits beside it and the "…".
            var back = visibleEnd
            let half = min(width / 2 + 1e-6, room)
            while back > start, text.width(back - 1, visibleEnd) <= half { back -= 1 }
            var kept = start
            while kept < back, front(start, kept + 1) + text.width(back, visibleEnd) <= room { kept += 1 }
            while kept > start, text.kinds[kept - 1].contains(.space) { kept -= 1 }
            while back < visibleEnd, text.kinds[back].contains(.space) { back += 1 }
            let line = ShownLine(start: start, end: visibleEnd, ellipsis: .middle(front: kept, back: back))
            return (line, front(start, kept) + ellipsis + text.width(back, visibleEnd))
        }
    }

    /// The width graphemes `start..<end` take before a "…": theirs, and the pair kerning of the
    /// last with the grapheme cut after it.
    private func front(_ start: Int, _ end: Int) -> CGFloat {
        end > start ? text.width(start, end) + text.kerning(after: end - 1) : 0
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

extension ShownLine {
    /// Where the "…" is in ``string(in:)`` and what comes before it (``TextCutMark``), the line
    /// number left for the layout to set; `nil` without one.
    func cutMark(in text: PreparedText) -> TextCutMark? {
        switch ellipsis {
        case .none: nil
        case .leading, .only: TextCutMark(line: 0, offset: 0, kerning: 0)
        case .trailing: TextCutMark(line: 0, offset: end - start, kerning: end > start ? text.kerning(after: end - 1) : 0)
        case .middle(let front, _):
            TextCutMark(line: 0, offset: front - start, kerning: front > start ? text.kerning(after: front - 1) : 0)
        }
    }
}

/// Where a layout put the "…" of a cut line, so that a picture draws it where Core Text does: in
/// line `line`, after `offset` of its characters, `kerning` from the character before it (that
/// character's pair with the first one cut: ``TextTruncation``), and with no pair kerning after it.
struct TextCutMark: Hashable {
    var line: Int
    var offset: Int
    var kerning: CGFloat

    /// The pair kerning before character `index` of line `line`, which follows `previous`: the
    /// mark's around its "…", else the font's pair.
    static func kerning(
        _ mark: TextCutMark?, line: Int, before index: Int, _ previous: Character, _ character: Character, _ metrics: TextMetrics
    ) -> CGFloat {
        if let mark, mark.line == line {
            if index == mark.offset { return mark.kerning }
            if index == mark.offset + 1 { return 0 }
        }
        return metrics.kerning(previous, character)
    }

    /// The advance of character `index` of line `line`: the mark's "…" as truncation set it
    /// (``TextMetrics/ellipsisAdvance``), else the character's.
    static func advance(_ mark: TextCutMark?, line: Int, at index: Int, _ character: Character, _ metrics: TextMetrics) -> CGFloat {
        if let mark, mark.line == line, index == mark.offset { return metrics.ellipsisAdvance }
        return metrics.advance(of: character)
    }
}
