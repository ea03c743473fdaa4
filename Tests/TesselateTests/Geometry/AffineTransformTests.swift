import XCTest
@testable import Tesselate
import TesselateTesting

/// `CGAffineTransform` (Core Graphics' type, which Foundation on Linux lacks) and what SwiftUI
/// takes it in: `CGPoint`/`CGSize`/`CGRect.applying(_:)`, `Path.applying(_:)`,
/// `Shape.transform(_:)` and `transformEffect(_:)`. Core Graphics maps (x, y) to
/// (a·x + c·y + tx, b·x + d·y + ty); `translatedBy`, `scaledBy` and `rotated(by:)` act before the
/// transform they are called on; `concatenating(t2)` acts before `t2`.
final class AffineTransformTests: XCTestCase {
    private func assertPoint(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    func testTheBasicTransforms() {
        let p = CGPoint(x: 2, y: 3)
        assertPoint(p.applying(.identity), 2, 3)
        assertPoint(p.applying(CGAffineTransform(translationX: 10, y: -1)), 12, 2)
        assertPoint(p.applying(CGAffineTransform(scaleX: 2, y: 3)), 4, 9)
        // A quarter turn: x goes to y (clockwise on screen, y pointing down).
        assertPoint(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(CGAffineTransform().isIdentity, "init() is all zeros, as Core Graphics'")
    }

    func testOrderOfComposition() {
        let p = CGPoint(x: 1, y: 1)
        // Scale, then translate.
        assertPoint(p.applying(CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 0))), 7, 2)
        // translatedBy acts first: translate, then scale.
        assertPoint(p.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)), 12, 2)
        assertPoint(p.applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)), 7, 2)
        assertPoint(CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)), 5, 1)
    }

    func testInversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -2)
        let p = CGPoint(x: 7, y: -5)
        assertPoint(p.applying(t).applying(t.inverted()), 7, -5)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat, "a transform that cannot be undone is returned as it is")
    }

    func testSizesAndRects() {
        let size = CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: -1, y: 2).translatedBy(x: 100, y: 100))
        XCTAssertEqual(size, CGSize(width: -10, height: 10), "no translation, and signs kept")
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rect.minX, -4, accuracy: 1e-9)
        XCTAssertEqual(rect.width, 4, accuracy: 1e-9)
        XCTAssertEqual(rect.height, 10, accuracy: 1e-9)
    }

    /// A path and a shape drawn through a transform; the shape keeps its frame.
    @MainActor func testPathsAndShapes() async {
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 1))
        XCTAssertEqual(moved.boundingRect, CGRect(x: 5, y: 1, width: 20, height: 10))
        let shape = Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10))
        let host = ViewHost(shape.frame(width: 40, height: 20).id("shape"), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.exactFrame(id: "shape")?.size, CGSize(width: 40, height: 20))
        XCTAssertTrue(host.dump().contains("Rectangle(transform: 0.5, 0, 0, 0.5, 0, 0"), host.dump())
    }

    /// `transformEffect` draws the view through the transform in its own coordinates; layout is
    /// unchanged.
    @MainActor func testTransformEffect() async {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 40).transformEffect(CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 20, y: 0)),
            size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(host.frames(kind: "transformEffect").first, CGRect(x: 50, y: 30, width: 100, height: 40))
        XCTAssertEqual(host.engine.drawnFrame(of: host.nodes(kind: "Color")[0]), CGRect(x: 60, y: 30, width: 50, height: 20))
        let bad = ViewHost(Color.red.transformEffect(CGAffineTransform(translationX: .nan, y: 0)), size: CGSize(width: 10, height: 10))
        XCTAssertEqual(bad.diagnostics.map(\.code), [.invalidValue])
    }
}
