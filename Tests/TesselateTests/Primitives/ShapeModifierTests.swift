import XCTest
import Tesselate

/// Modifiers that draw with shapes or change drawing: `border`, `background(_:in:fillStyle:)`,
/// `shadow`, `zIndex`, `position`, `contentShape`, `blendMode`, `compositingGroup`,
/// `drawingGroup`. All but `position` leave layout alone, as in SwiftUI.
final class ShapeModifierTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 20, _ h: CGFloat = 16) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    @MainActor private func picture<V: View>(_ view: V, _ w: CGFloat = 20, _ h: CGFloat = 16) -> [String] {
        host(view, w, h).render(RasterOptions(pointsPerCell: CGSize(width: 1, height: 1), border: false)).components(separatedBy: "\n")
    }

    /// SwiftUI: `border(_:width:)` draws "inside the bounds of this view" (Apple's documentation)
    /// and does not change its size: it is an overlay of `Rectangle().strokeBorder`.
    @MainActor func testBorderIsDrawnInsideWithoutChangingLayout() async {
        let h = host(Color.clear.frame(width: 10, height: 6).id("box").border(Color.black, width: 2))
        assertFrame(h.exactFrame(id: "box"), 5, 5, 10, 6)
        XCTAssertTrue(
            h.svg().contains("<rect x=\"6\" y=\"6\" width=\"8\" height=\"4\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\""), h.svg())
        let rows = picture(Color.clear.frame(width: 10, height: 6).border(Color.black, width: 2))
        XCTAssertEqual(
            Array(rows[4...11]),
            [
                "                    ",
                "     @@@@@@@@@@     ",
                "     @@@@@@@@@@     ",
                "     @@      @@     ",
                "     @@      @@     ",
                "     @@@@@@@@@@     ",
                "     @@@@@@@@@@     ",
                "                    ",
            ])
        XCTAssertTrue(h.dump().contains("Rectangle(strokeBorder: black, lineWidth: 2)"), h.dump())
    }

    /// SwiftUI: `background(_:in:fillStyle:)` fills a shape the size of the view behind it.
    @MainActor func testBackgroundInAShape() async {
        let h = host(Color.clear.frame(width: 12, height: 6).id("tag").background(Color.blue, in: Capsule()))
        assertFrame(h.exactFrame(id: "tag"), 4, 5, 12, 6)
        XCTAssertTrue(h.svg().contains("<rect x=\"4\" y=\"5\" width=\"12\" height=\"6\" rx=\"3\" ry=\"3\" fill=\"#007aff\"/>"), h.svg())
        let ring = host(
            Color.clear.background(
                Color.black,
                in: Path { p in
                    p.addRect(CGRect(x: 0, y: 0, width: 20, height: 16))
                    p.addRect(CGRect(x: 5, y: 5, width: 10, height: 6))
                }, fillStyle: FillStyle(eoFill: true)))
        XCTAssertTrue(ring.svg().contains("fill-rule=\"evenodd\""), ring.svg())
    }

    /// SwiftUI: a shadow draws the view's alpha in the shadow colour, blurred and offset, behind
    /// it; the default colour is black at 33%. Layout is unchanged.
    @MainActor func testShadowIsDrawnBehindAndChangesNoLayout() async {
        let h = host(Color.white.frame(width: 10, height: 6).id("card").shadow(radius: 4, x: 0, y: 2))
        assertFrame(h.exactFrame(id: "card"), 5, 5, 10, 6)
        let svg = h.svg()
        XCTAssertTrue(
            svg.contains(
                "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2\"/><feOffset dx=\"0\" dy=\"2\" result=\"offset\"/>"
                    + "<feFlood flood-color=\"#000000\" flood-opacity=\"0.33\"/>"), svg)
        XCTAssertTrue(svg.contains("<g filter=\"url(#shadow1)\">"), svg)
        // The character picture: moved by the offset in whole cells, widened by the radius at half strength.
        // A white 4×2 card at (2, 2): its shadow, moved 2 cells, shows below it.
        let rows = picture(Color.white.frame(width: 4, height: 2).shadow(color: .black, radius: 0, x: 2, y: 2), 8, 6)
        XCTAssertEqual(rows, ["        ", "        ", "        ", "        ", "    @@@@", "    @@@@"])
        let faint = picture(Color.white.frame(width: 2, height: 2).shadow(color: .black, radius: 1), 6, 6)
        XCTAssertEqual(faint, ["      ", " ++++ ", " +  + ", " +  + ", " ++++ ", "      "], "a radius of a cell: a half-strength ring")
    }

    @MainActor func testBadShadowValuesAreReported() async {
        let h = host(Color.red.shadow(radius: -3, x: .nan))
        XCTAssertEqual(h.diagnostics.map(\.code), [.invalidValue, .invalidValue])
        XCTAssertTrue(h.svg().contains("stdDeviation=\"0\""), h.svg())
    }

    /// SwiftUI: a container draws children in increasing `zIndex`, source order among equals;
    /// `zIndex` does not move anything.
    @MainActor func testZIndexOrdersDrawingInAZStack() async {
        let view = ZStack {
            Color.black.frame(width: 10, height: 10).zIndex(1)
            Color.gray.frame(width: 14, height: 6).id("gray")
        }
        let svg = host(view).svg()
        let black = svg.range(of: "fill=\"#000000\""), gray = svg.range(of: "fill=\"#8e8e93\"")
        XCTAssertNotNil(black)
        if let black, let gray { XCTAssertLessThan(gray.lowerBound, black.lowerBound, "black is drawn last, on top: \(svg)") }
        XCTAssertEqual(picture(view)[8], "   ==@@@@@@@@@@==   ", "black (@) covers the middle of gray (=)")
        assertFrame(host(view).exactFrame(id: "gray"), 3, 5, 14, 6)
        // In a stack, and kept through later modifiers: the outermost zIndex counts.
        let stack = HStack(spacing: -4) {
            Color.black.frame(width: 8, height: 4).zIndex(2).padding(0)
            Color.gray.frame(width: 8, height: 4).zIndex(5).zIndex(1)
        }
        XCTAssertEqual(picture(stack)[7], "    @@@@@@@@====    ", "gray's outermost zIndex (1) is below black's (2)")
        XCTAssertEqual(host(Color.red.zIndex(.nan)).diagnostics.map(\.code), [.invalidValue])
    }

    /// SwiftUI's `_PositionLayout` (OpenSwiftUI): the modifier takes the proposal (the child's
    /// size where it is `nil`) and centres the child, proposed the modifier's size, on the point.
    @MainActor func testPositionTakesTheProposalAndCentresTheChild() async {
        let h = host(Color.black.frame(width: 6, height: 4).id("dot").position(x: 4, y: 3), 20, 16)
        assertFrame(h.exactFrame(id: "dot"), 1, 1, 6, 4)
        XCTAssertTrue(h.dump().hasPrefix("Tesselate dump v1 · window 20×16 @1x\nposition(x: 4, y: 3)  (0, 0, 20×16)"), h.dump())
        // In a stack proposed nil across, the position takes the child's size there.
        let row = host(
            VStack(spacing: 0) {
                Text("A").id("text").position(x: 10, y: 0).id("p")
            }.fixedSize(), 200, 100)
        XCTAssertEqual(row.exactFrame(id: "p")?.size, row.exactFrame(id: "text")?.size)
        XCTAssertEqual(host(Color.red.position(x: .infinity, y: 1)).diagnostics.map(\.code), [.invalidValue])
        let moved = host(Color.black.frame(width: 2, height: 2).position(CGPoint(x: 10, y: 8)).id("o").offset(x: 1))
        assertFrame(moved.exactFrame(id: "o"), 1, 0, 20, 16, "offset moves the whole position frame")
    }

    @MainActor func testContentShapeIsRecordedAndNotDrawn() async {
        let h = host(
            Color.red.frame(width: 10, height: 10).contentShape(Circle()).contentShape(
                .dragPreview, RoundedRectangle(cornerRadius: 3), eoFill: true))
        let dump = h.dump()
        XCTAssertTrue(dump.contains("contentShape(Circle)"), dump)
        XCTAssertTrue(dump.contains("contentShape(RoundedRectangle, cornerRadius: 3, kinds: dragPreview, eoFill: true)"), dump)
        XCTAssertEqual(h.svg().components(separatedBy: "<rect").count, 3, "the window and the red square only")
    }

    /// SwiftUI: `blendMode` composites with what is below; `compositingGroup` and `drawingGroup`
    /// composite the subtree on its own first. Drawing only.
    @MainActor func testBlendModesAndCompositingGroups() async {
        let view = ZStack {
            Color.yellow
            Color.red.frame(width: 10, height: 10).blendMode(.multiply).id("red")
        }.compositingGroup()
        let h = host(view)
        XCTAssertTrue(h.svg().contains("<g style=\"isolation:isolate\">"), h.svg())
        XCTAssertTrue(h.svg().contains("<g style=\"mix-blend-mode:multiply\">"), h.svg())
        assertFrame(h.exactFrame(id: "red"), 5, 3, 10, 10)
        XCTAssertEqual(
            picture(view)[8],
            picture(
                ZStack {
                    Color.yellow; Color.red.frame(width: 10, height: 10)
                })[8],
            "the character picture draws blend modes as normal")
        let drawing = host(Color.red.drawingGroup(opaque: true, colorMode: .linear))
        XCTAssertTrue(drawing.dump().contains("drawingGroup(opaque: true, colorMode: linear)"), drawing.dump())
        XCTAssertTrue(drawing.svg().contains("isolation:isolate"))
        XCTAssertFalse(host(Color.red.blendMode(.destinationOut)).svg().contains("mix-blend-mode"), "no SVG equivalent: drawn normal")
        XCTAssertEqual(BlendMode.allCases.count, 21)
    }
}
