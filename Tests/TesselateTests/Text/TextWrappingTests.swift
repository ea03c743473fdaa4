import XCTest
@testable import Tesselate

/// How `Text` answers proposals: its ideal line, wrapping at a width, lines limited by a height.
final class TextWrappingTests: XCTestCase {
    private let body = TextMetrics(font: .body)
    private let line: CGFloat = 20.333333  // body line height at 3x (17 × 2444/2048, rounded up)

    @MainActor private func size(_ string: String, _ width: CGFloat?, _ height: CGFloat? = nil) -> CGSize {
        let h = ViewHost(Text(string).id("t"), size: CGSize(width: 1000, height: 1000))
        let node = h.nodes(kind: .text)[0]
        return h.engine.size(of: node, ProposedViewSize(width: width, height: height))
    }

    private func lines(_ string: String, width: CGFloat?, pushesOut: Bool = false) -> [String] {
        TextMeasurement(string, width: width, options: TextLayoutOptions(pushesOut: pushesOut)).lines
    }

    /// The lines a 15-point `Text` of `string` shows 390 points wide on `os`.
    @MainActor private func shownLines(_ string: String, os: OSVersion) -> [String] {
        let host = ViewHost(Text(string).font(.system(size: 15)), size: CGSize(width: 390, height: 100))
        host.os = os
        let node = host.nodes(kind: .text)[0]
        return (host.tree[node].behavior as? TextNode)?.lines(for: host.engine.placedProposals[node]!).lines ?? []
    }

    // nil → the ideal size: one line per paragraph, as wide as the text (rounded up to a pixel).
    @MainActor func testIdealSizeIsOneLine() async {
        let width = body.width(of: "The quick brown fox")
        let ideal = size("The quick brown fox", nil)
        XCTAssertEqual(ideal.width, (width * 3).rounded(.up) / 3, accuracy: 1e-9)
        XCTAssertEqual(ideal.height, line, accuracy: 1e-5)
        XCTAssertEqual(size("one\ntwo", nil).height, 42.333333, accuracy: 1e-5)  // 2 × 20.287 + body's gap, 1.667
    }

    // A paragraph does not end on one word: the line before gives it its last word (UIKit's
    // pushOut strategy; SpeziScheduler's tile on iOS 26: "…Questionnaire" / "every day." at 390
    // points, 15-point callout; bitwarden/authenticator-ios's toggle label on iOS 17.0.1 and
    // 18.1). Each paragraph on its own; a single word on its own line stays.
    @MainActor func testAParagraphDoesNotEndOnOneWord() async {
        let text = "Please fill out the Social Support Questionnaire every day."
        for os in [OSVersion.iOS18, .iOS26] {
            XCTAssertEqual(shownLines(text, os: os), ["Please fill out the Social Support Questionnaire", "every day."])
        }
        let width = max(TextMeasurement("aa bb cc", width: nil).size.width, TextMeasurement("bb cc dd", width: nil).size.width)
        XCTAssertEqual(lines("aa bb cc dd", width: width, pushesOut: true), ["aa bb", "cc dd"])
        XCTAssertEqual(lines("aa bb cc dd\naa bb", width: width, pushesOut: true), ["aa bb", "cc dd", "aa bb"])
        XCTAssertEqual(lines("aa bb cc dd", width: width), ["aa bb cc", "dd"])
        XCTAssertEqual(lines("aaaaa cc", width: TextMeasurement("aaaaa", width: nil).size.width, pushesOut: true), ["aaaaa", "cc"])
        // A line of spaces before the last word gives nothing (found by TextFuzzTests' long mode).
        let spaces = lines("   abcdefghij", width: TextMeasurement("abcdefghij", width: nil).size.width, pushesOut: true)
        XCTAssertEqual(spaces.last, "abcdefghij")
    }

    // A line of two words keeps both: pushing would only move the lone word up (bitwarden/ios on
    // iOS 17.0.1: bold title2 "Enter key manually" at accessibility5, 358 points: "Enter key" /
    // "manually").
    @MainActor func testALineOfTwoWordsKeepsBoth() async {
        let width = max(TextMeasurement("aa bb", width: nil).size.width, TextMeasurement("bb cc", width: nil).size.width)
        XCTAssertEqual(lines("aa bb cc", width: width, pushesOut: true), ["aa bb", "cc"])
    }

