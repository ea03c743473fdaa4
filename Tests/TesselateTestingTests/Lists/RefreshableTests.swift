import XCTest
import Tesselate
import TesselateTesting

// refreshable(action:): pulling a List down runs the action (SwiftUI's documentation: "an
// action... the system calls when the user pulls down"); a host pulls with `refresh()`, which
// runs the action on the host's virtual clock as a view's task runs.

@MainActor
private final class Feed: ObservableObject {
    @Published var items = ["First"]
    var refreshes = 0
    func reload() async {
        refreshes += 1
        try? await ViewTasks.sleep(for: .seconds(2))
        items.append("Item \(refreshes + 1)")
    }
}

private struct RefreshState: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
}

private struct FeedView: View {
    @ObservedObject var feed: Feed
    var body: some View {
        List {
            ForEach(feed.items, id: \.self) { Text($0) }
            RefreshState()
        }
        .refreshable { await feed.reload() }
    }
}

final class RefreshableTests: XCTestCase {
    /// The action starts at once and finishes when the clock reaches its sleep's end; the list
    /// shows what it loaded. The environment's `refresh` is set inside, `nil` outside.
    @MainActor func testRefreshRunsTheActionOnTheHostClock() async {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("can refresh")))
        let refreshed = await host.refresh()
        XCTAssertTrue(refreshed)
        XCTAssertEqual(feed.refreshes, 1)
        XCTAssertFalse(host.exists(.text("Item 2")), "still waiting on the host's clock")
        await host.advance(by: .seconds(2))
        XCTAssertTrue(host.exists(.text("Item 2")))
        assertNoDiagnostics(host)
        XCTAssertNil(EnvironmentValues().refresh)
    }

    /// Without a refreshable scroll view, `refresh()` reports it and does nothing.
    @MainActor func testRefreshWithoutRefreshableIsReported() async {
        let host = ViewHost(Text("Plain").refreshable {}, device: .iPhone16)
        let refreshed = await host.refresh()
        XCTAssertFalse(refreshed)
        XCTAssertEqual(host.diagnostics.map(\.code), [.scrollNotPossible])
    }
}
