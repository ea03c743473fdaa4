import XCTest
import Tesselate
import TesselateTesting

// The deprecated NavigationView and its styles (Apple's documentation of `NavigationView` and
// `navigationViewStyle(_:)`): by default "navigation views appear with multiple columns in wider
// environments, like iPad in landscape orientation", where "the destination content appears in
// the next column"; on iPhone a stack. `.stack` forces a stack; `.columns` is the default's
// columns. On an iPad Air 11-inch in landscape (1180×820, 24 above, 20 below) the sidebar is 320
// wide and the detail the rest (LayoutRules.md, "Split views").

private struct Library: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Dune") { Text("About Dune").navigationTitle("Dune") }
                NavigationLink("Emma", value: "Emma")
            }
            .navigationDestination(for: String.self) { Text("About \($0)") }
            .navigationTitle("Books")
            Text("Pick a book")
        }
    }
}

final class NavigationViewTests: XCTestCase {
    /// iPhone: a stack whose root is the first view; the placeholder detail is not shown; links
    /// push.
    @MainActor func testStackOnIPhone() async {
        let host = ViewHost(Library(), device: .iPhone16)
        XCTAssertEqual(host.findAll(.kind(.navigationStack)).count, 1)
        XCTAssertFalse(host.exists(.text("Pick a book")))
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        host.find(.text("Dune"))?.tap()
        XCTAssertTrue(host.exists(.text("About Dune")))
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, ["depth: 1"])
        assertNoDiagnostics(host)
    }

    /// iPad in landscape, automatic style: two columns. A destination link or a value link in the
    /// sidebar shows its destination in the detail column; the sidebar stays at its root.
    @MainActor func testColumnsOnIPad() async {
        let host = ViewHost(Library(), device: .iPadAir11.landscape)
        let stacks = host.findAll(.kind(.navigationStack))
        XCTAssertEqual(stacks.count, 2)
        assertFrame(stacks.first, x: 0, y: 24, width: 320, height: 776)
        assertFrame(stacks.last, x: 320, y: 24, width: 860, height: 776)
        XCTAssertTrue(host.exists(.text("Pick a book")))
        XCTAssertEqual(host.find(.kind(.list))?.attributes.first, "style: .sidebar", "a sidebar's list takes the sidebar style")

        host.find(.text("Dune"))?.tap()
        XCTAssertTrue(host.exists(.text("About Dune")))
        XCTAssertFalse(host.exists(.text("Pick a book")))
        XCTAssertTrue(host.exists(.text("Emma")), "the sidebar still shows its list")
        XCTAssertEqual(host.find(.text("About Dune"))?.frame().midX ?? 0, 320 + 860 / 2, accuracy: 0.34)
        XCTAssertTrue(host.findAll(.kind(.navigationStack)).allSatisfy { $0.attributes.isEmpty }, "nothing was pushed")

        host.find(.text("Emma"))?.tap()
        XCTAssertTrue(host.exists(.text("About Emma")))
        XCTAssertFalse(host.exists(.text("About Dune")))
        assertNoDiagnostics(host)
    }

    /// `.stack` on an iPad: one stack over the whole width. `.columns` on an iPhone: a stack.
    /// On an iPad in portrait the automatic columns show the detail alone.
    @MainActor func testStyles() async {
        let stack = ViewHost(Library().navigationViewStyle(.stack), device: .iPadAir11.landscape)
        XCTAssertEqual(stack.findAll(.kind(.navigationStack)).count, 1)
        assertFrame(stack.find(.kind(.navigationBar)), x: 0, y: 24, width: 1180, height: 102)
        XCTAssertEqual(stack.find(.kind(.list))?.attributes.first, "style: .insetGrouped")

        let columnsOnPhone = ViewHost(Library().navigationViewStyle(.columns), device: .iPhone16)
        XCTAssertEqual(columnsOnPhone.findAll(.kind(.navigationStack)).count, 1)
        XCTAssertTrue(columnsOnPhone.exists(.text("Dune")))

        let doubleColumn = ViewHost(
            Library().navigationViewStyle(DoubleColumnNavigationViewStyle()), device: .iPadAir11.landscape)
        XCTAssertEqual(doubleColumn.findAll(.kind(.navigationStack)).count, 2)

        let portrait = ViewHost(Library(), device: .iPadAir11)
        XCTAssertEqual(portrait.findAll(.kind(.navigationStack)).count, 1)
        XCTAssertTrue(portrait.exists(.text("Pick a book")))
    }
}
