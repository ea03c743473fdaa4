import XCTest
@testable import Tesselate

/// Text spaces itself from its font metrics in a VStack (SwiftUICore's text spacing categories,
/// as OpenSwiftUI reimplements them: `Spacing.textSpacing`). At 3x, body text: r = ⌈10% of
/// 20.287⌉ = 2.333; above a text 4.101 + 2.333 = 6.434; below it max(20.287 + 2.333 − 11.978,
/// 2.333 + 4.101) = 10.642; text to text 0 (SF has no leading). On macOS the same rules give the
/// measured 4.74 / 8.15 / 0 for the 13-point system font.
final class TextSpacingTests: XCTestCase {
    private let above: CGFloat = 17 * 494 / 2048.0 + 7 / 3.0
    private let below: CGFloat = 17 * 2444 / 2048.0 + 7 / 3.0 - 17 * 1443 / 2048.0
    private let line: CGFloat = 17 * 2444 / 2048.0

    @MainActor private func box() -> some View { Color.red.frame(width: 10, height: 10) }

    @MainActor func testGapsAroundText() async {
        let h = ViewHost(
            VStack {
                box().id("a"); Text("Hi").id("t"); box().id("b")
            }, size: CGSize(width: 200, height: 300))
        let a = h.exactFrame(id: "a")!, t = h.exactFrame(id: "t")!, b = h.exactFrame(id: "b")!
        XCTAssertEqual(t.minY - a.maxY, above, accuracy: 1e-6)
        XCTAssertEqual(b.minY - t.maxY, below, accuracy: 1e-6)
        XCTAssertEqual(TextSpacing(fonts: [TextMetrics(font: .body)], pixelLength: 1 / 3.0).above, above, accuracy: 1e-9)
        XCTAssertEqual(TextSpacing(fonts: [TextMetrics(font: .body)], pixelLength: 1 / 3.0).below, below, accuracy: 1e-9)
    }

    // OpenSwiftUI's own check of the rule with the macOS 13-point font (ascender 12.568,
    // descender 2.742, cap height 9.160, 2x): 4.742 above, 8.151 below.
    @MainActor func testRuleReproducesMacOSNumbers() async {
        let spacing = TextSpacing(ascender: 12.568359375, descender: 2.7421875, capHeight: 9.15966796875, pixelLength: 0.5)
        XCTAssertEqual(spacing.above, 4.7421875, accuracy: 1e-9)
        XCTAssertEqual(spacing.below, 8.15087890625, accuracy: 1e-9)
    }

    // A spacer and a symbol beside a text put nothing of their own on the row's bottom edge: the
    // text below is the texts' leading from it (iOS 26.1, home-assistant/iOS's CollapsibleView:
    // header and content lines 21.333 apart at medium size, 3x).
    @MainActor func testSpacerAndSymbolLeaveATextRowsSpacingToItsText() async {
        let h = ViewHost(
            VStack(alignment: .leading) {
                HStack {
                    Text("This is a header"); Spacer(); Image(systemName: "chevron.up")
                }.id("row")
                Text("This is a content").id("content")
            }, size: CGSize(width: 390, height: 300), displayScale: 3)
        h.dynamicTypeSize = .medium
        h.settle()
        XCTAssertEqual(h.exactFrame(id: "content")!.minY - h.exactFrame(id: "row")!.maxY, 2, accuracy: 1e-6)
    }

    // A stack whose content is an `if` that is false adds no gap: the header alone is centred
    // (iOS 26.1, the collapsed CollapsibleView).
    @MainActor func testAnEmptyStackAddsNoSpacing() async {
        let expanded = false
        let h = ViewHost(
            VStack {
                Text("Header").id("header")
                VStack { if expanded { Text("Content") } }
            }.id("stack"), size: CGSize(width: 390, height: 300))
        XCTAssertEqual(h.exactFrame(id: "stack")!.height, h.exactFrame(id: "header")!.height, accuracy: 1e-6)
    }

    // Two texts are the lower one's leading apart: a text style's HIG leading less its line
    // (body at large: 22 − 20.287, rounded up to 2), nothing at a fixed size; two boxes are 8
    // apart; spacing: is used as given.
    @MainActor func testTextsAreTheLowerOnesLeadingApart() async {
        let h = ViewHost(
            VStack {
                Text("A").id("a"); Text("B").id("b"); box().id("c"); box().id("d")
                Text("E").font(.system(size: 17)).id("e"); Text("F").font(.system(size: 17)).id("f")
            }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(h.exactFrame(id: "b")!.minY - h.exactFrame(id: "a")!.maxY, 2, accuracy: 1e-6)
        XCTAssertEqual(h.exactFrame(id: "f")!.minY - h.exactFrame(id: "e")!.maxY, 0, accuracy: 1e-6)
        XCTAssertEqual(h.exactFrame(id: "d")!.minY - h.exactFrame(id: "c")!.maxY, 8, accuracy: 1e-6)
        let fixed = ViewHost(
            VStack(spacing: 3) {
                box().id("a"); Text("B").id("b")
            }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(fixed.exactFrame(id: "b")!.minY - fixed.exactFrame(id: "a")!.maxY, 3, accuracy: 1e-6)
    }

    // A padding replaces the text's edges with an ordinary view's: 8 to a box again. A Spacer
    // next to text adds nothing; an HStack puts 8 between text and a box.
    @MainActor func testPaddingSpacerAndHStack() async {
        let padded = ViewHost(
            VStack {
                Text("A").padding(0.5).id("a"); box().id("b")
            }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(padded.exactFrame(id: "b")!.minY - padded.exactFrame(id: "a")!.maxY, 8, accuracy: 1e-6)
        let spaced = ViewHost(
            VStack {
                Text("A").id("a"); Spacer().id("s"); box().id("b")
            }.frame(height: 100), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(spaced.exactFrame(id: "s")!.minY - spaced.exactFrame(id: "a")!.maxY, 0, accuracy: 1e-6)
        let row = ViewHost(
            HStack {
                Text("A").id("a"); box().id("b")
            }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(row.exactFrame(id: "b")!.minX - row.exactFrame(id: "a")!.maxX, 8, accuracy: 1e-6)
    }

    // A stack of texts passes its first text's top and last text's bottom spacing on.
    @MainActor func testNestedStackPassesTextSpacingOn() async {
        let h = ViewHost(
            VStack {
                box().id("a");
                VStack {
                    Text("A"); Text("B")
                }.id("s"); box().id("b")
            }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(h.exactFrame(id: "s")!.minY - h.exactFrame(id: "a")!.maxY, above, accuracy: 1e-6)
    }

    // First and last text baselines: the first line's ascender, and the last line's.
    @MainActor func testBaselineAlignment() async {
        let h = ViewHost(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.largeTitle).id("big")
                Text("one\ntwo").id("small")
            }, size: CGSize(width: 300, height: 300))
        let big = h.exactFrame(id: "big")!, small = h.exactFrame(id: "small")!
        XCTAssertEqual(big.minY + 34 * 1950 / 2048, small.minY + 17 * 1950 / 2048, accuracy: 1e-6)
        let last = ViewHost(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("Big").font(.largeTitle).id("big")
                Text("one\ntwo").id("small")
            }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(
            last.exactFrame(id: "big")!.minY + 34 * 1950 / 2048,
            last.exactFrame(id: "small")!.minY + line + 5.0 / 3 + 17 * 1950 / 2048, accuracy: 1e-6)
    }
}
