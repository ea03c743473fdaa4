import XCTest

@testable import Tesselate

/// A node's children: none, one (kept inline) or several (an array) read and change alike, in
/// order, and equal lists are equal however they were made.
final class NodeChildrenTests: XCTestCase {
    func testNoneOneAndManyChildrenReadInOrder() {
        XCTAssertEqual(Array(NodeChildren()), [])
        XCTAssertEqual(Array(NodeChildren(only: 7)), [7])
        XCTAssertEqual(Array(NodeChildren([7])), [7])
        XCTAssertEqual(Array(NodeChildren([3, 1, 2])), [3, 1, 2])
        XCTAssertEqual(NodeChildren([3, 1, 2]).array, [3, 1, 2])
        XCTAssertEqual(NodeChildren(only: 7).array, [7])
        XCTAssertEqual(NodeChildren([3, 1, 2])[1...].first, 1)
    }

    func testAChildIsReplacedInPlace() {
        var one = NodeChildren(only: 7)
        one[0] = -3
        XCTAssertEqual(Array(one), [-3])
        var many = NodeChildren([3, 1, 2])
        many[2] = 9
        XCTAssertEqual(Array(many), [3, 1, 9])
    }

    func testAnIndexTooLargeForTheInlineChildIsKeptInAnArray() {
        let far = Int(Int32.max) + 1
        XCTAssertEqual(Array(NodeChildren(only: far)), [far])
        var one = NodeChildren(only: 1)
        one[0] = far
        XCTAssertEqual(Array(one), [far])
    }

    func testEqualListsAreEqual() {
        XCTAssertEqual(NodeChildren(only: 4), NodeChildren([4]))
        XCTAssertEqual(NodeChildren([1, 2]), [1, 2])
        XCTAssertNotEqual(NodeChildren([1, 2]), NodeChildren([2, 1]))
        XCTAssertNotEqual(NodeChildren(), NodeChildren(only: 0))
    }
}
