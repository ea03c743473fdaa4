import XCTest
@testable import Tesselate

/// Seed 003's centred title, with real text metrics: the title truncates only when the side
/// items leave it less than its width, and `.frame(minWidth: 50)` keeps a title that fits in 50
/// points whole. ("タイトル" is 4 × 15.98 = 63.92 points, 64 at 3x: kana are 0.94 em,
/// `TextMetrics.wideAdvance(of:)`.)
final class TextSeedTitleTests: XCTestCase {
    struct TitleBar: View {
        var title = "タイトル"
        var right: Int
        var minWidth: CGFloat?
        var body: some View {
            HStack {
                HStack { Spacer(minLength: 0) }.frame(maxWidth: .infinity, maxHeight: .infinity).id("left")
                titleView.lineLimit(1).layoutPriority(1)
                HStack {
                    Spacer(minLength: 0)
                    ForEach(0..<right, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity).id("right")
            }
            .frame(height: 50)
        }
        @ViewBuilder var titleView: some View {
            if let minWidth { Text(title).frame(minWidth: minWidth).id("title") } else { Text(title).id("title") }
        }
    }

    /// Buttons 40 wide, 8 apart.
    private func side(_ n: Int) -> CGFloat { n == 0 ? 0 : CGFloat(40 * n + 8 * (n - 1)) }

    @MainActor private func shown(_ h: ViewHost<TitleBar>) -> [String] {
        let node = h.nodes(kind: .text)[0]
        return (h.tree[node].behavior as? TextNode)?.lines(for: h.engine.placedProposals[node]!).lines ?? []
    }

    @MainActor private func host(_ bar: TitleBar) -> ViewHost<TitleBar> { ViewHost(bar, size: CGSize(width: 393, height: 100)) }

    // No buttons: the sides share 393 − 16 − 64 equally; the title is centred at 196.5.
    @MainActor func testCentredWithRoom() async {
        let h = host(TitleBar(right: 0))
        XCTAssertEqual(h.exactFrame(id: "title")?.width, 64)
        XCTAssertEqual(h.exactFrame(id: "title")?.midX ?? 0, 196.5, accuracy: 1e-9)
    }

    // Six buttons (280) still leave 377 − 280 = 97 ≥ 64: pushed left, whole, ending where the
    // buttons' side starts (105).
    @MainActor func testPushedButWholeWhileItFits() async {
        let h = host(TitleBar(right: 6))
        XCTAssertEqual(shown(h), ["タイトル"])
        // The 50-tall bar is centred in the 100-tall window (y 25); the title in the bar.
        assertFrame(h.exactFrame(id: "title"), 105 - 64, 25 + 25 - 20.333333 / 2, 64, 20.333333, accuracy: 1e-5)
    }

    // Seven buttons (328) leave 49: "タイ…" (31.96 + the ellipsis, 13.68 − 0.43 of tracking =
    // 45.21, 45.333 at 3x).
    @MainActor func testTruncatesWhenNoRoom() async {
        let h = host(TitleBar(right: 7))
        XCTAssertEqual(shown(h), ["タイ…"])
        XCTAssertEqual(h.exactFrame(id: "title")?.width ?? 0, 45.333333, accuracy: 1e-5)
    }

    // minWidth 50: the title is always offered at least 50, so a short title ("Title", 32.8)
    // stays whole even when the buttons leave it 1 point; without it, it truncates to "…".
    @MainActor func testMinWidthKeepsAShortTitleWhole() async {
        let without = host(TitleBar(title: "Title", right: 8))
        XCTAssertEqual(shown(without), ["…"])
        let with = host(TitleBar(title: "Title", right: 8, minWidth: 50))
        XCTAssertEqual(shown(with), ["Title"])
        XCTAssertEqual(with.exactFrame(id: "title")?.width, 50)
    }
}
