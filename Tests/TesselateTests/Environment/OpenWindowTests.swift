import XCTest
import Tesselate
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
                WindowRequest(id: "mail-viewer", value: nil), WindowRequest(id: nil, value: "7"),
                WindowRequest(id: "message", value: "\"draft\""),
            ])
        XCTAssertEqual(host.openedWindows.last?.description, "id: \"message\", value: \"draft\"")
    }
}

extension OpenWindowTests {
    /// `@Environment(\.dismissWindow)`: the host's window stays; the requests are recorded.
    @MainActor func testDismissalsAreRecorded() async {
        struct Auxiliary: View {
            @Environment(\.dismissWindow) private var dismissWindow
            var body: some View {
                VStack {
                    Button("Close") { dismissWindow() }
                    Button("Close viewer") { dismissWindow(id: "viewer") }
                    Button("Close message") { dismissWindow(value: 3) }
                }
            }
        }
        let host = ViewHost(Auxiliary(), size: CGSize(width: 300, height: 200))
        host.find(.button("Close"))?.tap()
        host.find(.button("Close viewer"))?.tap()
        host.find(.button("Close message"))?.tap()
        XCTAssertEqual(host.dismissedWindows.map(\.description), ["the current window", "id: \"viewer\"", "value: 3"])
        XCTAssertTrue(host.exists(.button("Close")), "the window stays")
        XCTAssertEqual(host.openedWindows, [])
    }
}
