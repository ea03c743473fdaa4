import XCTest
@testable import Tesselate

/// `ViewHost.render()`: exact character pictures of tiny windows. Shades, lightest first:
/// `" .:-=+*#%@"` (darkness 1 − luma, times alpha); black is `@`, `Color.red` `+`, `Color.gray` `=`.
final class RasterRendererTests: XCTestCase {
    /// The picture of `view` in a `w`×`h` window, `cell` points per cell, without the box.
    @MainActor private func picture<V: View>(
        _ view: V, _ w: CGFloat, _ h: CGFloat, cell: CGSize = CGSize(width: 2, height: 2),
        prepare: (ViewHost<V>) -> Void = { _ in }
    ) -> [String] {
        let host = ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
        prepare(host)
        return host.render(RasterOptions(pointsPerCell: cell, border: false)).components(separatedBy: "\n")
    }

    @MainActor func testRedSquareInTheMiddleOfTheWindow() async {
        // The 8×8 square is centred at (6, 4); 2×2-point cells: columns 3…6, rows 2…5.
        XCTAssertEqual(
            picture(Color.red.frame(width: 8, height: 8), 20, 16),
            [
                "          ",
                "          ",
                "   ++++   ",
                "   ++++   ",
                "   ++++   ",
                "   ++++   ",
                "          ",
                "          ",
            ])
    }

    @MainActor func testDefaultCellsAndBox() async {
        let host = ViewHost(Color.black, size: CGSize(width: 20, height: 16), displayScale: 1)
        // 8×16 points a cell: 20×16 is 2×1 cells (the cells whose centres are in the window), in a box.
        XCTAssertEqual(host.render(), "┌──┐\n│@@│\n└──┘")
        XCTAssertEqual(host.render(), host.render(), "deterministic")
    }

    @MainActor func testTextIsOneCharacterPerCellOnItsMiddleRow() async {
        let view = Text("Hi").frame(width: 40, height: 24, alignment: .topLeading)
        // The text's first line is 20.333 points tall: its middle, y ≈ 10, is on row 2 (4-point
        // rows); it starts at column 0.
        let rows = picture(view, 40, 24, cell: CGSize(width: 4, height: 4))
        XCTAssertEqual(rows.count, 6)
        XCTAssertEqual(rows[2], "Hi        ")
        XCTAssertEqual(rows.filter { $0.trimmingCharacters(in: .whitespaces).isEmpty }.count, 5)
    }

    @MainActor func testLinesCloserThanACellGetARowEach() async {
        // Two 12-point lines (14.3 points each) in 32-point rows: both middles are on row 0.
        let view = Text("a\nb").font(.caption).frame(width: 16, height: 64, alignment: .top)
        XCTAssertEqual(picture(view, 16, 64, cell: CGSize(width: 8, height: 32)), ["a ", "b "])
    }

    @MainActor func testTextOnAFillKeepsItsSpacesBlank() async {
        let view = Text("a b").frame(width: 40, height: 24, alignment: .topLeading).background(Color.black)
        let rows = picture(view, 40, 24, cell: CGSize(width: 4, height: 4))
        XCTAssertEqual(rows[2], "a b@@@@@@@")
        XCTAssertEqual(rows[0], "@@@@@@@@@@")
    }

    @MainActor func testWideCharactersTakeTwoCells() async {
        let view = Text("タイ").frame(width: 40, height: 24, alignment: .topLeading)
        let rows = picture(view, 40, 24, cell: CGSize(width: 4, height: 4))
        XCTAssertEqual(rows[2], "タイ      ")
        for row in rows { XCTAssertEqual(row.reduce(0) { $0 + terminalWidth(of: $1) }, 10) }
    }

    @MainActor func testGradientMaskFadesOut() async {
        let view = Color.black.mask {
            LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
        }
        // Cell centres at x = 1, 3, …, 19 of 20: alpha 0.95, 0.85, …, 0.05.
        XCTAssertEqual(picture(view, 20, 2), ["@%#*+=-:.."])
    }

    @MainActor func testMaskAlphaMultipliesOpacityAndText() async {
        let view = Text("abcdef").fixedSize().frame(width: 24, height: 24, alignment: .topLeading)
            .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
        // Glyphs show where their alpha is at least ½; the faint ones are shades.
        XCTAssertEqual(picture(view, 24, 24, cell: CGSize(width: 4, height: 4))[2], "abc:..")
    }

