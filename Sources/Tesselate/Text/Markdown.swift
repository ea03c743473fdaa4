import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a string literal (a
/// ``LocalizedStringKey``): `**bold**` or `__bold__`, `*italic*` or `_italic_`, `***both***`,
/// code between backticks (monospaced, read as it is), `~~struck~~`, `[a link](https://…)`, and `\` before
/// a marker to show it. A marker with no partner is shown as it is; `_` inside a word is a
/// letter, as in CommonMark. `Text(verbatim:)` and `Text` of a `String` value read no Markdown.
/// Block syntax (headings, lists) is shown as it is, as in SwiftUI. A literal that interpolates a
/// formatted value (`format:`, `style:`) is read as Markdown too, each formatted value one
/// unbreakable piece of the run it falls in (`MarkdownFormatted.swift`).
enum InlineMarkdown {
    struct Style {
        var bold = false
        var italic = false
        var code = false
        var strikethrough = false
        var link: URL?
    }

    /// The runs of `source`, or `nil` when it has no Markdown (most strings: one plain run).
    static func runs(_ source: String) -> [Text.Run]? {
        // The markers are ASCII: scanning bytes is enough to see that a string has none (through
        // the string's own storage when it has one: far fewer instructions a byte than its view).
        let hasMarker = source.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: isMarkerByte) }
        guard hasMarker ?? source.utf8.contains(where: isMarkerByte) else { return nil }
        var runs: [Text.Run] = []
        parse(Array(source), Style(), into: &runs)
        guard runs.count != 1 || runs[0].string != source || hasStyle(runs[0]) else { return nil }
        return runs
    }

    /// Whether `byte` is `*`, `_`, `` ` ``, `~`, `[` or `\\`.
    private static func isMarkerByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "\\"): true
        default: false
        }
    }

    private static func hasStyle(_ run: Text.Run) -> Bool {
        run.weight != nil || run.italic || run.design != nil || run.strikethrough != nil || run.link != nil
    }

    private static func parse(_ characters: [Character], _ style: Style, into runs: inout [Text.Run]) {
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            var run = Text.Run(string: plain)
            if style.bold { run.weight = .bold }
            run.italic = style.italic
            if style.code { run.design = .monospaced }
            if style.strikethrough { run.strikethrough = .single }
            run.link = style.link
            if let last = runs.last, sameStyle(last, run) {
                runs[runs.count - 1].string += plain
            } else {
                runs.append(run)
            }
            plain = ""
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, "*_`~[]()\\".contains(characters[index + 1]) {
                plain.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", let end = find(["`"], in: characters, from: index + 1) {
                flush()
                var inner = style
                inner.code = true
                parseLiteral(Array(characters[(index + 1)..<end]), inner, into: &runs)
                index = end + 1
                continue
            }
            if character == "[", let close = find(["]"], in: characters, from: index + 1), close + 1 < characters.count,
                characters[close + 1] == "(", let end = find([")"], in: characters, from: close + 2),
                let url = URL(string: String(characters[(close + 2)..<end]))
            {
                flush()
                var inner = style
                inner.link = url
                parse(Array(characters[(index + 1)..<close]), inner, into: &runs)
                index = end + 1
                continue
            }
            if let (marker, apply) = emphasis(characters, at: index),
                let end = closing(marker, characters, from: index + marker.count)
            {
                flush()
                var inner = style
                apply(&inner)
                parse(Array(characters[(index + marker.count)..<end]), inner, into: &runs)
                index = end + marker.count
                continue
            }
            plain.append(character)
            index += 1
        }
        flush()
    }

    /// Code: the characters as they are.
    private static func parseLiteral(_ characters: [Character], _ style: Style, into runs: inout [Text.Run]) {
        var run = Text.Run(string: String(characters))
        if style.bold { run.weight = .bold }
        run.italic = style.italic
        run.design = .monospaced
        run.link = style.link
        runs.append(run)
    }

    /// The emphasis marker opening at `index`, longest first, with what it sets.
    private static func emphasis(_ characters: [Character], at index: Int) -> ([Character], (inout Style) -> Void)? {
        let markers: [(String, (inout Style) -> Void)] = [
            (
                "***",
                {
                    $0.bold = true; $0.italic = true
                }
            ),
            (
                "___",
                {
                    $0.bold = true; $0.italic = true
                }
            ),
            ("**", { $0.bold = true }), ("__", { $0.bold = true }), ("~~", { $0.strikethrough = true }),
            ("*", { $0.italic = true }), ("_", { $0.italic = true }),
        ]
        for (marker, apply) in markers {
            let marker = Array(marker)
            guard index + marker.count < characters.count, Array(characters[index..<(index + marker.count)]) == marker else { continue }
            // An opener is followed by a non-space; `_` does not open inside a word.
            if characters[index + marker.count].isWhitespace { continue }
            if marker[0] == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { continue }
            return (marker, apply)
        }
        return nil
    }

    /// Where the closing `marker` is: preceded by a non-space, and for `_` not followed by a
    /// letter or digit.
    private static func closing(_ marker: [Character], _ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        while index + marker.count <= characters.count {
            if characters[index - 1] == "\\" {
                index += 1
                continue
            }
            if Array(characters[index..<(index + marker.count)]) == marker, !characters[index - 1].isWhitespace {
                let after = index + marker.count
                let next = after < characters.count ? characters[after] : nil
                let isLongerMarker = next == marker[0]
                let isIntraword = marker[0] == "_" && (next?.isLetter == true || next?.isNumber == true)
                if !isLongerMarker && !isIntraword { return index }
            }
            index += 1
        }
        return nil
    }

    private static func find(_ target: [Character], in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index + target.count <= characters.count {
            if Array(characters[index..<(index + target.count)]) == target { return index }
            index += 1
        }
        return nil
    }

    private static func sameStyle(_ a: Text.Run, _ b: Text.Run) -> Bool {
        var a = a
        a.string = b.string
        return a == b
    }
}
