import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

// Navigation screens written as plain SwiftUI (only the import differs), hosted on an iPhone 16:
// 393×852 at 3x, 59 above for the Dynamic Island and 34 below for the home indicator. The
// numbers are iOS's navigation bar: 44 tall, 96 with a large title (LayoutRules.md, "Navigation
// bars").

final class GalleryNavigationTests: XCTestCase {
    /// The recipes list: the stack fills the safe area (59…818); the bar, 96 tall with the large
    /// title "Recipes" (34pt bold, 16 from the leading edge, its baseline 16 above the bar's bottom); "Add"
    /// 16 from the trailing edge, centred in the bar's 44-point row; the list starts below the bar
    /// (the bar is a safe-area inset of the page), its first card 35 below (155 + 35 = 190).
    @MainActor func testRecipesList() async {
        let host = ViewHost(RecipesScreen(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        let title = host.find(.text("Recipes"))!
        XCTAssertEqual(title.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(title.frame().maxY, 53.667 + 96 - 16 + 34 * 494 / 2048, accuracy: 0.34, "its baseline 16 above the bar's bottom")
        let add = host.find(.text("Add"))!
        XCTAssertEqual(add.frame().maxX, 393 - 16, accuracy: 0.34)
        XCTAssertEqual(add.frame().midY, 53.667 + 22, accuracy: 0.34)
        assertFrame(host.findAll(.kind(.listRow)).first, x: 20, y: 184.667, width: 353, height: 44)
        // A link in a row ends with a disclosure chevron at the row's trailing margin (377 − 16).
        XCTAssertEqual(host.findAll(.kind(.chevron)).first?.frame().maxX ?? 0, 353, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// Tapping a row pushes the detail page: an inline bar 44 tall with the title centred
    /// (headline), the back button ("‹ Recipes") 8 from the leading edge, "Star" at the trailing
    /// margin; the bottom toolbar's 44 points end at the home indicator's safe edge (818), its
    /// group spread by the `Spacer`; the page centred between the bars. The detail's state works,
    /// and the back button pops.
    @MainActor func testRecipeDetail() async {
        let host = ViewHost(RecipesScreen(), device: .iPhone16)
        host.find(.text("Pancakes"))?.tap()
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Pancakes"))?.frame().midX ?? 0, 393 / 2, accuracy: 0.34)
        let back = host.find(.kind(.navigationBar))?.findAll(.kind(.button)).first
        XCTAssertEqual(back?.frame().minX ?? 0, 8, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Star"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        assertFrame(host.find(.kind(.bottomToolbar)), x: 0, y: 774, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Share"))?.frame().minX ?? 0, 16, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Print"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        XCTAssertEqual(host.find(.kind(.vStack))?.frame().midY ?? 0, (97.667 + 774) / 2, accuracy: 0.34)
        host.find(.text("Star"))?.tap()
        XCTAssertTrue(host.exists(.text("Favourite")))
        XCTAssertTrue(host.exists(.text("Unstar")))
        host.find(.text("Recipes"))?.tap()
        XCTAssertTrue(host.exists(.text("Omelette")))
        assertNoDiagnostics(host)
    }

    /// A tabbed app: the tab bar is the tab view's bottom 49 points (769…818, above the home
    /// indicator), its two items sharing the width; the first tab's stack fills the rest, its
    /// large-title bar on top and its scroll view's content starting below the bar (155); the
    /// badge shows on the first item; tapping "Library" shows the second tab, centred above the
    /// bar.
    @MainActor func testTabbedApp() async {
        let host = ViewHost(TabbedApp(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationStack)), x: 0, y: 59, width: 393, height: 710)
        XCTAssertEqual(host.find(.text("Story 1"))?.frame().minY ?? 0, 149.667, accuracy: 0.34)
        let library = host.find(.text("Library"))!
        XCTAssertEqual(library.frame().midX, 393 * 3 / 4, accuracy: 0.34)
        XCTAssertTrue(library.frame().minY > 769 && library.frame().maxY < 818)
        XCTAssertTrue(host.exists(.text("2")))
        library.tap()
        XCTAssertEqual(host.find(.text("Your library is empty"))?.frame().midY ?? 0, (59 + 769) / 2, accuracy: 0.34)
        XCTAssertFalse(host.exists(.text("Story 1")))
        assertNoDiagnostics(host)
    }

    /// The app shell: four tabs sharing the bar's width (each item centred in its quarter), in
    /// the bar's 49 points above the home indicator (769…818), the pages above it; the inbox badge counts the unread messages and
    /// disappears at zero; each tab keeps its own stack (pushing in Home, switching away and
    /// back, the story is still pushed).
    @MainActor func testAppShell() async {
        let host = ViewHost(AppShell(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationStack)), x: 0, y: 59, width: 393, height: 710)
        for (index, title) in ["Search", "Inbox", "Profile"].enumerated() {
            let item = host.find(.text(title))!.frame()
            XCTAssertEqual(item.midX, 393 / 8 * Double(2 * index + 3), accuracy: 0.34)
            XCTAssertTrue(item.minY > 769 && item.maxY < 818)
        }
        XCTAssertTrue(host.exists(.text("5")))
        XCTAssertTrue(host.exists(.text("!")))
        assertFrame(host.findAll(.kind(.listRow)).first, x: 20, y: 184.667, width: 353, height: 44)
        host.find(.text("Story 2"))?.tap()
        // The pushed page keeps the large title (`.automatic` inherits the root's mode).
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        host.find(.text("Inbox"))?.tap()
        XCTAssertEqual(host.findAll(.kind(.listRow)).count, 6)
        host.find(.text("Mark All as Read"))?.tap()
        XCTAssertFalse(host.exists(.text("5")))
        host.find(.text("Search"))?.tap()
        XCTAssertTrue(host.exists(.text("Search Stories")))
        host.findAll(.text("Home")).last?.tap()
        XCTAssertTrue(host.exists(.text("Story 2")))
        XCTAssertFalse(host.exists(.text("Story 3")))
        assertNoDiagnostics(host)
    }

    /// Presentations: "New" (trailing) presents a medium sheet, its card 0.56 of the large
    /// detent's 749 with the home indicator's 34 under it rounded to the pixel (453.333, so from
    /// 398.667) with its own inline bar (UIKit's 56-point sheet bar), Cancel leading and
    /// Save trailing (disabled until the title has text); saving appends a row, dismisses the
    /// sheet and shows an alert (270 wide, centred); "Clear" asks in a confirmation dialog whose
    /// destructive action empties the list and shows the empty state; swiping a row asks in an
    /// alert presenting the note.
    @MainActor func testNotesScreen() async {
        let host = ViewHost(NotesScreen(), device: .iPhone16)
        XCTAssertEqual(host.find(.text("Clear"))?.frame().minX ?? 0, 16, accuracy: 0.34)
        host.find(.text("New"))?.tap()
        XCTAssertEqual(host.findAll(.kind(.navigationBar)).count, 2)
        let cardTop: CGFloat = 398 + 2.0 / 3
        assertFrame(host.find(.kind(.presentedLayer))?.find(.kind(.navigationBar)), x: 0, y: cardTop, width: 393, height: 56)
        XCTAssertEqual(host.find(.text("Cancel"))?.frame().minX ?? 0, 16, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Save"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        XCTAssertEqual(host.find(.button("Save"))?.attribute(\.isDisabled), true)
        XCTAssertEqual(
            host.find(.kind(.presentedLayer))?.findAll(.kind(.listRow)).first?.frame().minY ?? 0, cardTop + 56 + 35, accuracy: 0.34)
        XCTAssertTrue(host.typeText("Packing list", into: .prompt("Title")))
        host.find(.text("Save"))?.tap()
        XCTAssertTrue(host.exists(.text("Saved “Packing list”")))
        host.find(.text("OK"))?.tap()
        XCTAssertEqual(host.findAll(.kind(.listRow)).count, 3)
        host.find(.text("Clear"))?.tap()
        XCTAssertTrue(host.exists(.text("Delete all notes?")))
        host.find(.text("Delete All"))?.tap()
        XCTAssertEqual(host.findAll(.kind(.listRow)).count, 0)
        XCTAssertTrue(host.exists(.text("No Notes")))
        XCTAssertEqual(host.find(.button("Clear"))?.attribute(\.isDisabled), true)
        assertNoDiagnostics(host)
    }

    /// The recipes list on an iPhone 16 in landscape (852×393; 59 on each side, 21 below, no
    /// status bar): the stack fills 59…793 × 0…372; the bar is 32 tall and the large title shows
    /// inline, centred (useyourloaf.com, "Supporting iPhone X"; Open Radar 32707795); "Add" 16 from
    /// the bar's trailing edge (a phone's items keep their portrait margin: iOS 17.0.1,
    /// bitwarden/ios in landscape) and the first card 35 below the bar, inset 20 (the layout
    /// margin of windows 414 points wide or more).
    @MainActor func testRecipesInLandscape() async {
        let host = ViewHost(RecipesScreen(), device: .iPhone16.landscape)
        assertFrame(host.find(.kind(.navigationBar)), x: 59, y: 0, width: 734, height: 32)
        XCTAssertEqual(host.find(.text("Recipes"))?.frame().midX ?? 0, 59 + 734 / 2, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Recipes"))?.frame().midY ?? 0, 16, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Add"))?.frame().maxX ?? 0, 793 - 16, accuracy: 0.34)
        assertFrame(host.findAll(.kind(.listRow)).first, x: 79, y: 32 + 35, width: 694, height: 44)
        assertNoDiagnostics(host)
    }

    /// The tabbed app in landscape: the tab bar is 32 tall (340…372, above the 21-point home
    /// indicator inset; hacknicity.medium.com), each item's symbol beside its title (UIKit's
    /// compact inline item layout); the tab's stack above it has a 32-point bar.
    @MainActor func testAppShellInLandscape() async {
        let host = ViewHost(AppShell(), device: .iPhone16.landscape)
        let tabBar = host.find(.kind(.tabView))!
        assertFrame(tabBar, x: 59, y: 0, width: 734, height: 372)
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 32, accuracy: 0.01)
        XCTAssertEqual(host.find(.kind(.navigationStack))?.frame().maxY ?? 0, 340, accuracy: 0.01)
        let title = host.find(.text("Profile"))!.frame()
        XCTAssertEqual(title.midY, 356, accuracy: 0.5)
        let symbol = host.findAll(.kind(.image)).last!.frame()
        XCTAssertLessThanOrEqual(symbol.maxX, title.minX, "the symbol beside the title")
        assertNoDiagnostics(host)
    }

