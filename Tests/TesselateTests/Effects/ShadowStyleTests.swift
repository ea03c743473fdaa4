import XCTest

@testable import Tesselate

/// A shape style's shadow (`.fill(.white.shadow(.drop(radius: 4)))`): a drop shadow is drawn
/// behind the painted area, an inner one over it inside its outline; layout is unchanged.
@MainActor
final class ShadowStyleTests: XCTestCase {
    private func picture<V: View>(_ view: V, size: CGSize = CGSize(width: 30, height: 20)) throws -> DecodedPNG {
        try DecodedPNG(ViewHost(view, size: size).png(scale: 2))
    }

    func testADropShadowIsDrawnBehindTheFill() async throws {
        let image = try picture(Rectangle().fill(.white.shadow(.drop(color: .black, radius: 0, x: 3, y: 0))).frame(width: 10, height: 10))
        // The square covers x 10…20 points; its shadow 13…23.
        XCTAssertEqual(image.pixel(41, 20), [0, 0, 0], "the shadow shows right of the square")
        XCTAssertEqual(image.pixel(30, 20), [255, 255, 255], "the square covers its own shadow")
        XCTAssertEqual(image.pixel(18, 20), [255, 255, 255], "nothing left of it")
    }

    func testAnInnerShadowIsDrawnInsideTheOutlineOnTheSideItIsMovedFrom() async throws {
        let image = try picture(
            RoundedRectangle(cornerRadius: 0).fill(.white.shadow(.inner(color: .black, radius: 0, x: 3, y: 0))).frame(width: 10, height: 10)
        )
        XCTAssertEqual(image.pixel(22, 20), [0, 0, 0], "the left 3 points inside are shadowed")
        XCTAssertEqual(image.pixel(30, 20), [255, 255, 255], "the rest is the fill")
        XCTAssertEqual(image.pixel(18, 20), [255, 255, 255], "nothing outside")
        XCTAssertEqual(image.pixel(42, 20), [255, 255, 255], "nothing outside on the right")
    }

    func testTheForegroundStylesShadowIsDrawnByShapesAndTheDumpNamesIt() async throws {
        let host = ViewHost(
            Rectangle().frame(width: 10, height: 10).foregroundStyle(.white.shadow(.drop(color: .black, radius: 0, x: 3, y: 0))),
            size: CGSize(width: 30, height: 20))
        let image = try DecodedPNG(host.png(scale: 2))
        XCTAssertEqual(image.pixel(41, 20), [0, 0, 0])
        XCTAssertTrue(
            host.dump(proposals: false).contains("shadow: .drop(color: black, radius: 0, x: 3, y: 0)"), host.dump(proposals: false))
        XCTAssertEqual(host.frames(kind: ViewKind("Rectangle")).first?.size, CGSize(width: 10, height: 10), "layout is unchanged")
    }

    func testABadRadiusIsReportedAndTakenAsZero() async throws {
        let host = ViewHost(Circle().fill(.red.shadow(.drop(radius: -.infinity))), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue])
    }
}
