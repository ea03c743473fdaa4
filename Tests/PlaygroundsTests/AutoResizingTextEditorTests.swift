import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// Seed 002 (auto-resizing text editor): the editor's height is the measured height of its text
/// plus 2 × innerPadding, capped at maxHeight; it grows one line at a time from one line when
/// empty; the parent, not the editor, sets its frame. Expectations are computed with
/// Tesselate's measuring API (`boundingRect(with:font:)`, `TextMeasurement`), as the article
/// computes the height with UIKit's `boundingRect`.
final class AutoResizingTextEditorTests: XCTestCase {
    /// The article's constants: the padding around the editor, the width it assumes the
    /// TextEditor keeps for itself at the sides ("6pt * 2 = 12pt"), and the default maxHeight.
    private let innerPadding: CGFloat = 8, editorSides: CGFloat = 12, maxHeight: CGFloat = 100
    private let window = CGSize(width: 393, height: 852)

    /// A chat screen around the component with a font of choice, its text in `@State`, as the
    /// article's ContentView (without the outer padding: the component gets the default width).
    private struct ChatBox: View {
        var font: Font
        @State private var text = ""
        var body: some View {
            VStack {
                Spacer(); AutoResizingTextEditor(text: $text).font(font)
            }
        }
    }

    /// The article's formula: `text.boundingRect(width − 2 × innerPadding − 12).height + 2 × innerPadding`, capped.
    private func expectedHeight(_ text: String, font: Font, width: CGFloat, maxHeight: CGFloat = 100) -> CGFloat {
        let measured = text.boundingRect(
            with: CGSize(width: width - innerPadding * 2 - editorSides, height: Screen.bounds.height), font: font)
        return min(measured.height + innerPadding * 2, maxHeight)
    }

    /// One line of `font`, as the measuring API gives it.
    private func lineHeight(_ font: Font) -> CGFloat { TextMeasurement("", font: font).size.height }

    @MainActor private func editor(_ host: ViewHost<some View>) -> ViewMatch? { host.find(.kind(.textEditor)) }

    /// Claim: "文字が空だと高さが0になる" is what this approach avoids — the empty editor still
    /// has one line's height (+ 2 × innerPadding). In the demo (largeTitle, 361 wide).
    @MainActor func testEmptyTextIsOneLineHigh() async {
        let host = ViewHost(AutoResizingTextEditorDemo(), size: window)
        let oneLine = lineHeight(.largeTitle)
        XCTAssertGreaterThan(oneLine, 0)
        assertSize(editor(host), height: oneLine + 2 * innerPadding)
        assertSize(editor(host), height: expectedHeight("", font: .largeTitle, width: 361))
        XCTAssertEqual(editor(host)?.attributes.contains { $0.hasPrefix("scrolls") }, false, "nothing hidden")
        assertNoDiagnostics(host)
    }

    /// Claim: height = measured text height + 2 × innerPadding, so typing line after line grows
    /// the editor by exactly one line of its font each time, until maxHeight (100) stops it.
    @MainActor func testEachTypedLineAddsOneLineUntilMaxHeight() async {
        let host = ViewHost(ChatBox(font: .body).id("chat"), size: window)
        let line = lineHeight(.body)
        var text = "", heights: [CGFloat] = [editor(host)!.size.height]
        for n in 1...7 {
            let typed = n == 1 ? "メッセージ" : "\nメッセージ"
            host.typeText(typed, into: .id("chat"))
            text += typed
            let height = editor(host)!.size.height
            XCTAssertEqual(height, expectedHeight(text, font: .body, width: window.width), accuracy: 0.01, "line \(n)")
            XCTAssertEqual(TextMeasurement(text, font: .body).lineCount, n)
            heights.append(height)
        }
        // Empty and one line: the same height; then one line more per line, then the cap.
        let steps = zip(heights.dropFirst(), heights).map { $0 - $1 }
        XCTAssertEqual(steps[0], 0, accuracy: 0.01, "an empty editor is already one line high")
        let growing = Int(((maxHeight - 2 * innerPadding) / line).rounded(.down))  // 4 lines of body fit in 100
        for step in steps[1..<growing] { XCTAssertEqual(step, line, accuracy: 1.0 / 3, "one line (\(line)) per line") }
        XCTAssertEqual(heights[growing + 1], maxHeight, "capped at maxHeight")
        XCTAssertEqual(
            Array(heights[(growing + 1)...]), Array(repeating: maxHeight, count: heights.count - growing - 1), "stops at maxHeight")
    }

    /// Claim: the width given to `boundingRect` is the editor's minus its insets ("12pt"), so
    /// text that wraps by itself grows the editor when the measured line count grows, and the
    /// editor never has to scroll a line the frame left out.
    @MainActor func testAWrappedLineGrowsTheEditorByOneLine() async {
        let host = ViewHost(ChatBox(font: .body).id("chat"), size: window)
        let line = lineHeight(.body), measureWidth = window.width - innerPadding * 2 - editorSides
        var text = "", previous = (lines: 1, height: editor(host)!.size.height), wraps = 0
        for word in Array(repeating: "長いメッセージ ", count: 18) {
            host.typeText(word, into: .id("chat"))
            text += word
            let lines = TextMeasurement(text, font: .body, width: measureWidth).lineCount
            let found = editor(host)!, height = found.size.height
            if height < maxHeight {
                XCTAssertEqual(
                    height - previous.height, CGFloat(lines - previous.lines) * line, accuracy: 1.0 / 3, "after \(text.count) characters")
                XCTAssertFalse(found.attributes.contains { $0.hasPrefix("scrolls") }, "no line hidden below maxHeight: \(found)")
                wraps += lines - previous.lines
            } else {
                XCTAssertEqual(height, maxHeight)
            }
            previous = (lines, height)
        }
        XCTAssertEqual(wraps, 3, "grew line by line through 2, 3 and 4 lines")
        XCTAssertEqual(previous.height, maxHeight)
    }

