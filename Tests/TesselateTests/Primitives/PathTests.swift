import XCTest
@testable import Tesselate

/// `Path`: what SwiftUI's path-building API adds, and the geometry the renderers ask of it. The
/// orders and directions are SwiftUI's (CoreGraphics') with y pointing down: a rect runs from
/// its top-leading corner and an ellipse and a rounded rect from the middle of their trailing
/// side, all clockwise on screen (Apple's `addRoundedRect(in:cornerSize:style:transform:)`
/// documentation: "starting by moving to the center of the right edge"); angles grow clockwise
/// on screen, so `addArc(…, clockwise: false)` turns clockwise on screen.
final class PathTests: XCTestCase {
    private func elements(_ path: Path) -> [Path.Element] {
        var result: [Path.Element] = []
        path.forEach { result.append($0) }
        return result
    }

    private func assertPoint(
        _ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 0.001, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, file: file, line: line)
    }

    func testBuildingWithAClosureMakesLinesAndCurves() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
            p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
            p.closeSubpath()
        }
        XCTAssertEqual(
            elements(path),
            [
                .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5)),
                .curve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12)),
                .closeSubpath,
            ])
        XCTAssertEqual(path.currentPoint, .zero, "after closing, the subpath's start")
        XCTAssertEqual(path.svgData, "M0 0L10 0Q15 5 10 10C8 12 2 12 0 10Z")
        XCTAssertTrue(Path().isEmpty)
        XCTAssertEqual(Path().boundingRect, .null, "an empty path has null bounds, as CoreGraphics'")
    }

    func testAddLinesStartsASubpath() {
        var path = Path()
        path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 4)])
        XCTAssertEqual(elements(path), [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 5, y: 1)), .line(to: CGPoint(x: 5, y: 4))])
        XCTAssertEqual(path.boundingRect, CGRect(x: 1, y: 1, width: 4, height: 3))
    }

    func testRectRunsClockwiseFromTheTopLeadingCorner() {
        XCTAssertEqual(
            elements(Path(CGRect(x: 0, y: 0, width: 4, height: 2))),
            [
                .move(to: .zero), .line(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 0, y: 2)),
                .closeSubpath,
            ])
    }

    func testEllipseAndRoundedRectStartAtTheTrailingMiddle() {
        let ellipse = elements(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)))
        XCTAssertEqual(ellipse.first, .move(to: CGPoint(x: 20, y: 5)))
        // The first quarter ends at the bottom: clockwise on screen.
        guard case .curve(let end, _, _) = ellipse[1] else { return XCTFail("\(ellipse)") }
        XCTAssertEqual(end, CGPoint(x: 10, y: 10))
        XCTAssertEqual(ellipse.count, 6, "move, four quarters, close")

        var rounded = Path()
        rounded.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 3, height: 3), style: .circular)
        let parts = elements(rounded)
        XCTAssertEqual(parts.first, .move(to: CGPoint(x: 20, y: 5)))
        XCTAssertEqual(parts[1], .line(to: CGPoint(x: 20, y: 7)), "down the trailing edge first")
        // A continuous corner leaves the edge 1.528665 radii from the corner, in three curves.
        let continuous = elements(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3))
        XCTAssertEqual(continuous[1], .line(to: CGPoint(x: 20, y: 10 - 3 * 1.528_665)))
        guard case .curve(let end, _, _) = continuous[4] else { return XCTFail("\(continuous)") }
        XCTAssertEqual(end.x, 20 - 3 * 1.528_665, accuracy: 1e-9)
        XCTAssertEqual(end.y, 10, accuracy: 1e-9)
    }

    func testArcsTurnClockwiseOnScreenWhenNotClockwise() {
        // From 0° (trailing) to 90° with clockwise: false: a quarter through the bottom.
        var down = Path()
        down.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(
            down.currentPoint.map { CGPoint(x: ($0.x * 1000).rounded() / 1000, y: ($0.y * 1000).rounded() / 1000) },
            CGPoint(x: 10, y: 20))
        XCTAssertEqual(down.boundingRect.width, 10, accuracy: 0.01, "a quarter")
        // The same angles with clockwise: true go the long way round, through the top.
        var around = Path()
        around.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        XCTAssertEqual(around.boundingRect.width, 20, accuracy: 0.01, "three quarters")
        XCTAssertEqual(around.boundingRect.minY, 0, accuracy: 0.01)
        // A relative arc of a whole turn is a circle; a line joins the current point to the arc.
        var joined = Path()
        joined.move(to: .zero)
        joined.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, delta: .degrees(360))
        XCTAssertEqual(elements(joined)[1], .line(to: CGPoint(x: 15, y: 10)))
        XCTAssertEqual(joined.boundingRect.maxX, 15, accuracy: 0.01)
    }

    func testTangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        path.addLine(to: CGPoint(x: 10, y: 10))
        // The corner is cut at 4 points from it along both lines.
        guard case .line(let start) = elements(path)[1], case .curve(let end, _, _) = elements(path)[2] else { return XCTFail() }
        assertPoint(start, 6, 0)
        XCTAssertEqual(end.x, 10, accuracy: 0.001)
        XCTAssertEqual(end.y, 4, accuracy: 0.001)
    }

    func testContainsByNonZeroAndEvenOddRules() {
        let frame = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            p.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        }
        XCTAssertTrue(frame.contains(CGPoint(x: 5, y: 5)), "non-zero: both rects wind the same way")
        XCTAssertFalse(frame.contains(CGPoint(x: 5, y: 5), eoFill: true), "even-odd: the inner rect is a hole")
        XCTAssertTrue(frame.contains(CGPoint(x: 1, y: 5), eoFill: true))
        XCTAssertFalse(frame.contains(CGPoint(x: 10, y: 5)), "a rect's far edge is outside")
    }

    @MainActor func testTrimmedPathKeepsAFractionOfTheLength() async {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(square.length, 40, accuracy: 0.001)
        // A quarter of a square from its top-leading corner is its top edge.
        XCTAssertEqual(elements(square.trimmedPath(from: 0, to: 0.25)), [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        // The closing edge counts: 0.875 is half way up the leading side.
        assertPoint(square.trimmedPath(from: 0.5, to: 0.875).currentPoint, 0, 5)
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.6).isEmpty, "nothing between equal fractions")
        XCTAssertTrue(square.trimmedPath(from: 0.8, to: 0.2).isEmpty, "nothing when from is after to")
        XCTAssertEqual(square.trimmedPath(from: -1, to: 2), square, "fractions are clamped to 0…1")
        XCTAssertTrue(square.trimmedPath(from: .nan, to: 1).isEmpty)
        // A circle's first quarter ends at its bottom (it starts at 3 o'clock, clockwise on screen).
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        assertPoint(circle.trimmedPath(from: 0, to: 0.25).currentPoint, 10, 20, accuracy: 0.05)
        assertPoint(circle.trimmedPath(from: 0, to: 0.75).currentPoint, 10, 0, accuracy: 0.05)
        XCTAssertEqual(circle.length, 2 * .pi * 10, accuracy: 0.05)
    }

    func testStrokedPathCoversTheStrokeNotTheInside() {
        let stroke = Path(CGRect(x: 0, y: 0, width: 20, height: 10)).strokedPath(StrokeStyle(lineWidth: 4))
        XCTAssertTrue(stroke.contains(CGPoint(x: 10, y: 1)), "inside the stroke, on the shape's side")
        XCTAssertTrue(stroke.contains(CGPoint(x: 10, y: -1.5)), "half the width falls outside")
        XCTAssertFalse(stroke.contains(CGPoint(x: 10, y: 5)), "the middle is not stroked")
        XCTAssertTrue(stroke.contains(CGPoint(x: -1.5, y: -1.5)), "a miter join fills the corner")
        XCTAssertEqual(stroke.boundingRect.minX, -20, accuracy: 0.001, "bounds allow for miters up to the limit (10 × half the width)")
        let round = Path(CGRect(x: 0, y: 0, width: 20, height: 10)).strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .round))
        XCTAssertFalse(round.contains(CGPoint(x: -1.8, y: -1.8)), "a round join does not reach the corner")
    }

    func testDashesAndCaps() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 20, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5]))
        XCTAssertTrue(dashed.contains(CGPoint(x: 2, y: 0)), "the first dash is on")
        XCTAssertFalse(dashed.contains(CGPoint(x: 7, y: 0)), "the first gap")
        XCTAssertTrue(dashed.contains(CGPoint(x: 12, y: 0)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 5))
        XCTAssertFalse(shifted.contains(CGPoint(x: 2, y: 0)), "the phase starts the pattern in its gap")
        XCTAssertFalse(line.strokedPath(StrokeStyle(lineWidth: 2)).contains(CGPoint(x: -0.5, y: 0)), "butt caps end at the end")
        XCTAssertTrue(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).contains(CGPoint(x: -0.5, y: 0.5)))
        XCTAssertTrue(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).contains(CGPoint(x: -0.5, y: 0.5)))
        XCTAssertFalse(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).contains(CGPoint(x: -0.9, y: 0.9)))
    }

    func testOffsetCopies() {
        let moved = Path(CGRect(x: 0, y: 0, width: 4, height: 4)).offsetBy(dx: 2, dy: 3)
        XCTAssertEqual(moved.boundingRect, CGRect(x: 2, y: 3, width: 4, height: 4))
    }
}