    /// The mail split view on an iPhone 16: a stack whose root is the mailboxes sidebar, its
    /// list in the sidebar style (the split view's default); selecting a mailbox pushes the
    /// messages, selecting a message pushes the detail, whose inline bar has a back button titled
    /// with the mailbox and whose bottom toolbar ends at the home indicator's safe edge (818).
    /// A sidebar list's first card starts right under the large title, with no gap (measured on
    /// GordianSeedTool-iOS's iOS 17 seed list, see LayoutRules.md).
    @MainActor func testMailScreenOnIPhone() async {
        let host = ViewHost(MailScreen(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        XCTAssertEqual(host.find(.kind(.list))?.attributes.first, "style: .sidebar")
        assertFrame(host.findAll(.kind(.listRow)).first, x: 20, y: 149.667, width: 353, height: 44)
        XCTAssertTrue(host.selectListRow(id: "Inbox"))
        XCTAssertTrue(host.exists(.text("Grace")))
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, ["depth: 1"])
        XCTAssertTrue(host.selectListRow(id: 1))
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, ["depth: 2"])
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        XCTAssertEqual(host.find(.kind(.navigationBar))?.find(.text("Engine notes"))?.frame().midX ?? 0, 393 / 2, accuracy: 0.34)
        assertFrame(host.find(.kind(.bottomToolbar)), x: 0, y: 774, width: 393, height: 44)
        host.goBack()
        XCTAssertTrue(host.exists(.text("Alan")))
        assertNoDiagnostics(host)
    }

