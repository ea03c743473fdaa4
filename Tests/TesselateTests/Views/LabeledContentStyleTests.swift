import XCTest
import Tesselate
import TesselateTesting

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
        XCTAssertEqual(automatic.findAll(.kind(.text)).filter(\.isPlaced).map { $0.frame() }.map(\.minY).count, 2)
        XCTAssertEqual(Set(automatic.findAll(.kind(.text)).filter(\.isPlaced).map { $0.frame() }.map(\.minY)).count, 1, "side by side")
        let stacked = ViewHost(row.labeledContentStyle(Stacked()), size: CGSize(width: 300, height: 100), displayScale: 1)
        XCTAssertLessThan(stacked.exactFrame(id: "label")!.maxY, stacked.exactFrame(id: "value")!.minY + 1e-9)
    }

    /// At the accessibility sizes iOS stacks the label above the value (the issue 30 recording
    /// of a `LabeledContent` in a list at AX sizes); below them they stay side by side.
    @MainActor func testTheAutomaticStyleStacksAtAccessibilitySizes() async {
        let row = LabeledContent("Version", value: "2.1")
        for (size, stacks) in [(DynamicTypeSize.xxxLarge, false), (.accessibility1, true), (.accessibility5, true)] {
            let host = ViewHost(row.dynamicTypeSize(size), size: CGSize(width: 300, height: 400), displayScale: 1)
            let texts = host.findAll(.kind(.text)).filter(\.isPlaced).map { $0.frame() }
            XCTAssertEqual(texts.count, 2)
            if stacks {
                XCTAssertEqual(texts[0].minX, texts[1].minX, "\(size): both leading")
                XCTAssertLessThanOrEqual(texts[0].maxY, texts[1].minY, "\(size): the label above")
            } else {
                XCTAssertEqual(texts[0].minY, texts[1].minY, "\(size): side by side")
                XCTAssertEqual(texts[1].maxX, 300, "\(size): the value trailing")
            }
        }
    }
}
