import XCTest
import Tesselate
import TesselateTesting

/// SwiftUI's colour effects change how a view's colours are drawn, never its layout. Each is a
/// colour matrix: W3C's Filter Effects formulas for `saturate`, `grayscale` (Rec. 709
/// luminance), `hue-rotate`, `contrast` and `invert`, on sRGB values; `brightness` adds its
/// amount to each component, as Apple documents ("An amount to add to the pixel's color
/// components", `GraphicsContext.Filter.brightness(_:)`); `colorMultiply` multiplies. The
/// expected colours below are those formulas worked out by hand. Sources:
/// <https://www.w3.org/TR/filter-effects-1/#feColorMatrixElement>,
/// <https://developer.apple.com/documentation/swiftui/view/brightness(_:)> (0 no effect, 1 full
/// white), <https://developer.apple.com/documentation/swiftui/view/grayscale(_:)>.
final class ColorFilterTests: XCTestCase {
    /// The colour drawn at the middle of a 20×20 view filling a 20×20 window, at 1x.
    @MainActor private func drawn<V: View>(_ view: V) throws -> [Double] {
        let image = try DecodedPNG(ViewHost(view.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20)).png(scale: 1))
        return image.pixel(10, 10).map { Double($0) }
    }

    private func assertColor(_ actual: [Double], _ expected: [Double], _ message: String = "", line: UInt = #line) {
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e * 255, accuracy: 1.01, message, line: line) }
    }

    private let orange = Color(red: 1, green: 0.5, blue: 0)

    @MainActor func testSaturation() async throws {
        // saturate(0): every channel is 0.213 R + 0.715 G + 0.072 B.
        let grey = 0.213 + 0.715 * 0.5
        assertColor(try drawn(orange.saturation(0)), [grey, grey, grey])
        assertColor(try drawn(orange.saturation(1)), [1, 0.5, 0], "1 leaves the colour")
        // saturate(0.5): R = (0.213 + 0.3935)·1 + (0.715 − 0.3575)·0.5.
        assertColor(try drawn(orange.saturation(0.5)), [0.6065 + 0.17875, 0.1065 + 0.5 * 0.8575, 0.1065 + 0.17875])
    }

    @MainActor func testBrightnessAddsToEachComponent() async throws {
        assertColor(try drawn(Color.black.brightness(0.5)), [0.5, 0.5, 0.5])
        assertColor(try drawn(orange.brightness(0.25)), [1, 0.75, 0.25], "clamped at 1")
        assertColor(try drawn(orange.brightness(1)), [1, 1, 1], "1 is full white")
        assertColor(try drawn(orange.brightness(-0.5)), [0.5, 0, 0], "a negative amount darkens")
    }

    @MainActor func testContrast() async throws {
        assertColor(try drawn(orange.contrast(0)), [0.5, 0.5, 0.5], "no contrast is mid grey")
        assertColor(try drawn(Color(white: 0.75).contrast(2)), [1, 1, 1], "2·0.75 − 0.5")
        assertColor(try drawn(Color(white: 0.25).contrast(-1)), [0.75, 0.75, 0.75], "−x + 1: inverted")
    }

    @MainActor func testGrayscale() async throws {
        let luminance = 0.2126 + 0.7152 * 0.5
        assertColor(try drawn(orange.grayscale(1)), [luminance, luminance, luminance])
        assertColor(try drawn(orange.grayscale(0)), [1, 0.5, 0])
        assertColor(try drawn(orange.grayscale(3)), [luminance, luminance, luminance], "clamped to 1, as W3C clamps")
    }

    @MainActor func testHueRotation() async throws {
        let red = Color(red: 1, green: 0, blue: 0)
        // hue-rotate(180°): cos −1, sin 0 → R = 0.213 − 0.787, G = 0.213 + 0.213, B = 0.213 + 0.213.
        assertColor(try drawn(red.hueRotation(.degrees(180))), [0, 0.426, 0.426])
        assertColor(try drawn(red.hueRotation(.degrees(360))), [1, 0, 0], "a full turn")
    }

    @MainActor func testMultiplyAndInvert() async throws {
        assertColor(try drawn(Color.white.colorMultiply(orange)), [1, 0.5, 0])
        assertColor(try drawn(Color(white: 0.5).colorMultiply(orange)), [0.5, 0.25, 0])
        assertColor(try drawn(Color.white.colorMultiply(.black.opacity(0.5))), [0.5, 0.5, 0.5], "its opacity fades the view")
        assertColor(try drawn(orange.colorInvert()), [0, 0.5, 1])
        assertColor(try drawn(orange.colorInvert().colorInvert()), [1, 0.5, 0], "twice is the colour again")
    }

    /// Effects compose in the order written, innermost first: grey then brightened is not
    /// brightened then grey (the brightened orange clamps at 1).
    @MainActor func testEffectsComposeInOrder() async throws {
        let grey = 0.213 + 0.715 * 0.5
        assertColor(try drawn(orange.saturation(0).brightness(0.25)), [grey + 0.25, grey + 0.25, grey + 0.25])
        let brightened = 0.213 * 1 + 0.715 * 0.75 + 0.072 * 0.25
        assertColor(try drawn(orange.brightness(0.25).saturation(0)), [brightened, brightened, brightened])
    }

    /// Layout is unchanged; the dump names the effect; the SVG filters in sRGB with the matrix.
    @MainActor func testLayoutDumpAndSVG() async throws {
        let plain = ViewHost(
            HStack {
                Text("A"); Color.red.frame(width: 30, height: 30)
            }, size: CGSize(width: 100, height: 100))
        let filtered = ViewHost(
            HStack {
                Text("A").grayscale(1); Color.red.frame(width: 30, height: 30).hueRotation(.degrees(90))
            }.saturation(2),
            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(filtered.find(.kind(.color))?.frame(), plain.find(.kind(.color))?.frame())
        XCTAssertEqual(filtered.find(.text("A"))?.frame(), plain.find(.text("A"))?.frame())
        XCTAssertEqual(filtered.find(.kind(.hueRotation))?.attributes, ["90°"])
        XCTAssertEqual(filtered.find(.kind(.saturation))?.attributes, ["2"])
        let svg = filtered.svg()
        XCTAssertEqual(svg.components(separatedBy: "<feColorMatrix").count - 1, 3)
        XCTAssertTrue(svg.contains("color-interpolation-filters=\"sRGB\""))
        XCTAssertTrue(svg.contains("values=\"1.787 -0.715 -0.072 0 0"), "saturate(2)'s first row")
    }

    /// A transparent area stays transparent: brightening does not paint the window around a circle.
    @MainActor func testTransparencyIsKept() async throws {
        let image = try DecodedPNG(
            ViewHost(Circle().fill(Color.black).frame(width: 20, height: 20).brightness(0.5), size: CGSize(width: 20, height: 20))
                .png(scale: 1))
        XCTAssertEqual(image.pixel(0, 0), [255, 255, 255], "the corner outside the circle is the window's white")
        assertColor(image.pixel(10, 10).map { Double($0) }, [0.5, 0.5, 0.5])
    }

    /// A non-finite amount is reported and has no effect.
    @MainActor func testBadAmountsAreReported() async throws {
        let host = ViewHost(orange.frame(width: 20, height: 20).saturation(.nan).brightness(.infinity), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue, .invalidValue])
        let image = try DecodedPNG(host.png(scale: 1))
        assertColor(image.pixel(10, 10).map { Double($0) }, [1, 0.5, 0])
    }
}
