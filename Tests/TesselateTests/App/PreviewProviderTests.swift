import XCTest

import Tesselate

/// `PreviewProvider` and the preview modifiers: each top-level view of `previews` is a preview of
/// its own, with the settings of its modifiers, as Xcode's canvas shows them.
final class PreviewProviderTests: XCTestCase {
    struct Row: View {
        var title: String
        var body: some View {
            HStack {
                Text(title); Spacer()
            }.padding()
        }
    }

    struct Row_Previews: PreviewProvider {
        static var previews: some View {
            Row(title: "Default")
            Row(title: "Compact")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Compact row")
            Group {
                Row(title: "SE")
                Row(title: "SE landscape").previewInterfaceOrientation(.landscapeRight)
            }
            .previewDevice("iPhone SE (3rd generation)")
            Row(title: "Fixed").previewLayout(.fixed(width: 200, height: 80))
        }
    }

    struct Single_Previews: PreviewProvider {
        static var previews: some View { Row(title: "Only") }
    }

    /// Blocks and groups are split into previews, named by display name or by the provider.
    @MainActor func testEachTopLevelViewIsAPreview() async {
        let previews = Preview.previews(of: Row_Previews.self)
        XCTAssertEqual(previews.map(\.name), ["Row_Previews 1", "Compact row", "Row_Previews 3", "Row_Previews 4", "Row_Previews 5"])
        XCTAssertEqual(Preview.previews(of: Single_Previews.self).map(\.name), ["Single_Previews"])
        XCTAssertNil(Single_Previews.platform)
    }

    /// Layout, device and orientation come from the modifiers, a group's applying to its children.
    @MainActor func testModifiersSetLayoutDeviceAndOrientation() async {
        let previews = Preview.previews(of: Row_Previews.self)
        XCTAssertEqual(previews.map(\.layout), [.device, .sizeThatFits, .device, .device, .fixed(width: 200, height: 80)])
        XCTAssertEqual(previews.map(\.device), [.iPhone16, .iPhone16, .iPhoneSE3, .iPhoneSE3.landscape, .iPhone16])
        XCTAssertEqual(ViewHost(preview: previews[3]).size, CGSize(width: 667, height: 375))
        XCTAssertEqual(ViewHost(preview: previews[4]).size, CGSize(width: 200, height: 80))
    }

    /// The modifiers make no node: the previewed view lays out as without them.
    @MainActor func testModifiersDoNotChangeLayout() async {
        let plain = ViewHost(Row(title: "A"), device: .iPhone16).dump()
        let modified = ViewHost(Row(title: "A").previewDisplayName("A").previewLayout(.sizeThatFits), device: .iPhone16).dump()
        XCTAssertEqual(plain, modified)
    }

    /// Device names Tesselate knows, exactly or as a prefix; others are unknown.
    func testPreviewDeviceNames() {
        XCTAssertEqual(PreviewDevice(rawValue: "iPhone 16 Pro").device, .iPhone16Pro)
        XCTAssertEqual(PreviewDevice(rawValue: "iPad Air 11-inch (M2)").device, .iPadAir11)
        XCTAssertNil(PreviewDevice(rawValue: "Apple Watch Ultra").device)
    }
}
