import XCTest
@testable import Tesselate

/// Shapes made from shapes and the built-in rounded shapes: `rotation`, `offset`, `scale`,
/// `trim`, `inset(by:)`, `RoundedRectangle(cornerSize:style:)`, `Capsule(style:)`,
/// `UnevenRoundedRectangle`, and the static shorthands (`.capsule`, `.rect(cornerRadius:)`, …).
/// SwiftUI's rule for all of them: the shape keeps its frame (layout is unchanged, a shape takes
/// what it is offered) and only its path moves within it. Sources: Apple's documentation of
/// `Shape.rotation(_:anchor:)` ("rotates this shape around an anchor point"), `scale(x:y:anchor:)`
/// ("scales this shape without changing its bounding frame"), `InsettableShape.inset(by:)`;
/// OpenSwiftUI `FixedRoundedRect.insetBy` (an inset rounded rect's radius shrinks by the inset).
final class ShapeTransformTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 20, height: 10)

    @MainActor func testTransformsMoveThePathNotTheFrame() async {
        let moved = Rectangle().offset(x: 3, y: -2).path(in: rect)
        XCTAssertEqual(moved.boundingRect, CGRect(x: 3, y: -2, width: 20, height: 10))
        let scaled = Rectangle().scale(0.5).path(in: rect)
        XCTAssertEqual(scaled.boundingRect, CGRect(x: 5, y: 2.5, width: 10, height: 5), "around the centre")
        let corner = Rectangle().scale(x: 0.5, y: 1, anchor: .topLeading).path(in: rect)
        XCTAssertEqual(corner.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        XCTAssertEqual(turned.minX, 5, accuracy: 0.001, "a quarter turn about the centre makes it 10 wide")
        XCTAssertEqual(turned.height, 20, accuracy: 0.001)
        let h = ViewHost(
            Capsule().rotation(.degrees(45)).frame(width: 30, height: 10).id("pill"), size: CGSize(width: 60, height: 40), displayScale: 1)
        assertFrame(h.exactFrame(id: "pill"), 15, 15, 30, 10)
        XCTAssertTrue(h.dump().contains("Capsule(rotation: 45°, fill: primary)"), h.dump())
    }

    @MainActor func testTrimKeepsItsFractionAndIsDescribed() async {
        let h = ViewHost(
            Circle().trim(from: 0.25, to: 0.5).stroke(Color.black, lineWidth: 2), size: CGSize(width: 20, height: 20), displayScale: 1)
        // From the bottom to the leading point: a quarter of the circle, clockwise on screen.
        XCTAssertTrue(h.svg().contains("<path d=\"M10 20C"), h.svg())
        XCTAssertTrue(h.svg().contains(" 0 10\" fill=\"none\" stroke=\"#000000\""), h.svg())
        XCTAssertTrue(h.dump().contains("Circle(trim: 0.25…0.5, stroke: black, lineWidth: 2)"), h.dump())
        let bad = ViewHost(Circle().trim(from: .nan, to: 1), size: CGSize(width: 20, height: 20), displayScale: 1)
        XCTAssertEqual(bad.diagnostics.map(\.code), [.invalidValue])
    }

    @MainActor func testInsetShrinksEachBuiltInShape() async {
        XCTAssertEqual(Rectangle().inset(by: 2).path(in: rect).boundingRect, CGRect(x: 2, y: 2, width: 16, height: 6))
        XCTAssertEqual(Circle().inset(by: 1).path(in: rect).boundingRect, CGRect(x: 6, y: 1, width: 8, height: 8))
        XCTAssertEqual(Ellipse().inset(by: 1).path(in: rect).boundingRect, CGRect(x: 1, y: 1, width: 18, height: 8))
        XCTAssertEqual(
            Capsule().inset(by: 1).inset(by: 1).path(in: rect).boundingRect, CGRect(x: 2, y: 2, width: 16, height: 6),
            "insets add up")
        XCTAssertEqual(Rectangle().inset(by: 6).path(in: rect), Path(), "nothing is left")
        let rounded = RoundedRectangle(cornerRadius: 4).inset(by: 3).path(in: rect)
        XCTAssertEqual(
            rounded.parts,
            [.roundedRect(CGRect(x: 3, y: 3, width: 14, height: 4), CornerRadii(all: CGSize(width: 1, height: 1)), .continuous)])
    }

    @MainActor func testRoundedShapesKeepTheirStyleAndCorners() async {
        XCTAssertEqual(RoundedRectangle(cornerRadius: 8).style, .continuous, "SwiftUI's default")
        XCTAssertEqual(Capsule().style, .continuous)
        XCTAssertEqual(
            RoundedRectangle(cornerSize: CGSize(width: 6, height: 3), style: .circular).path(in: rect).parts,
            [.roundedRect(rect, CornerRadii(all: CGSize(width: 6, height: 3)), .circular)])
        let h = ViewHost(
            RoundedRectangle(cornerSize: CGSize(width: 6, height: 3), style: .circular).fill(Color.black),
            size: CGSize(width: 20, height: 10), displayScale: 1)
        // Each radius is clamped to half the shorter side (5), as SwiftUI clamps corners.
        XCTAssertTrue(h.svg().contains("<rect x=\"0\" y=\"0\" width=\"20\" height=\"10\" rx=\"5\" ry=\"3\" fill=\"#000000\"/>"), h.svg())
        XCTAssertTrue(h.dump().contains("RoundedRectangle(cornerSize: 6×3, style: circular, fill: black)"), h.dump())
        // Continuous corners, clamped the same way, leave the trailing edge 1.528665 × 3 above
        // the bottom.
        let continuous = ViewHost(
            RoundedRectangle(cornerSize: CGSize(width: 6, height: 3)).fill(Color.black), size: CGSize(width: 20, height: 10),
            displayScale: 1)
        XCTAssertTrue(continuous.svg().contains("<path d=\"M20 5L20 5.414C"), continuous.svg())
    }

    @MainActor func testUnevenRoundedRectangleRoundsEachCornerOnItsOwn() async {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 3)
        XCTAssertEqual(shape.cornerRadii, RectangleCornerRadii(topLeading: 8, bottomLeading: 0, bottomTrailing: 3, topTrailing: 0))
        let path = shape.path(in: rect)
        XCTAssertFalse(path.contains(CGPoint(x: 0.5, y: 0.5)), "the top-leading corner is cut (radius clamped to 5)")
        XCTAssertTrue(path.contains(CGPoint(x: 19.5, y: 0.5)), "the top-trailing corner is square")
        var circular = shape
        circular.style = .circular
        let svg = ViewHost(circular.fill(Color.black), size: CGSize(width: 20, height: 10), displayScale: 1).svg()
        XCTAssertTrue(svg.contains("<path d=\"M5 0H20L20 0V7A3 3 0 0 1 17 10H0L0 10V5A5 5 0 0 1 5 0Z\" fill=\"#000000\"/>"), svg)
        XCTAssertEqual(
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 2)).inset(by: 1).path(in: rect).boundingRect,
            CGRect(x: 1, y: 1, width: 18, height: 8))
    }

    @MainActor func testShorthandsAreTheBuiltInShapes() async {
        func kind<S: Shape>(_ shape: S) -> String { String(describing: S.self) }
        XCTAssertEqual(kind(.capsule), "Capsule")
        XCTAssertEqual(kind(.circle), "Circle")
        XCTAssertEqual(kind(.ellipse), "Ellipse")
        XCTAssertEqual(kind(.rect), "Rectangle")
        XCTAssertEqual(kind(.rect(cornerRadius: 4)), "RoundedRectangle")
        XCTAssertEqual(kind(.rect(cornerSize: CGSize(width: 2, height: 2), style: .circular)), "RoundedRectangle")
        XCTAssertEqual(kind(.rect(topLeadingRadius: 4)), "UnevenRoundedRectangle")
        XCTAssertEqual(kind(.capsule(style: .circular)), "Capsule")
        let h = ViewHost(Color.red.frame(width: 10, height: 6).clipShape(.capsule), size: CGSize(width: 20, height: 10), displayScale: 1)
        XCTAssertTrue(
            h.svg().contains("<clipPath id=\"clip1\"><rect x=\"5\" y=\"2\" width=\"10\" height=\"6\" rx=\"3\" ry=\"3\"/></clipPath>"),
            h.svg())
    }

    @MainActor func testAPathIsDrawnInItsViewsCoordinates() async {
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 8, y: 0))
            p.addLine(to: CGPoint(x: 4, y: 6))
            p.closeSubpath()
        }
        let h = ViewHost(
            triangle.fill(Color.black).frame(width: 12, height: 12).id("t"), size: CGSize(width: 20, height: 20), displayScale: 1)
        assertFrame(h.exactFrame(id: "t"), 4, 4, 12, 12)
        XCTAssertTrue(h.svg().contains("<path d=\"M4 4L12 4L8 10Z\" fill=\"#000000\"/>"), "drawn from the frame's corner: \(h.svg())")
    }
}
