import XCTest
import Tesselate
import TesselateTesting

/// `groupBoxStyle(_:)` (GroupBoxStyle): iOS's box by default, a custom style's body otherwise.
final class GroupBoxStyleTests: XCTestCase {
    struct Plain: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                configuration.label.id("label")
                configuration.content
            }
        }
    }

    @MainActor func testACustomStyleReplacesTheBox() async {
        let box = GroupBox("Storage") { Text("12 GB free").id("content") }
        let automatic = ViewHost(box, size: CGSize(width: 300, height: 200), displayScale: 1)
        XCTAssertEqual(
            automatic.findAll(.kind(.roundedRectangle)).filter(\.isPlaced).map { $0.frame() }.count, 1, "iOS's rounded background")
        let plain = ViewHost(box.groupBoxStyle(Plain()), size: CGSize(width: 300, height: 200), displayScale: 1)
        XCTAssertEqual(plain.findAll(.kind(.roundedRectangle)).filter(\.isPlaced).map { $0.frame() }.count, 0)
        XCTAssertEqual(plain.exactFrame(id: "content")!.minY - plain.exactFrame(id: "label")!.maxY, 2, accuracy: 1e-9)
    }
}
