import XCTest

@testable import Tesselate

/// `FewInPlace`: a list that keeps its first four elements in place and the rest in an array,
/// read back in the order appended whichever side they are on.
final class FewInPlaceTests: XCTestCase {
    func testAnEmptyListHasNoElements() {
        let list = FewInPlace(unused: -1)
        XCTAssertEqual(list.count, 0)
        XCTAssertEqual(Array(list), [])
    }

    func testElementsComeBackInOrderAcrossThePlaceAndTheArray() {
        for count in 0...9 {
            var list = FewInPlace(unused: -1)
            list.reserveCapacity(count)
            for element in 0..<count { list.append(element * 10) }
            XCTAssertEqual(Array(list), (0..<count).map { $0 * 10 }, "\(count) elements")
            XCTAssertEqual(list.count, count)
        }
    }

    func testACopyIsIndependent() {
        var list = FewInPlace(unused: 0)
        for element in 1...5 { list.append(element) }
        var copy = list
        copy.append(6)
        XCTAssertEqual(Array(list), [1, 2, 3, 4, 5])
        XCTAssertEqual(Array(copy), [1, 2, 3, 4, 5, 6])
    }
}
