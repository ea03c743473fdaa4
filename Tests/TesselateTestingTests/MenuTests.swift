import XCTest
import Tesselate
import TesselateTesting

/// Menu as on iOS: its label is a tinted button; `open()` shows the items (in the dump and for
/// taps) and tapping one runs it and closes the menu. Source:
/// <https://developer.apple.com/documentation/swiftui/menu>.
final class MenuTests: XCTestCase {
    struct Sorter: View {
        @State var order = "none"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By Name") { order = "name" }
                    Button("By Date") { order = "date" }
                }
                .id("menu")
                Text(order).id("order")
            }
        }
    }

    @MainActor func testOpeningShowsTheItemsAndTappingOneRunsItAndCloses() async {
        let host = ViewHost(Sorter(), size: CGSize(width: 300, height: 200), displayScale: 1)
        let menu = host.find(.id("menu"))!
        XCTAssertEqual(menu.frame().size, host.find(.text("Sort"))!.frame().size, "closed, the menu is its label")
        XCTAssertTrue(host.findAll(.text("By Name")).isEmpty)
        XCTAssertTrue(menu.attributes.contains("isOpen: false"))
        host.find(.text("Sort"))?.open()
        XCTAssertTrue(host.dump().contains("By Name"), host.dump())
        XCTAssertGreaterThanOrEqual(
            host.find(.text("By Name"))!.frame().minY, host.find(.text("Sort"))!.frame().maxY, "the items are below the label")
        XCTAssertEqual(host.find(.id("menu"))?.frame().size, menu.frame().size, "the open menu takes no more room")
        host.find(.text("By Date"))?.tap()
        XCTAssertEqual(host.find(.id("order"))?.text, "date")
        XCTAssertTrue(host.findAll(.text("By Name")).isEmpty, "tapping an item closes the menu")
    }

    /// A tap opens a menu, as on iOS; with a primary action the tap runs that instead and the
    /// menu opens on a long press (`open()`). Source: Apple's documentation of
    /// `init(content:label:primaryAction:)`, "the action to perform on primary interaction".
    struct Bookmarks: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ",")).id("log")
                Menu {
                    Button("Show All") { log.append("all") }
                } label: {
                    Label("Add Bookmark", systemImage: "book")
                } primaryAction: {
                    log.append("primary")
                }
                Menu("Share") {
                    Button("Copy Link") { log.append("copy") }
                }
            }
        }
    }

    @MainActor func testATapRunsThePrimaryActionOrOpensTheMenu() async {
        let host = ViewHost(Bookmarks(), size: CGSize(width: 300, height: 300))
        host.find(.text("Add Bookmark"))?.tap()
        XCTAssertEqual(host.find(.id("log"))?.text, "primary")
        XCTAssertTrue(host.findAll(.text("Show All")).isEmpty, "the primary action does not open the menu")
        host.find(.text("Add Bookmark"))?.open()
        host.find(.text("Show All"))?.tap()
        XCTAssertEqual(host.find(.id("log"))?.text, "primary,all")

        host.find(.text("Share"))?.tap()
        XCTAssertFalse(host.findAll(.text("Copy Link")).isEmpty, "a tap opens a menu without a primary action")
        host.find(.text("Copy Link"))?.tap()
        XCTAssertEqual(host.find(.id("log"))?.text, "primary,all,copy")
        assertNoDiagnostics(host)
    }

    @MainActor func testOpeningAViewOutsideAMenuFails() async {
        let host = ViewHost(Sorter(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(collectingFailures { host.find(.id("order"))?.open() }.count, 1)
    }

    /// Shows the multi-line text alignment its environment gives it.
    struct AlignmentProbe: View {
        @Environment(\.multilineTextAlignment) var alignment
        var body: some View { Text(alignment == .center ? "centred" : "not centred") }
    }

    // A menu's label centres the lines of its text unless the label says otherwise: iOS 17.0.1
    // centres the three lines of bitwarden/authenticator-ios's import menu at accessibility5 (its
    // "Export" from 120 in a 358-point field), and bitwarden/ios's own menu rows set
    // `.multilineTextAlignment(.leading)` and `.trailing` on their texts to keep them at the edges.
    @MainActor func testTheLabelCentresItsLines() async {
        let centred = ViewHost(
            Menu {
                Button("One") {}
            } label: {
                AlignmentProbe()
            }, size: CGSize(width: 300, height: 100))
        XCTAssertNotNil(centred.find(.text("centred")))
        let leading = ViewHost(
            Menu {
                Button("One") {}
            } label: {
                AlignmentProbe().multilineTextAlignment(.leading)
            },
            size: CGSize(width: 300, height: 100))
        XCTAssertNotNil(leading.find(.text("not centred")))
    }
}
