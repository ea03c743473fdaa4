import XCTest

@testable import Tesselate

/// A container-relative shape is replaced by the shape `containerShape(_:)` set around it, where
/// it is drawn, clips or hit-tests; with none set it is a rectangle.
final class ContainerRelativeShapeTests: XCTestCase {
    @MainActor private func shapeNodes<V: View>(_ view: V) -> [ShapeNode] {
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        return (0..<host.tree.count).compactMap { host.tree[$0].behavior as? ShapeNode }
    }

    @MainActor private func bounds(of path: Path) -> CGRect { path.boundingRect }

    @MainActor func testWithNoContainerShapeItIsARectangle() async throws {
        let node = try XCTUnwrap(shapeNodes(ContainerRelativeShape().fill(.red).frame(width: 40, height: 20)).first)
        XCTAssertEqual(node.kindName, "ContainerRelativeShape")
        let path = ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(bounds(of: path), CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(
            bounds(of: ContainerRelativeShape().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))),
            CGRect(x: 5, y: 5, width: 30, height: 10))
    }

    @MainActor func testTheContainerShapeReplacesIt() async throws {
        let view = ContainerRelativeShape().fill(.red).frame(width: 40, height: 40).containerShape(.circle)
        let node = try XCTUnwrap(shapeNodes(view).first)
        XCTAssertEqual(node.kindName, "Circle")
    }

    @MainActor func testTheInnermostContainerShapeWins() async throws {
        let view = Rectangle().fill(.blue).frame(width: 40, height: 40)
            .background(.red, in: .containerRelative)
            .containerShape(.capsule)
            .containerShape(.circle)
        let text = shapeNodes(view).map(\.kindName).joined(separator: " ")
        XCTAssertTrue(text.contains("Capsule"), text)
        XCTAssertFalse(text.contains("Circle"), text)
    }

    @MainActor func testAStrokeBorderInsetsTheContainerShape() async throws {
        let view = ContainerRelativeShape().strokeBorder(.red, lineWidth: 4).frame(width: 40, height: 40)
            .containerShape(.rect(cornerRadius: 10))
        let text = shapeNodes(view).map(\.kindName).joined(separator: " ")
        XCTAssertTrue(text.contains("RoundedRectangle"), text)
    }

    @MainActor func testClipShapeUsesTheContainerShape() async throws {
        let host = ViewHost(
            Color.red.frame(width: 40, height: 40).clipShape(.containerRelative).containerShape(.circle),
            size: CGSize(width: 100, height: 100))
        let dump = host.dump()
        XCTAssertTrue(dump.contains("clipShape") && dump.contains("Circle"), dump)
        XCTAssertFalse(dump.contains("ContainerRelativeShape"), dump)
    }
}
