import XCTest
import Tesselate
import TesselateTesting

/// SwiftUI's deprecated links driven by a binding: `NavigationLink(destination:isActive:label:)`
/// and `NavigationLink(destination:tag:selection:label:)` (iOS 13–16). The binding and the stack
/// agree: tapping sets it and pushes, popping clears it, clearing it pops, setting it pushes.
/// Source: <https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:isactive:label:)>.
final class NavigationLinkActiveTests: XCTestCase {
    private struct Flagged: View {
        @State var active = false
        var body: some View {
            NavigationView {
                VStack {
                    Text(active ? "Active" : "Inactive")
                    NavigationLink(destination: Button("Close") { active = false }, isActive: $active) {
                        Text("Details")
                    }
                    Button("Open from code") { active = true }
                }
                .navigationTitle("Home")
            }
            .navigationViewStyle(.stack)
        }
    }

    /// Tapping the link sets the binding and pushes the destination.
    @MainActor func testTappingTheLinkSetsTheBindingAndPushes() async {
        let host = ViewHost(Flagged(), device: .iPhone16)
        XCTAssertFalse(host.exists(.text("Close")))
        host.find(.text("Details"))?.tap()
        XCTAssertTrue(host.exists(.text("Close")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Inactive")))
        XCTAssertFalse(host.exists(.text("Close")))
        assertNoDiagnostics(host)
    }

    /// Setting the binding from code pushes; clearing it from the pushed page pops.
    @MainActor func testTheBindingDrivesPushAndPop() async {
        let host = ViewHost(Flagged(), device: .iPhone16)
        host.find(.text("Open from code"))?.tap()
        XCTAssertTrue(host.exists(.text("Close")))
        host.find(.text("Close"))?.tap()
        XCTAssertTrue(host.exists(.text("Inactive")))
        XCTAssertFalse(host.exists(.text("Close")))
    }

    /// A link whose binding starts true is pushed when the screen first shows; an empty label
    /// (a common way to push from code) works the same.
    @MainActor func testAnActiveLinkWithAnEmptyLabelPushesAtOnce() async {
        struct Screen: View {
            @State var active = true
            var body: some View {
                NavigationStack {
                    VStack {
                        Text(active ? "Active" : "Inactive")
                        NavigationLink(isActive: $active) {
                            Text("Pushed")
                        } label: {
                            EmptyView()
                        }
                    }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Pushed")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Inactive")))
    }

    /// The titled form shows its title as the label.
    @MainActor func testTheTitledForm() async {
        struct Screen: View {
            @State var active = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Settings", destination: Text("Settings page"), isActive: $active)
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.find(.text("Settings"))?.tap()
        XCTAssertTrue(host.exists(.text("Settings page")))
    }

    /// `tag:selection:`: tapping a link selects its tag and pushes its destination; popping sets
    /// the selection to nil; selecting another tag from code shows that link's destination.
    @MainActor func testTagAndSelection() async {
        struct Screen: View {
            @State var selection: String?
            var body: some View {
                NavigationStack {
                    List {
                        Text("Selected: \(selection ?? "none")")
                        NavigationLink("Apples", tag: "apples", selection: $selection) {
                            Button("Show pears") { selection = "pears" }
                        }
                        NavigationLink(destination: Text("Pear page"), tag: "pears", selection: $selection) {
                            Text("Pears")
                        }
                    }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.find(.text("Apples"))?.tap()
        XCTAssertTrue(host.exists(.text("Show pears")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Selected: none")))
        host.find(.text("Apples"))?.tap()
        host.find(.text("Show pears"))?.tap()
        XCTAssertTrue(host.exists(.text("Pear page")))
        XCTAssertFalse(host.exists(.text("Show pears")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Selected: none")))
    }
}

extension NavigationLinkActiveTests {
    /// On an iPad a `NavigationView`'s sidebar link shows its destination in the detail column
    /// when tapped, and sets the binding (the update settles: nothing is pushed again and again).
    @MainActor func testASidebarLinkOnAnIPad() async {
        struct Screen: View {
            @State var active = false
            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("Detail page"), isActive: $active) { Text(active ? "Open" : "Closed") }
                    Text("Pick something")
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPadAir11.landscape)
        XCTAssertTrue(host.exists(.text("Closed")))
        host.find(.text("Closed"))?.tap()
        XCTAssertTrue(host.exists(.text("Detail page")))
        XCTAssertTrue(host.exists(.text("Open")))
        assertNoDiagnostics(host)
    }
}
