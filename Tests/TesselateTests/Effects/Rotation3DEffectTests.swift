import XCTest
@testable import Tesselate
import TesselateTesting

/// `rotation3DEffect` turns a view in three dimensions and projects it in perspective: a
/// geometry effect, so layout is unchanged. The projection is Core Animation's as SwiftUI builds
/// it: about the anchor, a right-handed rotation, then a perspective whose viewer stands the
/// frame's longer side ÷ `perspective` away (m34 = −perspective / max(width, height)): a point
/// turned to depth z is divided by W = 1 − z / distance. Source:
/// <https://developer.apple.com/documentation/swiftui/view/rotation3deffect(_:axis:anchor:anchorz:perspective:)>
/// (Apple's example turns text 45° about the y-axis: "farther from the viewer on the right side
/// and closer on the left").
final class Rotation3DEffectTests: XCTestCase {
    /// A black 100×100 square centred in a 200×200 window, turned 45° about the y-axis.
    private struct Turned: View {
        var body: some View { Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)) }
    }
    private var turned: Turned { Turned() }

    /// Worked out by hand: the trailing edge (50 right of the anchor) turns to x = 50·cos 45° =
    /// 35.36 at depth −35.36, so W = 1 + 35.36 / 100 = 1.3536 and it is drawn 26.12 right of
    /// the centre, 73.88 tall; the leading edge at depth +35.36 has W = 0.6464 and is drawn 54.70
    /// left of the centre, 154.70 tall.
    private let far = (x: 100 + 35.355 / 1.35355, half: 50 / 1.35355)
    private let near = (x: 100 - 35.355 / 0.64645, half: 50 / 0.64645)

    @MainActor func testLayoutIsUnchangedAndTheDrawnFrameIsProjected() async throws {
        let host = ViewHost(turned, size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .color).first, CGRect(x: 50, y: 50, width: 100, height: 100), "layout is the square's")
        let drawn = try XCTUnwrap(host.engine.drawnFrame(of: host.nodes(kind: .color)[0]))
        XCTAssertEqual(drawn.minX, near.x, accuracy: 0.01)
        XCTAssertEqual(drawn.maxX, far.x, accuracy: 0.01)
        XCTAssertEqual(drawn.minY, 100 - near.half, accuracy: 0.01, "the near edge is the taller")
        XCTAssertEqual(drawn.maxY, 100 + near.half, accuracy: 0.01)
        XCTAssertEqual(host.find(.kind(.rotation3DEffect))?.attributes, ["45°", "axis: (0, 1, 0)"])
        XCTAssertTrue(host.diagnostics.isEmpty)
    }

    /// The PNG draws the true projection: the far (trailing) edge is shorter than the near one.
    @MainActor func testThePictureIsProjected() async throws {
        let image = try DecodedPNG(ViewHost(turned, size: CGSize(width: 200, height: 200)).png(scale: 1))
        func isInk(_ x: Int, _ y: Int) -> Bool { image.pixel(x, y)[0] < 64 }
        func isPaper(_ x: Int, _ y: Int) -> Bool { image.pixel(x, y)[0] > 192 }
        XCTAssertTrue(isInk(50, 30), "near the leading edge the square reaches 100 − 77.35 = 22.65")
        XCTAssertTrue(isPaper(50, 20))
        XCTAssertTrue(isInk(123, 70), "near the trailing edge it reaches 100 − 36.94 = 63.06 at x 126")
        XCTAssertTrue(isPaper(123, 55), "but not higher: the far side is shorter")
        XCTAssertTrue(isPaper(130, 100), "past the far edge, 126.12")
        XCTAssertTrue(isPaper(42, 100), "before the near edge, 45.30")
        XCTAssertTrue(isInk(48, 100))
    }

    /// The SVG (which has no perspective) draws the nearest affine map over the frame: the
    /// projected quadrilateral's centre and mean sides.
    @MainActor func testTheSVGDrawsTheNearestAffineMap() async throws {
        let host = ViewHost(turned, size: CGSize(width: 200, height: 200), displayScale: 1)
        guard case .group(let group)? = DrawListBuilder(tree: host.tree, engine: host.engine).build().first,
            let fit = group.transform
        else { return XCTFail("the effect draws a group with a transform") }
        XCTAssertNotNil(group.projection, "the PNG's projection")
        XCTAssertEqual(fit.a, (far.x - near.x) / 100, accuracy: 1e-3, "the mean width over the square's")
        XCTAssertEqual(fit.d, (far.half + near.half) / 100, accuracy: 1e-3, "the mean height over the square's")
        XCTAssertEqual(fit.b, 0, accuracy: 1e-9)
        let svg = host.svg()
        XCTAssertTrue(svg.contains("transform=\"matrix(\(svgNumber(fit.a)) 0 0 \(svgNumber(fit.d))"), svg)
    }

    /// `perspective: 0` turns without perspective: 60° about y halves the width (cos 60°).
    @MainActor func testNoPerspective() async throws {
        let host = ViewHost(
            Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0),
            size: CGSize(width: 200, height: 200), displayScale: 1)
        let drawn = try XCTUnwrap(host.engine.drawnFrame(of: host.nodes(kind: .color)[0]))
        XCTAssertEqual(drawn.minX, 75, accuracy: 1e-6)
        XCTAssertEqual(drawn.width, 50, accuracy: 1e-6)
        XCTAssertEqual(drawn.height, 100, accuracy: 1e-6)
        guard case .group(let group)? = DrawListBuilder(tree: host.tree, engine: host.engine).build().first else { return XCTFail() }
        XCTAssertNil(group.projection, "an affine projection needs no warping")
    }

    /// About the z-axis it is `rotationEffect`: clockwise on screen for a positive angle.
    @MainActor func testAboutZItIsARotation() async throws {
        func drawn<V: View>(_ view: V) -> CGRect? {
            let host = ViewHost(view, size: CGSize(width: 200, height: 200), displayScale: 1)
            return host.engine.drawnFrame(of: host.nodes(kind: .color)[0])
        }
        let square = Color.red.frame(width: 100, height: 40)
        let turned = try XCTUnwrap(drawn(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1), anchor: .topLeading)))
        let rotated = try XCTUnwrap(drawn(square.rotationEffect(.degrees(30), anchor: .topLeading)))
        XCTAssertEqual(turned.minX, rotated.minX, accuracy: 1e-6)
        XCTAssertEqual(turned.minY, rotated.minY, accuracy: 1e-6)
        XCTAssertEqual(turned.size.width, rotated.size.width, accuracy: 1e-6)
        XCTAssertEqual(turned.size.height, rotated.size.height, accuracy: 1e-6)
    }

    /// Half a turn about the y-axis mirrors the view: its red leading half is drawn trailing.
    @MainActor func testAFlipMirrors() async throws {
        let card = HStack(spacing: 0) {
            Color.red; Color.blue
        }.frame(width: 100, height: 60)
        let image = try DecodedPNG(
            ViewHost(card.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), size: CGSize(width: 200, height: 100)).png(scale: 1))
        XCTAssertEqual(image.pixel(75, 50), [0, 122, 255], "blue (systemBlue) on the leading side")
        XCTAssertEqual(image.pixel(125, 50), [255, 59, 48], "red (systemRed) on the trailing side")
    }

    /// A non-finite value is reported and the view is drawn unturned.
    @MainActor func testBadValuesAreReported() async throws {
        let host = ViewHost(
            Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(30), axis: (x: .nan, y: 1, z: 0)),
            size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue])
        XCTAssertEqual(host.engine.drawnFrame(of: host.nodes(kind: .color)[0]), CGRect(x: 50, y: 50, width: 100, height: 100))
        _ = try DecodedPNG(host.png(scale: 1))
    }
}
