import XCTest
@testable import Playgrounds
@testable import Tesselate

/// Seed 004 (zooming horizontal pager): scale = clamp(item.minX / width + 1, 0, 1), anchored at
/// the bottom; `scaleEffect` changes drawing, not layout.
final class ZoomingPagerTests: XCTestCase {
    private let window = CGSize(width: 393, height: 852)

    /// The scale each page is drawn with, read from its `scaleEffect`, in page order.
    @MainActor private func scales(_ host: ViewHost<ZoomingPager>) -> [CGFloat] {
        host.nodes(kind: .scaleEffect).compactMap { node in
            guard case .scale(let x, let y)? = (host.tree[node].behavior as? TransformEffect)?.kind, x == y else { return nil }
            return x
        }
    }

    /// Claim: "the page in view has scale 1"; pages to its right are clamped to 1 too.
    @MainActor func testAtRestEveryPageHasScaleOne() async {
        let host = ViewHost(ZoomingPager(), size: window)
        XCTAssertEqual(scales(host), Array(repeating: 1, count: 7))
        XCTAssertEqual(host.diagnostics, [])
    }

    /// Claim: scale = clamp(minX / width + 1, 0, 1) at every offset, for every page.
    @MainActor func testScaleFollowsMinXAtEachOffset() async {
        let host = ViewHost(ZoomingPager(), size: window)
        for offset in [0, 100, 196.5, 393, 600, 1_000, 2_358] as [CGFloat] {
            host.scroll(to: CGPoint(x: offset, y: 0))
            // Each page's reader reports its frame rounded to the 3x pixel grid, as SwiftUI's does.
            let readers = host.findAll(.kind(.geometryReader)).compactMap { $0.isPlaced ? $0.frame() : nil }.dropFirst()
            for (page, reader) in readers.enumerated() {
                let exact: CGFloat = CGFloat(page) * 393 - offset
                XCTAssertEqual(reader.minX, (exact * 3 + 0.5).rounded(.down) / 3, accuracy: 1e-6)
            }
            let expected = readers.map { min(max(0, $0.minX / 393 + 1), 1) }
            let actual = scales(host)
            XCTAssertEqual(actual.count, 7)
            for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 1e-6, "offset \(offset)") }
        }
    }

    /// Claim: a page scrolled off to the left shrinks toward its bottom edge; its layout frame is
    /// unchanged, its drawn frame is scaled around the bottom centre.
    @MainActor func testScaleChangesDrawingNotLayout() async {
        let host = ViewHost(ZoomingPager(), size: window)
        host.scroll(to: CGPoint(x: 196 + 2.0 / 3, y: 0))
        let page = host.nodes(kind: .scaleEffect)[0]
        let layout = host.frame(of: page)!
        XCTAssertEqual(layout.size, CGSize(width: 393, height: 852), "layout: full size")
        XCTAssertEqual(layout.minX, -196 - 2.0 / 3, accuracy: 1e-9, "moved by the scroll only")
        let colour = host.nodes(kind: .rectangle).first { host.engine.drawnFrame(of: $0)?.width ?? 0 < 393 }!
        let drawn = host.engine.drawnFrame(of: colour)!
        // scale = 1 − 196.667 / 393 = 0.4996…: the page is drawn at that fraction of its size.
        let scale = 1 - (196 + 2.0 / 3) / 393
        XCTAssertEqual(drawn.width, 393 * scale, accuracy: 0.01)
        XCTAssertEqual(drawn.height, 852 * scale, accuracy: 0.01)
        XCTAssertEqual(drawn.maxY, 852, accuracy: 0.01, "anchored at the bottom")
        XCTAssertEqual(drawn.midX, layout.midX, accuracy: 0.01)
    }
}
