import XCTest
@testable import Tesselate
import TesselateTesting

/// `@Environment(\.openWindow)`: a host has one window, so the action records what was asked
/// (`ViewHost.openedWindows`). Source: <https://developer.apple.com/documentation/swiftui/openwindowaction>.
final class OpenWindowTests: XCTestCase {
    private struct Viewer: View {
        @Environment(\.openWindow) private var openWindow
        var body: some View {
            VStack {
                Button("New viewer") { openWindow(id: "mail-viewer") }
                Button("Message") { openWindow(value: 7) }
                Button("Both") { openWindow(id: "message", value: "draft") }
            }
        }
    }

    @MainActor func testRequestsAreRecordedInOrder() async {
        let host = ViewHost(Viewer(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.openedWindows, [])
        host.find(.button("New viewer"))?.tap()
        host.find(.button("Message"))?.tap()
        host.find(.button("Both"))?.tap()
        XCTAssertEqual(
            host.openedWindows,
            [
                OpenedWindow(id: "mail-viewer", value: nil), OpenedWindow(id: nil, value: "7"),
                OpenedWindow(id: "message", value: "\"draft\""),
            ])
        XCTAssertEqual(host.openedWindows.last?.description, "id: \"message\", value: \"draft\"")
    }
}
