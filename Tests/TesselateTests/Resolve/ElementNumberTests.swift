import XCTest

@testable import Tesselate

/// `ElementNumber`: a `ForEach` element whose id is its offset keeps both in its node; the ids
/// and offsets read back are those a box of rare traits would give.
final class ElementNumberTests: XCTestCase {
    func testANumberReadsBackAsIDsAndOffset() throws {
        let element = try XCTUnwrap(ElementNumber(7, isExplicitID: true))
        XCTAssertEqual(element.number, 7)
        XCTAssertEqual(element.explicitID, .int(7))
        XCTAssertEqual(element.listID, .int(7))
        XCTAssertNil(element.adopted.explicitID)
        XCTAssertEqual(element.adopted.listID, .int(7))
        XCTAssertEqual(element.adopted.traits?.forEachOffset, 7)
        XCTAssertNil(ElementNumber.none.number)
        XCTAssertNil(ElementNumber.none.traits)
        XCTAssertEqual(ElementNumber(0, isExplicitID: false)?.number, 0)
        XCTAssertNil(ElementNumber(-1, isExplicitID: true))
        XCTAssertNil(ElementNumber(Int(Int32.max), isExplicitID: true))
        XCTAssertEqual(ElementNumber(Int(Int32.max) - 1, isExplicitID: true)?.number, Int(Int32.max) - 1)
    }

    /// The number fits in the node's spare bytes: a node stays 104 bytes.
    func testANodeStaysTheSameSize() {
        XCTAssertEqual(MemoryLayout<ResolvedNode>.stride, 104)
    }

    /// Elements of `ForEach(0..<n)` (id = offset), of `ForEach(5..<8)` (id ≠ offset, kept in a
    /// box) and a modifier applied to the whole `ForEach` (its nodes keep the list id and offset,
    /// not the explicit id, as SwiftUI passes an element's id up to its container).
    @MainActor func testElementsAndTheirWrappersKeepTheirIDs() async throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }.padding(1)
                ForEach(5..<8) { _ in Color.blue.frame(width: 10, height: 10) }
            })
        for (number, offset) in [(0, 0), (2, 2), (5, 0), (7, 2)] {
            let node = try XCTUnwrap(host.tree.nodes.firstIndex { $0.hasExplicitID(.int(number)) }, "\(number)")
            XCTAssertEqual(host.tree[node].explicitID, AnyHashable(number))
            XCTAssertEqual(host.tree[node].listID, AnyHashable(number))
            XCTAssertEqual(host.tree[node].forEachOffset, offset)
        }
        // The padding's node around element 1: its list id and offset, no explicit id.
        let element = try XCTUnwrap(host.tree.nodes.firstIndex { $0.hasExplicitID(.int(1)) })
        let padding = host.tree[element].parent
        XCTAssertTrue(host.tree[padding].hasListID(.int(1)))
        XCTAssertFalse(host.tree[padding].hasExplicitID(.int(1)))
        XCTAssertNil(host.tree[padding].explicitID)
        XCTAssertEqual(host.tree[padding].forEachOffset, 1)
    }

    /// A trait written later moves the number into a box without losing it.
    @MainActor func testATraitWrittenLaterKeepsTheNumber() async {
        var node = ResolvedNode(behavior: SpacerNode(minLength: 0, axis: nil), identity: 1, explicitKeys: [])
        node.identifyAsElement(id: .int(4), offset: 4)
        node.accessibilityIdentifier = "four"
        XCTAssertEqual(node.explicitID, AnyHashable(4))
        XCTAssertEqual(node.listID, AnyHashable(4))
        XCTAssertEqual(node.forEachOffset, 4)
        XCTAssertEqual(node.accessibilityIdentifier, "four")
        node.explicitID = nil
        XCTAssertNil(node.explicitID)
        XCTAssertEqual(node.listID, AnyHashable(4))
    }
}
