import XCTest
import Tesselate

/// Pixel rounding (research notes R7). Sources: https://developer.apple.com/videos/play/wwdc2019/237/
/// (frames snap to pixels); https://kean.blog/post/swiftui-layout-system ; OpenSwiftUI
/// `CGRect.roundCoordinatesToNearestOrUp`, `ViewFrame.round(toMultipleOf:)`; probe
/// https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-environment-pixel-length.swift
final class PixelRoundingTests: XCTestCase {
    @MainActor private func thirds(width: CGFloat, scale: CGFloat) -> ViewHost<some View> {
        ViewHost(
            HStack(spacing: 0) {
                Color.red.id("a"); Color.green.id("b"); Color.blue.id("c")
            }.frame(width: 100),
            size: CGSize(width: width, height: 10), displayScale: scale)
    }

    // R7.2: three Colors 33.333 wide at x = 0, 33.333, 66.667; edges round to the nearest pixel
    // (ties up), widths are the distances between rounded edges.
    @MainActor func testThreeThirdsAtOneTwoAndThreeX() async {
        let cases: [(scale: CGFloat, xs: [CGFloat], widths: [CGFloat])] = [
            (1, [0, 33, 67], [33, 34, 33]),
            (2, [0, 33.5, 66.5], [33.5, 33, 33.5]),
            (3, [0, 100 / 3.0, 200 / 3.0], [100 / 3.0, 100 / 3.0, 100 / 3.0]),
        ]
        for (scale, xs, widths) in cases {
            let h = thirds(width: 100, scale: scale)
            for (i, id) in ["a", "b", "c"].enumerated() {
                assertFrame(h.frame(id: id), xs[i], 0, widths[i], 10, accuracy: 1e-9, "\(id) @\(scale)x")
            }
        }
    }

    // R7.1: layout itself stays unrounded; only the frames are snapped.
    @MainActor func testExactFramesAreUnrounded() async {
        let h = thirds(width: 100, scale: 1)
        assertFrame(h.exactFrame(id: "b"), 100 / 3.0, 0, 100 / 3.0, 10, accuracy: 1e-9)
    }

    // R7.1: edges are rounded in window coordinates, not per parent. Centred in a 100.8-wide
    // window the row starts at 0.4, so at 1x the edges 0.4, 33.73, 67.07, 100.4 become 0, 34, 67,
    // 100: widths 34/33/33 (33/34/33 at x = 0), and neighbours still touch.
    @MainActor func testEdgesRoundInWindowCoordinates() async {
        let h = thirds(width: 100.8, scale: 1)
        assertFrame(h.frame(id: "a"), 0, 0, 34, 10)
        assertFrame(h.frame(id: "b"), 34, 0, 33, 10)
        assertFrame(h.frame(id: "c"), 67, 0, 33, 10)
        XCTAssertEqual(h.frame(id: "a")?.maxX, h.frame(id: "b")?.minX)
        XCTAssertEqual(h.frame(id: "b")?.maxX, h.frame(id: "c")?.minX)
        assertFrame(h.exactFrame(id: "a"), 0.4, 0, 100 / 3.0, 10, accuracy: 1e-9)
    }

    // R7.3 / R8.2: a text's size is ceiled to the pixel grid: body (17 pt, 20.287 tall) is 21 at
    // 1x, 20.5 at 2x and 20.333 at 3x.
    @MainActor func testTextHeightIsCeiledToPixels() async {
        for (scale, height) in [(1.0, 21.0), (2, 20.5), (3, 61 / 3.0)] {
            let h = ViewHost(Text("Hello").id("t"), size: CGSize(width: 100, height: 100), displayScale: scale)
            XCTAssertEqual(h.frame(id: "t")?.height ?? 0, height, accuracy: 1e-9, "@\(scale)x")
        }
    }
}
