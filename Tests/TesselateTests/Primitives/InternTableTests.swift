import XCTest

@testable import Tesselate

/// A colour holds its name and dark variant by number (``InternTable``), so that it is a plain
/// value that views holding it copy as bytes.
final class InternTableTests: XCTestCase {
    func testEqualValuesShareANumberAndZeroIsNone() {
        let table = InternTable<String>()
        let red = table.number(of: "red")
        XCTAssertEqual(table.number(of: "blue"), red + 1)
        XCTAssertEqual(table.number(of: "red"), red, "a value keeps its number")
        XCTAssertEqual(table.value(red), "red")
        XCTAssertNil(table.value(0))
    }

    func testAColourIsAPlainValueThatKeepsItsNameAndDarkVariant() {
        XCTAssertTrue(_isPOD(Color.self))
        XCTAssertEqual(Color.red.name, "red")
        XCTAssertEqual(Color.red.opacity(0.5).name, "red.opacity(0.5)")
        XCTAssertNil(Color(red: 0.1, green: 0.2, blue: 0.3).name)
        let dynamic = Color(red: 1, green: 1, blue: 1, alpha: 1, name: nil, dark: Color(0.1, 0.1, 0.1, name: nil))
        XCTAssertEqual(dynamic.darkVariant?.color, Color(0.1, 0.1, 0.1, name: nil))
        XCTAssertNotEqual(dynamic, Color.white, "the name and the dark variant take part in equality")
        XCTAssertNotEqual(Color(1, 1, 1, name: nil), Color.white)
    }
}
