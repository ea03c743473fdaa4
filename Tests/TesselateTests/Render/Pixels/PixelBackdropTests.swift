import XCTest

@testable import Tesselate

/// A material blurs what is drawn behind it before its tint is painted, as iOS's materials do:
/// stripes under a material card run together, stripes beside it stay sharp.
@MainActor
final class PixelBackdropTests: XCTestCase {
    /// Red and blue stripes, 4 points each, with a material card over the top half.
    private func stripes(_ material: Material) -> ViewHost<some View> {
        ViewHost(
            HStack(spacing: 0) {
                ForEach(0..<25) { index in (index % 2 == 0 ? Color.red : Color.blue).frame(width: 4) }
            }
            .overlay(alignment: .top) { Rectangle().fill(material).frame(height: 50) },
            size: CGSize(width: 100, height: 100))
    }

    /// The largest difference in red between a red stripe's middle and a blue one's, on row `y`.
    private func contrast(_ image: DecodedPNG, y: Int) -> Int {
        abs(Int(image.pixel(2 * 2, y)[0]) - Int(image.pixel(6 * 2, y)[0]))
    }

    func testStripesUnderAMaterialRunTogether() async throws {
        let image = try DecodedPNG(stripes(.ultraThinMaterial).png(scale: 2))
        let beside = contrast(image, y: 75 * 2), under = contrast(image, y: 25 * 2)
        XCTAssertGreaterThan(beside, 200, "the stripes below the card are sharp")
        XCTAssertLessThan(under, 30, "under the card they are blurred together (\(under))")
        XCTAssertGreaterThan(image.pixel(2 * 2, 25 * 2)[2], 60, "the red stripe under the card takes blue from its neighbours")
    }

    func testAThickerMaterialIsWhiter() async throws {
        let thin = try DecodedPNG(stripes(.ultraThinMaterial).png(scale: 2)).pixel(50 * 2, 25 * 2)
        let thick = try DecodedPNG(stripes(.ultraThickMaterial).png(scale: 2)).pixel(50 * 2, 25 * 2)
        XCTAssertGreaterThan(Int(thick[1]), Int(thin[1]), "more white tint: \(thin) \(thick)")
    }

    func testACroppedCanvasKeepsItsPixelsAndRepeatsItsEdges() async {
        var canvas = PixelCanvas(bounds: PixelBounds(minX: 0, minY: 0, maxX: 4, maxY: 4))
        for i in canvas.pixels.indices { canvas.pixels[i] = Float(i) }
        let part = canvas.cropped(to: PixelBounds(minX: 1, minY: 2, maxX: 3, maxY: 9))
        XCTAssertEqual(part.bounds, PixelBounds(minX: 1, minY: 2, maxX: 3, maxY: 9))
        XCTAssertEqual(part.color(x: 2, y: 3), canvas.color(x: 2, y: 3))
        XCTAssertEqual(part.color(x: 1, y: 2), canvas.color(x: 1, y: 2))
        XCTAssertEqual(part.color(x: 2, y: 8), canvas.color(x: 2, y: 3), "past the edge, the edge's pixels repeat")
    }
}
