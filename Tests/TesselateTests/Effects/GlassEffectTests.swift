import XCTest

@testable import Tesselate

/// `glassEffect(_:in:)` draws a material behind the view in its shape and changes no layout.
@MainActor
final class GlassEffectTests: XCTestCase {
    private func centre(_ glass: Glass) throws -> [UInt8] {
        let view = ZStack {
            Color.red
            Color.clear.frame(width: 40, height: 20).glassEffect(glass)
        }
        return try DecodedPNG(ViewHost(view, size: CGSize(width: 60, height: 40)).png(scale: 1)).pixel(30, 20)
    }

    func testGlassIsDrawnAsAMaterialInItsShapeWithItsTint() async throws {
        XCTAssertEqual(try centre(.identity), [255, 59, 48], "identity draws nothing")
        let regular = try centre(.regular), clear = try centre(.clear), tinted = try centre(.regular.tint(.blue))
        XCTAssertGreaterThan(regular[1], 59, "a white veil lightens the red behind")
        XCTAssertGreaterThan(regular[1], clear[1], "the clear glass is thinner")
        XCTAssertGreaterThan(tinted[2], regular[2], "a blue tint")
        let corner = try DecodedPNG(
            ViewHost(
                ZStack {
                    Color.red; Color.clear.frame(width: 40, height: 20).glassEffect()
                }, size: CGSize(width: 60, height: 40)
            )
            .png(scale: 1)
        ).pixel(10, 10)
        XCTAssertEqual(corner, [255, 59, 48], "outside the capsule's rounded end")
    }

    func testGlassChangesNoLayout() async throws {
        let plain = ViewHost(
            HStack {
                Text("Glass").padding(); Text("Next")
            }, size: CGSize(width: 300, height: 100))
        let glassy = ViewHost(
            GlassEffectContainer(spacing: 8) {
                HStack {
                    Text("Glass").padding().glassEffect(.regular.interactive(), in: .rect(cornerRadius: 8)); Text("Next")
                }
            }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(plain.frames(kind: .text), glassy.frames(kind: .text))
    }
}
