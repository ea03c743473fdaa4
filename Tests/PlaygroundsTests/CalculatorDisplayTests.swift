import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// Seed 000 (calculator display, `ScrollableText`): text shorter than the width neither scrolls
/// nor fades; longer text scrolls, and a side fades only while the content overflows on that
/// side; whenever the string changes, the display scrolls so that its end is visible.
final class CalculatorDisplayTests: XCTestCase {
    private let window = CGSize(width: 393, height: 300)
    private let formula = "1234567890+9876543210"

    @MainActor private func makeHost() -> ViewHost<CalculatorDisplay> {
        ViewHost(CalculatorDisplay(), size: window)
    }

    /// The `ScrollPlace` the preference carries, as the `onPreferenceChange` dump line shows it.
    @MainActor private func place(_ host: ViewHost<CalculatorDisplay>, line: UInt = #line) -> String? {
        host.find(.kind(.onPreferenceChange), line: line)?.attributes.first { $0.hasPrefix("value: ") }.map { String($0.dropFirst(7)) }
    }

    /// The mask the display is drawn through (the view built from the `scrollPlace` state): its
    /// dump line without the frame, e.g. `Color(black)` or `LinearGradient(clear@0 …)`.
    @MainActor private func mask(_ host: ViewHost<CalculatorDisplay>, line: UInt = #line) -> String? {
        guard let mask = host.find(.kind(.mask), line: line), mask.children.count == 2 else { return nil }
        let shape = mask.children[1]
        return "\(shape.kind)(\(shape.attributes.joined(separator: ", ")))"
    }

    /// The viewport (the scroll view) and the content (the text's frame, `.id("indicator")`).
    @MainActor private func geometry(_ host: ViewHost<CalculatorDisplay>, line: UInt = #line) -> (viewport: CGRect, content: CGRect) {
        (host.find(.kind(.scrollView), line: line)?.frame() ?? .null, host.find(.id("indicator"), line: line)?.frame() ?? .null)
    }

    /// The row of the picture that shows the formula (the one with a digit in it), trimmed.
    @MainActor private func pictureRow(_ host: ViewHost<CalculatorDisplay>) -> String {
        let rows = host.render(pointsPerCell: CGSize(width: 4, height: 8)).split(separator: "\n").map(String.init)
        let row = rows.first { $0.contains { $0.isNumber || $0 == "+" } } ?? ""
        return row.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }

