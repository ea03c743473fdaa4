import XCTest
import Tesselate
import TesselateTesting

/// `onOpenURL(perform:)`: "Registers a handler to invoke in response to a URL that your app
/// receives". A test delivers the URL with `ViewHost.receiveURL(_:)`. Source:
/// <https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)>.
final class OnOpenURLTests: XCTestCase {
    private struct Inbox: View {
        @State var opened: String = "none"
        var body: some View {
            Text("Opened \(opened)")
                .onOpenURL { url in opened = url.lastPathComponent }
        }
    }

    /// The handler gets the URL and the view shows what it did.
    @MainActor func testAReceivedURLRunsTheHandler() async {
        let host = ViewHost(Inbox(), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.receiveURL(URL(string: "myapp://items/42")!))
        XCTAssertTrue(host.exists(.text("Opened 42")))
        XCTAssertTrue(host.dump().contains("onOpenURL"))
    }

    /// Every handler in the window runs, in tree order.
    @MainActor func testEveryHandlerRuns() async {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let view = VStack {
            Text("A").onOpenURL { log.entries.append("A \($0.host ?? "")") }
            Text("B").onOpenURL { log.entries.append("B \($0.host ?? "")") }
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 100))
        host.receiveURL(URL(string: "myapp://settings")!)
        XCTAssertEqual(log.entries, ["A settings", "B settings"])
    }

    /// With no handler the URL is ignored and the host says so.
    @MainActor func testAURLNoViewHandles() async {
        let host = ViewHost(Text("Plain"), size: CGSize(width: 300, height: 100))
        XCTAssertFalse(host.receiveURL(URL(string: "myapp://x")!))
        XCTAssertEqual(host.diagnostics.map(\.code), [.navigationNotPossible])
    }
}
