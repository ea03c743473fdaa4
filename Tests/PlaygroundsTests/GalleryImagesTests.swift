import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// The gallery's image, label and colour views (Playgrounds/Gallery), written as plain SwiftUI:
/// each test pins the view's key frames and names the SwiftUI rule behind each number. Text sizes
/// come from `TextMeasurement` (the model every `Text` uses); symbol sizes from SF Pro's symbol
/// glyphs (`SymbolMetrics`: the advance wide, the ink and 0.08 em above and below tall, on the 3x
/// grid; see LayoutRules, "Images").
final class GalleryImagesTests: XCTestCase {
    override func setUp() {
        MainActor.assumeIsolated { Gallery.registerImageAssets() }
    }

    private func text(_ string: String, _ font: Font = .body) -> CGSize { TextMeasurement(string, font: font).size }

    /// ProfileCard: the 120×120 avatar, `resizable().scaledToFill()` in a 96×96 frame, is 96×96
    /// (fill: the ratio 1 covers 96×96 exactly) and centred in the card (a VStack centres its
    /// children); the name sits 12 below it (explicit spacing); a bordered button is its label
    /// inset 12 × 7; the buttons are 12 apart; tapping "Follow" makes it "Following" and wider.
    @MainActor func testProfileCard() async {
        let host = ViewHost(ProfileCard())
        guard let avatar = host.findAll(.kind(.image)).first, let name = host.find(.text("Ada Lovelace")) else {
            return XCTFail(host.dump())
        }
        assertSize(avatar, width: 96, height: 96)
        assertCentered(avatar, in: avatar.ancestors.first { $0.kind == .vStack }, axes: .horizontal, accuracy: 0.34)
        XCTAssertEqual(name.frame().minY - avatar.frame().maxY, 12, accuracy: 0.01)
        let follow = host.find(.text("Follow"))!.ancestors.first { $0.kind == .button }
        let message = host.find(.text("Message"))!.ancestors.first { $0.kind == .button }
        assertSize(follow, width: text("Follow").width + 24, height: text("Follow").height + 14)
        // The message button's label: envelope (22.667 at body), 8, "Message".
        assertSize(message, width: 68.0 / 3 + 8 + text("Message").width + 24)
        XCTAssertEqual(message!.frame().minX - follow!.frame().maxX, 12, accuracy: 0.01)
        // The card is the window less 16 on each side (frame(maxWidth: .infinity) inside padding()).
        assertSize(host.findAll(.kind(.clipShape)).first { $0.attribute("fill") == nil && $0.size.width > 96 }, width: 393 - 32)
        host.find(.text("Follow"))?.tap()
        assertSize(host.find(.text("Following"))?.ancestors.first { $0.kind == .button }, width: text("Following").width + 24)
        assertNoDiagnostics(host)
    }

    /// SettingsRows: each row is 44 tall (frame(height: 44)); the 28×28 tile starts 32 in (the
    /// card's 16 padding plus the row's 16); the LabeledContent starts 12 after it (HStack
    /// spacing 12) and ends 12 before the chevron, which ends 32 from the right; the value is at
    /// the LabeledContent's trailing edge (its Spacer), the label at its leading edge; the dividers
    /// start 56 into the card, under the titles.
    @MainActor func testSettingsRows() async {
        let host = ViewHost(SettingsRows(), size: CGSize(width: 393, height: 260))
        let rows = host.findAll(.type(SettingsRow.self))
        XCTAssertEqual(rows.count, 3)
        for row in rows { assertSize(row, height: 44) }
        let wifi = host.find(.text("Wi-Fi"))!, home = host.find(.text("Home"))!
        let content = wifi.ancestors.first { $0.kind == .labeledContent }!
        let chevron = host.findAll(.kind(.image)).first { $0.attribute(\.systemName) == "chevron.right" }!
        XCTAssertEqual(content.frame().minX, 32 + 28 + 12, accuracy: 0.01)
        XCTAssertEqual(wifi.frame().minX, content.frame().minX, accuracy: 0.01)
        XCTAssertEqual(home.frame().maxX, content.frame().maxX, accuracy: 0.01)
        XCTAssertEqual(chevron.frame().minX - content.frame().maxX, 12, accuracy: 0.01)
        XCTAssertEqual(chevron.frame().maxX, 393 - 32, accuracy: 0.01)
        // chevron.right at the footnote's 13 points: 9.333 × 13.
        assertSize(chevron, width: 28.0 / 3, height: 13)
        for divider in host.findAll(.kind(.divider)) { XCTAssertEqual(divider.frame().minX, 16 + 56, accuracy: 0.01) }
        let version = host.find(.text("2.4.1"))!
        XCTAssertEqual(version.frame().maxX, 393 - 32, accuracy: 0.01)
        assertNoDiagnostics(host)
    }