    // A long URL breaks after a slash, as iOS's does (UAX #14: not before a digit or another
    // slash; iOS 26, home-assistant/iOS's server rows: "…local:8123/" then "with/long/path").
    @MainActor func testALineBreaksAfterASlash() async {
        let width = TextMeasurement("abcd/ef", width: nil).size.width
        XCTAssertEqual(lines("abcd/efgh", width: width), ["abcd/", "efgh"])
        XCTAssertNotEqual(lines("abcd/1234", width: width).first, "abcd/")
        XCTAssertNotEqual(lines("abc://defgh", width: TextMeasurement("abc:/de", width: nil).size.width).first, "abc:/")
    }

    // A width wraps at word boundaries; the text is as wide as its widest line, not the offer.
    @MainActor func testLatinWrapsAtSpaces() async {
        XCTAssertEqual(
            lines("The quick brown fox jumps over the lazy dog", width: 100),
            ["The quick", "brown fox", "jumps over", "the lazy dog"])
        let wrapped = size("The quick brown fox jumps over the lazy dog", 100)
        XCTAssertEqual(wrapped.height, 86.333333, accuracy: 1e-5)  // 4 × 20.287 + 3 × 1.667 = 86.148, rounded up at 3x
        XCTAssertLessThanOrEqual(wrapped.width, 100)
        XCTAssertEqual(wrapped.width, (body.width(of: "the lazy dog") * 3).rounded(.up) / 3, accuracy: 1e-9)
    }

    // Exactly the width of a line fits it; a hair less moves its last word down.
    @MainActor func testWrapBoundaryIsExact() async {
        let width = body.width(of: "Hello World")
        XCTAssertEqual(lines("Hello World", width: width), ["Hello World"])
        XCTAssertEqual(lines("Hello World", width: width - 0.01), ["Hello", "World"])
    }

    // CJK text breaks between any two characters, but not before closing punctuation (kinsoku):
    // "る。" move down together. Outside Japanese text an ideograph and "。" are 17 points at
    // body (a full em), a kana 15.98 (0.94 em, `TextMetrics.wideAdvance(of:)`).
    @MainActor func testJapaneseWrapsBetweenCharacters() async {
        XCTAssertEqual(lines("吾輩は猫である。名前はまだ無い。", width: 100), ["吾輩は猫であ", "る。名前はま", "だ無い。"])
        XCTAssertEqual(size("吾輩は猫である。", 100).width, 99)  // 3 × 17 + 3 × 15.98, rounded up
    }

    // In Japanese text (the locale's language) ideographs take 0.94 em too, as iOS 26 draws them
    // in Hiragino Sans (homete_iOS, tweakable); in other text, a full em (PingFang: "取消" in body
    // is 34 points).
    @MainActor func testIdeographsAreNarrowerInJapaneseText() async {
        func width(_ locale: String) -> CGFloat? {
            ViewHost(Text("吾輩は猫").id("t").environment(\.locale, Locale(identifier: locale)), size: CGSize(width: 400, height: 100))
                .exactFrame(id: "t")?.width
        }
        XCTAssertEqual(width("ja_JP"), 64)  // 4 × 15.98 = 63.92, rounded up at 3x
        XCTAssertEqual(width("zh_Hans"), 67)  // 3 × 17 + 15.98
    }

    // Mixed text: a Latin word stays whole; a break may fall between it and a CJK character.
    @MainActor func testMixedLatinAndJapanese() async {
        let result = lines("SwiftUIでレイアウトを学ぶ", width: 120)
        XCTAssertEqual(result.first?.hasPrefix("SwiftUI"), true)
        XCTAssertEqual(result.joined(), "SwiftUIでレイアウトを学ぶ")
        XCTAssertTrue(result.allSatisfy { body.width(of: $0) <= 120 })
    }

    // A word wider than the line is broken where it must, as late as possible.
    @MainActor func testLongWordIsBroken() async {
        let word = "Supercalifragilisticexpialidocious"
        let result = lines(word, width: 80)
        XCTAssertGreaterThan(result.count, 1)
        XCTAssertEqual(result.joined(), word)
        for (index, part) in result.enumerated() where index < result.count - 1 {
            XCTAssertLessThanOrEqual(body.width(of: part), 80)
            XCTAssertGreaterThan(body.width(of: part) + body.advance(of: result[index + 1].first!), 80)
        }
    }

