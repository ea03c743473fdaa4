import SwiftUI
import TesselateTesting
import XCTest

/// A `UIBezierPath` is its shape: SwiftUI's `Path(_:)` takes it through `cgPath`, so the common
/// rounded-corner shape draws.
final class UIBezierPathTests: XCTestCase {
    /// The custom shape many apps declare to round some corners.
    struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners

        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    func testRoundsOnlyTheCornersAsked() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        XCTAssertFalse(top.contains(CGPoint(x: 1, y: 1)), "the top-left corner is cut")
        XCTAssertFalse(top.contains(CGPoint(x: 99, y: 1)), "the top-right corner is cut")
        XCTAssertTrue(top.contains(CGPoint(x: 1, y: 59)), "the bottom corners stay square")
        XCTAssertTrue(top.contains(CGPoint(x: 99, y: 59)))
        XCTAssertEqual(top.bounds, rect)
        let pill = UIBezierPath(roundedRect: rect, cornerRadius: 500)
        XCTAssertFalse(pill.contains(CGPoint(x: 2, y: 2)), "a radius is clamped to half the shorter side")
        XCTAssertTrue(pill.contains(CGPoint(x: 50, y: 2)))
    }

    func testBuildingAPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.close()
        XCTAssertTrue(path.contains(CGPoint(x: 90, y: 10)))
        XCTAssertFalse(path.contains(CGPoint(x: 10, y: 90)))
        XCTAssertEqual(path.currentPoint, .zero)
        // A quarter turn clockwise on screen from 3 o'clock to 6 o'clock, as UIKit draws it.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(arc.bounds.minX, 0, accuracy: 1e-6)
        XCTAssertEqual(arc.bounds.maxY, 10, accuracy: 1e-6)
        XCTAssertEqual(arc.currentPoint.y, 10, accuracy: 1e-6)
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(Path(mutable).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(UIBezierPath(cgPath: mutable).contains(CGPoint(x: 5, y: 5)))
    }

    @MainActor func testTheShapeDraws() async throws {
        let host = ViewHost(
            RoundedCorner(radius: 20, corners: [.topLeft]).fill(Color.black).frame(width: 60, height: 60),
            size: CGSize(width: 60, height: 60), displayScale: 1)
        let png = try DecodedPNG(host.png(scale: 1))
        func pixel(_ x: Int, _ y: Int) -> UInt8 { png.pixels[(y * png.width + x) * png.channels] }
        XCTAssertEqual(pixel(1, 1), 255, "the rounded corner shows the white window")
        XCTAssertEqual(pixel(58, 1), 0, "a square corner is filled")
        XCTAssertEqual(pixel(30, 30), 0)
    }
}
