import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

// Whole screens written as plain SwiftUI (only the import differs), in Playgrounds/Gallery/ (issue
// 12), hosted on an iPhone 16:
// 393×852 at 3x, 59 above for the Dynamic Island and 34 below for the home indicator. Each test
// names the rule behind each number (LayoutRules.md, "Devices and safe areas" and "Lists and
// forms").

final class GalleryScreensTests: XCTestCase {
    private func line(_ font: Font) -> CGFloat { TextMeasurement("Ag", font: font).size.height }

    /// The settings screen: a large-title bar (59…155); the first card 35 below it (190), 16 in
    /// from each side, its account row taller than 44 (the 44-point symbol plus 11 above and
    /// below); rows of one line 44 tall; the toggle's switch at the card's trailing margin; the
    /// picker's label leading and its value trailing; turning notifications off removes the
    /// stepper's row; the Wi-Fi link pushes its page with an inline bar and a back button.
    @MainActor func testSettingsScreen() async {
        let host = ViewHost(SettingsScreen(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        let rows = host.findAll(.kind(.listRow))
        XCTAssertEqual(rows.count, 8)
        XCTAssertEqual(rows[0].frame().minX, 20, accuracy: 0.01)
        XCTAssertEqual(rows[0].frame().minY, 184.667, accuracy: 0.01)
        XCTAssertGreaterThan(rows[0].frame().height, 44)
        assertSize(rows[1], width: 353, height: 44)
        XCTAssertEqual(rows[2].frame().minY, rows[1].frame().maxY, accuracy: 0.01)
        XCTAssertEqual(host.findAll(.kind(.switch)).first?.frame().maxX ?? 0, 353, accuracy: 0.01)
        // The Wi-Fi link's value ends 10 before its disclosure chevron (8 wide before iOS 26),
        // which ends at the margin.
        XCTAssertEqual(host.find(.text("Home"))?.frame().maxX ?? 0, 335, accuracy: 0.34)
        XCTAssertEqual(host.findAll(.kind(.chevron)).first?.frame().maxX ?? 0, 353, accuracy: 0.34)
        // The section header: uppercased footnote, 6 above its card (iOS 18's grouped lists).
        let header = host.find(.text("NOTIFICATIONS"))!
        XCTAssertEqual(header.frame().minX, 40, accuracy: 0.01)
        XCTAssertEqual(rows[3].frame().minY, header.frame().maxY + 6, accuracy: 0.34)
        // The picker in a form row: label leading, value and chevron trailing.
        XCTAssertEqual(host.find(.text("Appearance"))?.frame().minX ?? 0, 40, accuracy: 0.01)
        XCTAssertEqual(host.find(.picker())?.find(.kind(.chevron))?.frame().maxX ?? 0, 353, accuracy: 0.34)
        host.find(.picker())?.select(SettingsScreen.Appearance.dark)
        XCTAssertTrue(host.exists(.text("Dark")))
        host.find(.text("Allow Notifications"))?.toggle()
        XCTAssertEqual(host.findAll(.kind(.listRow)).count, 7)
        XCTAssertFalse(host.exists(.text(containing: "Badge count")))
        host.find(.text("Sign Out"))?.tap()
        XCTAssertTrue(host.exists(.text("Sign out of iCloud?")))
        host.find(.button("Cancel"))?.tap()
        host.find(.text("Wi-Fi"))?.tap()
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        XCTAssertTrue(host.exists(.text("MY NETWORKS")))
        host.find(.toggle("Wi-Fi"))?.toggle()
        XCTAssertFalse(host.exists(.text("MY NETWORKS")))
        host.find(.text("Settings"))?.tap()
        XCTAssertTrue(host.exists(.text("Off")))
        assertNoDiagnostics(host)
    }

    /// The chat screen: an inline bar (59…103); the input bar sits on the home indicator's safe
    /// edge (818) and its `.bar` background reaches the window's bottom; the scroll view runs
    /// from the bar to 8 above the input bar (the inset's default spacing); the bubbles 16 in,
    /// 8 apart, the sender's at the trailing margin; with the keyboard up (336) the bar rides on
    /// it. The send button is disabled until there is text; sending appends a bubble.
    @MainActor func testChatScreen() async {
        let host = ViewHost(ChatScreen(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        let bar = host.find(.id("inputBar"))!
        XCTAssertEqual(bar.frame().maxY, 818, accuracy: 0.01)
        XCTAssertEqual(bar.find(.kind(.rectangle))?.frame().maxY ?? 0, 852, accuracy: 0.01)
        let scroll = host.find(.kind(.scrollView))!
        XCTAssertEqual(scroll.frame().minY, 97.667, accuracy: 0.01)
        XCTAssertEqual(bar.frame().minY - scroll.frame().maxY, 8, accuracy: 0.01)
        // The bar: a rounded field (the body line + 14) padded 8 above and below.
        XCTAssertEqual(bar.frame().height, line(.body) + 14 + 16, accuracy: 0.34)
        let bubbles = host.findAll(.type(ChatBubble.self))
        XCTAssertEqual(bubbles.first?.frame().minY ?? 0, 97.667 + 16, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Yes! 12:30 at the usual place."))?.frame().maxX ?? 0, 377 - 14, accuracy: 0.34)
        XCTAssertEqual(bubbles[1].frame().minY - bubbles[0].frame().maxY, 8, accuracy: 0.01)
        XCTAssertEqual(host.find(.label("Send"))?.attribute(\.isDisabled), true)
        host.showKeyboard(height: 336)
        XCTAssertEqual(host.find(.id("inputBar"))!.frame().maxY, 852 - 336, accuracy: 0.01)
        host.hideKeyboard()
        XCTAssertTrue(host.typeText("On my way", into: .prompt("Message")))
        host.find(.label("Send"))?.tap()
        XCTAssertEqual(host.findAll(.type(ChatBubble.self)).count, 4)
        XCTAssertNotNil(host.find(.text("On my way")))
        assertNoDiagnostics(host)
    }

    /// The contacts list, plain, under a large-title bar: rows edge to edge, each its 40-point
    /// avatar or its two lines, whichever is taller, plus 11 above and below; the first header
    /// 10 below the bar; deleting a contact removes its row; the list scrolls to its end.
    @MainActor func testContactsScreen() async {
        let host = ViewHost(ContactsScreen(people: Person.samples), device: .iPhone16)
        let rows = host.findAll(.kind(.listRow))
        // A list is lazy: the 9 sections (one contact each) that meet the list and half its
        // height below are made, the other 3 are estimated (LayoutRules, "Lazy containers in
        // scroll views").
        XCTAssertEqual(rows.count, 9)
        let content = max(40, line(.body) + 2 + line(.subheadline))
        for row in rows.prefix(3) { assertSize(row, width: 393, height: content + 22) }
        let a = host.find(.text("A"))!
        XCTAssertEqual(a.frame().minY, 149.667 + 10, accuracy: 0.01)
        XCTAssertEqual(a.frame().minX, 20, accuracy: 0.01)
        XCTAssertEqual(rows[0].frame().minY, a.frame().maxY + 10, accuracy: 0.34)
        XCTAssertTrue(host.deleteListRow(id: "Alan Turing"))
        XCTAssertTrue(host.findAll(.text(containing: "Alan")).isEmpty)
        XCTAssertEqual(host.findAll(.kind(.listRow)).count, 8, "the made rows less the deleted one")
        host.scroll(to: CGPoint(x: 0, y: 100_000))
        XCTAssertEqual(host.findAll(.kind(.listRow)).last?.frame().maxY ?? 0, 818, accuracy: 0.01)
        assertNoDiagnostics(host)
    }

    /// The profile: an inline bar with a leading settings button, its symbol 16 in (the button 4
    /// wider on each side), and the share link and menu, 24 apart, at the trailing margin; the
    /// 200-point header starts under the bar (103) and is clipped to its frame; the avatar (96)
    /// overlaps its bottom by 48, 16 in; the two large bordered buttons share the width with 8
    /// between; following updates the count.
    @MainActor func testProfileScreen() async {
        Gallery.registerImageAssets()
        let host = ViewHost(ProfileScreen(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        let settings = host.find(.kind(.navigationBar))?.findAll(.kind(.button)).first
        XCTAssertEqual(settings?.find(.kind(.image))?.frame().minX ?? 0, 16, accuracy: 0.34)
        XCTAssertEqual(settings?.frame().minX ?? 0, 12, accuracy: 0.34)
        let menu = host.find(.kind(.navigationBar))?.find(.kind(.menu))
        XCTAssertEqual(menu?.frame().maxX ?? 0, 393 - 16, accuracy: 0.34)
        let header = host.findAll(.kind(.clipShape)).first
        assertFrame(header, x: 0, y: 97.667, width: 393, height: 200)
        let avatar = host.findAll(.kind(.image)).first { abs($0.frame().width - 96) < 0.5 }
        assertFrame(avatar, x: 16, y: 249.667, width: 96, height: 96)
        let follow = host.find(.button("Follow"))!
        let message = host.find(.button("Message"))!
        XCTAssertEqual(follow.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(message.frame().maxX, 377, accuracy: 0.01)
        XCTAssertEqual(message.frame().minX - follow.frame().maxX, 8, accuracy: 0.34)
        XCTAssertEqual(follow.frame().width, message.frame().width, accuracy: 0.34)
        follow.tap()
        XCTAssertTrue(host.exists(.text("1,843")))
        XCTAssertTrue(host.exists(.text("Following")))
        host.find(.picker())?.select(ProfileScreen.Section.likes)
        XCTAssertTrue(host.exists(.text("Likes 1")))
        assertNoDiagnostics(host)
    }

    /// The photo library: four adaptive columns of at least 90 with 2 between fill the width
    /// ((393 − 6) / 4 = 96.75 each), square, from under the large-title bar (155); "Select" turns
    /// on selection, which marks tapped photos and counts them in the bottom toolbar.
    @MainActor func testPhotosScreen() async {
        let host = ViewHost(PhotosScreen(), device: .iPhone16)
        let first = host.find(.id(1))!
        assertFrame(first, x: 0, y: 149.667, width: 96.75, height: 96.75, accuracy: 0.34)
        XCTAssertEqual(host.find(.id(2))?.frame().minX ?? 0, 96.75 + 2, accuracy: 0.34)
        XCTAssertEqual(host.find(.id(5))?.frame().minY ?? 0, 149.667 + 96.75 + 2, accuracy: 0.34)
        XCTAssertFalse(host.exists(.kind(.bottomToolbar)))
        host.find(.text("Select"))?.tap()
        assertFrame(host.find(.kind(.bottomToolbar)), x: 0, y: 774, width: 393, height: 44)
        host.find(.id(2))?.tap()
        host.find(.id(3))?.tap()
        XCTAssertTrue(host.exists(.text("2 Selected")))
        XCTAssertEqual(host.findAll(.kind(.image)).count, 2)
        assertNoDiagnostics(host)
    }

    /// The onboarding pager: the page-style tab view fills the space between the Skip row and
    /// the large prominent button at the bottom of the safe area (16 in, 16 above 818); the page
    /// is centred in it with its dots; Continue pages on; the last page says Get Started and hides
    /// Skip; Get Started covers the screen. The pages have no `tabItem` (as SwiftUI allows): they
    /// are told apart by position, and only the current one is shown.
    @MainActor func testOnboardingScreen() async {
        let host = ViewHost(OnboardingScreen(), device: .iPhone16)
        let button = host.find(.button("Continue"))!
        XCTAssertEqual(button.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(button.frame().maxX, 377, accuracy: 0.01)
        XCTAssertEqual(button.frame().maxY, 818 - 16, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Skip"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        XCTAssertTrue(host.exists(.text("Welcome")))
        XCTAssertFalse(host.exists(.text("Private")), "one page at a time")
        button.tap()
        XCTAssertTrue(host.exists(.text("Private")))
        XCTAssertFalse(host.exists(.text("Welcome")))
        host.find(.text("Skip"))?.tap()
        XCTAssertTrue(host.exists(.text("Get Started")))
        host.find(.text("Get Started"))?.tap()
        XCTAssertTrue(host.exists(.text("You're all set")))
        XCTAssertEqual(host.diagnostics, [])
    }
}
