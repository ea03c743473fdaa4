import XCTest
import Tesselate

/// A scroll of a long lazy stack lands where asked in one call, however wrong the estimates of the
/// rows not made were: rows of varied heights make the estimates change as rows are made, and
/// the scroll still reaches its offset, edge or row.
final class LazyScrollExactnessTests: XCTestCase {
    /// 100,000 rows of 20 to 92 points (the estimate is the average of the rows made, so it is
    /// wrong wherever the rows made are not typical).
    struct Rows: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100_000, id: \.self) { row in
                        Color.red.frame(height: CGFloat(20 + (row * 37 % 7) * 12)).id(row)
                    }
                }
            }
            .id("scroller")
        }
    }

    @MainActor func testScrollToEndThenTopInOneCall() async {
        let host = ViewHost(Rows(), size: CGSize(width: 100, height: 400), displayScale: 1)
        host.scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude), in: "scroller")
        let end = host.scrollOffset(in: "scroller")?.y ?? 0
        XCTAssertGreaterThan(end, 1_000_000)
        XCTAssertEqual(host.frame(id: 99_999)?.maxY, 400, "the last row at the bottom")
        host.scroll(to: .zero, in: "scroller")
        XCTAssertEqual(host.scrollOffset(in: "scroller")?.y, 0, "the top in one call")
        XCTAssertEqual(host.frame(id: 0)?.minY, 0, "row 0 at the top")
    }

    @MainActor func testScrollToAnOffsetAfterTheEndInOneCall() async {
        let host = ViewHost(Rows(), size: CGSize(width: 100, height: 400), displayScale: 1)
        host.scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude), in: "scroller")
        host.scroll(to: CGPoint(x: 0, y: 5_000), in: "scroller")
        XCTAssertEqual(host.scrollOffset(in: "scroller")?.y, 5_000, "the offset in one call")
    }
}
