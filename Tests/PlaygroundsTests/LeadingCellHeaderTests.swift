import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// Seed 001 (header from the leftmost visible cell): as the 14 cells scroll, the title shows the
/// relative date (今日/明日/明後日, "today" fixed at 2022-01-07) of the first cell whose minX is
/// right of the scroll view's left edge, and changes only when that cell's date changes.
final class LeadingCellHeaderTests: XCTestCase {
    private let window = CGSize(width: 393, height: 852)
    /// The article's data: cells 1–5 are 2022-01-07, 6–10 2022-01-08, 11–14 2022-01-09.
    private let dates = Array(repeating: "今日", count: 5) + Array(repeating: "明日", count: 5) + Array(repeating: "明後日", count: 4)

    @MainActor private func makeHost() -> ViewHost<LeadingCellHeader> {
        ViewHost(LeadingCellHeader(), size: window)
    }

    /// The header: the `.title2` text.
    @MainActor private func header(_ host: ViewHost<LeadingCellHeader>, line: UInt = #line) -> String? {
        host.find(.where("with font .title2") { $0.kind == .text && $0.attributes.contains("font: .title2") }, line: line)?.text
    }

    /// Each cell's GeometryReader (the one inside `.frame(width: 150, height: 180)`), in order.
    @MainActor private func cells(_ host: ViewHost<LeadingCellHeader>) -> [ViewMatch] {
        host.findAll(
            .where("a cell's GeometryReader") { $0.kind == .geometryReader && $0.parent?.kind == .frame && $0.size.width == 150 })
    }

    /// The scroll view's left edge in the window (what the article's outer GeometryReader reads).
    @MainActor private func leftEdge(_ host: ViewHost<LeadingCellHeader>) -> CGFloat {
        host.find(.kind(.scrollView))?.frame().minX ?? .nan
    }

    /// The offsets at which each cell's minX reaches the left edge, read from the layout at rest.
    @MainActor private func boundaries(_ host: ViewHost<LeadingCellHeader>) -> [CGFloat] {
        let edge = leftEdge(host)
        return cells(host).map { $0.frame().minX - edge }
    }

    /// The layout the claims rest on: 14 cells of 150×180, each followed by a Divider, in an
    /// HStack with its default spacing (8): a pitch of 150 + 8 + ⅓ + 8 points; cell 1 starts
    /// at the scroll view's left edge; the content is wider than the 300-point viewport.
    @MainActor func testCellsAreLaidOutAtAPitchOf166AndAThird() async {
        let host = makeHost()
        let cells = cells(host)
        XCTAssertEqual(cells.count, 14)
        XCTAssertEqual(leftEdge(host), 46.667, accuracy: 0.001)
        assertFrame(cells.first, x: 46.667, y: 358, width: 150, height: 180, accuracy: 0.001)
        for (index, edge) in boundaries(host).enumerated() {
            XCTAssertEqual(edge, CGFloat(index) * (166 + 1.0 / 3), accuracy: 0.001, "cell \(index + 1)")
        }
        assertSize(host.find(.kind(.scrollView)), width: 300, height: 180)
        assertSize(host.find(.kind(.scrollView))?.children.first, width: 2320.667, height: 180, accuracy: 0.001)
        XCTAssertEqual(
            cells.map { $0.find(.text(containing: "2022-"))?.text ?? "" },
            Array(repeating: "2022-01-07", count: 5) + Array(repeating: "2022-01-08", count: 5)
                + Array(repeating: "2022-01-09", count: 4))
    }

    /// Claim: at rest the title is 今日 (the first cell right of the edge is cell 2: cell 1's minX
    /// equals the edge, and the article's filter is `side < minX`).
    @MainActor func testAtRestTheTitleIsToday() async {
        let host = makeHost()
        XCTAssertEqual(header(host), "今日")
        assertNoDiagnostics(host)
    }

