import XCTest
import Tesselate
import TesselateTesting

/// `Shape.size(width:height:)` and `size(_:)`: Apple: the shape "will ask it to create its path
/// from a rect of size (width, height). This does not affect the layout properties of any views
/// created from the shape". Source: <https://developer.apple.com/documentation/swiftui/shape/size(width:height:)>.
final class SizedShapeTests: XCTestCase {
    /// The path is made in a rect of the given size at the frame's origin.
    @MainActor func testThePathIsMadeInTheGivenSize() async {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        XCTAssertEqual(Circle().size(width: 30, height: 30).path(in: frame).boundingRect, CGRect(x: 10, y: 20, width: 30, height: 30))
        XCTAssertEqual(
            Rectangle().size(CGSize(width: 5, height: 8)).path(in: frame).boundingRect, CGRect(x: 10, y: 20, width: 5, height: 8))
    }

    /// The view keeps the frame it is offered; a bad size draws nothing, with a diagnostic.
    @MainActor func testLayoutIsUnchanged() async {
        let host = ViewHost(
            Rectangle().size(width: 10, height: 10).frame(width: 50, height: 40).id("r"), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.exactFrame(id: "r")?.size, CGSize(width: 50, height: 40))
        XCTAssertTrue(host.dump().contains("Rectangle(size: 10×10"), host.dump())
        let bad = ViewHost(Rectangle().size(width: .nan, height: 10), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(bad.diagnostics.map(\.code), [.invalidValue])
    }
}
