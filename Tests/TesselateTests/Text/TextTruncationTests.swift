import XCTest
@testable import Tesselate

/// Line limits and truncation: `lineLimit` (Int, nil, ranges, reservesSpace), `truncationMode`,
/// `minimumScaleFactor`, `allowsTightening`, `lineSpacing`.
final class TextTruncationTests: XCTestCase {
    private let body = TextMetrics(font: .body)
    private let line = 17 * 2444 / 2048.0
    private let text = "Hello, world"

    private func measure(_ string: String, width: CGFloat?, _ options: TextLayoutOptions) -> TextMeasurement {
        TextMeasurement(string, width: width, options: options)
    }

    // .tail keeps the start: exactly the text's width shows it whole; less cuts it before "…",
    // keeping as many characters as fit with the ellipsis.
    @MainActor func testTailAtExactBoundary() async {
        let full = body.width(of: text)
        XCTAssertEqual(measure(text, width: full, .init(lineLimit: 1)).lines, [text])
        let cut = measure(text, width: full - 0.01, .init(lineLimit: 1))
        XCTAssertTrue(cut.isTruncated)
        let kept = String(cut.lines[0].dropLast())
        XCTAssertTrue(cut.lines[0].hasSuffix("…") && text.hasPrefix(kept))
        XCTAssertLessThanOrEqual(body.width(of: cut.lines[0]), full - 0.01)
        let oneMore = String(text.prefix(kept.count + 1)) + "…"
        XCTAssertGreaterThan(body.width(of: oneMore), full - 0.01, "as many characters as fit are kept")
        // Exactly "Hello" + "…" fits "Hello…"; a hair less drops the "o". The space before "…" is dropped.
        let hello = body.width(of: "Hello…")
        XCTAssertEqual(measure(text, width: hello, .init(lineLimit: 1)).lines, ["Hello…"])
        XCTAssertEqual(measure(text, width: hello - 0.01, .init(lineLimit: 1)).lines, ["Hell…"])
        XCTAssertEqual(measure(text, width: body.width(of: "Hello,…"), .init(lineLimit: 1)).lines, ["Hello,…"])
    }

    // The graphemes kept stay where Core Text set them in the whole line: the last one keeps its
    // pair kerning with the first one cut, and the "…" has no pair of its own (iOS 18.4,
    // element-hq/compound-ios: "T…" cut from "Test Medium" at 40–53 points has its "…" where the
    // "e" was, 3 points nearer the "T" than the font's "T…" pair puts it). "Tab" cut to "T…" is
    // "T", the "Ta" pair and "…"; the renderers are told where the "…" goes.
    @MainActor func testTheLastGraphemeKeptKeepsItsPairWithTheFirstOneCut() async {
        let pair = body.kerning("T", "a")
        XCTAssertNotEqual(pair, body.kerning("T", "…"), "SF Pro kerns \"Ta\" and \"T…\" apart")
        let cut = body.width(of: "T") + pair + body.width(of: "…")
        let tab = measure("Tab", width: cut, .init(lineLimit: 1))
        XCTAssertEqual(tab.lines, ["T…"])
        XCTAssertEqual(tab.result.lineWidths[0], cut, accuracy: 0.001)
        XCTAssertEqual(tab.result.cutMark, TextCutMark(line: 0, offset: 1, kerning: pair))
        XCTAssertEqual(measure("Tab", width: cut - 0.01, .init(lineLimit: 1)).lines, ["…"])
        // .head: the "…" and the first grapheme kept are not kerned.
        let head = body.width(of: "…") + body.width(of: "T")
        XCTAssertEqual(measure("Mmm T", width: head, .init(lineLimit: 1, truncationMode: .head)).lines, ["…T"])
        XCTAssertEqual(measure("Mmm T", width: head - 0.01, .init(lineLimit: 1, truncationMode: .head)).lines, ["…"])
        // A "…" in the text itself is kerned as SF Pro kerns it, as a "." (16.0d18e1's GPOS).
        XCTAssertEqual(body.kerning("T", "…"), body.kerning("T", "."))
        XCTAssertEqual(body.kerning("…", "T"), body.kerning(".", "T"))
    }

    // .head keeps the end, .middle both ends: of the end the longest part within half the width,
    // then of the start what fits beside it and the "…" (iOS 26, home-assistant/iOS's middle-cut
    // server URLs); the "…" has no pair kerning of its own.
    @MainActor func testHeadAndMiddleModes() async {
        let width = body.width(of: "…") + body.width(of: "world")
        XCTAssertEqual(measure(text, width: width, .init(lineLimit: 1, truncationMode: .head)).lines, ["…world"])
        XCTAssertEqual(measure(text, width: width - 0.01, .init(lineLimit: 1, truncationMode: .head)).lines, ["…orld"])
        let middle = measure(text, width: 50, .init(lineLimit: 1, truncationMode: .middle))
        XCTAssertEqual(middle.lines, ["H…rld"])
        XCTAssertLessThanOrEqual(body.width(of: "rld"), 25)
        XCTAssertGreaterThan(body.width(of: "orld"), 25)
        XCTAssertLessThanOrEqual(middle.result.lineWidths[0], 50)
    }

