import CoreGraphics
import XCTest

/// `import CoreGraphics` brings the geometry types, as Apple's Core Graphics does (on Linux they
/// are Foundation's, re-exported), so a file that imports only Core Graphics compiles.
final class CoreGraphicsTests: XCTestCase {
    func testTheGeometryTypesAreThere() {
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        XCTAssertEqual(rect.maxX, 4)
        XCTAssertEqual(CGFloat(2) * 4, 8)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 2, y: 3)), CGPoint(x: 2, y: 0))
    }
}
