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

    /// A `ForEach` over a range and one over an array of the same integers make the same views
    /// (with the same state): both take the integer step (`.intID`); ids of other types keep
    /// their own.
    @MainActor func testARangeAndAnArrayOfTheSameIntegersMakeTheSameViews() async {
        func identities(_ view: some View) -> [Int] {
            let host = ViewHost(view)
            return host.nodes(kind: "Color").map { host.tree[$0].identity }
        }
        let numbers = [0, 1, -7, 1 << 40, Int.max, Int.min]
        let ranged = identities(VStack { ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) } })
        let listed = identities(VStack { ForEach([0, 1, 2], id: \.self) { _ in Color.red.frame(width: 10, height: 10) } })
        XCTAssertEqual(ranged, listed)
        XCTAssertEqual(Set(identities(VStack { ForEach(numbers, id: \.self) { _ in Color.red } })).count, numbers.count)
        // Other ids keep their own steps: strings of the same digits are other views.
        XCTAssertNotEqual(
            listed, identities(VStack { ForEach(["0", "1", "2"], id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }))
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
