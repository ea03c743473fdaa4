import XCTest
import Tesselate

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, SwiftUI's collection helpers for
/// `onDelete` and `onMove` (the destination counts offsets before the move).
final class CollectionEditingTests: XCTestCase {
    func testRemoveAtOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: IndexSet([1, 3, 9]))
        XCTAssertEqual(letters, ["a", "c"])
    }

    func testMoveFromOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        XCTAssertEqual(letters, ["b", "d", "a", "c"])
        letters.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        XCTAssertEqual(letters, ["c", "b", "d", "a"])
        letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 2)
        XCTAssertEqual(letters, ["c", "b", "d", "a"])
    }
}
