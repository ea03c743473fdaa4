import XCTest

@testable import Tesselate

/// `.background` resolves where it is drawn: to the style `backgroundStyle(_:)` set above it,
/// else to the system background; `background(in:)` fills its shape with it.
final class BackgroundStyleTests: XCTestCase {
    @MainActor private func fills<V: View>(_ view: V) -> [Fill] {
        let host = ViewHost(view, size: CGSize(width: 50, height: 50))
        return (0..<host.tree.count).compactMap { (host.tree[$0].behavior as? ShapeNode)?.fill }
    }

    @MainActor func testWithNoStyleSetItIsTheSystemBackground() async throws {
        let color = try XCTUnwrap(fills(Rectangle().fill(.background)).first?.representativeColor)
        XCTAssertEqual(color, ListMetrics.cellBackground)
        XCTAssertNil(EnvironmentValues().backgroundStyle)
    }

    @MainActor func testBackgroundStyleSetsWhatItResolvesTo() async throws {
        let color = try XCTUnwrap(fills(Rectangle().fill(.background).backgroundStyle(.red)).first?.representativeColor)
        XCTAssertEqual(color, Color.red.representativeColor)
        let faded = try XCTUnwrap(fills(Rectangle().fill(.background.opacity(0.5)).backgroundStyle(.blue)).first?.representativeColor)
        XCTAssertEqual(faded.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(faded.blue, Color.blue.blue, accuracy: 1e-9)
    }

    @MainActor func testABackgroundStyleOfBackgroundIsTheSystemBackground() async throws {
        let color = try XCTUnwrap(fills(Rectangle().fill(.background).backgroundStyle(.background)).first?.representativeColor)
        XCTAssertEqual(color, ListMetrics.cellBackground)
    }

    @MainActor func testBackgroundInAShapeFillsItWithTheBackgroundStyle() async throws {
        let view = Text("Hi").background(in: Circle()).backgroundStyle(.green)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        let circles = (0..<host.tree.count).filter { host.tree[$0].behavior is ShapeNode }
        XCTAssertEqual(circles.count, 1)
        let node = try XCTUnwrap(circles.first)
        XCTAssertEqual((host.tree[node].behavior as? ShapeNode)?.fill.representativeColor, Color.green.representativeColor)
        let plain = fills(Text("Hi").background(in: Capsule()))
        XCTAssertEqual(plain.first?.representativeColor, ListMetrics.cellBackground)
    }

    @MainActor func testAForegroundStyleOfBackgroundIsResolvedWhereItIsSet() async throws {
        let color = try XCTUnwrap(fills(Rectangle().foregroundStyle(.background).backgroundStyle(.orange)).first?.representativeColor)
        XCTAssertEqual(color, Color.orange.representativeColor)
    }
}
