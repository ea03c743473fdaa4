import XCTest

@testable import Tesselate

/// `CGVector`, as Core Graphics declares it (code that computes a drag's direction uses it).
final class CGVectorTests: XCTestCase {
    func testAVectorKeepsItsComponentsFromEveryNumberType() {
        let drag = CGVector(dx: 3.5, dy: -2)
        XCTAssertEqual(drag.dx, 3.5)
        XCTAssertEqual(drag.dy, -2)
        XCTAssertEqual(CGVector(dx: 3, dy: 4), CGVector(dx: CGFloat(3), dy: CGFloat(4)))
        XCTAssertEqual(CGVector(dx: Double(1.25), dy: Double(0)), CGVector(dx: CGFloat(1.25), dy: 0))
        XCTAssertEqual(CGVector.zero, CGVector())
        let length = (drag.dx * drag.dx + drag.dy * drag.dy).squareRoot()
        XCTAssertEqual(length, 16.25.squareRoot(), accuracy: 1e-9)
    }
}
