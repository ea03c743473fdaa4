import XCTest
import Tesselate
import TesselateTesting

// Large titles collapse on scroll (iOS 11+ navigation bars): on an iPhone 16 (59 above) the bar is
// 96 tall with a large title; as the page's List scrolls, the large title area shrinks by the
// offset, and once the content has scrolled by the area's 52 points the bar is 44 tall with the
// title inline (LayoutRules.md, "Navigation bars"). The page keeps its inset: the content moves
// with the finger and goes under the bar.

private struct Long: View {
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var body: some View {
        NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Rows")
                .navigationBarTitleDisplayMode(displayMode)
        }
    }
}

final class LargeTitleCollapseTests: XCTestCase {
    @MainActor func testLargeTitleShrinksThenShowsInline() async {
        let host = ViewHost(Long(), device: .iPhone16)
        let rowAtRest = host.find(.text("Row 0"))!.frame().minY
        host.scroll(by: CGSize(width: 0, height: 20))
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 76)
        XCTAssertEqual(
            host.find(.text("Rows"))?.frame().maxY ?? 0, 53.667 + 76 - 16 + 34 * 494 / 2048, accuracy: 0.34, "the large title rides up")
        XCTAssertEqual(host.find(.text("Row 0"))!.frame().minY, rowAtRest - 20, accuracy: 0.34, "content moves with the finger")

        host.scroll(by: CGSize(width: 0, height: 40))
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        let title = host.find(.text("Rows"))!
        XCTAssertEqual(title.frame().midX, 393 / 2, accuracy: 0.34, "inline, centred")
        XCTAssertEqual(title.frame().midY, 53.667 + 22, accuracy: 0.34)
        XCTAssertEqual(title.frame().height, TextMeasurement("Rows", font: .headline).size.height, accuracy: 0.34)

        host.scroll(to: .zero)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        assertNoDiagnostics(host)
    }

    /// An inline bar does not change on scroll.
    @MainActor func testInlineBarStays() async {
        let host = ViewHost(Long(displayMode: .inline), device: .iPhone16)
        host.scroll(by: CGSize(width: 0, height: 30))
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
    }
}