    @MainActor func testClipShapeCircle() async {
        XCTAssertEqual(
            picture(Color.black.frame(width: 16, height: 16).clipShape(Circle()), 16, 16),
            [
                "  @@@@  ",
                " @@@@@@ ",
                "@@@@@@@@",
                "@@@@@@@@",
                "@@@@@@@@",
                "@@@@@@@@",
                " @@@@@@ ",
                "  @@@@  ",
            ])
    }

    @MainActor func testClippedCutsOverflowingContent() async {
        let inner = Color.black.frame(width: 40, height: 4)
        XCTAssertEqual(picture(inner.frame(width: 20, height: 4).clipped(), 40, 4), ["     @@@@@@@@@@     ", "     @@@@@@@@@@     "])
        XCTAssertEqual(picture(inner.frame(width: 20, height: 4), 40, 4)[0], String(repeating: "@", count: 20))
    }

    @MainActor func testGroupOpacityCompositesTheGroupOnce() async {
        let view = ZStack {
            Color.black; Color.white.frame(width: 8)
        }.opacity(0.5)
        // One layer at ½: the white stays white (a per-view opacity would give ¼ black there).
        XCTAssertEqual(picture(view, 16, 2), ["++    ++"])
    }

    @MainActor func testOpacityAndHidden() async {
        XCTAssertEqual(picture(Color.black.opacity(0.25), 8, 2), ["::::"], "a colour's opacity")
        XCTAssertEqual(picture(Color.black.frame(width: 8, height: 2).opacity(0.25), 8, 2), ["::::"], "a view's")
        XCTAssertEqual(picture(Color.black.hidden(), 8, 2), ["    "])
        XCTAssertEqual(picture(Color.black.opacity(0), 8, 2), ["    "])
    }

    @MainActor func testBackgroundBeforeOverlayAfter() async {
        let view = Color.clear.frame(width: 8, height: 4)
            .overlay(Color.black.frame(width: 4, height: 4))
            .background(Color.gray)
        XCTAssertEqual(picture(view, 8, 4), ["=@@=", "=@@="])
    }

    @MainActor func testScaleEffectScalesAroundTheCentre() async {
        // 8×8 at (6, 4), scaled ×2 around (10, 8): (2, 0, 16×16).
        let rows = picture(Color.black.frame(width: 8, height: 8).scaleEffect(2), 20, 16)
        XCTAssertEqual(rows, Array(repeating: " @@@@@@@@ ", count: 8))
        XCTAssertEqual(
            picture(Color.black.frame(width: 8, height: 8).scaleEffect(0), 20, 16),
            Array(repeating: "          ", count: 8), "a scale of 0 draws nothing")
    }

    @MainActor func testRotationIsSampledThroughTheInverseTransform() async {
        let rows = picture(Color.black.frame(width: 12, height: 12).rotationEffect(.degrees(45)), 20, 20)
        XCTAssertEqual(
            rows,
            [
                "          ",
                "    @@    ",
                "   @@@@   ",
                "  @@@@@@  ",
                " @@@@@@@@ ",
                " @@@@@@@@ ",
                "  @@@@@@  ",
                "   @@@@   ",
                "    @@    ",
                "          ",
            ])
    }

    @MainActor func testOffsetMovesTheDrawing() async {
        XCTAssertEqual(picture(Color.black.frame(width: 4, height: 2).offset(x: 6), 16, 2), ["      @@"])
    }

