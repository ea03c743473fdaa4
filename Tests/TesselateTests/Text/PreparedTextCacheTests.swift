import XCTest
@testable import Tesselate

/// A host prepares each distinct text once and keeps it while it is shown.
final class PreparedTextCacheTests: XCTestCase {
    private struct Rows: View {
        var count: Int
        var body: some View {
            VStack {
                ForEach(0..<count, id: \.self) { _ in Text("The same subtitle") }; Text("Title")
            }
        }
    }

    @MainActor func testTextsArePreparedOnceAndDroppedWhenGone() async {
        let host = ViewHost(Rows(count: 50))
        XCTAssertEqual(host.texts.count, 2, "50 equal subtitles share one preparation")
        let nodes = host.nodes(kind: .text).compactMap { host.tree[$0].behavior as? TextNode }
        XCTAssertTrue(nodes.dropLast().allSatisfy { $0.layouts === nodes[0].layouts })
        let before = nodes[0].layouts
        host.rootView = Rows(count: 3)
        let after = host.nodes(kind: .text).compactMap { host.tree[$0].behavior as? TextNode }
        XCTAssertTrue(after[0].layouts === before, "kept from one update to the next")
        host.rootView = Rows(count: 0)
        XCTAssertEqual(host.texts.count, 1, "the subtitle is gone")
    }

    // A layout refers to its text's graphemes, not to the memo that keeps it: a text that is
    // gone is freed with its layouts (a memo inside the text made a cycle, and every text laid
    // out stayed in memory).
    @MainActor func testATextThatIsGoneIsFreedWithItsLayouts() async {
        weak var subtitle: TextLayoutMemo?
        weak var prepared: PreparedText?
        let host = ViewHost(Rows(count: 2))
        do {
            let node = host.nodes(kind: .text).compactMap { host.tree[$0].behavior as? TextNode }[0]
            subtitle = node.layouts
            prepared = node.layouts.text
            XCTAssertGreaterThan(node.lines(for: ProposedViewSize(width: 40, height: nil)).lineCount, 1)
        }
        host.rootView = Rows(count: 0)
        XCTAssertNil(subtitle, "the memo is freed")
        XCTAssertNil(prepared, "the prepared text is freed")
    }

    @MainActor func testAHostIsFreedWithItsTexts() async {
        weak var freed: ViewHost<Rows>?
        weak var prepared: PreparedText?
        do {
            let host = ViewHost(Rows(count: 2))
            freed = host
            prepared = host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.layouts.text }.first
            XCTAssertNotNil(prepared)
        }
        XCTAssertNil(freed)
        XCTAssertNil(prepared, "no layout keeps its text alive")
    }
}
