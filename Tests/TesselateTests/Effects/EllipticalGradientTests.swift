import XCTest
import Tesselate
import TesselateTesting

/// `EllipticalGradient` is a radial gradient in the unit square stretched over the filled
/// frame. Source: <https://developer.apple.com/documentation/swiftui/ellipticalgradient> ("The
/// gradient maps its coordinate space to the unit space square in which its center and radii
/// are defined, then stretches that square to fill its bounding rect, possibly also stretching
/// the circular gradient to have elliptical contours").
final class EllipticalGradientTests: XCTestCase {
    @MainActor private func picture<V: View>(_ view: V) throws -> (DecodedPNG, ViewHost<V>) {
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        return (try DecodedPNG(host.png(scale: 1)), host)
    }

    /// In a 200×100 frame the end radius (half the side) reaches 100 points across and 50 down:
    /// the contours are ellipses.
    @MainActor func testContoursAreStretchedWithTheFrame() async throws {
        let (image, _) = try picture(EllipticalGradient(colors: [.black, .white]).frame(width: 200, height: 100))
        XCTAssertLessThan(image.pixel(100, 50)[0], 4, "the centre is the first colour")
        XCTAssertEqual(Double(image.pixel(150, 50)[0]) / 255, 0.5, accuracy: 0.02, "50 across: a quarter of the width")
        XCTAssertEqual(Double(image.pixel(100, 75)[0]) / 255, 0.5, accuracy: 0.03, "25 down: a quarter of the height")
        XCTAssertEqual(image.pixel(2, 2)[0], 255, "past the end radius, the last colour")
    }

    /// The start fraction holds the first colour out to it.
    @MainActor func testStartFraction() async throws {
        let (image, _) = try picture(
            EllipticalGradient(colors: [.black, .white], center: .center, startRadiusFraction: 0.25, endRadiusFraction: 0.5)
                .frame(width: 200, height: 100))
        XCTAssertLessThan(image.pixel(140, 50)[0], 4, "0.2 of the width from the centre: inside the start")
        XCTAssertEqual(Double(image.pixel(175, 50)[0]) / 255, 0.5, accuracy: 0.02, "0.375: halfway from start to end")
    }

    /// The SVG writes a radial gradient in the unit square, stretched by its transform.
    @MainActor func testSVG() async throws {
        let (_, host) = try picture(Rectangle().fill(.ellipticalGradient(colors: [.red, .blue])).frame(width: 200, height: 100))
        let svg = host.svg()
        XCTAssertTrue(svg.contains("gradientTransform=\"matrix(200 0 0 100 0 0)\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\""), svg)
    }
}