    /// Claim: "数式が画面の幅より短い時 — スクロールしない" ("0" does not scroll): the content is
    /// exactly the viewport, the offset is 0, and a finger cannot move it (`.basedOnSize`).
    @MainActor func testShortTextDoesNotScroll() async {
        let host = makeHost()
        let (viewport, content) = geometry(host)
        XCTAssertEqual(viewport.width, 200)
        XCTAssertEqual(content, viewport, "the text's frame (minWidth: 200) fills the viewport exactly")
        assertFrame(host.find(.text("0")), x: 279, y: 204.333, width: 17.667, height: 33.667, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("0"))?.frame().maxX ?? 0, viewport.maxX, accuracy: 0.01, "aligned trailing")
        XCTAssertEqual(host.scrollOffset(), .zero)
        host.scroll(to: CGPoint(x: 50, y: 0))
        XCTAssertEqual(host.scrollOffset(), .zero, "content that fits does not scroll")
        host.scroll(by: CGSize(width: -30, height: 0))
        XCTAssertEqual(host.scrollOffset(), .zero)
        assertNoDiagnostics(host)
    }

    /// Claim: "数式が画面の幅より短い時 — フェードしない": the place is `.fit` and the mask is plain
    /// `Color.black`; the picture shows the "0" with no shade next to it.
    @MainActor func testShortTextDoesNotFade() async {
        let host = makeHost()
        XCTAssertEqual(place(host), "fit")
        XCTAssertEqual(mask(host), "Color(black)")
        XCTAssertTrue(host.findAll(.kind(.linearGradient)).isEmpty)
        XCTAssertEqual(pictureRow(host), "0")
    }

    /// Claims: "数式が画面の幅より長い時 — スクロールする", and "数式の文字列に変更があった場合は末尾が
    /// 表示されるように自動スクロールされる": typing the formula a key at a time, after each key the
    /// offset is content − viewport (0 while it fits) and the text's trailing edge is the
    /// viewport's; once it overflows by more than the article's 5-point margin the place is `.end`.
    @MainActor func testEveryChangeScrollsToTheEnd() async {
        let host = makeHost()
        XCTAssertTrue(host.clearText(in: .prompt("")))
        var overflowed = 0
        for key in formula {
            XCTAssertTrue(host.typeText(String(key), into: .prompt("")))
            let (viewport, content) = geometry(host)
            let overflow = content.width - viewport.width
            let typed = host.text(in: .prompt("")) ?? ""
            XCTAssertGreaterThanOrEqual(overflow, 0, typed)
            XCTAssertEqual(host.scrollOffset()?.x ?? -1, overflow, accuracy: 0.01, "offset after \(typed)")
            XCTAssertEqual(content.maxX, viewport.maxX, accuracy: 0.01, "the end is visible after \(typed)")
            XCTAssertEqual(host.find(.text(typed))?.frame().maxX ?? 0, viewport.maxX, accuracy: 0.01)
            if overflow == 0 { XCTAssertEqual(place(host), "fit", typed) }
            if overflow > 5.5 {
                overflowed += 1
                XCTAssertEqual(place(host), "end", typed)
                XCTAssertEqual(mask(host), "LinearGradient(clear@0 black@0.2 black@1, leading→trailing)", typed)
            }
        }
        XCTAssertEqual(host.text(in: .prompt("")), formula)
        XCTAssertGreaterThan(overflowed, 5, "the formula is long enough to overflow")
        // The whole formula: 21 monospaced characters of 364.667 points in a 200-point viewport.
        XCTAssertEqual(geometry(host).content.width, 364.667, accuracy: 0.01)
        XCTAssertEqual(host.scrollOffset()?.x ?? 0, 164.667, accuracy: 0.01)
        assertNoDiagnostics(host)
    }

    /// Claim: a side fades only while the content overflows on that side — at the end (`.end`)
    /// the left side fades: the mask's stops are [clear@0, black@0.2, black@1].
    @MainActor func testAtTheEndTheLeftSideFades() async {
        let host = makeHost()
        host.replaceText(in: .prompt(""), with: formula)
        XCTAssertEqual(place(host), "end")
        XCTAssertEqual(mask(host), "LinearGradient(clear@0 black@0.2 black@1, leading→trailing)")
        let (viewport, content) = geometry(host)
        XCTAssertLessThan(content.minX, viewport.minX - 5, "overflows on the left")
        XCTAssertEqual(content.maxX, viewport.maxX, accuracy: 0.01, "not on the right")
    }

    /// Claim: scrolled back to the start (`.start`) only the right side fades: the mask's stops
    /// are [black@0, black@0.8, clear@1].
    @MainActor func testAtTheStartTheRightSideFades() async {
        let host = makeHost()
        host.replaceText(in: .prompt(""), with: formula)
        host.scroll(to: .zero)
        XCTAssertEqual(host.scrollOffset(), .zero)
        XCTAssertEqual(place(host), "start")
        XCTAssertEqual(mask(host), "LinearGradient(black@0 black@0.8 clear@1, leading→trailing)")
        let (viewport, content) = geometry(host)
        XCTAssertEqual(content.minX, viewport.minX, accuracy: 0.01)
        XCTAssertGreaterThan(content.maxX, viewport.maxX + 5)
        assertNoDiagnostics(host)
    }

    /// Claim: in the middle (`.between`) both sides fade: [clear@0, black@0.2, black@0.8, clear@1].
    /// The place changes at the article's 5-point margins on either side.
    @MainActor func testInTheMiddleBothSidesFade() async {
        let host = makeHost()
        host.replaceText(in: .prompt(""), with: formula)
        host.scroll(to: CGPoint(x: 60, y: 0))
        XCTAssertEqual(place(host), "between")
        XCTAssertEqual(mask(host), "LinearGradient(clear@0 black@0.2 black@0.8 clear@1, leading→trailing)")
        // minX.rounded() > -5 is still the start; maxX.rounded() < width + 5 already the end.
        for (offset, expected) in [(4, "start"), (6, "between"), (159, "between"), (161, "end")] as [(CGFloat, String)] {
            host.scroll(to: CGPoint(x: offset, y: 0))
            XCTAssertEqual(host.scrollOffset()?.x, offset)
            XCTAssertEqual(place(host), expected, "offset \(offset)")
        }
        assertNoDiagnostics(host)
    }

    /// Claim: the fade is drawn: through the mask, the faded side's characters are shades or
    /// missing while the other side's are whole digits.
    @MainActor func testThePictureShowsTheFadedSide() async {
        let host = makeHost()
        host.replaceText(in: .prompt(""), with: formula)
        let end = pictureRow(host)
        XCTAssertEqual(end.last, "0", "the right end is drawn whole: \(end)")
        XCTAssertFalse(end.first?.isNumber ?? true, "the left end is faded to a shade: \(end)")
        host.scroll(to: .zero)
        let start = pictureRow(host)
        XCTAssertEqual(start.first, "1", "the left end is drawn whole: \(start)")
        XCTAssertFalse(start.last?.isNumber ?? true, "the right end is faded to a shade: \(start)")
        host.scroll(to: CGPoint(x: 76, y: 0))
        let middle = pictureRow(host)
        XCTAssertFalse(middle.first?.isNumber ?? true, "faded on the left: \(middle)")
        XCTAssertFalse(middle.last?.isNumber ?? true, "faded on the right: \(middle)")
        XCTAssertTrue(middle.contains("+"), middle)
    }

    /// Claim: "数式の文字列に変更があった場合は末尾が表示されるように自動スクロールされる" even after the
    /// user scrolled away: from the start, typing another digit scrolls back to the end (the
    /// `onChange` → `scrollTo("indicator", anchor: .trailing)`), and the left side fades again.
    @MainActor func testTypingAfterScrollingToTheStartScrollsBackToTheEnd() async {
        let host = makeHost()
        host.replaceText(in: .prompt(""), with: formula)
        host.scroll(to: .zero)
        XCTAssertEqual(place(host), "start")
        host.typeText("5", into: .prompt(""))
        let (viewport, content) = geometry(host)
        XCTAssertEqual(content.width, 364.667 + 364.667 / 21, accuracy: 0.5, "one more monospaced character")
        XCTAssertEqual(host.scrollOffset()?.x ?? 0, content.width - viewport.width, accuracy: 0.01)
        XCTAssertEqual(content.maxX, viewport.maxX, accuracy: 0.01)
        XCTAssertEqual(place(host), "end")
        XCTAssertEqual(mask(host), "LinearGradient(clear@0 black@0.2 black@1, leading→trailing)")
        XCTAssertEqual(pictureRow(host).last, "5")
        // Deleting back to a short text: no scroll, no fade again.
        host.replaceText(in: .prompt(""), with: "42")
        XCTAssertEqual(host.scrollOffset(), .zero)
        XCTAssertEqual(place(host), "fit")
        XCTAssertEqual(mask(host), "Color(black)")
        assertNoDiagnostics(host)
    }

    /// The component at rest and with the long formula, as dumps.
    @MainActor func testSnapshots() async {
        let host = makeHost()
        assertLayout(of: host, as: .dump, named: "rest")
        host.replaceText(in: .prompt(""), with: formula)
        assertLayout(of: host, as: .dump, named: "formula")
    }
}
