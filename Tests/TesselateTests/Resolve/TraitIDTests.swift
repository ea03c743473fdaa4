import XCTest
@testable import Tesselate

/// The ids nodes keep as traits (`TraitID`): an `Int` as it is, anything else as an
/// `AnyHashable`, equal as `AnyHashable`s are.
final class TraitIDTests: XCTestCase {
    /// `AnyHashable`'s equality: an `Int` id equals the same number of any integer type, and
    /// nothing else.
    func testEqualityIsAnyHashables() {
        XCTAssertEqual(TraitID.int(3), .int(3))
        XCTAssertNotEqual(TraitID.int(3), .int(4))
        XCTAssertEqual(TraitID(AnyHashable(3)), .int(3))
        XCTAssertEqual(TraitID.int(3), .any(AnyHashable(Int8(3))))
        XCTAssertEqual(TraitID.any(AnyHashable(UInt(3))), .int(3))
        XCTAssertNotEqual(TraitID.int(3), .any(AnyHashable("3")))
        XCTAssertEqual(TraitID(AnyHashable("a")), .any(AnyHashable("a")))
        XCTAssertEqual(TraitID.int(3).value, AnyHashable(3))
    }

    /// An integer element of a `ForEach` has the identity it would have with its id as an
    /// `AnyHashable`: a `ForEach` over a range and one over an array of the same numbers make
    /// the same views (with the same state).
    func testAnIntegerElementStepIsItsAnyHashableStep() {
        for n in [0, 1, -7, 1 << 40, Int.max, Int.min] {
            XCTAssertEqual(ResolveContext.derived(from: 42, .intID(n)), ResolveContext.derived(from: 42, .id(AnyHashable(n))))
        }
    }

    /// The elements of `ForEach(0..<n)` are found by their ids, of any integer type, and show
    /// them in the dump.
    @MainActor func testRangeElementsAreFoundByTheirIDs() async {
        let host = ViewHost(VStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 10, height: 10).padding(1) } })
        let third = host.node(id: 3)
        XCTAssertNotNil(third)
        XCTAssertEqual(host.node(id: Int8(3)), third)
        XCTAssertNil(host.node(id: "3"))
        XCTAssertEqual(host.tree[third!].explicitID, AnyHashable(3))
        XCTAssertEqual(host.tree[third!].listID, AnyHashable(3))
        // Each element is 12 points high (a 10-point view padded by 1).
        XCTAssertEqual(host.frame(id: 3)!.minY - host.frame(id: 0)!.minY, 36)
        XCTAssertTrue(host.dump().contains("id: 3"), host.dump())
    }
}
