import XCTest
import Tesselate
import TesselateTesting

/// `AngularGradient` changes colour with the angle around its centre, from `startAngle` to
/// `endAngle` (0 at 3 o'clock, clockwise on screen). Source:
/// <https://developer.apple.com/documentation/swiftui/angulargradient> ("If endAngle − startAngle
/// < 2π, the gradient fills the missing area with the colors defined by gradient locations one and
/// zero, transitioning between the two halfway across the missing area"; the `angle:` forms
/// "complete a full turn").
final class AngularGradientTests: XCTestCase {
    /// The grey level (0…1) drawn 30 points from the centre of a 100×100 view at `degrees`
    /// (clockwise from 3 o'clock), at 1x.
    @MainActor private func level<V: View>(_ view: V, at degrees: Double) throws -> Double {
        let host = ViewHost(view.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        let image = try DecodedPNG(host.png(scale: 1))
        let x = 50 + 30 * cos(degrees * .pi / 180), y = 50 + 30 * sin(degrees * .pi / 180)
        return Double(image.pixel(Int(x), Int(y))[0]) / 255
    }

    private let ramp = [Color.black, Color.white]

    /// A full turn: the level is the fraction of the turn.
    @MainActor func testAFullTurn() async throws {
        let wheel = AngularGradient(colors: ramp, center: .center, startAngle: .zero, endAngle: .degrees(360))
        XCTAssertEqual(try level(wheel, at: 90), 0.25, accuracy: 0.02, "below the centre, a quarter turn")
        XCTAssertEqual(try level(wheel, at: 180), 0.5, accuracy: 0.02)
        XCTAssertEqual(try level(wheel, at: 270), 0.75, accuracy: 0.02, "above the centre")
        XCTAssertEqual(try level(wheel, at: 10), 10.0 / 360, accuracy: 0.02)
    }

    /// Half a turn: the missing half shows the end colour, then (past halfway) the start colour.
    @MainActor func testTheMissingAreaSwitchesHalfway() async throws {
        let half = AngularGradient(colors: ramp, center: .center, startAngle: .zero, endAngle: .degrees(180))
        XCTAssertEqual(try level(half, at: 90), 0.5, accuracy: 0.02)
        XCTAssertEqual(try level(half, at: 225), 1, accuracy: 0.01, "first half of the gap: location 1")
        XCTAssertEqual(try level(half, at: 315), 0, accuracy: 0.01, "second half: location 0")
    }

    /// The `angle:` form turns a full turn from the angle; more than a turn draws the last turn.
    @MainActor func testAngleFormsAndLongSpans() async throws {
        let turned = AngularGradient(colors: ramp, center: .center, angle: .degrees(90))
        XCTAssertEqual(try level(turned, at: 180), 0.25, accuracy: 0.02)
        XCTAssertEqual(try level(turned, at: 45), 0.875, accuracy: 0.02)
        let long = AngularGradient(colors: ramp, center: .center, startAngle: .zero, endAngle: .degrees(450))
        XCTAssertEqual(try level(long, at: 180), 0.25, accuracy: 0.02, "the last turn starts at 90°")
        let wheel = AngularGradient(gradient: Gradient(colors: ramp), center: .center)
        XCTAssertEqual(try level(wheel, at: 180), 0.5, accuracy: 0.02, "equal angles: a full turn (chosen)")
    }

    /// The centre is a unit point of the filled frame; the view fills its space as a colour does.
    @MainActor func testCentreAndLayout() async throws {
        let corner = AngularGradient(colors: ramp, center: .topLeading, startAngle: .zero, endAngle: .degrees(90))
        let host = ViewHost(corner.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        let image = try DecodedPNG(host.png(scale: 1))
        XCTAssertEqual(Double(image.pixel(70, 70)[0]) / 255, 0.5, accuracy: 0.02, "45° from the top-leading corner")
        XCTAssertEqual(host.find(.kind(.angularGradient))?.frame(), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(
            host.find(.kind(.angularGradient))?.attributes.first, "black@0 white@1, center: topLeading, 0°…90°")
    }

    /// As a style in a shape, and through `.conicGradient`; the SVG fills with a pattern holding
    /// a PNG of the gradient.
    @MainActor func testAsAStyleAndInTheSVG() async throws {
        let host = ViewHost(
            Circle().fill(.conicGradient(colors: ramp, center: .center, angle: .zero)).frame(width: 100, height: 100),
            size: CGSize(width: 100, height: 100))
        let image = try DecodedPNG(host.png(scale: 1))
        XCTAssertEqual(Double(image.pixel(20, 50)[0]) / 255, 0.5, accuracy: 0.02, "left of the centre, half a turn")
        XCTAssertEqual(image.pixel(2, 2), [255, 255, 255], "outside the circle")
        let svg = host.svg()
        XCTAssertTrue(svg.contains("<pattern id=\"gradient"))
        XCTAssertTrue(svg.contains("href=\"data:image/png;base64,"))
        XCTAssertTrue(svg.contains("fill=\"url(#gradient"))
    }
}
