import XCTest
import Tesselate
import TesselateTesting

// TabView on an iPhone 16 (393×852, 59 above, 34 below): the tab view fills the safe area
// (59…818); the tab bar is its bottom 49 points (769…818), above the home indicator; the tab
// takes the rest (LayoutRules.md, "Tab bars").

final class TabViewTests: XCTestCase {
    private struct App: View {
        @Binding var selection: String
        var body: some View {
            TabView(selection: $selection) {
                Text("Inbox content")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag("inbox")
                    .badge(3)
                Text("Settings content")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag("settings")
            }
        }
    }

    /// The bar's items share its width (196.5 each) and are centred in it; the selected tab's
    /// content is centred above the bar; the other tab's content is not resolved.
    @MainActor func testTabBarLayout() async {
        var selection = "inbox"
        let host = ViewHost(App(selection: Binding(get: { selection }, set: { selection = $0 })), device: .iPhone16)
        assertFrame(host.find(.kind(.tabView)), x: 0, y: 59, width: 393, height: 759)
        let inbox = host.find(.text("Inbox"))!, settings = host.find(.text("Settings"))!
        XCTAssertEqual(inbox.frame().midX, 196.5 / 2, accuracy: 0.34)
        XCTAssertEqual(settings.frame().midX, 196.5 * 1.5, accuracy: 0.34)
        XCTAssertGreaterThan(inbox.frame().minY, 769)
        XCTAssertLessThan(inbox.frame().maxY, 818)
        XCTAssertEqual(host.find(.text("Inbox content"))?.frame().midY ?? 0, (59 + 769) / 2, accuracy: 0.34)
        XCTAssertFalse(host.exists(.text("Settings content")))
        XCTAssertTrue(host.exists(.text("3")), "the badge")
        assertNoDiagnostics(host)
    }

    /// Tapping a tab item writes the selection; `selectTab` does the same.
    @MainActor func testSelectingTabs() async {
        var selection = "inbox"
        let host = ViewHost(App(selection: Binding(get: { selection }, set: { selection = $0 })), device: .iPhone16)
        host.find(.text("Settings"))?.tap()
        XCTAssertEqual(selection, "settings")
        XCTAssertTrue(host.exists(.text("Settings content")))
        XCTAssertFalse(host.exists(.text("Inbox content")))
        host.selectTab("inbox")
        XCTAssertEqual(selection, "inbox")
        XCTAssertTrue(host.exists(.text("Inbox content")))
        host.selectTab("nowhere")
        XCTAssertEqual(host.diagnostics.map(\.code), [.navigationNotPossible])
    }

    /// The iOS 18 `Tab` API without a selection: the first tab is shown; tabs are selected by
    /// position.
    @MainActor func testTabAPI() async {
        let host = ViewHost(
            TabView {
                Tab("Home", systemImage: "house") { Text("Home page") }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search page") }
            }, device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Home page")))
        host.selectTab(1)
        XCTAssertTrue(host.exists(.text("Search page")))
        assertNoDiagnostics(host)
    }

    /// `.page` style: the page fills the tab view, with a dot per page centred at the bottom and no
    /// tab bar.
    @MainActor func testPageStyle() async {
        let host = ViewHost(
            TabView {
                Color.red.tabItem { Text("A") }
                Color.blue.tabItem { Text("B") }
            }.tabViewStyle(.page), device: .iPhone16)
        assertFrame(host.findAll(.kind(.color)).first, x: 0, y: 59, width: 393, height: 759)
        XCTAssertEqual(host.findAll(.kind(.circle)).count, 2)
        XCTAssertFalse(host.exists(.text("A")))
        host.selectTab(1)
        XCTAssertEqual(host.find(.kind(.tabView))?.attributes, ["style: .page", "selection: 1"])
    }

    /// A tab without a `tabItem` is reported; the tabs that have one are still told apart.
    @MainActor func testTabWithoutItemIsReported() async {
        let host = ViewHost(
            TabView {
                Text("Loose")
                Text("First").tabItem { Text("One") }
                Text("Second").tabItem { Text("Two") }
            }, device: .iPhone16)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue])
        host.selectTab(2)
        XCTAssertTrue(host.exists(.text("Second")))
        XCTAssertFalse(host.exists(.text("First")))
    }

    /// An empty tab view takes its proposal and shows no bar.
    @MainActor func testEmptyTabView() async {
        let host = ViewHost(TabView { EmptyView() }, device: .iPhone16)
        assertFrame(host.find(.kind(.tabView)), x: 0, y: 59, width: 393, height: 759)
        XCTAssertFalse(host.exists(.kind(.button)))
        assertNoDiagnostics(host)
    }

    /// A tab keeps its state while another is shown.
    @MainActor func testTabsKeepTheirState() async {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let host = ViewHost(
            TabView {
                Counter().tabItem { Text("One") }
                Text("Other").tabItem { Text("Two") }
            }, device: .iPhone16)
        host.find(.text("Count 0"))?.tap()
        host.selectTab(1)
        XCTAssertFalse(host.exists(.text("Count 1")))
        host.selectTab(0)
        XCTAssertTrue(host.exists(.text("Count 1")))
        assertNoDiagnostics(host)
    }

    /// `toolbar(.hidden, for: .tabBar)` on the page on top of a stack in the selected tab hides the
    /// bar; the tab then takes the whole tab view.
    @MainActor func testHidingTheTabBar() async {
        let host = ViewHost(
            TabView {
                NavigationStack {
                    NavigationLink("Open") { Color.red.toolbar(.hidden, for: .tabBar) }
                }
                .tabItem { Text("Home") }
            }, device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Home")))
        host.find(.text("Open"))?.tap()
        XCTAssertFalse(host.exists(.text("Home")))
        XCTAssertEqual(host.find(.kind(.navigationStack))?.frame().maxY ?? 0, 818, accuracy: 0.01)
        host.goBack()
        XCTAssertTrue(host.exists(.text("Home")))
    }

    // A pager's pages need no `tabItem`: they are told apart by position (tagged by their
    // position, or a `ForEach`'s by their ids), one page is shown at a time, and no diagnostic is
    // given.
    @MainActor func testPagesWithoutTabItemsAreToldApartByPosition() async {
        let host = ViewHost(
            TabView {
                Text("One")
                Text("Two")
                ForEach(3..<5) { Text("Page \($0)") }
            }
            .tabViewStyle(.page), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("One")))
        XCTAssertFalse(host.exists(.text("Two")))
        host.selectTab(1)
        XCTAssertTrue(host.exists(.text("Two")))
        host.selectTab(4)
        XCTAssertTrue(host.exists(.text("Page 4")))
        XCTAssertEqual(host.findAll(.kind(.text)).count, 1)
        XCTAssertEqual(host.diagnostics, [])
    }
}