    // Offered less than one character, a text is as wide as offered (a line per character): at
    // the width 0 a stack offers to find how flexible it is, it answers 0, so its flexibility is
    // its one-line width (iOS 17.0.1, bitwarden/authenticator-ios; OpenSwiftUI's measurement).
    @MainActor func testAWidthNarrowerThanACharacterIsTheTextsWidth() async {
        XCTAssertEqual(size("Hello", 0).width, 0)
        XCTAssertEqual(size("Hello", 0).height, 5 * line + 4 * 5.0 / 3, accuracy: 0.01, "a line per character")
        XCTAssertEqual(size("W", 4).width, 4)
        XCTAssertEqual(size("Hello", 100).width, (body.width(of: "Hello") * 3).rounded(.up) / 3, accuracy: 1e-9, "a fitting text: its line")
    }

    // Of two texts sharing a row, the narrower one-line text is served first: here the truncating
    // name (125.333 on one line) before the wrapping code (129; with a least width of one digit,
    // 10.333, the code would be the less flexible and go first), so the name is offered half the
    // room and the code what the name leaves.
    @MainActor func testTheNarrowerOneLineTextIsServedFirst() async {
        let row = HStack(spacing: 0) {
            Text("Favorited names").lineLimit(1)
            Spacer(minLength: 0)
            Text("123 456 789 012")
        }
        let host = ViewHost(row.frame(width: 150), size: CGSize(width: 400, height: 300))
        let texts = host.nodes(kind: .text)
        let ideal = texts.map { host.engine.size(of: $0, ProposedViewSize(width: nil, height: nil)).width }
        XCTAssertLessThan(ideal[0], ideal[1], "the name's one line is the narrower")
        XCTAssertLessThan(ideal[0], 150)
        let name = host.frame(of: texts[0])!, code = host.frame(of: texts[1])!
        XCTAssertLessThanOrEqual(name.width, 75 + 0.34, "offered half of 150, the name is cut")
        XCTAssertEqual(
            host.engine.placedProposals[texts[1]]?.width ?? 0, 150 - name.width, accuracy: 0.34,
            "the code is offered what the name leaves, more than the half it had when it was served first")
        XCTAssertLessThanOrEqual(code.maxX, name.minX + 150 + 0.34)
    }

    // A height limits the lines to those that fit (at least one), truncating the last.
    @MainActor func testHeightLimitsLines() async {
        let text = "The quick brown fox jumps over the lazy dog"
        XCTAssertEqual(size(text, 100, 45).height, 42.333333, accuracy: 1e-5)  // ⌊(45 + 1.667) / 21.954⌋ = 2 lines
        let two = TextMeasurement(text, width: 100, height: 45)
        XCTAssertEqual(two.lines, ["The quick", "brown fox j…"])
        XCTAssertTrue(two.isTruncated)
        XCTAssertEqual(TextMeasurement(text, width: 100, height: 5).lineCount, 1)
    }

    // Bad input: an empty string is one line high and 0 wide; spaces alone are 0 wide.
    @MainActor func testEmptyStringIsOneLineHigh() async {
        XCTAssertEqual(size("", nil), CGSize(width: 0, height: line), accuracy: 1e-5)
        XCTAssertEqual(size("", 100), CGSize(width: 0, height: line), accuracy: 1e-5)
        XCTAssertEqual(size("   ", 100).width, 0)
    }

    // Bad input: 100,000 characters are laid out in linear time (well under a second here,
    // ideal and wrapped), and at the offered width.
    @MainActor func testVeryLongStringIsLinear() async {
        let long = String(repeating: "lorem ipsum dolor sit amet ", count: 3704)  // 100,008 characters
        let start = Date()
        let ideal = TextMeasurement(long)
        let wrapped = TextMeasurement(long, width: 300)
        let h = ViewHost(Text(long).frame(width: 300).id("t"), size: CGSize(width: 400, height: 800))
        XCTAssertNotNil(h.frame(id: "t"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(ideal.lineCount, 1)
        XCTAssertGreaterThan(wrapped.lineCount, 1000)
        XCTAssertLessThanOrEqual(wrapped.size.width, 300)
    }

    /// A soft hyphen (U+00AD) is a place a word may break (Unicode line breaking, UAX #14), so a
    /// long word breaks there rather than anywhere. (The hyphen SwiftUI then shows is not drawn.)
    @MainActor func testSoftHyphenIsABreakOpportunity() async {
        let host = ViewHost(
            Text("super\u{AD}cali\u{AD}fragilistic").frame(width: 60), size: CGSize(width: 200, height: 200), displayScale: 1)
        let dump = host.dump(proposals: false)
        XCTAssertTrue(dump.contains("\"super\u{AD}\" ⏎ \"cali\u{AD}\""), dump)
    }
}

private func XCTAssertEqual(_ a: CGSize, _ b: CGSize, accuracy: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, file: file, line: line)
}
