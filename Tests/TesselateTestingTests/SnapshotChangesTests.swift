import XCTest
@testable import TesselateTesting

/// How a snapshot difference names its cause: parameters split as the dump writes them, and
/// compared by label.
final class SnapshotChangesTests: XCTestCase {
    func testParametersSplitAtTopLevelCommas() {
        XCTAssertEqual(splitParameters(#"Text("a, b (c)", lineLimit: 1)"#).parameters, [#""a, b (c)""#, "lineLimit: 1"])
        XCTAssertEqual(splitParameters("frame(width: 10, alignment: (x: 0, y: 1))").parameters, ["width: 10", "alignment: (x: 0, y: 1)"])
        XCTAssertEqual(splitParameters("Spacer").kind, "Spacer")
    }

    func testParameterChangesByLabel() {
        XCTAssertEqual(parameterChanges(["spacing: 12", "alignment: top"], ["spacing: 10"]), ["spacing: 12 → 10", "- alignment: top"])
        XCTAssertEqual(parameterChanges([#""Old""#], [#""New""#, "font: .title"]), [#""Old" → "New""#, "+ font: .title"])
    }
}
