import Foundation

/// Breaks a string into lines for a width, the way `Text` does: at spaces between words, between
/// any two wide (CJK) characters, and inside a word only when the word alone is wider than the
/// line. Lines past the limit are dropped and the last line kept ends in "…".
struct TextLayout {
    let metrics: TextMetrics
    /// The grid sizes are rounded up to (SwiftUI rounds text sizes up to whole pixels).
    let scale: CGFloat

    struct Result {
        var lines: [String]
        var size: CGSize
        var isTruncated: Bool
    }

    /// Lays `text` out in at most `width` points (`nil`: no limit) and `maxLines` lines.
    func layout(_ text: String, width: CGFloat?, maxLines: Int?) -> Result {
        let limit = max(1, maxLines ?? .max)
        // Every line of every paragraph, untrimmed, so that consecutive lines join back into the text.
        var all: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            all += breakParagraph(paragraph, width: width)
            if all.count > limit { break }
        }
        var lines = Array(all.prefix(limit)).map { ($0, trimmedWidth(Substring($0))) }
        let truncated = all.count > limit
        if truncated {
            // The last line shown takes as much of what follows as fits before the "…".
            let rest = all[(limit - 1)...].joined(separator: " ")
            lines[limit - 1] = truncate(rest, width: width ?? .infinity, always: true)
        }
        let widest = lines.map(\.1).max() ?? 0
        let height = CGFloat(lines.count) * metrics.lineHeight
        return Result(lines: lines.map(\.0), size: CGSize(width: ceilToPixel(widest), height: ceilToPixel(height)), isTruncated: truncated)
    }

    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        guard scale > 0 else { return value }
        // A tiny tolerance keeps exact pixel multiples from rounding up by floating-point noise.
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }

    /// The lines of one paragraph (no newlines), untrimmed.
    private func breakParagraph(_ paragraph: Substring, width: CGFloat?) -> [String] {
        guard let width = width.map({ $0 + 0.0001 }) else { return [String(paragraph)] }
        var lines: [String] = []
        var line = ""
        var lineWidth: CGFloat = 0
        func flush() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        for token in tokens(paragraph) {
            let visible = trimmedWidth(Substring(token))
            if !line.isEmpty && lineWidth + visible > width { flush() }
            if line.isEmpty && visible > width {
                // A word longer than the line is broken between characters.
                for character in token {
                    let advance = metrics.advance(of: character)
                    if !line.isEmpty && character != " " && lineWidth + advance > width { flush() }
                    line.append(character)
                    lineWidth += advance
                }
            } else {
                line += token
                lineWidth += metrics.width(of: token)
            }
        }
        lines.append(line)
        return lines
    }

    /// Words with their trailing spaces, and each wide character on its own.
    private func tokens(_ paragraph: Substring) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in paragraph {
            let wide = character.unicodeScalars.first.map(TextMetrics.isWide) ?? false
            if wide {
                if !current.isEmpty { tokens.append(current) }
                tokens.append(String(character))
                current = ""
            } else if character == " " {
                current.append(character)
            } else {
                if current.last == " " {
                    tokens.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private func trimmedWidth(_ text: Substring) -> CGFloat {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return metrics.width(of: text[..<end])
    }

    /// `text` cut at its end so that it and "…" fit in `width`; with `always`, the ellipsis is
    /// added even when the text fits (more text followed).
    func truncate(_ text: String, width: CGFloat, always: Bool = false) -> (text: String, width: CGFloat) {
        let full = trimmedWidth(Substring(text))
        if !always && full <= width + 0.0001 { return (text, full) }
        let ellipsis = metrics.advance(of: "…")
        var kept = ""
        var keptWidth: CGFloat = 0
        for character in text {
            let advance = metrics.advance(of: character)
            if keptWidth + advance + ellipsis > width + 0.0001 { break }
            kept.append(character)
            keptWidth += advance
        }
        while kept.last == " " { kept.removeLast() }
        let result = kept + "…"
        return (result, min(width, metrics.width(of: result)))
    }
}