    /// Claim: "内部のセルが、ScrollViewの左端に掛かったら、そのセルの情報で他のViewを置き換える":
    /// just before each cell reaches the edge (one pixel, one point), the title is that cell's
    /// date; once it has reached it, the next cell's. Checked at every one of the 13 boundaries,
    /// so the title changes exactly at the two where the date changes (after cells 5 and 10).
    @MainActor func testTheTitleFollowsTheFirstCellRightOfTheEdge() async {
        let host = makeHost()
        let edges = boundaries(host)
        let maximum = edges[13] + 150 - 300 + (8 + 1.0 / 3)  // content − viewport
        for index in 1..<14 {
            let boundary = edges[index]
            for offset in [boundary - 1, boundary - 1.0 / 3] where offset <= maximum {
                host.scroll(to: CGPoint(x: offset, y: 0))
                XCTAssertEqual(header(host), dates[index], "offset \(offset): cell \(index + 1) is the first right of the edge")
            }
            for offset in [boundary, boundary + 1.0 / 3, boundary + 1] where offset <= maximum {
                host.scroll(to: CGPoint(x: offset, y: 0))
                XCTAssertEqual(header(host), dates[min(index + 1, 13)], "offset \(offset): cell \(index + 1) has reached the edge")
            }
        }
        assertNoDiagnostics(host)
    }

    /// Claim: the three dates at the boundaries where they change, and back when scrolling left.
    @MainActor func testTheTitleChangesAtTheFifthAndTenthCells() async {
        let host = makeHost()
        let edges = boundaries(host)
        let steps: [(CGFloat, String)] = [
            (edges[4] - 1.0 / 3, "今日"), (edges[4], "明日"), (edges[9] - 1.0 / 3, "明日"), (edges[9], "明後日"),
            (10_000, "明後日"), (edges[9] - 1, "明日"), (edges[4] - 1, "今日"), (0, "今日"),
        ]
        for (offset, expected) in steps {
            host.scroll(to: CGPoint(x: offset, y: 0))
            XCTAssertEqual(header(host), expected, "offset \(offset)")
        }
        XCTAssertEqual(host.scrollOffset()?.x, 0)
        host.scroll(to: CGPoint(x: 10_000, y: 0))
        XCTAssertEqual(host.scrollOffset()?.x ?? 0, 2020.667, accuracy: 0.001, "clamped to content − viewport")
    }

    /// Claim: "messageの値…と異なっているかどうかで判断している": the title is set only when the date
    /// changes. Scrolling within the first five cells runs the preference callback but writes no
    /// state (the update takes no extra pass and the title stays 今日); crossing into 明日 writes
    /// it once (one extra pass), and the update settles.
    @MainActor func testTheTitleIsSetOnlyWhenTheDateChanges() async {
        let host = makeHost()
        let edges = boundaries(host)
        var withinPasses: [Int] = []
        for offset in [10, 100, edges[1] + 3, edges[2] + 40, edges[3] + 80, edges[4] - 1] {
            host.scroll(to: CGPoint(x: offset, y: 0))
            XCTAssertEqual(cells(host).first?.frame().minX ?? 0, leftEdge(host) - offset, accuracy: 0.34, "the cells moved")
            XCTAssertEqual(header(host), "今日", "offset \(offset)")
            withinPasses.append(assertSettles(host))
        }
        XCTAssertEqual(Set(withinPasses).count, 1, "every scroll within a date takes the same passes: \(withinPasses)")
        host.scroll(to: CGPoint(x: edges[4] + 1, y: 0))
        let crossing = host.lastPassCount
        XCTAssertEqual(header(host), "明日")
        XCTAssertEqual(crossing, withinPasses[0] + 1, "setting the title costs exactly one more pass")
        XCTAssertLessThan(crossing, ViewHost<LeadingCellHeader>.maximumPasses)
        host.scroll(to: CGPoint(x: edges[4] + 60, y: 0))
        XCTAssertEqual(host.lastPassCount, withinPasses[0], "still 明日: nothing is set")
        assertNoDiagnostics(host)
    }

    /// Claim: with `HStack` (not `LazyHStack`) there is no "Bound preference
    /// ScrollOffsetPreferenceKey tried to update multiple times per frame": no diagnostic at rest
    /// or at any offset, every update settles.
    @MainActor func testNoUpdateLoopDiagnosticWithHStack() async {
        let host = makeHost()
        assertNoDiagnostics(host)
        for offset in stride(from: CGFloat(0), through: 2_100, by: 83) {
            host.scroll(to: CGPoint(x: offset, y: 0))
            assertSettles(host)
            assertNoDiagnostics(host)
            XCTAssertFalse(host.diagnostics.contains { $0.message.contains("Bound preference") }, "offset \(offset)")
        }
    }

    /// The component at rest, and scrolled into 明日, as dumps.
    @MainActor func testSnapshots() async {
        let host = makeHost()
        assertLayout(of: host, as: .dump, named: "rest")
        host.scroll(to: CGPoint(x: 820, y: 0))
        assertLayout(of: host, as: .dump, named: "tomorrow")
    }
}