    /// The mail split view on an iPad Air 11-inch in landscape (1180×820; 24 above, 20 below):
    /// three columns, 320 + 320 + 540, each a stack with a 102-point large-title bar (50 + 52 on
    /// iPad; hacknicity.medium.com); selecting a mailbox and a message fills the next columns in
    /// place, nothing is pushed; the detail's inline bar is 50 tall.
    @MainActor func testMailScreenOnIPad() async {
        let host = ViewHost(MailScreen(), device: .iPadAir11.landscape)
        let stacks = host.findAll(.kind(.navigationStack))
        XCTAssertEqual(stacks.count, 3)
        assertFrame(stacks[0], x: 0, y: 24, width: 320, height: 776)
        assertFrame(stacks[1], x: 320, y: 24, width: 320, height: 776)
        assertFrame(stacks[2], x: 640, y: 24, width: 540, height: 776)
        assertFrame(host.findAll(.kind(.navigationBar)).first, x: 0, y: 24, width: 320, height: 102)
        XCTAssertEqual(host.find(.text("Mailboxes"))?.frame().maxY ?? 0, 24 + 102 - 8, accuracy: 0.5)
        XCTAssertTrue(host.exists(.text("No Message Selected")))
        host.selectListRow(id: "Sent")
        host.selectListRow(id: 2)
        XCTAssertTrue(host.exists(.text("From Grace")))
        // The sidebar row: 20 in, the paperplane symbol (21 at body), 8, the title.
        XCTAssertEqual(host.findAll(.text("Sent")).first?.frame().minX ?? 0, 69, accuracy: 0.5, "the sidebar still shows")
        XCTAssertEqual(
            host.findAll(.text("Sent")).last?.frame().minX ?? 0, 320 + 20, accuracy: 0.5,
            "the content column is titled by the mailbox, 20 in")
        XCTAssertEqual(host.findAll(.kind(.navigationBar)).last?.frame().height ?? 0, 50, accuracy: 0.01)
        XCTAssertEqual(host.findAll(.kind(.bottomToolbar)).first?.frame().maxY ?? 0, 800, accuracy: 0.01)
        XCTAssertTrue(host.findAll(.kind(.navigationStack)).allSatisfy { $0.attributes.isEmpty })
        assertNoDiagnostics(host)
    }
}
