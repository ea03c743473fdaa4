import Foundation

/// Cuts the last line of a text so that it and "…" fit, as `truncationMode` asks.
///
/// The line is the rest of its paragraph from `start`. `.tail` keeps its start, `.head` its end,
/// `.middle` both, filling from whichever side is shorter so far (the start first on a tie).
/// Spaces next to the "…" are dropped. When not even "…" fits, "…" alone is shown, as wide as it
/// can be. With `moreFollows` (lines past the limit), `.tail` always ends in "…". Multi-line
/// text truncates only its last line (SwiftUI's `.head` and `.middle` on several lines are not
/// documented; this is Tesselate's choice).
struct TextTruncation {
    let text: PreparedText

    func truncate(from start: Int, width: CGFloat?, mode: Text.TruncationMode, moreFollows: Bool) -> (string: String, width: CGFloat) {
        var end = start
        while end < text.count, !text.kinds[end].contains(.newline) { end += 1 }
        var visibleEnd = end
        while visibleEnd > start, text.kinds[visibleEnd - 1].contains(.space) { visibleEnd -= 1 }
        let ellipsis = text.font(at: max(start, visibleEnd - 1)).advance(of: "…")
        let full = text.width(start, visibleEnd)
        let whole = text.string(start, visibleEnd)
        guard let width else {
            // No width to cut to: the line is kept and marked.
            return (whole + "…", full + ellipsis)
        }
        if !moreFollows && full <= width + 1e-6 { return (whole, full) }
        let room = width - ellipsis + 1e-6
        guard room >= 0 else { return ("…", min(width, ellipsis)) }
        switch mode {
        case .tail:
            return tail(start, visibleEnd, room: room, ellipsis: ellipsis)
        case .head:
            var keep = visibleEnd
            var index = visibleEnd - 1
            while index >= start {
                if !text.kinds[index].contains(.space) {
                    if text.width(index, visibleEnd) > room { break }
                    keep = index
                }
                index -= 1
            }
            return ("…" + text.string(keep, visibleEnd), ellipsis + text.width(keep, visibleEnd))
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
            let string = text.string(start, front) + "…" + text.string(back, visibleEnd)
            return (string, text.width(start, front) + ellipsis + text.width(back, visibleEnd))
        }
    }

    private func tail(_ start: Int, _ end: Int, room: CGFloat, ellipsis: CGFloat) -> (string: String, width: CGFloat) {
        var keep = start
        var index = start
        while index < end {
            if !text.kinds[index].contains(.space) {
                if text.width(start, index + 1) > room { break }
                keep = index + 1
            }
            index += 1
        }
        return (text.string(start, keep) + "…", text.width(start, keep) + ellipsis)
    }
}