    /// Claim: "maxHeightは100ptを設定したので、それ以上の高さにはならない": in the demo a third
    /// largeTitle line reaches the cap; the editor then scrolls its text inside 100 points, and
    /// shrinks back to one line when the text is deleted.
    @MainActor func testTheDemoStopsAtMaxHeightAndScrolls() async {
        let host = ViewHost(AutoResizingTextEditorDemo().id("demo"), size: window)
        host.typeText("こんにちは\n二行目", into: .id("demo"))
        assertSize(editor(host), height: 2 * lineHeight(.largeTitle) + 2 * innerPadding)
        host.typeText("\n三行目\n四行目\n五行目", into: .id("demo"))
        assertSize(editor(host), height: maxHeight)
        XCTAssertGreaterThan(expectedHeight(host.text(in: .id("demo"))!, font: .largeTitle, width: 361, maxHeight: .infinity), maxHeight)
        // The text inside: five lines at the editor's width less its own insets (UITextView's 5 + 5, 8 + 8).
        // An editor's lines are the font's line height apart, as a UITextView's.
        let insets = TextInputMetrics.editorInsets, text = host.text(in: .id("demo"))!
        var editorLines = TextLayoutOptions()
        editorLines.usesStyleLeading = false
        let inside = TextMeasurement(text, font: .largeTitle, width: 345 - insets.leading - insets.trailing, options: editorLines)
        XCTAssertEqual(inside.lineCount, 5)
        let measured = inside.size.height
        let content = ((measured + insets.top + insets.bottom) * 3).rounded(.up) / 3
        XCTAssertTrue(editor(host)!.attributes.contains("scrolls: content \(formatDumpNumber(content)) tall"), editor(host)!.description)
        host.clearText(in: .id("demo"))
        assertSize(editor(host), height: lineHeight(.largeTitle) + 2 * innerPadding)
    }

    /// Claim: the parent sets the frame. The demo's VStack + Spacer put the component at the
    /// bottom, inside the 16-point padding, as wide as the parent offers (393 − 2 × 16); the
    /// component in turn sets its TextEditor's height with `.frame(height:)`.
    @MainActor func testTheDemoPutsTheEditorAtTheBottom() async {
        let host = ViewHost(AutoResizingTextEditorDemo(), size: window)
        let height = expectedHeight("", font: .largeTitle, width: 361) + 2 * innerPadding
        assertFrame(host.find(.type(AutoResizingTextEditor.self)), x: 16, y: window.height - 16 - height, width: 361, height: height)
        assertFrame(
            editor(host), x: 24, y: window.height - 16 - innerPadding - (height - 2 * innerPadding),
            width: 361 - 2 * innerPadding, height: height - 2 * innerPadding)
        XCTAssertEqual(editor(host)?.proposal?.height ?? 0, height - 2 * innerPadding, accuracy: 0.01, "proposed by its parent frame")
        assertSize(host.find(.kind(.spacer)), height: window.height - 16 * 2 - height)
    }

    /// Claim: the sugar methods return the component itself, so `.font(_:)` and
    /// `.frame(width:maxHeight:)` chain and change what is measured: the width the text wraps
    /// at, the cap, and the line height (largeTitle against body).
    @MainActor func testSugarMethodsChangeWidthCapAndFont() async {
        let body: AutoResizingTextEditor = AutoResizingTextEditor(text: .constant("")).font(.body)
        let large: AutoResizingTextEditor = body.font(.largeTitle)
        XCTAssertEqual(body.height, lineHeight(.body) + 2 * innerPadding)
        XCTAssertEqual(large.height, lineHeight(.largeTitle) + 2 * innerPadding)
        XCTAssertGreaterThan(lineHeight(.largeTitle), lineHeight(.body))
        // A sentence on one line at 393 wraps onto two at 200; maxHeight 60 then caps two largeTitle lines.
        let sentence = "チャットの入力欄は高さが変わります"
        let wide = AutoResizingTextEditor(text: .constant(sentence)).font(.body)
        let narrow: AutoResizingTextEditor = wide.frame(width: 200, maxHeight: 60)
        XCTAssertEqual(TextMeasurement(sentence, font: .body, width: 393 - 28).lineCount, 1)
        XCTAssertEqual(TextMeasurement(sentence, font: .body, width: 200 - 28).lineCount, 2)
        XCTAssertEqual(wide.height, lineHeight(.body) + 2 * innerPadding)
        XCTAssertEqual(narrow.height, expectedHeight(sentence, font: .body, width: 200, maxHeight: 60))
        XCTAssertEqual(narrow.height, 2 * lineHeight(.body) + 2 * innerPadding, accuracy: 1.0 / 3)
        XCTAssertEqual(narrow.font(.largeTitle).height, 60, "the font sugar keeps maxHeight")
        let host = ViewHost(
            VStack {
                Spacer(); narrow.font(.largeTitle)
            }.frame(width: 200), size: window)
        assertSize(editor(host), width: 200 - 2 * innerPadding, height: 60)
    }

    /// The demo at rest, as a dump snapshot.
    @MainActor func testSnapshotAtRest() async {
        let host = ViewHost(AutoResizingTextEditorDemo(), size: window)
        assertLayout(of: host, as: .dump)
    }
}
