import Tesselate
import TesselateTesting
import XCTest

/// `scrollClipDisabled(_:)` (iOS 17): a scroll view draws, and takes touches on, content beyond
/// its bounds; by default it clips it. Source:
/// <https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:)>.
@MainActor
final class ScrollClipDisabledTests: XCTestCase {
    /// A 100-point scroll view 50 below the window's top, its content a red square moved 55
    /// points up, so that it lies above the viewport (y −5…45 in the window).
    private struct Screen: View {
        var clipDisabled: Bool
        var tapped: () -> Void = {}
        var body: some View {
            VStack(spacing: 0) {
                Color.white.frame(height: 50)
                ScrollView {
                    Color.red.frame(width: 50, height: 50).onTapGesture(perform: tapped).accessibilityIdentifier("square")
                        .offset(y: -55)
                }
                .frame(height: 100)
                .scrollClipDisabled(clipDisabled)
                Spacer()
            }
        }
    }

    func testContentBeyondTheBoundsIsDrawnOnlyWhenClippingIsOff() async throws {
        let size = CGSize(width: 200, height: 300)
        let clipped = try DecodedPNG(ViewHost(Screen(clipDisabled: false), size: size).png(scale: 1))
        XCTAssertEqual(clipped.pixel(100, 30), [255, 255, 255], "clipped at the scroll view's top")
        let unclipped = try DecodedPNG(ViewHost(Screen(clipDisabled: true), size: size).png(scale: 1))
        XCTAssertEqual(unclipped.pixel(100, 30), [255, 59, 48], "drawn above the scroll view")
    }

    func testContentBeyondTheBoundsTakesTouchesWhenClippingIsOff() async throws {
        var taps = 0
        let host = ViewHost(Screen(clipDisabled: true) { taps += 1 }, size: CGSize(width: 200, height: 300))
        XCTAssertTrue(host.find(.accessibilityIdentifier("square"))?.tap() ?? false, "a tap at its centre, above the viewport")
        XCTAssertEqual(taps, 1)
    }
}
