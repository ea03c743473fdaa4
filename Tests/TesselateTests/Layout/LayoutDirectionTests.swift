import XCTest
import Tesselate
import TesselateTesting

/// Right to left (`layoutDirection` `.rightToLeft`): SwiftUI lays the views out as left to right
/// and mirrors them, so the leading edge is on the right: an `HStack`'s first view is rightmost,
/// `.leading` alignment and padding are on the right, and multiline text is flush right.
final class LayoutDirectionTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V) -> ViewHost<some View> {
        ViewHost(view.environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 200, height: 100), displayScale: 1)
    }

    @MainActor func testStacksRunFromTheRight() async {
        let h = host(
            HStack(spacing: 10) {
                Color.red.frame(width: 20).id("first")
                Color.blue.frame(width: 30).id("second")
                Spacer()
            })
        assertFrame(h.find(.id("first"))?.frame(), 180, 0, 20, 100)
        assertFrame(h.find(.id("second"))?.frame(), 140, 0, 30, 100)
    }

    @MainActor func testLeadingAlignmentAndPaddingAreOnTheRight() async {
        let h = host(
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 40, height: 10).id("short")
            }
            .padding(.leading, 16)
            .frame(maxWidth: .infinity, alignment: .leading))
        // The stack is 100 wide, flush with the right edge less its 16 of leading padding; its
        // rows are 10, 8 apart, centred vertically (36 and 54).
        assertFrame(h.find(.id("short"))?.frame(), 200 - 16 - 40, 54, 40, 10)
    }

    // A subtree set back to left to right is laid out left to right inside the mirrored parent.
    @MainActor func testASubtreeCanTurnBack() async {
        let h = host(
            HStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20).id("a")
                    Color.blue.frame(width: 20).id("b")
                }
                .environment(\.layoutDirection, .leftToRight)
                Spacer()
            })
        assertFrame(h.find(.id("a"))?.frame(), 160, 0, 20, 100)
        assertFrame(h.find(.id("b"))?.frame(), 180, 0, 20, 100)
    }

    // Wrapped lines are flush right; `.trailing` is flush left.
    @MainActor func testMultilineTextIsFlushRight() async {
        let text = "The quick brown fox jumps over the lazy dog"
        let right = TextMeasurement(
            text, width: 100,
            options: {
                var o = TextLayoutOptions(); o.isRightToLeft = true; return o
            }())
        XCTAssertEqual(right.result.lineOffsets.first ?? 0, right.size.width - right.result.lineWidths[0], accuracy: 1e-9)
        var trailing = TextLayoutOptions(alignment: .trailing)
        trailing.isRightToLeft = true
        XCTAssertEqual(TextMeasurement(text, width: 100, options: trailing).result.lineOffsets, [0, 0, 0, 0])
    }
}
