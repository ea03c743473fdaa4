import XCTest
import Tesselate

/// Underline, strikethrough and baseline offset (TextDecorations), on a `Text` and on a view.
final class TextDecorationsTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 300, height: 200), displayScale: 3)
    }

    // Lines are drawn, not measured: the size is the plain text's; the dump and the SVG show them.
    @MainActor func testUnderlineAndStrikethroughAreDrawnNotMeasured() async {
        let h = host(
            VStack {
                Text("Sale").underline().id("a"); Text("Was $9").strikethrough(color: .red).id("b")
            })
        XCTAssertEqual(h.exactFrame(id: "a")?.size, TextMeasurement("Sale").size)
        let dump = h.dump()
        XCTAssertTrue(dump.contains("Text(\"Sale\", underline"), dump)
        XCTAssertTrue(dump.contains("Text(\"Was $9\", strikethrough"), dump)
        XCTAssertTrue(h.svg().contains("text-decoration=\"underline\""))
        XCTAssertTrue(h.svg().contains("text-decoration=\"line-through\""))
        let inherited = host(
            VStack {
                Text("a"); Text("b").underline(false)
            }.underline())
        XCTAssertEqual(inherited.dump().components(separatedBy: ", underline").count - 1, 1, "a Text's own setting wins")
    }

    // A raised baseline grows the line above it, a lowered one below (TextKit's line fragments):
    // body 20.287 + 6 = 26.287 → 26.333 at 3x; the first baseline moves down by the raise.
    @MainActor func testBaselineOffsetGrowsTheLine() async {
        let h = host(
            VStack {
                Text("Up").baselineOffset(6).id("up"); Text("Down").baselineOffset(-4).id("down")
            })
        XCTAssertEqual(h.exactFrame(id: "up")?.height ?? 0, 26.333333, accuracy: 1e-5)
        XCTAssertEqual(h.exactFrame(id: "down")?.height ?? 0, 24.333333, accuracy: 1e-5)
        let raised = TextMeasurement(
            StyledText(runs: [
                {
                    var r = StyledRun(string: "Up", font: .body); r.baselineOffset = 6; return r
                }()
            ]))
        XCTAssertEqual(raised.result.firstBaseline, 17 * 1950 / 2048 + 6, accuracy: 1e-9)
        XCTAssertTrue(host(Text("x").baselineOffset(.nan)).diagnostics.isEmpty, "not finite: no offset")
    }
}
