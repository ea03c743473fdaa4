import XCTest
@testable import Tesselate

/// `labeledContentStyle(_:)` (LabeledContentStyle): the label and the value as a custom style
/// lays them out.
final class LabeledContentStyleTests: XCTestCase {
    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.font(.caption).id("label")
                configuration.content.id("value")
            }
        }
    }

    @MainActor func testACustomStyleStacksTheLabelOverTheValue() async {
        let row = LabeledContent("Version", value: "2.1")
        let automatic = ViewHost(row, size: CGSize(width: 300, height: 100), displayScale: 1)
        XCTAssertEqual(automatic.frames(kind: "Text").map(\.minY).count, 2)
        XCTAssertEqual(Set(automatic.frames(kind: "Text").map(\.minY)).count, 1, "side by side")
        let stacked = ViewHost(row.labeledContentStyle(Stacked()), size: CGSize(width: 300, height: 100), displayScale: 1)
        XCTAssertLessThan(stacked.exactFrame(id: "label")!.maxY, stacked.exactFrame(id: "value")!.minY + 1e-9)
    }
}
