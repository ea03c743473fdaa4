import XCTest
import Tesselate
import TesselateTesting

/// `accessibilityShowsLargeContentViewer()` and `(_:)`: a host draws no viewer, so the element
/// records what the viewer would show. Source:
/// <https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer(_:)>.
final class LargeContentViewerTests: XCTestCase {
    /// The default viewer shows the element's own label; a custom one its texts.
    @MainActor func testWhatTheViewerShows() async {
        let view = HStack {
            Button("Compose") {}.accessibilityShowsLargeContentViewer()
            Button {
            } label: {
                Image(systemName: "plus")
            }
            .accessibilityShowsLargeContentViewer { Label("New Message", systemImage: "plus") }.id("new")
            Button("Plain") {}
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.find(.button("Compose"))?.accessibilityLargeContentLabel, "Compose")
        XCTAssertEqual(host.find(.id("new"))?.accessibilityLargeContentLabel, "New Message")
        XCTAssertNil(host.find(.button("Plain"))?.accessibilityLargeContentLabel)
    }

    /// Layout is unchanged, and the environment says the viewer is off.
    @MainActor func testLayoutAndEnvironment() async {
        struct Probe: View {
            @Environment(\.accessibilityLargeContentViewerEnabled) var enabled
            var body: some View { Text(enabled ? "on" : "off").accessibilityShowsLargeContentViewer().id("t") }
        }
        let plain = ViewHost(Text("off").id("t"), size: CGSize(width: 200, height: 100))
        let host = ViewHost(Probe(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.exactFrame(id: "t"), plain.exactFrame(id: "t"))
        XCTAssertTrue(host.exists(.text("off")))
    }
}