    @MainActor func testScrollViewClipsAndFollowsItsOffset() async {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.black.frame(height: 8)
                Color.white.frame(height: 8)
                Color.gray.frame(height: 8)
                Color.black.frame(height: 8)
            }
        }
        .frame(height: 16)
        let cell = CGSize(width: 4, height: 8)
        XCTAssertEqual(picture(view, 8, 32, cell: cell), ["  ", "@@", "  ", "  "])
        XCTAssertEqual(picture(view, 8, 32, cell: cell) { $0.scroll(to: CGPoint(x: 0, y: 8)) }, ["  ", "  ", "==", "  "])
    }

    @MainActor func testThinShapesAndDividersAreNotLost() async {
        let line = VStack(spacing: 0) {
            Color.black.frame(height: 1); Color.clear.frame(height: 7)
        }
        XCTAssertEqual(picture(line, 8, 8, cell: CGSize(width: 2, height: 4)), ["@@@@", "    "])
        let divider = VStack(spacing: 0) {
            Color.clear.frame(height: 4); Divider(); Color.clear.frame(height: 4)
        }
        XCTAssertEqual(picture(divider, 8, 9, cell: CGSize(width: 2, height: 4))[1], "────")
    }

    @MainActor func testExtremeTransformsAndWindowsDoNotCrash() async {
        let huge = picture(Color.black.frame(width: 8, height: 8).scaleEffect(1e300), 20, 16)
        XCTAssertEqual(huge.count, 8)
        XCTAssertEqual(
            picture(Color.black.frame(width: 8, height: 8).scaleEffect(x: 1e-300), 20, 16).joined(), String(repeating: " ", count: 80))
        let big = ViewHost(Color.black, size: CGSize(width: 1e9, height: 1e9), displayScale: 1).render(RasterOptions(border: false))
        XCTAssertEqual(big.split(separator: "\n").count, 1_000, "at most 1 000 rows")
        XCTAssertTrue(wellFormednessProblem(ViewHost(Text("x").scaleEffect(1e300), size: CGSize(width: 20, height: 16)).svg()) == nil)
    }

    @MainActor func testBadCellSizesFallBackToTheDefault() async {
        let host = ViewHost(Color.black, size: CGSize(width: 16, height: 16), displayScale: 1)
        for cell in [
            CGSize.zero, CGSize(width: -1, height: 4), CGSize(width: CGFloat.nan, height: 4), CGSize(width: 4, height: CGFloat.infinity),
        ] {
            XCTAssertEqual(host.render(pointsPerCell: cell), host.render())
        }
        XCTAssertEqual(ViewHost(Color.black, size: .zero).render(), "┌┐\n└┘")
    }

    /// Large text cut by a scroll view shows the characters about where they are drawn, not the
    /// first ones packed at the line's start.
    @MainActor func testClippedLargeTextShowsItsVisiblePart() async {
        let view = ScrollView(.horizontal) { Text("0123456789").font(.system(size: 40)).fixedSize() }
            .frame(width: 80).defaultScrollAnchor(.trailing)
        let rows = picture(view, 80, 48)
        let line = rows.first { $0.contains(where: \.isNumber) } ?? ""
        XCTAssertTrue(line.contains("9"), "the end of the text is what shows: \(rows)")
        XCTAssertFalse(line.contains("0"), "the start is scrolled off: \(rows)")
    }

    /// A rounded-border field draws its box and its text; an empty one its placeholder.
    @MainActor func testTextFieldsAreDrawn() async {
        let filled = picture(TextField("Name", text: .constant("abc")).textFieldStyle(.roundedBorder).frame(width: 80), 80, 48)
        XCTAssertTrue(filled.contains { $0.contains("abc") }, "\(filled)")
        XCTAssertTrue(filled.contains { $0.contains(".") }, "the field's box is shaded: \(filled)")
        let empty = picture(TextField("Name", text: .constant("")), 80, 48)
        XCTAssertTrue(empty.joined().contains("N"), "the placeholder is drawn: \(empty)")
    }

    /// Centred multiline text draws each line where its alignment puts it.
    @MainActor func testCentredLinesAreDrawnCentred() async {
        let view = Text("a\nbbbbbbb").multilineTextAlignment(.center).frame(width: 80, alignment: .leading)
        let rows = picture(view, 80, 48, cell: CGSize(width: 4, height: 4)).filter { $0.contains(where: \.isLetter) }
        XCTAssertEqual(rows.count, 2)
        let aColumn = rows[0].firstIndex(of: "a").map { rows[0].distance(from: rows[0].startIndex, to: $0) } ?? -1
        let bColumn = rows[1].firstIndex(of: "b").map { rows[1].distance(from: rows[1].startIndex, to: $0) } ?? -1
        XCTAssertGreaterThan(aColumn, bColumn, "the short line starts further in: \(rows)")
    }
}
