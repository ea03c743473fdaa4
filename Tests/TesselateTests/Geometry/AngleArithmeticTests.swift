import Tesselate
import XCTest

/// Angles add, subtract and scale as SwiftUI's do, in radians, without wrapping to one turn.
final class AngleArithmeticTests: XCTestCase {
    func testSumsDifferencesAndScales() {
        XCTAssertEqual((Angle.degrees(300) + .degrees(120)).degrees, 420, accuracy: 1e-9, "no wrapping to a turn")
        XCTAssertEqual((Angle.degrees(30) - .degrees(120)).degrees, -90, accuracy: 1e-9)
        XCTAssertEqual((-Angle.degrees(45)).degrees, -45, accuracy: 1e-9)
        XCTAssertEqual((Angle.degrees(0.25) * 360).degrees, 90, accuracy: 1e-9)
        XCTAssertEqual((Angle.radians(.pi) / 4).radians, .pi / 4, accuracy: 1e-12)
        var angle = Angle.degrees(10)
        angle += .degrees(20)
        angle -= .degrees(5)
        angle *= 2
        angle /= 5
        XCTAssertEqual(angle.degrees, 10, accuracy: 1e-9)
    }
}
