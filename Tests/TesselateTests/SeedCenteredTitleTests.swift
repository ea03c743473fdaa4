import XCTest
@testable import Tesselate

/// The title bar of seed 003 (Zenn, "【SwiftUI】Viewをなるべく中央にキープする", 2024-02-25): a title
/// kept centred between two `maxWidth: .infinity` side stacks, pushed aside when one side's
/// buttons need more than half of what is left, and truncated when there is no room.
private struct TitleBar: View {
    var left = 0
    var right = 0

    var body: some View {
        HStack {
            HStack {
                ForEach(0..<left, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue.opacity(0.2))
            .id("left")

            Text("タイトル")
                .lineLimit(1)
                .layoutPriority(1)
                .id("title")

            HStack {
                Spacer(minLength: 0)
                ForEach(0..<right, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue.opacity(0.2))
            .id("right")
        }
        .frame(height: 50)
    }
}

/// The article's first attempt: the buttons in an overlay of a Spacer, which cannot push.
private struct OverlayTitleBar: View {
    var right = 0

    var body: some View {
        HStack {
            Spacer().frame(maxHeight: .infinity).id("left")
            Text("タイトル").lineLimit(1).layoutPriority(1).id("title")
            Spacer()
                .overlay {
                    HStack {
                        Spacer(minLength: 0)
                        ForEach(0..<right, id: \.self) { _ in Color.blue.frame(width: 40, height: 40) }
                    }.id("buttons")
                }
                .frame(maxHeight: .infinity)
                .id("right")
        }
        .frame(height: 50)
    }
}

/// Rules at work (research notes): R1.3 the title (priority 1) is sized first with the sides'
/// minimums held back; R1.2 the two infinitely flexible sides share the rest, the one with the
/// larger minimum first; R2.1 default spacing 8 (R2.2: the flexible frames reset it); R2.3 no
/// spacing next to a Spacer; R3.2 maxWidth .infinity. 400 × 50 window at 1x.
final class SeedCenteredTitleTests: XCTestCase {
    /// The title's width in the current text model (TextMetrics: each katakana is 0.94 em of
    /// 17 pt, 63.92), as laid out: rounded up to the 1x pixel grid, 64.
    private let title = TextMetrics(font: .body).width(of: "タイトル").rounded(.up)
    /// A side with n 40-wide buttons (8 apart, none next to its Spacer) at its minimum.
    private func side(_ n: Int) -> CGFloat { CGFloat(n) * 40 + CGFloat(max(n - 1, 0)) * 8 }

    @MainActor private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 400, height: 50), displayScale: 1)
    }

    // With room, each side takes (400 − 16 − title) / 2 = 160 and the title is centred at 200.
    @MainActor func testTitleIsCentredWithRoom() async {
        XCTAssertEqual(title, 64)
        let h = host(TitleBar())
        let share = (400 - 16 - title) / 2
        assertFrame(h.exactFrame(id: "left"), 0, 0, share, 50)
        assertFrame(h.exactFrame(id: "title"), share + 8, 14.5, title, 21)
        assertFrame(h.exactFrame(id: "right"), share + 16 + title, 0, share, 50)
        XCTAssertEqual(h.exactFrame(id: "title")?.midX ?? 0, 200, accuracy: 1e-9)
        XCTAssertEqual(h.uncachedLayoutDifferences(), [])
    }

    // Three buttons (136) fit in a 160 share: the title stays centred.
    @MainActor func testTitleStaysCentredWhileButtonsFit() async {
        let h = host(TitleBar(left: 1, right: 3))
        XCTAssertEqual(h.exactFrame(id: "title")?.midX ?? 0, 200, accuracy: 1e-9)
    }

    // Four buttons need 184 > 160: the right side (larger minimum, served first) takes 184, the
    // left gets the 136 left over, and the title moves left to x = 144 (centre 176).
    @MainActor func testTitleIsPushedLeftByRightButtons() async {
        XCTAssertEqual(side(4), 184)
        let h = host(TitleBar(right: 4))
        let left = 400 - 16 - title - side(4)
        assertFrame(h.exactFrame(id: "left"), 0, 0, left, 50)
        assertFrame(h.exactFrame(id: "title"), left + 8, 14.5, title, 21)
        assertFrame(h.exactFrame(id: "right"), 400 - side(4), 0, side(4), 50)
        XCTAssertEqual(h.exactFrame(id: "title")?.midX ?? 0, 176, accuracy: 1e-9)
    }

    // Seven buttons need 328: the title is offered 400 − 16 − 328 = 56, fits "タイ…" (2 × 15.98
    // + the 13.6 ellipsis = 45.56, 46 at 1x) and the left side keeps only 10.
    @MainActor func testTitleIsTruncatedWhenFull() async {
        XCTAssertEqual(side(7), 328)
        let h = host(TitleBar(right: 7))
        assertProposal(h.placedProposal(id: "title"), 56, 50)
        assertFrame(h.exactFrame(id: "left"), 0, 0, 10, 50)
        assertFrame(h.exactFrame(id: "title"), 18, 14.5, 46, 21)
        assertFrame(h.exactFrame(id: "right"), 72, 0, 328, 50)
        guard let node = h.nodes(kind: .text).first, let text = h.tree[node].behavior as? TextNode,
            let proposal = h.engine.placedProposals[node]
        else { return XCTFail("no text") }
        XCTAssertEqual(text.lines(for: proposal).lines, ["タイ…"])
    }

    // The overlay version: the buttons do not change the spacers' sizes, so the title stays
    // centred (168…232, no spacing next to the spacers) and four buttons (184 wide, centred on
    // a 168-wide spacer) spill 8 points over it instead of pushing it.
    @MainActor func testOverlayVersionDoesNotPush() async {
        let h = host(OverlayTitleBar(right: 4))
        assertFrame(h.exactFrame(id: "title"), 168, 14.5, title, 21)
        assertFrame(h.exactFrame(id: "right"), 232, 0, 168, 50)
        assertFrame(h.exactFrame(id: "buttons"), 224, 5, 184, 40)
    }
}