    /// BadgedIcon: bell.fill at `.title` (28 pt) is 31.667 × 33.333; the badge is its caption2 text padded 5 on each side, put at the icon's top-trailing
    /// corner by `overlay(alignment: .topTrailing)` and moved by `offset(x: 10, y: -10)`, which
    /// changes where it is drawn, not the icon's layout.
    @MainActor func testBadgedIcon() async {
        let host = ViewHost(BadgedIcon(), size: CGSize(width: 120, height: 100))
        let bell = host.find(.kind(.image))!
        assertSize(bell, width: 95.0 / 3, height: 100.0 / 3)
        let badge = host.find(.text("3"))!.ancestors.first { $0.kind == .background }!
        let three = text("3", Font.caption2.bold())
        assertSize(badge, width: three.width + 10, height: three.height + 10)
        XCTAssertEqual(badge.frame().maxX, bell.frame().maxX + 10, accuracy: 0.34)
        XCTAssertEqual(badge.frame().minY, bell.frame().minY - 10, accuracy: 0.34)
        // The overlay does not change the icon's size: padding() is the icon plus 16 each side.
        assertSize(host.find(.type(BadgedIcon.self)), width: bell.frame().width + 32, height: bell.frame().height + 32)
    }

    /// RatingStars: five stars at the large image scale (28 × 26 at body), 4 apart
    /// (HStack(spacing: 4)); the count 8 after the last star (4 of spacing, 4 of padding);
    /// tapping the fifth star fills every star.
    @MainActor func testRatingStars() async {
        let host = ViewHost(RatingStars(), size: CGSize(width: 300, height: 60))
        let stars = host.findAll(.kind(.image))
        XCTAssertEqual(stars.count, 5)
        for star in stars { assertSize(star, width: 28, height: 26) }
        for (a, b) in zip(stars, stars.dropFirst()) { XCTAssertEqual(b.frame().minX - a.frame().maxX, 4, accuracy: 0.34) }
        let count = host.find(.text("3 of 5"))!
        XCTAssertEqual(count.frame().minX - stars[4].frame().maxX, 8, accuracy: 0.34)
        XCTAssertEqual(
            stars.map { $0.attribute(\.systemName)! }, ["star.fill", "star.fill", "star.fill", "star", "star"])
        stars[4].tap()
        XCTAssertTrue(host.exists(.text("5 of 5")))
        XCTAssertTrue(host.findAll(.kind(.image)).allSatisfy { $0.attribute(\.systemName) == "star.fill" })
    }

