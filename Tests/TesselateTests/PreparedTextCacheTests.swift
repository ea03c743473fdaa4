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
        let nodes = host.nodes(kind: "Text").compactMap { host.tree[$0].behavior as? TextNode }
        XCTAssertTrue(nodes.dropLast().allSatisfy { $0.prepared === nodes[0].prepared })
        let before = nodes[0].prepared
        host.rootView = Rows(count: 3)
        let after = host.nodes(kind: "Text").compactMap { host.tree[$0].behavior as? TextNode }
        XCTAssertTrue(after[0].prepared === before, "kept from one update to the next")
        host.rootView = Rows(count: 0)
        XCTAssertEqual(host.texts.count, 1, "the subtitle is gone")
    }
}
