import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

// The long-tail gallery of issue 32 (Playgrounds/Gallery/, screens written from memory as plain
// SwiftUI), hosted on an iPhone 16: 393×852 at 3x, the inline navigation bar 53.667…97.667 (as
// GalleryScreensTests pins it). Each test checks the screen's key frames and what a person does.

final class GalleryLongTailTests: XCTestCase {
    /// The feed: the segmented filter pinned under the bar (8 below it, 16 in), a row per post,
    /// each 12 + its content + 12 tall, the avatar 16 in; a like adds one and fills the heart; the
    /// "Following" segment keeps the followed authors; a context menu follows an author; the
    /// composer sheet focuses its field and posts to the top of the feed.
    @MainActor func testFeedScreen() async {
        let host = ViewHost(FeedScreen(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        assertFrame(host.find(.picker()), x: 16, y: 97.667 + 8, width: 361, height: 32)
        let rows = host.findAll(.type(FeedPostRow.self))
        XCTAssertEqual(rows.count, 4)
        let avatar = rows[0].find(.kind(.circle))!
        assertSize(avatar, width: 44, height: 44)
        XCTAssertEqual(avatar.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(avatar.frame().minY, rows[0].frame().minY + 12, accuracy: 0.01)
        // Rows are stacked with a hairline divider between them.
        XCTAssertEqual(rows[1].frame().minY, rows[0].frame().maxY + 1.0 / 3, accuracy: 0.01)
        // The timestamp ends at the trailing padding; the text starts 12 after the avatar.
        XCTAssertEqual(rows[0].find(.text("4m"))?.frame().maxX ?? 0, 377, accuracy: 0.01)
        XCTAssertEqual(rows[0].find(.text(containing: "Shipped"))?.frame().minX ?? 0, 16 + 44 + 12, accuracy: 0.01)

        host.find(.text("42"))?.tap()
        XCTAssertTrue(host.exists(.text("43")))
        XCTAssertEqual(host.findAll(.type(FeedPostRow.self))[0].findAll(.kind(.image)).first?.attribute(\.systemName), "heart.fill")

        host.find(.picker())?.select(FeedFilter.following)
        XCTAssertEqual(host.findAll(.type(FeedPostRow.self)).count, 2)
        host.find(.picker())?.select(FeedFilter.everyone)
        host.find(.text("Theo Park"))?.openContextMenu()
        host.find(.text("Follow @theop"))?.tap()
        host.find(.picker())?.select(FeedFilter.following)
        XCTAssertEqual(host.findAll(.type(FeedPostRow.self)).count, 3)

        host.find(.label("New Post"))?.tap()
        XCTAssertTrue(host.exists(.text("New Post")))
        let field = host.find(.textField("What's happening?"))!
        XCTAssertTrue(host.isFocused(.prompt("What's happening?")))
        XCTAssertEqual(host.find(.button("Post"))?.attribute(\.isDisabled), true)
        field.typeText("Hello from Linux")
        XCTAssertTrue(host.exists(.text("264")))
        host.find(.button("Post"))?.tap()
        XCTAssertFalse(host.exists(.text("What's happening?")))
        XCTAssertEqual(host.findAll(.type(FeedPostRow.self)).first?.find(.text("You")) != nil, true)
        assertNoDiagnostics(host)
    }

    /// The catalogue: adaptive columns of at least 160 in the 361 points inside the padding make
    /// two, each (361 − 12) / 2 wide; the chips scroll sideways above them; a chip and the search
    /// filter the grid (no match shows the search's unavailable view); a product page adds to the
    /// bag, whose badge counts the items.
    @MainActor func testCatalogueScreen() async {
        let host = ViewHost(CatalogueScreen(), device: .iPhone16)
        let cards = host.findAll(.type(ProductCard.self))
        XCTAssertEqual(cards.count, 6)
        let column = (361 - 12) / 2.0
        XCTAssertEqual(cards[0].frame().minX, 16, accuracy: 0.01)
        // Frames end on the 3x pixel grid: within a third of a point.
        XCTAssertEqual(cards[0].frame().width, column, accuracy: 0.34)
        XCTAssertEqual(cards[1].frame().minX, 16 + column + 12, accuracy: 0.34)
        XCTAssertEqual(cards[2].frame().minY, cards[0].frame().maxY + 12, accuracy: 0.01)
        // The picture is square at the column's width.
        let picture = cards[0].find(.kind(.roundedRectangle))!
        assertSize(picture, width: column, height: column, accuracy: 0.34)
        XCTAssertTrue(host.exists(.text("$129.00")))

        host.find(.text("Jackets"))?.tap()
        XCTAssertEqual(
            host.findAll(.type(ProductCard.self)).map { $0.findAll(.kind(.text)).first?.text ?? "" }, ["Rain Shell", "Down Vest"])
        host.find(.text("All"))?.tap()
        host.search("mug")
        XCTAssertEqual(host.findAll(.type(ProductCard.self)).count, 1)
        host.search("kayak")
        XCTAssertEqual(host.findAll(.type(ProductCard.self)).count, 0)
        XCTAssertTrue(host.exists(.text(containing: "No Results")))
        host.find(.button("Cancel"))?.tap()
        XCTAssertEqual(host.findAll(.type(ProductCard.self)).count, 6)

        XCTAssertFalse(host.exists(.text("2")))
        host.find(.text("Rain Shell"))?.tap()
        XCTAssertTrue(host.exists(.text("$189.50")))
        host.find(.stepper())?.increment()
        XCTAssertTrue(host.exists(.text("Quantity: 2")))
        host.find(.button("Add to Bag"))?.tap()
        host.goBack()
        XCTAssertTrue(host.exists(.text("2")))
        assertNoDiagnostics(host)
    }

    /// The preferences form: the digest toggle is disabled while push is off; a device's context
    /// menu asks before signing it out (an alert presenting the device); "Clear Cache" asks, then
    /// empties the cache and disables itself; the iOS 13 `Alert` resets the stored settings.
    @MainActor func testPreferencesScreen() async {
        let host = ViewHost(PreferencesScreen(), device: .iPhone16)
        XCTAssertEqual(host.find(.text("ACCOUNT"))?.frame().minX ?? 0, 40, accuracy: 0.01)
        XCTAssertNil(host.find(.toggle("Weekly Email Digest"))?.attribute(\.isDisabled))
        host.find(.toggle("Push Notifications"))?.toggle()
        XCTAssertEqual(host.find(.toggle("Weekly Email Digest"))?.attribute(\.isDisabled), true)

        host.find(.text("Studio iPad"))?.openContextMenu()
        XCTAssertTrue(host.exists(.text("Copy Name")))
        host.find(.text("Sign Out Device"))?.tap()
        XCTAssertTrue(host.exists(.text("Sign out Studio iPad?")))
        XCTAssertTrue(host.exists(.text("iPad Air will need your password again.")))
        // The alert's button, above the form's own "Sign Out".
        host.findAll(.button("Sign Out")).last?.tap()
        XCTAssertFalse(host.exists(.text("Studio iPad")))
        XCTAssertTrue(host.exists(.text("Work Mac")))

        // The storage section is below the screen: scroll to it as a finger does.
        host.find(.text("Work Mac"))?.drag(by: CGSize(width: 0, height: -400))
        host.find(.button("Clear Cache"))?.tap()
        XCTAssertTrue(host.exists(.text("Clear the cache?")))
        host.find(.button("Clear"))?.tap()
        XCTAssertTrue(host.exists(.text("0 MB")))
        XCTAssertEqual(host.find(.button("Clear Cache"))?.attribute(\.isDisabled), true)

        host.find(.stepper())?.increment()
        XCTAssertTrue(host.exists(.text("Text Size: 18 pt")))
        host.find(.button("Reset All Settings"))?.tap()
        XCTAssertTrue(host.exists(.text("Every preference goes back to its default.")))
        host.find(.button("Reset"))?.tap()
        XCTAssertTrue(host.exists(.text("Text Size: 17 pt")))
        XCTAssertEqual(host.find(.toggle("Push Notifications"))?.attribute(\.isOn), true)
        assertNoDiagnostics(host)
    }

    /// The chart: 24 in from each side (345 wide) and 220 tall; the dot of day i at i / 6 of the
    /// width, and at the height of its value over the axis top, 1.1 × the week's highest value;
    /// a drag selects the nearest day in the header and its end shows the average again.
    @MainActor func testStepsChartScreen() async {
        let host = ViewHost(StepsChartScreen(), device: .iPhone16)
        let chart = host.find(.kind(.geometryReader))!
        XCTAssertEqual(chart.frame().minX, 24, accuracy: 0.01)
        assertSize(chart, width: 345, height: 220)
        // Each dot is a filled circle under a stroked one.
        let circles = chart.findAll(.kind(.circle))
        let dots = stride(from: 0, to: circles.count, by: 2).map { circles[$0] }
        XCTAssertEqual(dots.count, 7)
        let top = 12_000 * 1.1
        for (index, day) in DailySteps.week.enumerated() {
            XCTAssertEqual(dots[index].frame().midX, 24 + 345 * CGFloat(index) / 6, accuracy: 0.34)
            XCTAssertEqual(dots[index].frame().midY, chart.frame().maxY - 220 * CGFloat(Double(day.steps) / top), accuracy: 0.34)
        }
        XCTAssertTrue(host.exists(.text("DAILY AVERAGE")))
        XCTAssertTrue(host.exists(.text("7,485 steps")))
        // From the middle (Thursday) one column and a bit to the right: Friday.
        let drag = chart.children[0].startDrag()!
        drag.move(by: CGSize(width: 345 / 6 + 10, height: 0))
        XCTAssertTrue(host.exists(.text("FRI")))
        XCTAssertTrue(host.exists(.text("7,600 steps")))
        drag.end()
        XCTAssertTrue(host.exists(.text("DAILY AVERAGE")))
        assertNoDiagnostics(host)
    }

    /// The game: three square cells a row, (361 − 2 × 8) / 3 wide, 8 apart; playing a row wins,
    /// which scores, shows an alert and disables the board; "Play Again" clears it.
    @MainActor func testGameBoardScreen() async {
        let host = ViewHost(GameBoardScreen(), device: .iPhone16)
        let cells = host.findAll(.type(BoardCell.self))
        XCTAssertEqual(cells.count, 9)
        let side = (361 - 16) / 3.0
        assertSize(cells[0], width: side, height: side)
        XCTAssertEqual(cells[0].frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(cells[1].frame().minX, cells[0].frame().maxX + 8, accuracy: 0.01)
        XCTAssertEqual(cells[3].frame().minY, cells[0].frame().maxY + 8, accuracy: 0.01)
        XCTAssertTrue(host.exists(.text("X's turn")))
        for index in [0, 3, 1, 4] {
            host.findAll(.type(BoardCell.self))[index].tap()
        }
        XCTAssertTrue(host.exists(.text("X's turn")))
        XCTAssertEqual(host.findAll(.text("O")).count, 2)
        host.findAll(.type(BoardCell.self))[2].tap()
        XCTAssertTrue(host.exists(.text("X 1 – 0 O")))
        XCTAssertEqual(host.findAll(.text("X wins!")).count, 2)  // the status and the alert's title
        host.find(.button("Play Again"))?.tap()
        XCTAssertTrue(host.exists(.text("X's turn")))
        XCTAssertFalse(host.exists(.text("X")))
        assertNoDiagnostics(host)
    }

    /// The inventory table: on an iPhone its first column as a plain list under the large title
    /// (44-point rows, the names 20 in), the status toolbar counting the items; on an iPad in
    /// landscape every column under its header, the fixed Quantity column 80 wide; tapping the
    /// Quantity header sorts by quantity (the screen sorts its items when the order changes).
    @MainActor func testInventoryScreen() async {
        let phone = ViewHost(InventoryScreen(), device: .iPhone16)
        let rows = phone.findAll(.kind(.listRow))
        XCTAssertEqual(rows.map { $0.findAll(.kind(.text)).first?.text ?? "" }, ["Trail Runner", "Rain Shell", "Wool Beanie", "Day Pack"])
        XCTAssertEqual(rows[0].frame().minY, phone.find(.kind(.navigationBar))!.frame().maxY, accuracy: 0.01)
        assertSize(rows[0], width: 393, height: 44)
        XCTAssertEqual(phone.find(.text("Trail Runner"))?.frame().minX ?? 0, 20, accuracy: 0.01)
        XCTAssertFalse(phone.exists(.text("SH-1042")))
        XCTAssertTrue(phone.exists(.text("4 items")))
        phone.selectListRow(id: 2)
        XCTAssertTrue(phone.exists(.text("1 selected")))

        let pad = ViewHost(InventoryScreen(), device: .iPadAir11.landscape)
        XCTAssertTrue(pad.exists(.text("SH-1042")))
        let quantity = pad.find(.text("Quantity"))!
        XCTAssertEqual(pad.find(.text("12"))?.frame().minX ?? 0, quantity.frame().minX, accuracy: 0.01)
        XCTAssertEqual(pad.find(.text("Price"))!.frame().minX - quantity.frame().minX, 80 + 16, accuracy: 0.01)
        pad.find(.button("Quantity"))?.tap()
        XCTAssertEqual(
            pad.findAll(.kind(.listRow)).map { $0.findAll(.kind(.text)).first?.text ?? "" },
            ["Day Pack", "Rain Shell", "Trail Runner", "Wool Beanie"])
        assertNoDiagnostics(pad)
    }
}
