import XCTest
import Tesselate
import TesselateTesting

/// ColorPicker as on iOS (<https://developer.apple.com/documentation/swiftui/colorpicker>): the
/// label, then the colour well on the trailing side; "to disable opacity support, set the
/// supportsOpacity parameter to false … [it] strips out opacity from any color set".
final class ColorPickerTests: XCTestCase {
    struct Palette: View {
        @State var tint = Color.blue
        var supportsOpacity = true
        var body: some View {
            VStack {
                ColorPicker("Tint", selection: $tint, supportsOpacity: supportsOpacity).id("picker")
                Text(verbatim: "\(tint)").id("value")
            }
        }
    }

    @MainActor func testLayoutAndPicking() async {
        let host = ViewHost(Palette(), size: CGSize(width: 300, height: 200), displayScale: 1)
        let picker = host.find(.id("picker"))!
        XCTAssertEqual(picker.frame().width, 300)
        XCTAssertEqual(picker.frame().height, 28, "as tall as the well")
        XCTAssertEqual(host.find(.text("Tint"))?.frame().minX, 0)
        let well = host.findAll(.kind(.circle)).first!.frame()
        XCTAssertEqual(well.size, CGSize(width: 28, height: 28))
        XCTAssertEqual(well.maxX, 300)
        XCTAssertTrue(picker.pick(color: .red))
        XCTAssertEqual(host.find(.id("value"))?.text, "red")
        XCTAssertEqual(picker.attribute("selection"), "blue", "the match shows the host as it was found")
    }

    @MainActor func testWithoutOpacityTheColourIsOpaque() async {
        let host = ViewHost(Palette(supportsOpacity: false), size: CGSize(width: 300, height: 200))
        host.find(.id("picker"))?.pick(color: Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5))
        XCTAssertEqual(host.find(.id("value"))?.text, "rgba(1, 0, 0, 1)")
    }

    @MainActor func testLabelsHidden() async {
        let host = ViewHost(ColorPicker("Tint", selection: .constant(.green)).labelsHidden(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.find(.kind(.colorPicker))?.frame().size, CGSize(width: 28, height: 28))
        XCTAssertNotNil(host.find(.label("Tint")), "VoiceOver still reads the hidden label")
    }
}
