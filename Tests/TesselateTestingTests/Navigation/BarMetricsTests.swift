import XCTest
import Tesselate
import TesselateTesting

// The bars' heights follow the device (LayoutRules.md, "Navigation bars" and "Tab bars"):
// iPhone in portrait: navigation bar 44 (+52 large title), toolbar 44, tab bar 49;
// iPhone in landscape (compact height): 32 (44 on a Pro Max), no large titles, toolbar 32, tab
// bar 32 (useyourloaf.com "Supporting iPhone X"; microsoft/fluentui-apple#1727; hacknicity.medium.com "iPad Navigation Bar and Toolbar
// Height Changes in iOS 12"; Open Radar 32707795);
// iPad: 50 (+52), toolbar 50, tab bar 50 (hacknicity, iOS 12).

private struct Mail: View {
    var body: some View {
        NavigationStack {
            Text("Messages")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Text("Updated just now") }
                }
        }
    }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }
            Text("Settings content").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

final class BarMetricsTests: XCTestCase {
    /// iPhone 16 in portrait: the stack fills 59…818; the bar starts at the status bar's bottom
    /// (53.667, `Device.portraitStatusBarHeight`) and is 96 tall with the large title's bottom 8
    /// above its bottom; the bottom toolbar is the stack's last 44 points (774…818).
    @MainActor func testIPhonePortrait() async {
        let host = ViewHost(Mail(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        XCTAssertEqual(host.find(.text("Inbox"))?.frame().maxY ?? 0, 53.667 + 96 - 8, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Inbox"))?.frame().minX ?? 0, 16, accuracy: 0.01)
        assertFrame(host.find(.kind(.bottomToolbar)), x: 0, y: 774, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Messages"))?.frame().midY ?? 0, (149.667 + 774) / 2, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// iOS 26 on an iPhone 16: content under a large title starts 62 below the bar's row
    /// (53.667…97.667), whatever holds it: a plain list's first row, a grouped card without a
    /// header, and a header 10 lower, as under an inline bar (hiragram/tweakable, iOS 26.2;
    /// home-assistant/iOS, iOS 26.4). Under an inline title a grouped card stays 35 below the
    /// 54-point bar.
    @MainActor func testIOS26ContentStarts62BelowTheLargeTitlesRow() async {
        func host(_ style: some ListStyle, header: Bool, inline: Bool = false) -> ViewHost<some View> {
            let host = ViewHost(
                NavigationStack {
                    List {
                        if header {
                            Section("Servers") { Text("Home") }
                        } else {
                            Text("Home")
                        }
                    }
                    .listStyle(style)
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
                }, device: .iPhone16, os: .iOS26)
            return host
        }
        let row = 53.667 + 44
        XCTAssertEqual(host(.plain, header: false).find(.kind(.listRow))?.frame().minY ?? 0, row + 62, accuracy: 0.34)
        let card = host(.insetGrouped, header: false).find(.kind(.listRow))?.frame().minY ?? 0
        XCTAssertEqual(card, row + 62, accuracy: 0.34)
        let header = host(.insetGrouped, header: true).find(.text("Servers"))?.frame().minY ?? 0
        XCTAssertEqual(header, row + 62 + 10, accuracy: 0.34)
        let inline = host(.insetGrouped, header: false, inline: true).find(.kind(.listRow))?.frame().minY ?? 0
        XCTAssertEqual(inline, row + 10 + 35, accuracy: 0.34)
    }

    /// A page without a title has no large title to show: its bar is the row alone (iOS 18,
    /// lunij/netbob's untitled navigation views), where a titled page's bar is 96 tall.
    @MainActor func testAnUntitledPageHasNoLargeTitleArea() async {
        let untitled = ViewHost(
            NavigationStack {
                Text("Requests").toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit") } }
            }, device: .iPhone16)
        assertFrame(untitled.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        let titled = ViewHost(NavigationStack { Text("Requests").navigationTitle("Log") }, device: .iPhone16)
        assertFrame(titled.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
    }

    /// iPhone 16 in landscape (852×393; 59 on each side, 21 below; no status bar): the stack fills
    /// 59…793 × 0…372. The bar is 32 tall and the large title shows inline, centred in it; the
    /// bottom toolbar is 32 tall (340…372).
    /// The bar rises to the status bar only from the window's safe-area top: a stack below a
    /// header keeps its bar inside its frame, and a device whose status bar is the safe area's
    /// top (the iPhone SE) has nothing to rise into.
    @MainActor func testTheBarRisesOnlyFromTheSafeAreaTop() async {
        let below = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 40)
                Mail()
            }, device: .iPhone16)
        assertFrame(below.find(.kind(.navigationBar)), x: 0, y: 99, width: 393, height: 96)
        let se = ViewHost(Mail(), device: .iPhoneSE3)
        assertFrame(se.find(.kind(.navigationBar)), x: 0, y: 20, width: 375, height: 96)
    }

    @MainActor func testIPhoneLandscape() async {
        let host = ViewHost(Mail(), device: .iPhone16.landscape)
        assertFrame(host.find(.kind(.navigationStack)), x: 59, y: 0, width: 734, height: 372)
        assertFrame(host.find(.kind(.navigationBar)), x: 59, y: 0, width: 734, height: 32)
        let title = host.find(.text("Inbox"))!
        XCTAssertEqual(title.frame().midY, 16, accuracy: 0.34)
        XCTAssertEqual(title.frame().midX, 59 + 734 / 2, accuracy: 0.34)
        XCTAssertEqual(title.frame().height, TextMeasurement("Inbox", font: .headline).size.height, accuracy: 0.34)
        assertFrame(host.find(.kind(.bottomToolbar)), x: 59, y: 340, width: 734, height: 32)
        XCTAssertEqual(host.find(.text("Messages"))?.frame().midY ?? 0, (32 + 340) / 2, accuracy: 0.34)
        // Turning back to portrait shows the large title again (the page kept its mode).
        host.device = .iPhone16
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 96, accuracy: 0.01)
        // A Pro Max in landscape (regular width) keeps the 44-point bar, its title inline.
        host.device = .iPhone16ProMax.landscape
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 44, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Inbox"))?.frame().midY ?? 0, 22, accuracy: 0.34)
        XCTAssertEqual(host.find(.kind(.bottomToolbar))?.frame().height ?? 0, 44, accuracy: 0.01)
        assertNoDiagnostics(host)
    }

    /// iPad Air 11-inch in portrait (820×1180; 24 above, 20 below): the bar is 50 + 52 = 102 tall
    /// (24…126), the large title's baseline 16 above its bottom; the bottom toolbar 50 (1110…1160). Inline, the
    /// bar is 50 and the title centred in it (y 49).
    @MainActor func testIPad() async {
        let host = ViewHost(Mail(), device: .iPadAir11)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 24, width: 820, height: 102)
        XCTAssertEqual(host.find(.text("Inbox"))?.frame().maxY ?? 0, 24 + 102 - 16 + 34 * 494 / 2048, accuracy: 0.34)
        assertFrame(host.find(.kind(.bottomToolbar)), x: 0, y: 1110, width: 820, height: 50)
        assertNoDiagnostics(host)
        let inline = ViewHost(
            NavigationStack { Text("Messages").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }, device: .iPadAir11)
        assertFrame(inline.find(.kind(.navigationBar)), x: 0, y: 24, width: 820, height: 50)
        XCTAssertEqual(inline.find(.text("Inbox"))?.frame().midY ?? 0, 24 + 25, accuracy: 0.34)
    }

    /// The tab bar: 49 tall in portrait with each item's symbol above its title (769…818); 32 in
    /// landscape (340…372) with the symbol beside the title; 50 on iPad (1110…1160), inline too.
    @MainActor func testTabBarHeights() async {
        let host = ViewHost(Tabs(), device: .iPhone16)
        var title = host.find(.text("Inbox"))!.frame(), symbol = host.findAll(.kind(.image))[0].frame()
        XCTAssertGreaterThan(title.minY, 769)
        XCTAssertLessThan(title.maxY, 818)
        XCTAssertLessThanOrEqual(symbol.maxY, title.minY, "stacked: the symbol above the title")
        XCTAssertEqual(host.find(.text("Inbox content"))?.frame().midY ?? 0, (59 + 769) / 2, accuracy: 0.34)

        host.device = .iPhone16.landscape
        title = host.find(.text("Inbox"))!.frame()
        symbol = host.findAll(.kind(.image))[0].frame()
        XCTAssertGreaterThan(symbol.minY, 340)
        XCTAssertLessThan(symbol.maxY, 372)
        XCTAssertEqual(title.midY, 356, accuracy: 0.5)
        XCTAssertLessThanOrEqual(symbol.maxX, title.minX, "inline: the symbol beside the title")
        XCTAssertEqual(host.find(.text("Inbox content"))?.frame().midY ?? 0, 340 / 2, accuracy: 0.34)

        host.device = .iPadAir11
        title = host.find(.text("Inbox"))!.frame()
        XCTAssertEqual(title.midY, 1110 + 25, accuracy: 0.5)
        XCTAssertEqual(host.find(.text("Inbox content"))?.frame().midY ?? 0, (24 + 1110) / 2, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// At the accessibility sizes the inline title and a symbol item grow upwards, raised by half
    /// their growth over 17 points (iOS 18.4, RSSReader at `.accessibility5`: the title's ink 2
    /// and the plus 2.1 points above centred), while a text item stays centred in the row.
    @MainActor func testTitleAndSymbolItemsGrowUpwardsAtAccessibilitySizes() async {
        let screen = NavigationStack {
            Text("Feeds list")
                .navigationTitle("Feeds")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                }
        }
        let host = ViewHost(screen, device: .iPhone16)
        let rowCentre = (host.find(.kind(.navigationBar))?.frame().minY ?? 0) + 22
        func frames() -> (title: CGRect, cancel: CGRect, plus: CGRect) {
            (
                host.find(.text("Feeds"))!.frame(), host.find(.text("Cancel"))!.frame(),
                host.find(.kind(.navigationBar))!.findAll(.kind(.image))[0].frame()
            )
        }
        var (title, cancel, plus) = frames()
        for frame in [title, cancel, plus] { XCTAssertEqual(frame.midY, rowCentre, accuracy: 0.34) }
        host.dynamicTypeSize = .accessibility5
        (title, cancel, plus) = frames()
        XCTAssertEqual(cancel.midY, rowCentre, accuracy: 0.34)
        let raised = (1 - 17 / (61.0 / 3)) / 2
        XCTAssertEqual(title.midY, rowCentre - title.height * raised, accuracy: 0.34)
        XCTAssertEqual(rowCentre - title.midY, 2, accuracy: 0.34)
        XCTAssertEqual(plus.midY, rowCentre - plus.height * raised, accuracy: 0.34)
        assertNoDiagnostics(host)
    }
}
