import XCTest
import Tesselate
import TesselateTesting

// NavigationSplitView. On an iPhone (compact width) it collapses to a stack whose root is the
// sidebar, as iOS's UISplitViewController does in a compact width ("acts more like a navigation
// controller, displaying the primary view controller initially and pushing or popping the
// secondary"). On an iPad Air 11-inch in landscape (1180×820, 24 above, 20 below) the columns
// stand side by side: the sidebar 320 wide (UIKit's default maximum primary column width), the
// content column 320 (chosen), the detail the rest (LayoutRules.md, "Split views").

private struct Mail: View {
    @State var folder: String?
    @State var message: String?
    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Sent"], id: \.self, selection: $folder) { Text($0) }
                .navigationTitle("Folders")
        } content: {
            List(["Hello", "Bye"], id: \.self, selection: $message) { Text("\(folder ?? "-") \($0)") }
                .navigationTitle(folder ?? "None")
        } detail: {
            Text(message.map { "Reading \($0)" } ?? "No message")
        }
    }
}

private struct Notes: View {
    var visibility: NavigationSplitViewVisibility = .automatic
    @State var note: Int?
    var body: some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
            List(0..<3, id: \.self, selection: $note) { NavigationLink("Note \($0)", value: $0) }
        } detail: {
            Text(note.map { "Note \($0) text" } ?? "Pick a note")
        }
    }
}

final class NavigationSplitViewTests: XCTestCase {
    /// iPhone: the sidebar is the root page; selecting a row pushes the next column, whose view
    /// reflects the selection; `goBack()` pops and clears the selection that pushed the column.
    @MainActor func testCompactWidthCollapsesToAStack() async {
        let host = ViewHost(Mail(), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Inbox")))
        XCTAssertFalse(host.exists(.text("No message")))
        assertFrame(host.find(.kind("NavigationBar")), x: 0, y: 59, width: 393, height: 96)

        XCTAssertTrue(host.selectListRow(id: "Inbox"))
        XCTAssertTrue(host.exists(.text("Inbox Hello")), "the content column is pushed with the selection")
        XCTAssertEqual(host.find(.kind("NavigationStack"))?.attributes, ["depth: 1"])
        XCTAssertTrue(host.selectListRow(id: "Bye"))
        XCTAssertTrue(host.exists(.text("Reading Bye")))
        XCTAssertEqual(host.find(.kind("NavigationStack"))?.attributes, ["depth: 2"])

        host.goBack()
        XCTAssertTrue(host.exists(.text("Inbox Bye")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Sent")))
        // The selections were cleared: selecting again pushes a fresh column.
        XCTAssertTrue(host.selectListRow(id: "Sent"))
        XCTAssertTrue(host.exists(.text("Sent Hello")))
        assertNoDiagnostics(host)
    }

    /// iPhone: a `NavigationLink(value:)` row of a selectable sidebar list selects its value (as
    /// in SwiftUI), which pushes the detail.
    @MainActor func testLinkInSelectableSidebarSelects() async {
        let host = ViewHost(Notes(), device: .iPhone16)
        host.find(.text("Note 1"))?.tap()
        XCTAssertTrue(host.exists(.text("Note 1 text")))
        XCTAssertTrue(host.exists(.text("Back")), "the back button (the sidebar has no title)")
        host.goBack()
        XCTAssertTrue(host.exists(.text("Note 2")))
        assertNoDiagnostics(host)
    }

    /// iPad in landscape: three columns side by side, 320 + 320 + 540; each has its own bar.
    @MainActor func testRegularWidthShowsColumns() async {
        let host = ViewHost(Mail(), device: .iPadAir11.landscape)
        assertFrame(host.find(.kind("NavigationSplitView")), x: 0, y: 24, width: 1180, height: 776)
        let stacks = host.findAll(.kind("NavigationStack"))
        XCTAssertEqual(stacks.count, 3)
        assertFrame(stacks.first, x: 0, y: 24, width: 320, height: 776)
        assertFrame(stacks.dropFirst().first, x: 320, y: 24, width: 320, height: 776)
        assertFrame(stacks.last, x: 640, y: 24, width: 540, height: 776)
        XCTAssertTrue(host.exists(.text("No message")))
        host.selectListRow(id: "Sent")
        host.selectListRow(id: "Hello")
        XCTAssertTrue(host.exists(.text("Reading Hello")))
        XCTAssertTrue(host.exists(.text("Sent Hello")))
        assertNoDiagnostics(host)
    }

    /// Visibility and style: `.detailOnly` shows the detail alone; `.automatic` in portrait too
    /// (chosen, as iPadOS); `.prominentDetail` keeps the detail full width under the sidebar;
    /// `navigationSplitViewColumnWidth` sets the sidebar's width.
    @MainActor func testVisibilityStyleAndColumnWidth() async {
        let detailOnly = ViewHost(Notes(visibility: .detailOnly), device: .iPadAir11.landscape)
        XCTAssertEqual(detailOnly.findAll(.kind("NavigationStack")).count, 1)
        XCTAssertTrue(detailOnly.exists(.text("Pick a note")))

        let portrait = ViewHost(Notes(), device: .iPadAir11)
        XCTAssertEqual(portrait.findAll(.kind("NavigationStack")).count, 1)

        let prominent = ViewHost(Notes(visibility: .all).navigationSplitViewStyle(.prominentDetail), device: .iPadAir11.landscape)
        let stacks = prominent.findAll(.kind("NavigationStack"))
        assertFrame(stacks.first, x: 0, y: 24, width: 1180, height: 776)
        assertFrame(stacks.last, x: 0, y: 24, width: 320, height: 776)

        struct Narrow: View {
            var body: some View {
                NavigationSplitView {
                    Text("Side").navigationSplitViewColumnWidth(min: 100, ideal: 250, max: 200)
                } detail: {
                    Text("Detail")
                }
                .navigationSplitViewStyle(.balanced)
            }
        }
        let narrow = ViewHost(Narrow(), device: .iPadAir11.landscape)
        assertFrame(narrow.findAll(.kind("NavigationStack")).first, x: 0, y: 24, width: 200, height: 776)
        assertFrame(narrow.findAll(.kind("NavigationStack")).last, x: 200, y: 24, width: 980, height: 776)
        assertNoDiagnostics(narrow)

        let bad = ViewHost(
            NavigationSplitView {
                Text("S").navigationSplitViewColumnWidth(-.infinity)
            } detail: {
                Text("D")
            },
            device: .iPadAir11.landscape)
        XCTAssertEqual(bad.diagnostics.map(\.code), [.invalidValue])
        assertFrame(bad.findAll(.kind("NavigationStack")).first, x: 0, y: 24, width: 320, height: 776)
    }

    /// The host's size classes follow its device (Apple's HIG size-class table).
    @MainActor func testSizeClassesFollowTheDevice() async {
        XCTAssertEqual(Device.iPhone16.horizontalSizeClass, .compact)
        XCTAssertEqual(Device.iPhone16.landscape.verticalSizeClass, .compact)
        XCTAssertEqual(Device.iPhone16.landscape.horizontalSizeClass, .compact)
        XCTAssertEqual(Device.iPhone16ProMax.landscape.horizontalSizeClass, .regular)
        XCTAssertEqual(Device.iPadAir11.horizontalSizeClass, .regular)
        XCTAssertEqual(Device.iPadAir11.landscape.verticalSizeClass, .regular)
    }
}