    /// ContactList: the 64×80 photo, `aspectRatio(contentMode: .fill)` in 48×48, is proposed the
    /// smallest 0.8 rect covering 48×48 (48×60) and centred, 6 above and below the frame; each
    /// Label is the phone/envelope symbol at subheadline (15 pt), 8, the title; the icon's centre
    /// is half the cap height (to the half point: 5.25) above the title's baseline; a row is its
    /// three lines (2 apart) plus 8 above and below; ForEach($contacts) makes one row each.
    @MainActor func testContactRows() async {
        let host = ViewHost(ContactList(), size: CGSize(width: 393, height: 220))
        let photo = host.findAll(.kind(.image)).first { $0.attribute(\.systemName) == nil }!
        let frame = photo.ancestors.first { $0.kind == .frame }!
        assertSize(photo, width: 48, height: 60)
        XCTAssertEqual(frame.frame().minY - photo.frame().minY, 6, accuracy: 0.34)
        let phone = host.find(.text("555-0100"))!
        let icon = host.findAll(.kind(.image)).first { $0.attribute(\.systemName) == "phone" }!
        assertSize(icon, width: 53.0 / 3, height: 50.0 / 3)  // phone at 15 points
        XCTAssertEqual(phone.frame().minX - icon.frame().maxX, 8, accuracy: 0.34)
        let baseline = phone.frame().minY + 15 * 1950 / 2048
        XCTAssertEqual(icon.frame().midY, baseline - 5.25, accuracy: 0.34)
        let rows = host.findAll(.type(ContactRow.self))
        XCTAssertEqual(rows.count, 2)
        let lines = text("Grace Hopper", .headline).height + 2 * (2 + text("555-0100", .subheadline).height)
        for row in rows { assertSize(row, height: lines + 16) }
        assertNoDiagnostics(host)
    }

    /// HeroImage: the 1200×800 hero, `aspectRatio(contentMode: .fill)` in the 393×240 frame, is
    /// 393×262 (393 / 1.5 = 262 ≥ 240: the width-limited rect covers the frame) and centred in it
    /// (11 above the top, clipped); the gradient overlay is the frame's size; the title block sits
    /// 16 in from the bottom-leading corner; the text below starts 16 under the image (explicit
    /// VStack spacing).
    @MainActor func testHeroImage() async {
        let host = ViewHost(HeroImage())
        let image = host.find(.kind(.image))!
        assertFrame(image, x: 0, y: -11, width: 393, height: 262)
        assertFrame(host.find(.kind(.linearGradient)), x: 0, y: 0, width: 393, height: 240)
        let title = host.find(.text("Yosemite"))!, subtitle = host.find(.text("California, USA"))!
        XCTAssertEqual(title.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(subtitle.frame().maxY, 240 - 16, accuracy: 0.34)
        XCTAssertEqual(host.find(.text(containing: "Granite"))!.frame().minY, 240 + 16, accuracy: 0.01)
        assertNoDiagnostics(host)
    }

    /// TintedHeader: the bar is 52 tall across the window with the `.bar` material behind it; its
    /// two Spacers share the room left equally, so the title block is centred between the two
    /// buttons (not in the window: the buttons differ in width); the filters row is its bordered
    /// button's 34.333 plus 16 above and below on the ultra-thin material; `tint(.orange)` tints
    /// the bordered button.
    @MainActor func testTintedHeader() async {
        let host = ViewHost(TintedHeader(), size: CGSize(width: 393, height: 200))
        let bars = host.findAll(.kind(.rectangle))
        XCTAssertTrue(bars.contains { $0.attribute("fill") == "bar" && abs($0.size.width - 393) < 0.001 && $0.size.height == 52 })
        let spacers = host.findAll(.kind(.spacer))
        XCTAssertEqual(spacers[0].size.width, spacers[1].size.width, accuracy: 0.34)
        let back = host.findAll(.kind(.button))[0], compose = host.findAll(.kind(.button))[1]
        let title = host.find(.text("Inbox"))!
        XCTAssertEqual(title.frame().midX, (back.frame().maxX + compose.frame().minX) / 2, accuracy: 0.34)
        let edit = host.find(.text("Edit"))!.ancestors.first { $0.kind == .button }!
        assertSize(edit, height: text("Edit").height + 14)
        XCTAssertTrue(bars.contains { $0.attribute("fill") == "ultraThinMaterial" && $0.size.height == edit.size.height + 32 })
        XCTAssertTrue(host.findAll(.kind(.roundedRectangle)).contains { $0.attribute("fill") == "orange.opacity(0.15)" })
        assertNoDiagnostics(host)
    }
}
