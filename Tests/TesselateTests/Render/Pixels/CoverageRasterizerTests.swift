import XCTest

@testable import Tesselate

/// `CoverageRasterizer` covers each pixel by the share of it inside the polygons: whole pixels
/// exactly, edges by their area (to a sixteenth vertically), by the non-zero or even-odd rule.
final class CoverageRasterizerTests: XCTestCase {
    private let limit = PixelBounds(minX: 0, minY: 0, maxX: 64, maxY: 64)

    private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> [CGPoint] {
        [CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h)]
    }

    private func total(_ mask: CoverageMask) -> Double { mask.values.reduce(0) { $0 + Double($1) } }

    func testAPixelAlignedRectCoversWholePixelsOnly() {
        let mask = CoverageRasterizer.coverage(of: [rect(2, 3, 4, 5)], rule: .nonZero, within: limit)
        XCTAssertEqual(mask.bounds, PixelBounds(minX: 2, minY: 3, maxX: 6, maxY: 8))
        XCTAssertEqual(mask.values, [Float](repeating: 1, count: 20))
    }

    func testEdgesBetweenPixelsCoverTheirShare() {
        // From x 2.5 to 6.25: the first pixel half covered, the last a quarter; rows likewise.
        let mask = CoverageRasterizer.coverage(of: [rect(2.5, 3, 3.75, 1.5)], rule: .nonZero, within: limit)
        XCTAssertEqual(mask.value(x: 2, y: 3), 0.5, accuracy: 1e-6)
        XCTAssertEqual(mask.value(x: 3, y: 3), 1, accuracy: 1e-6)
        XCTAssertEqual(mask.value(x: 6, y: 3), 0.25, accuracy: 1e-6)
        XCTAssertEqual(mask.value(x: 3, y: 4), 0.5, accuracy: 1e-6)
        XCTAssertEqual(total(mask), 3.75 * 1.5, accuracy: 1e-4)
    }

    func testADiscCoversItsArea() {
        let disc = (0..<256).map { i -> CGPoint in
            let angle = 2 * CGFloat.pi * CGFloat(i) / 256
            return CGPoint(x: 32 + 20 * cos(angle), y: 32 + 20 * sin(angle))
        }
        let mask = CoverageRasterizer.coverage(of: [disc], rule: .nonZero, within: limit)
        XCTAssertEqual(total(mask), Double.pi * 400, accuracy: Double.pi * 400 * 0.003)
        XCTAssertEqual(mask.value(x: 32, y: 32), 1)
        XCTAssertEqual(mask.value(x: 2, y: 2), 0)
    }

    func testFillRulesDecideAHoleAndOrderDoesNot() {
        let outer = rect(0, 0, 10, 10), inner = rect(3, 3, 4, 4)
        let nonZero = CoverageRasterizer.coverage(of: [outer, inner], rule: .nonZero, within: limit)
        let evenOdd = CoverageRasterizer.coverage(of: [outer, inner], rule: .evenOdd, within: limit)
        XCTAssertEqual(nonZero.value(x: 5, y: 5), 1, "both turn the same way: the inner one adds to the winding")
        XCTAssertEqual(evenOdd.value(x: 5, y: 5), 0, "crossed twice: outside by the even-odd rule")
        XCTAssertEqual(evenOdd.value(x: 1, y: 1), 1)
        let reversed = CoverageRasterizer.coverage(of: [inner.reversed(), outer], rule: .nonZero, within: limit)
        XCTAssertEqual(reversed.value(x: 5, y: 5), 0, "turning the other way cancels the winding")
        XCTAssertEqual(
            CoverageRasterizer.coverage(of: [outer.reversed()], rule: .nonZero, within: limit).values,
            CoverageRasterizer.coverage(of: [outer], rule: .nonZero, within: limit).values)
    }

    func testBadPointsAndHugeShapesStayWithinTheLimit() {
        let bad = [
            CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 1, y: CGFloat.infinity), CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0),
            CGPoint(x: 10, y: 10),
        ]
        let mask = CoverageRasterizer.coverage(of: [bad], rule: .nonZero, within: limit)
        XCTAssertFalse(mask.values.contains { !$0.isFinite })
        XCTAssertEqual(total(mask), 50, accuracy: 0.01, "the finite points make a triangle")
        let huge = CoverageRasterizer.coverage(of: [rect(-1e12, -1e12, 2e12, 2e12)], rule: .nonZero, within: limit)
        XCTAssertEqual(huge.bounds, limit)
        XCTAssertEqual(total(huge), 64 * 64, accuracy: 0.01)
    }

    func testAStrokeCoversItsWidthAlongItsLength() {
        // A 2-pixel line from (10, 20) to (50, 20) with butt caps: 40 × 2 pixels.
        let stroke = StrokeGeometry(
            Path {
                $0.move(to: CGPoint(x: 10, y: 20)); $0.addLine(to: CGPoint(x: 50, y: 20))
            }, StrokeStyle(lineWidth: 2))
        let mask = CoverageRasterizer.coverage(of: stroke.polygons, rule: .nonZero, within: limit)
        XCTAssertEqual(total(mask), 80, accuracy: 0.01)
        // Square caps add half the width at each end; round caps a disc's area.
        let square = StrokeGeometry(
            Path {
                $0.move(to: CGPoint(x: 10, y: 20)); $0.addLine(to: CGPoint(x: 50, y: 20))
            }, StrokeStyle(lineWidth: 2, lineCap: .square))
        XCTAssertEqual(total(CoverageRasterizer.coverage(of: square.polygons, rule: .nonZero, within: limit)), 84, accuracy: 0.01)
        // A closed square outline with miter joins: the outer square less the inner one.
        let outline = StrokeGeometry(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), StrokeStyle(lineWidth: 2))
        XCTAssertEqual(
            total(CoverageRasterizer.coverage(of: outline.polygons, rule: .nonZero, within: limit)), 22 * 22 - 18 * 18, accuracy: 0.01)
    }
}
