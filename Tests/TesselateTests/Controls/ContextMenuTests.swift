import XCTest
import Tesselate
import TesselateTesting

/// A context menu leaves its view as it is; a long press (`longPress()`, `openContextMenu()`)
/// shows its items, and tapping one runs it and closes the menu. Sources:
/// <https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)> ("Adds a
/// context menu to a view"; a person opens it by touching and holding the view),
/// <https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:preview:)>,
/// <https://developer.apple.com/documentation/swiftui/contextmenu> (deprecated).
final class ContextMenuTests: XCTestCase {
    private struct Photo: View {
        @State var status = "Kept"
        var body: some View {
            VStack(spacing: 20) {
                Text("Photo")
                    .padding()
                    .contextMenu {
                        Button("Copy") { status = "Copied" }
                        Button("Delete", role: .destructive) { status = "Deleted" }
                    }
                Text(status).id("status")
            }
        }
    }

    /// The view keeps its frame; the menu's items are not there until it is opened.
    @MainActor func testTheViewIsUnchanged() async {
        let plain = ViewHost(
            VStack(spacing: 20) {
                Text("Photo").padding(); Text("Kept")
            }, size: CGSize(width: 300, height: 300))
        let host = ViewHost(Photo(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.find(.text("Photo"))?.frame(), plain.find(.text("Photo"))?.frame())
        XCTAssertEqual(host.find(.id("status"))?.frame(), plain.find(.text("Kept"))?.frame())
        XCTAssertFalse(host.exists(.text("Copy")))
        XCTAssertEqual(host.find(.kind(.contextMenu))?.attributes, ["isOpen: false"])
    }

    /// The menu leaves VoiceOver's elements as they are: the text stays an element of its own and
    /// a button inside stays a button (iOS offers the menu as an action).
    @MainActor func testAccessibilityElementsAreKept() async {
        let host = ViewHost(
            VStack {
                Text("Photo").contextMenu { Button("Copy") {} }
                Button("Share") {}.contextMenu { Button("Copy link") {} }
            }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.find(.label("Photo"))?.kind, .text)
        XCTAssertEqual(host.find(.label("Share"))?.kind, .button)
    }

    /// A long press opens the menu below the view; tapping an item runs it and closes the menu.
    @MainActor func testALongPressOpensTheMenu() async throws {
        let host = ViewHost(Photo(), size: CGSize(width: 300, height: 300))
        let before = try XCTUnwrap(host.find(.id("status"))?.frame())
        XCTAssertTrue(host.find(.text("Photo"))?.longPress() ?? false)
        XCTAssertTrue(host.exists(.text("Copy")))
        XCTAssertGreaterThanOrEqual(
            host.find(.text("Copy"))?.frame().minY ?? 0,
            host.find(.text("Photo"))?.ancestors.first { $0.kind == .padding }?.frame().maxY ?? .infinity,
            "the items are below the view")
        XCTAssertEqual(host.find(.id("status"))?.frame(), before, "the open menu takes no room")
        host.find(.text("Delete"))?.tap()
        XCTAssertEqual(host.find(.id("status"))?.text, "Deleted")
        XCTAssertFalse(host.exists(.text("Copy")), "tapping an item closed the menu")
    }

    /// The open menu is presented over the whole window: it is drawn over the views after the
    /// one that has it, and the rest of the window is dimmed and takes no touches.
    @MainActor func testTheOpenMenuCoversTheWindow() async throws {
        let host = ViewHost(Photo(), size: CGSize(width: 300, height: 300))
        host.find(.text("Photo"))?.openContextMenu()
        XCTAssertEqual(host.find(.kind(.presentedLayer))?.frame(), CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = try XCTUnwrap(host.find(.text("Copy"))?.ancestors.first { $0.kind == .background }?.frame())
        let status = try XCTUnwrap(host.find(.id("status"))?.frame())
        XCTAssertTrue(card.intersects(status), "the card lies over the status text")
        XCTAssertEqual(collectingFailures { host.find(.id("status"))?.tap() }.count, 1, "covered while the menu is open")
    }

    /// Near the bottom of the window the card goes above the view.
    @MainActor func testTheCardGoesAboveWhenThereIsNoRoomBelow() async throws {
        let host = ViewHost(
            VStack {
                Spacer();
                Text("Low").contextMenu {
                    Button("One") {}; Button("Two") {}
                }
            }, size: CGSize(width: 300, height: 300))
        host.find(.text("Low"))?.openContextMenu()
        let low = try XCTUnwrap(host.find(.text("Low"))?.frame())
        let card = try XCTUnwrap(host.find(.text("One"))?.ancestors.first { $0.kind == .background }?.frame())
        XCTAssertEqual(card.maxY, low.minY - 8, accuracy: 0.34, "8 above the view")
    }

    /// `openContextMenu()` opens the nearest context menu around the view; a view with none fails.
    @MainActor func testOpenContextMenu() async {
        let host = ViewHost(Photo(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(collectingFailures { host.find(.id("status"))?.openContextMenu() }.count, 1, "no menu around the status")
        host.find(.text("Photo"))?.openContextMenu()
        host.find(.text("Copy"))?.tap()
        XCTAssertEqual(host.find(.id("status"))?.text, "Copied")
    }

    /// A long-press gesture on the view takes the press before the menu.
    @MainActor func testALongPressGestureWins() async {
        final class Log { var pressed = 0 }
        let log = Log()
        let host = ViewHost(
            Text("Hold").onLongPressGesture { log.pressed += 1 }.contextMenu { Button("Menu item") {} },
            size: CGSize(width: 200, height: 200))
        host.find(.text("Hold"))?.longPress()
        XCTAssertEqual(log.pressed, 1)
        XCTAssertFalse(host.exists(.text("Menu item")))
    }

    /// The preview shows above the items while the menu is open; the deprecated `ContextMenu`
    /// value works as `contextMenu(menuItems:)`, and `nil` adds no menu.
    @MainActor func testPreviewAndDeprecatedForm() async {
        let host = ViewHost(
            VStack {
                Text("Card").contextMenu {
                    Button("Share") {}
                } preview: {
                    Text("Big card")
                }
                Text("Old").contextMenu(ContextMenu { Button("Rename") {} })
                Text("None").contextMenu(nil as ContextMenu<Button<Text>>?)
            }, size: CGSize(width: 300, height: 300))
        XCTAssertFalse(host.exists(.text("Big card")))
        host.find(.text("Card"))?.openContextMenu()
        XCTAssertLessThan(host.find(.text("Big card"))?.frame().minY ?? .infinity, host.find(.text("Share"))?.frame().minY ?? 0)
        host.find(.text("Share"))?.tap()
        XCTAssertFalse(host.exists(.text("Big card")), "an item closes the menu")
        host.find(.text("Old"))?.longPress()
        XCTAssertTrue(host.exists(.text("Rename")))
        XCTAssertEqual(host.findAll(.kind(.contextMenu)).count, 2, "nil adds no menu")
    }
}
