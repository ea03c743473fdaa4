import XCTest
@testable import Tesselate

/// `onDelete`, `onMove`, `List(selection:)` and `swipeActions`: the host performs what a person's
/// swipe, drag or tap would (Tesselate has no gestures for them).
final class ListEditingTests: XCTestCase {
    struct Fruits: View {
        @State var names = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @MainActor private func texts(_ host: ViewHost<some View>) -> [String] {
        host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.content }
    }

    /// Deleting "Banana" calls `onDelete` with its offset, 1; the row goes.
    @MainActor func testDelete() async {
        let host = ViewHost(Fruits(), device: .iPhone16)
        XCTAssertTrue(host.deleteListRow(id: "Banana"))
        XCTAssertEqual(texts(host), ["Apple", "Cherry"])
        XCTAssertTrue(host.dump().contains("ListRow(onDelete)"))
    }

    /// Moving "Apple" to offset 3 (the end, as SwiftUI counts) gives Banana, Cherry, Apple.
    @MainActor func testMove() async {
        let host = ViewHost(Fruits(), device: .iPhone16)
        XCTAssertTrue(host.moveListRow(id: "Apple", toOffset: 3))
        XCTAssertEqual(texts(host), ["Banana", "Cherry", "Apple"])
    }

    /// A row with no such action, or no row, is a diagnostic, not a crash.
    @MainActor func testMissingActionsAreReported() async {
        let host = ViewHost(List { ForEach(0..<2, id: \.self) { Text("\($0)") } }, device: .iPhone16)
        XCTAssertFalse(host.deleteListRow(id: 0))
        XCTAssertEqual(host.diagnostics.map(\.code), [.listRowActionNotPossible])
        XCTAssertFalse(host.moveListRow(id: 7, toOffset: 0))
        XCTAssertEqual(host.diagnostics.map(\.message), ["moveListRow(id: 7): no ForEach row has this id; nothing done"])
    }

    /// `List(selection:)`: selecting a row sets the binding to its id; a set toggles membership.
    @MainActor func testSelection() async {
        struct Single: View {
            @State var selected: Int?
            var body: some View {
                List(selection: $selected) { ForEach(0..<3, id: \.self) { Text("\($0)") } }
                Text("selected \(selected ?? -1)")
            }
        }
        let host = ViewHost(Single(), device: .iPhone16)
        XCTAssertTrue(host.selectListRow(id: 2))
        XCTAssertTrue(host.dump().contains("selection: 2"), host.dump())
        struct Multiple: View {
            @State var selected: Set<String> = []
            var body: some View {
                List(["a", "b"], id: \.self, selection: $selected) { Text($0) }
            }
        }
        let multiple = ViewHost(Multiple(), device: .iPhone16)
        multiple.selectListRow(id: "a")
        multiple.selectListRow(id: "b")
        multiple.selectListRow(id: "a")
        XCTAssertTrue(multiple.dump().contains("selection: Set([\"b\"])"), multiple.dump())
    }

    /// `swipeActions` compiles and marks the row; the actions are not laid out.
    @MainActor func testSwipeActionsCompile() async {
        let host = ViewHost(
            List {
                Text("Mail").swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Flag") {} }
            }, device: .iPhone16)
        XCTAssertTrue(host.dump().contains("ListRow(swipeActions)"))
        XCTAssertTrue(host.nodes(kind: .button).isEmpty)
    }
}