    // The modes through the view modifiers, in a placed Text.
    @MainActor func testTruncationModeModifier() async {
        let h = ViewHost(Text(text).lineLimit(1).truncationMode(.head).frame(width: 50), size: CGSize(width: 100, height: 100))
        let node = h.nodes(kind: .text)[0]
        XCTAssertEqual((h.tree[node].behavior as? TextNode)?.lines(for: h.engine.placedProposals[node]!).lines, ["…orld"])
    }

    // lineLimit(n): at most n lines, the last truncated; nil: no limit.
    @MainActor func testLineLimit() async {
        let long = "The quick brown fox jumps over the lazy dog"
        XCTAssertEqual(measure(long, width: 100, .init(lineLimit: 2)).lines, ["The quick", "brown fox j…"])
        XCTAssertEqual(measure(long, width: 100, .init(lineLimit: nil)).lineCount, 4)
        let h = ViewHost(Text(long).lineLimit(2).frame(width: 100).id("f"), size: CGSize(width: 200, height: 200))
        // Two body lines and body's gap to its 22-point leading between them (1.667 at 3x).
        XCTAssertEqual(h.nodes(kind: .text).compactMap { h.frame(of: $0)?.height }.first ?? 0, 42.333333, accuracy: 1e-5)
    }

    // lineLimit(2...4) and reservesSpace: at least the lower bound tall, at most the upper.
    @MainActor func testLineLimitRangesAndReservedSpace() async {
        func height<V: View>(_ view: V) -> CGFloat {
            let h = ViewHost(view.frame(width: 100), size: CGSize(width: 200, height: 300))
            return h.nodes(kind: .text).compactMap { h.frame(of: $0)?.height }.first ?? -1
        }
        // n lines: n × 20.287 and n − 1 gaps of 1.667 (body's leading at 3x), rounded up.
        XCTAssertEqual(height(Text("Hi").lineLimit(3, reservesSpace: true)), 64.333333, accuracy: 1e-5)
        XCTAssertEqual(height(Text("Hi").lineLimit(3)), 20.333333, accuracy: 1e-5)
        XCTAssertEqual(height(Text("Hi").lineLimit(2...4)), 42.333333, accuracy: 1e-5)
        XCTAssertEqual(height(Text("The quick brown fox jumps over the lazy dog and more").lineLimit(2...4)), 86.333333, accuracy: 1e-5)
        XCTAssertEqual(height(Text("The quick brown fox jumps over the lazy dog and more").lineLimit(...2)), 42.333333, accuracy: 1e-5)
    }

