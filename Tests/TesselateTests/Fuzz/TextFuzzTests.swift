import TesselateTesting
import XCTest

import Tesselate

/// Text from every corner of Unicode (controls, bidi marks, joiners, combining marks,
/// noncharacters, private use, U+FFFD from bad UTF-16, CR/LF/NUL, emoji sequences, CJK, right to
/// left scripts), seeded, checked against what must hold for any text: wrapped lines keep the
/// text's characters in order, frames are finite, typing into a field or an editor loses nothing,
/// and the dumps, both JSON forms, the SVG and the HTML page stay valid.
///
/// `swift test` runs ``defaultTextCount`` texts; `TESSELATE_FUZZ_TEXTS=10000 swift test --filter
/// TextFuzzTests` runs more (the long mode); `TESSELATE_FUZZ_SEED=N` runs the one text of seed N.
final class TextFuzzTests: XCTestCase {
    static let defaultTextCount = 60

    /// The pieces texts are made of, by kind.
    static let pools: [[String]] = [
        ["a", "Hello", "word", " ", "  ", "wrapping is fine", "supercalifragilisticexpialidocious"],
        ["\u{0}", "\u{1}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}"],
        ["\n", "\r", "\r\n", "\t", "\u{2028}", "\u{2029}", "\u{B}", "\u{C}"],
        [
            "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
            "\u{2069}",
        ],
        ["\u{200D}", "\u{200C}", "\u{FEFF}", "\u{2060}", "\u{AD}"],
        ["e\u{301}", "\u{301}", "a\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}", "\u{20DD}", "Z\u{36B}\u{36C}\u{36D}"],
        [
            "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", String(decoding: [0xD800] as [UInt16], as: UTF16.self),
            String(decoding: [0xDC00, 0x41] as [UInt16], as: UTF16.self),
        ],
        ["\u{E000}", "\u{F8FF}", String(String.UnicodeScalarView([0xFDD0, 0x10FFFD, 0x1FFFE].compactMap(Unicode.Scalar.init)))],
        ["😀", "👩‍👩‍👧‍👦", "🇫🇷", "🏳️‍🌈", "👍🏽", "1️⃣", "🧑🏻‍💻"],
        ["漢字", "かな", "한국어", "中文文本很长很长很长很长", "　"],
        ["مرحبا", "שלום", "العربية والعبرية", "١٢٣"],
        ["<", "&", ">", "\"", "'", "\\", "]]>", "<!--", "%s", "\\(x)"],
    ]

    /// A text of one to eight pieces.
    static func text(seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        return (0..<Int.random(in: 1...8, using: &random)).map { _ in
            let pool = pools[Int.random(in: 0..<pools.count, using: &random)]
            return pool[Int.random(in: 0..<pool.count, using: &random)]
        }.joined()
    }

    @MainActor func testHostileTextsKeepTheTextAndOutputsValid() async {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64] =
            environment["TESSELATE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<UInt64(environment["TESSELATE_FUZZ_TEXTS"].flatMap(Int.init) ?? Self.defaultTextCount)).map { $0 }
        var reported = Set<String>()
        for seed in seeds {
            let text = Self.text(seed: seed)
            for problem in Self.problems(with: text) where reported.insert(problem.invariant).inserted {
                let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
                XCTFail("seed \(seed) (scalars \(scalars)) breaks \"\(problem.invariant)\": \(problem.detail)")
            }
        }
    }

    /// What goes wrong with `text`, as (invariant, detail).
    @MainActor static func problems(with text: String) -> [(invariant: String, detail: String)] {
        var found: [(String, String)] = []
        // Wrapping keeps every scalar that is not a space or a line break, in order (scalars: a
        // combining mark at the start of a line joins the line before when the lines are joined).
        for width: CGFloat in [30, 120] {
            let measured = TextMeasurement(text, width: width)
            let kept = { (string: String) in string.unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value) }
            if measured.isTruncated || kept(measured.lines.joined()) != kept(text) {
                found.append(("wrapped lines keep the text", "at width \(width): \(measured.lines)"))
            }
            if !(measured.size.width.isFinite && measured.size.height.isFinite) {
                found.append(("the measured size is finite", "\(measured.size)"))
            }
        }
        let truncated = TextMeasurement(text, width: 60, lineLimit: 1)
        if truncated.lineCount > 1 { found.append(("a line limit holds", "\(truncated.lines)")) }

        final class Typed { var field = "", editor = "" }
        let typed = Typed()
        let host = ViewHost(
            VStack {
                Text(verbatim: text).lineLimit(2).frame(width: 80)
                Text(verbatim: text).accessibilityLabel(text)
                TextField("field", text: Binding(get: { typed.field }, set: { typed.field = $0 }))
                TextEditor(text: Binding(get: { typed.editor }, set: { typed.editor = $0 })).id("editor")
            }, size: CGSize(width: 300, height: 400))
        let oneLine = String(text.filter { !$0.isNewline })
        let failures = collectingFailures {
            host.find(.textField("field"))?.typeText(oneLine)
            host.find(.id("editor"))?.typeText(text)
        }
        if !failures.isEmpty { found.append(("typing works", "\(failures)")) }
        if typed.field != oneLine { found.append(("a field keeps what is typed", "\(Array(typed.field)) for \(Array(oneLine))")) }
        if typed.editor != text { found.append(("an editor keeps what is typed", "\(Array(typed.editor)) for \(Array(text))")) }
        if let problem = LayoutFuzzTests.frameProblem(host) { found.append(("frames are finite", problem)) }
        if host.dump().isEmpty { found.append(("the dump is made", "")) }
        for form in [JSONDumpForm.nested, .flat]
        where (try? JSONSerialization.jsonObject(with: Data(host.jsonDump(form: form).utf8))) == nil {
            found.append(("the JSON dump parses", "\(form)"))
        }
        let svgErrors = OutputEscapingTests.xmlErrors(host.svg())
        if !svgErrors.isEmpty { found.append(("the SVG is well-formed XML", "\(svgErrors)")) }
        let page = host.html()
        if !page.hasSuffix("</html>\n") && !page.hasSuffix("</html>") { found.append(("the HTML page is whole", String(page.suffix(80)))) }
        return found
    }
}
