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
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)

        XCTAssertTrue(host.selectListRow(id: "Inbox"))
        XCTAssertTrue(host.exists(.text("Inbox Hello")), "the content column is pushed with the selection")
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, ["depth: 1"])
        XCTAssertTrue(host.selectListRow(id: "Bye"))
        XCTAssertTrue(host.exists(.text("Reading Bye")))
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, ["depth: 2"])

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
        assertFrame(host.find(.kind(.navigationSplitView)), x: 0, y: 24, width: 1180, height: 776)
        let stacks = host.findAll(.kind(.navigationStack))
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
        XCTAssertEqual(detailOnly.findAll(.kind(.navigationStack)).count, 1)
        XCTAssertTrue(detailOnly.exists(.text("Pick a note")))

        let portrait = ViewHost(Notes(), device: .iPadAir11)
        XCTAssertEqual(portrait.findAll(.kind(.navigationStack)).count, 1)

        let prominent = ViewHost(Notes(visibility: .all).navigationSplitViewStyle(.prominentDetail), device: .iPadAir11.landscape)
        let stacks = prominent.findAll(.kind(.navigationStack))
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
        assertFrame(narrow.findAll(.kind(.navigationStack)).first, x: 0, y: 24, width: 200, height: 776)
        assertFrame(narrow.findAll(.kind(.navigationStack)).last, x: 200, y: 24, width: 980, height: 776)
        assertNoDiagnostics(narrow)

        let bad = ViewHost(
            NavigationSplitView {
                Text("S").navigationSplitViewColumnWidth(-.infinity)
            } detail: {
                Text("D")
            },
            device: .iPadAir11.landscape)
        XCTAssertEqual(bad.diagnostics.map(\.code), [.invalidValue])
        assertFrame(bad.findAll(.kind(.navigationStack)).first, x: 0, y: 24, width: 320, height: 776)
    }

    /// iPad in landscape: a `NavigationLink(value:)` in a sidebar list without a selection shows
    /// its destination in the detail column (not on the sidebar's stack); the sidebar's list takes
    /// the sidebar style; another link replaces the detail.
    @MainActor func testSidebarLinkShowsInTheDetail() async {
        struct Shelf: View {
            var body: some View {
                NavigationSplitView {
                    List {
                        NavigationLink("Dune", value: "Dune")
                        NavigationLink("Emma", value: "Emma")
                    }
                    .navigationDestination(for: String.self) { Text("Reading \($0)") }
                } detail: {
                    Text("Pick a book")
                }
            }
        }
        let host = ViewHost(Shelf(), device: .iPadAir11.landscape)
        XCTAssertEqual(host.find(.kind(.list))?.attributes.first, "style: .sidebar")
        host.find(.text("Dune"))?.tap()
        XCTAssertTrue(host.exists(.text("Reading Dune")))
        XCTAssertEqual(host.find(.text("Reading Dune"))?.frame().midX ?? 0, 320 + 860 / 2, accuracy: 0.34)
        XCTAssertTrue(host.exists(.text("Emma")), "the sidebar keeps its list")
        host.find(.text("Emma"))?.tap()
        XCTAssertTrue(host.exists(.text("Reading Emma")))
        XCTAssertFalse(host.exists(.text("Reading Dune")))
        assertNoDiagnostics(host)

        // On an iPhone the same split view is a stack; its sidebar list is in the sidebar style
        // too, and the link pushes.
        let phone = ViewHost(Shelf(), device: .iPhone16)
        XCTAssertEqual(phone.find(.kind(.list))?.attributes.first, "style: .sidebar")
        phone.find(.text("Dune"))?.tap()
        XCTAssertTrue(phone.exists(.text("Reading Dune")))
    }

    /// iPhone: a selection made in code (a button, or the test writing the binding) pushes the
    /// next column, as a tap does, and clearing it pops the column (Apple: "programmatic changes that you make to the selection
    /// property also affect … the presented detail view").
    @MainActor func testSelectionInCodePushes() async {
        struct Picker: View {
            @Binding var note: Int?
            var body: some View {
                NavigationSplitView {
                    List(0..<3, id: \.self, selection: $note) { Text("Note \($0)") }
                        .toolbar { Button("Newest") { note = 2 } }
                } detail: {
                    Text(note.map { "Note \($0) text" } ?? "Pick a note")
                }
            }
        }
        var note: Int? = nil
        let binding = Binding(get: { note }, set: { note = $0 })
        let host = ViewHost(Picker(note: binding), device: .iPhone16)
        host.find(.button("Newest"))?.tap()
        XCTAssertTrue(host.exists(.text("Note 2 text")))
        host.goBack()
        XCTAssertNil(note, "popping clears the selection")
        XCTAssertTrue(host.exists(.text("Note 0")))

        binding.wrappedValue = 1
        host.settle()
        XCTAssertTrue(host.exists(.text("Note 1 text")), "a selection set from outside pushes too")
        binding.wrappedValue = nil
        host.settle()
        XCTAssertTrue(host.exists(.text("Note 0")), "clearing it pops the column")
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, [])
        assertNoDiagnostics(host)
    }

    /// iPhone: `preferredCompactColumn` chooses the column on top of the collapsed stack; going
    /// back writes the column now on top to the binding.
    @MainActor func testPreferredCompactColumn() async {
        var column = NavigationSplitViewColumn.detail
        let binding = Binding(get: { column }, set: { column = $0 })
        let host = ViewHost(
            NavigationSplitView(preferredCompactColumn: binding) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }, device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Detail")))
        XCTAssertFalse(host.exists(.text("Sidebar")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Sidebar")))
        XCTAssertEqual(column, .sidebar)

        var three = NavigationSplitViewColumn.content
        let threeBinding = Binding(get: { three }, set: { three = $0 })
        let host3 = ViewHost(
            NavigationSplitView(preferredCompactColumn: threeBinding) {
                Text("Folders")
            } content: {
                Text("Messages")
            } detail: {
                Text("Message")
            }, device: .iPhone16)
        XCTAssertTrue(host3.exists(.text("Messages")))
        XCTAssertEqual(host3.find(.kind(.navigationStack))?.attributes, ["depth: 1"])
        threeBinding.wrappedValue = .detail
        host3.settle()
        XCTAssertTrue(host3.exists(.text("Message")))
        host3.goBack()
        XCTAssertEqual(three, .content)
        assertNoDiagnostics(host3)
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
