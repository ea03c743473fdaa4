import XCTest
import Tesselate

/// `containerRelativeFrame` sizes a view from its nearest container: the enclosing scroll view's
/// visible area, else the window (Apple's documentation of the modifier).
final class ContainerRelativeFrameTests: XCTestCase {
    /// Pages of a horizontal scroll view each as wide as the scroll view, whatever the content.
    @MainActor func testPagesAsWideAsTheScrollView() async {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<3, id: \.self) { Color.red.containerRelativeFrame(.horizontal).id($0) } }
            }.frame(width: 300, height: 100), size: CGSize(width: 393, height: 400), displayScale: 1)
        XCTAssertEqual(host.frame(id: 0)?.width, 300)
        XCTAssertEqual(host.frame(id: 2)?.minX, (host.frame(id: 0)?.minX ?? 0) + 600)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// `count: 3, span: 2, spacing: 10` in 300: (300 − 2 × 10) / 3 × 2 + 10 = 196.667.
    @MainActor func testCountSpanAndSpacing() async {
        let host = ViewHost(
            ScrollView(.horizontal) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("card")
            }.frame(width: 300, height: 100), size: CGSize(width: 393, height: 400), displayScale: 1000)
        XCTAssertEqual(host.exactFrame(id: "card")?.width ?? 0, 196.667, accuracy: 0.001)
    }

    /// Outside a scroll view the container is the window; the closure form gets each axis.
    @MainActor func testTheWindowIsTheContainerOutsideScrollViews() async {
        let host = ViewHost(
            Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .horizontal ? length / 2 : length / 4
            }.id("quarter"), size: CGSize(width: 400, height: 800), displayScale: 1)
        XCTAssertEqual(host.frame(id: "quarter")?.size, CGSize(width: 200, height: 200))
    }
}
