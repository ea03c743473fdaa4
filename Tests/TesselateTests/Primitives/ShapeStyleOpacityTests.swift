import XCTest

@testable import Tesselate

/// `ShapeStyle.opacity(_:)` fades any style where it is resolved: a level of the foreground
/// style (the label colours in a `fill`), the tint and gradients multiply their opacity by it.
final class ShapeStyleOpacityTests: XCTestCase {
    @MainActor private func fill<V: View>(_ view: V) -> Fill? {
        let host = ViewHost(view, size: CGSize(width: 50, height: 50))
        for node in 0..<host.tree.count { if let shape = host.tree[node].behavior as? ShapeNode { return shape.fill } }
        return nil
    }

    @MainActor func testALevelFadesWhereItIsResolved() async throws {
        let faded = try XCTUnwrap(fill(Rectangle().fill(.quaternary.opacity(0.5)))?.representativeColor)
        XCTAssertEqual(faded.alpha, 0.09, accuracy: 1e-9, "quaternary (18%) at half")
        let underRed = try XCTUnwrap(fill(Rectangle().foregroundStyle(.secondary.opacity(0.5)).foregroundStyle(.red))?.representativeColor)
        XCTAssertEqual(underRed.red, 1, "the level is the foreground style's")
        XCTAssertEqual(underRed.alpha, 0.3, accuracy: 1e-9, "secondary (60%) of red, at half")
    }

    @MainActor func testTintAndGradientsFade() async throws {
        let tint = try XCTUnwrap(fill(Rectangle().foregroundStyle(.tint.opacity(0.25)).tint(.green))?.representativeColor)
        XCTAssertEqual(tint.alpha, 0.25, accuracy: 1e-9)
        XCTAssertEqual(tint.green, Color.green.green, accuracy: 1e-9)
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        guard case .linear(let faded)? = fill(Rectangle().fill(gradient.opacity(0.5))) else { return XCTFail("a linear gradient") }
        XCTAssertEqual(faded.gradient.stops.map { $0.color.alpha }, [0.5, 0.5])
    }

    @MainActor func testOpacityIsClamped() async throws {
        XCTAssertEqual(try XCTUnwrap(fill(Rectangle().fill(.tint.opacity(3)))?.representativeColor).alpha, 1)
        XCTAssertEqual(try XCTUnwrap(fill(Rectangle().fill(.tint.opacity(-1)))?.representativeColor).alpha, 0)
        XCTAssertEqual(try XCTUnwrap(fill(Rectangle().fill(.tint.opacity(.nan)))?.representativeColor).alpha, 1)
    }
}