    // Bad input: lineLimit(0) or a negative limit is one line, with a diagnostic.
    @MainActor func testInvalidLineLimitIsReported() async {
        let h = ViewHost(Text("a b c d e f").lineLimit(0).frame(width: 10), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(h.diagnostics.count, 1)
        XCTAssertEqual(h.nodes(kind: .text).compactMap { h.frame(of: $0)?.height }.first ?? 0, 20.333333, accuracy: 1e-5)
    }

    // lineSpacing adds between lines, not after the last, in place of the text style's gap
    // (body's 1.667 to its 22-point leading): iOS 17.0.1, bitwarden's apps.
    @MainActor func testLineSpacing() async {
        let spaced = measure("one\ntwo\nthree", width: nil, .init(lineSpacing: 10))
        XCTAssertEqual(spaced.size.height, ((3 * line + 20) * 3).rounded(.up) / 3, accuracy: 1e-9)
        XCTAssertEqual(spaced.result.lastBaseline, 2 * line + 20 + 17 * 1950 / 2048, accuracy: 1e-9)
        let unspaced = measure("one\ntwo\nthree", width: nil, .init())
        let gap = 5.0 / 3
        XCTAssertEqual(unspaced.size.height, ((3 * line + 2 * gap) * 3).rounded(.up) / 3, accuracy: 1e-9)
    }

    // At .accessibility5 the HIG's leading is shorter than the line (body: 53 points, 62 for a
    // 63.25-point line), and the difference narrows the lines with or without lineSpacing, as a
    // font's negative leading does: iOS 17.0.1 puts body lines with 2.5 at 62 + 2.5 (bitwarden).
    @MainActor func testANegativeTextStyleGapNarrowsTheLines() async {
        func height(_ spacing: CGFloat) -> CGFloat {
            let text = Text("one\ntwo").lineSpacing(spacing).dynamicTypeSize(.accessibility5)
            let h = ViewHost(text, size: CGSize(width: 400, height: 400), displayScale: 3)
            return h.nodes(kind: .text).first.flatMap { h.frame(of: $0)?.height } ?? 0
        }
        let line = 53 * 2444 / 2048.0
        XCTAssertEqual(height(2.5), ((line + 64.5) * 3).rounded(.up) / 3, accuracy: 1e-6)
        XCTAssertEqual(height(0), ((line + 62) * 3).rounded(.up) / 3, accuracy: 1e-6)
    }

    // minimumScaleFactor shrinks text to fit before truncating: the largest scale (in hundredths)
    // at which it fits, in the font at that scale of its size (its own, wider letters: iOS 17,
    // GordianSeedTool-iOS), so a little below the width's ratio; below the factor it truncates at
    // the factor.
    @MainActor func testMinimumScaleFactor() async {
        let full = body.width(of: text)
        let shrunk = measure(text, width: full * 0.8, .init(lineLimit: 1, minimumScaleFactor: 0.5))
        XCTAssertFalse(shrunk.isTruncated)
        let scale = shrunk.result.scale
        XCTAssertLessThan(scale, 0.8)
        XCTAssertLessThanOrEqual(TextMetrics(font: .system(size: 17 * scale)).width(of: text), full * 0.8)
        XCTAssertGreaterThan(TextMetrics(font: .system(size: 17 * (scale + 0.01))).width(of: text), full * 0.8)
        XCTAssertEqual(shrunk.size.width, TextMetrics(font: .system(size: 17 * scale)).width(of: text), accuracy: 1.0 / 3)
        XCTAssertLessThan(shrunk.size.height, 20.333)
        let floor = measure(text, width: full * 0.3, .init(lineLimit: 1, minimumScaleFactor: 0.5))
        XCTAssertTrue(floor.isTruncated)
        XCTAssertEqual(floor.result.scale, 0.5)
    }

    // minimumScaleFactor shrinks text to the offered height too (measured: iOS 17 draws a
    // one-line large title offered 22.667 points at 0.55, GordianSeedTool-iOS); a text that
    // does not shrink still shows its line, taller than the height.
    @MainActor func testMinimumScaleFactorFitsTheHeight() async {
        let title = "Planet Express"
        let largeTitle = 34 * 2444 / 2048.0
        let shrunk = TextMeasurement(
            title, font: .largeTitle, width: 300, height: 22.667, options: .init(minimumScaleFactor: 0.4))
        XCTAssertFalse(shrunk.isTruncated)
        XCTAssertEqual(shrunk.result.scale, 0.55, accuracy: 0.005)
        XCTAssertLessThanOrEqual(shrunk.size.height, 22.667)
        let floor = TextMeasurement(title, font: .largeTitle, width: 300, height: 10, options: .init(minimumScaleFactor: 0.4))
        XCTAssertEqual(floor.result.scale, 0.4)
        XCTAssertEqual(floor.lineCount, 1)
        let unshrunk = TextMeasurement(title, font: .largeTitle, width: 300, height: 22.667)
        XCTAssertEqual(unshrunk.result.scale, 1)
        XCTAssertGreaterThanOrEqual(unshrunk.size.height, largeTitle)
    }

    // allowsTightening: a line up to 5% too wide is tightened instead of truncated.
    @MainActor func testAllowsTightening() async {
        let full = body.width(of: text)
        let tight = measure(text, width: full * 0.96, .init(lineLimit: 1, allowsTightening: true))
        XCTAssertEqual(tight.lines, [text])
        XCTAssertEqual(tight.result.tightening, 0.95)
        XCTAssertTrue(measure(text, width: full * 0.96, .init(lineLimit: 1)).isTruncated)
        XCTAssertTrue(measure(text, width: full * 0.9, .init(lineLimit: 1, allowsTightening: true)).isTruncated)
    }

    // A navigation bar's large title that does not fit is set with SF Pro's tight tracking, 28/2048
    // em less after every character, and truncated only if it still does not fit (iOS 17.0.1,
    // bitwarden/authenticator-ios's 60-point bold title at .accessibility5: "Verification…" 343
    // points of ink, its letters 0.55 closer than at the normal tracking).
    @MainActor func testALargeTitleTracksTightBeforeTruncating() async {
        var options = TextLayoutOptions(lineLimit: 1)
        options.tracksTightBeforeTruncating = true
        let full = body.width(of: text)
        let tighter = CGFloat(text.count) * 17 * TextLayoutOptions.tightTracking
        let tight = measure(text, width: full - tighter / 2, options)
        XCTAssertEqual(tight.lines, [text])
        XCTAssertEqual(tight.size.width, full - tighter, accuracy: 0.34, "every character 28/2048 em closer")
        XCTAssertTrue(measure(text, width: full - tighter / 2, .init(lineLimit: 1)).isTruncated)
        XCTAssertTrue(measure(text, width: full - 2 * tighter, options).isTruncated)
    }

    // multilineTextAlignment moves lines within the frame; the frame is the same.
    @MainActor func testMultilineAlignmentKeepsSize() async {
        let leading = measure("a\nlonger line", width: nil, .init())
        let centred = measure("a\nlonger line", width: nil, .init(alignment: .center))
        XCTAssertEqual(leading.size, centred.size)
        XCTAssertEqual(centred.result.lineOffsets[0], (centred.size.width - centred.result.lineWidths[0]) / 2, accuracy: 1e-9)
    }
}
