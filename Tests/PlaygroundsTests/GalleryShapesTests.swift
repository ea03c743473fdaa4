import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// The gallery's shape views (`Playgrounds/Gallery/`), each in the window its variant uses, at
/// 3x. Each test pins the view's key frames with the SwiftUI rule behind each number; text sizes
/// come from `TextMeasurement` (what `Text` measures), and positions are snapped to the 3x pixel
/// grid as every placed frame is (`px`).
final class GalleryShapesTests: XCTestCase {
    /// A coordinate snapped to the 3x pixel grid, halves up (Tesselate's one rounding rule).
    private func px(_ value: CGFloat) -> CGFloat { (value * 3 + 0.5 + 1e-9).rounded(.down) / 3 }
    private func text(_ string: String, _ font: Font) -> CGSize { TextMeasurement(string, font: font).size }

    /// Padding 16 around a VStack(spacing: 12) of three bubbles. In each row's HStack the
    /// Spacer(minLength: 60) takes what the bubble leaves, with no spacing next to it, so the
    /// other person's bubbles start at the leading padding and mine ends at the trailing one.
    /// A bubble is its text plus 14 on each side and 10 above and below; its shape is a
    /// background, proposed the bubble's size. The tail is part of the shape's path and reaches
    /// 6 points outside the frame (drawing only).
    @MainActor func testChatBubbles() async {
        let host = ViewHost(ChatThreadView(), size: CGSize(width: 393, height: 260))
        let bubbles = host.findAll(.kind("BubbleShape"))
        XCTAssertEqual(bubbles.count, 3)
        let sizes = ["Are we still on for lunch?", "Yes! 12:30 works", "See you there"].map { text($0, .body) }
        let heights = sizes.map { $0.height + 20 }
        let top = px((260 - (heights.reduce(0, +) + 2 * 12 + 32)) / 2) + 16
        assertFrame(bubbles[0], x: 16, y: top, width: sizes[0].width + 28, height: heights[0])
        assertFrame(bubbles[1], x: 377 - sizes[1].width - 28, y: top + heights[0] + 12, width: sizes[1].width + 28, height: heights[1])
        assertFrame(bubbles[2], x: 16, y: top + heights[0] + heights[1] + 24, width: sizes[2].width + 28, height: heights[2])
        // My bubble's tail ends 6 points past its trailing edge, on its bottom edge.
        let mine = bubbles[1].frame()
        XCTAssertTrue(
            host.svg().contains(
                "Q\(formatDumpNumber(mine.maxX - 2)) \(formatDumpNumber(mine.maxY - 2)) "
                    + "\(formatDumpNumber(mine.maxX + 6)) \(formatDumpNumber(mine.maxY))"), host.svg())
        assertNoDiagnostics(host)
    }

    /// A 160×160 frame padded by 16, centred in the window. Both circles take the ZStack's
    /// proposal (shapes are greedy); `rotationEffect` does not move the trimmed one in layout;
    /// the labels' VStack is centred (ZStack's default alignment).
    @MainActor func testProgressRing() async {
        let host = ViewHost(ProgressRingView(progress: 0.7), size: CGSize(width: 393, height: 220))
        let ring = CGRect(x: px((393 - 192) / 2) + 16, y: (220 - 192) / 2 + 16, width: 160, height: 160)
        let circles = host.findAll(.kind(.circle))
        XCTAssertEqual(circles.count, 2)
        for circle in circles { assertFrame(circle, ring) }
        XCTAssertEqual(circles[1].attributes, ["trim: 0…0.7", "stroke: green, lineWidth: 14, lineCap: round"])
        assertCentered(host.find(.text("70%"))?.parent, in: circles[0])
        let svg = host.svg()
        XCTAssertTrue(svg.contains("<g transform=\"matrix(0 -1 1 0 "), "turned a quarter back to start at the top: \(svg)")
        XCTAssertTrue(svg.contains("stroke=\"#34c759\" stroke-width=\"14\" stroke-linecap=\"round\""), svg)
        assertNoDiagnostics(host)
    }

    /// Chips in an HStack(spacing: 8) under a headline, VStack(alignment: .leading, spacing: 10),
    /// padded 16 and centred. A chip is its subheadline text plus 12 on the sides and 6 above and
    /// below; the capsule border is an overlay (proposed the chip's size, inside it).
    @MainActor func testTagChips() async {
        let host = ViewHost(TagChipsView(), size: CGSize(width: 393, height: 120))
        let chips = host.findAll(.type(TagChip.self))
        XCTAssertEqual(chips.count, 3)
        let sizes = ["Swift", "Design", "Music"].map { text($0, .subheadline) }
        let row = sizes.reduce(0) { $0 + $1.width + 24 } + 16
        let title = text("Interests", .headline)
        let width = max(row, title.width)
        let left = px((393 - width - 32) / 2) + 16
        let chipTop = px((120 - (title.height + 10 + sizes[0].height + 12) - 32) / 2) + 16 + title.height + 10
        var x = left
        for (chip, size) in zip(chips, sizes) {
            assertFrame(chip, x: px(x), y: px(chipTop), width: size.width + 24, height: size.height + 12)
            x += size.width + 24 + 8
        }
        let borders = host.findAll(.kind(.capsule))
        XCTAssertEqual(borders.count, 3)
        for (border, chip) in zip(borders, chips) { assertFrame(border, chip.frame()) }
        XCTAssertEqual(borders[0].attribute("strokeBorder"), "blue, lineWidth: 1")
        assertNoDiagnostics(host)
    }

    /// A card: padding 16 inside (around a VStack(spacing: 8) of a 120-high gradient and two
    /// texts) and 16 outside. The gradient rect is greedy across, so the card is the window's
    /// width less the outer padding. `clipShape` and `shadow` change drawing only: their frames
    /// are the card's.
    @MainActor func testRecipeCard() async {
        let host = ViewHost(RecipeCardView(), size: CGSize(width: 393, height: 280))
        let height = 16 + 120 + 8 + text("Lemon Pasta", .headline).height + 8 + text("25 min · Easy", .subheadline).height + 16
        let card = CGRect(x: 16, y: px((280 - height - 32) / 2) + 16, width: 361, height: height)
        assertFrame(host.find(.kind(.shadow)), card)
        assertFrame(host.find(.kind(.clipShape)), card)
        assertFrame(host.find(.kind(.roundedRectangle)), x: 32, y: card.minY + 16, width: 329, height: 120)
        let svg = host.svg()
        XCTAssertTrue(
            svg.contains("<feOffset dx=\"0\" dy=\"4\" result=\"offset\"/><feFlood flood-color=\"#000000\" flood-opacity=\"0.12\"/>"), svg)
        // The clip is the card's continuous rounded rect: from the middle of its trailing edge down
        // to 1.528665 × 16 above its bottom.
        XCTAssertTrue(
            svg.contains(
                "<clipPath id=\"clip2\"><path d=\"M377 \(formatDumpNumber(card.midY))L377 \(formatDumpNumber(card.maxY - 16 * 1.528_665))C"),
            svg)
        assertNoDiagnostics(host)
    }

    /// `frame(maxWidth: .infinity)` takes the width left by the outer padding (24 each side);
    /// `padding(.vertical, 32)` adds 64 to the VStack(spacing: 12) of the 56-point icon and two
    /// texts; the dashed border is a background `strokeBorder`, inset by half its 2-point width.
    @MainActor func testDropZone() async {
        let host = ViewHost(DropZoneView(), size: CGSize(width: 393, height: 260))
        let height = 64 + 56 + 12 + text("Drop files here", .headline).height + 12 + text("PDF, PNG or JPG up to 10 MB", .footnote).height
        let zone = CGRect(x: 24, y: px((260 - height - 48) / 2) + 24, width: 345, height: height)
        let border = host.find(.kind(.roundedRectangle))
        assertFrame(border, zone)
        XCTAssertEqual(border?.attribute("strokeBorder"), "blue, lineWidth: 2, dash: [8, 6]")
        assertFrame(host.find(.kind(.contentShape)), zone)
        assertCentered(host.find(.text("Drop files here")), in: border, axes: .horizontal)
        // The border's continuous rounded rect, inset by 1: from the middle of its trailing edge.
        XCTAssertTrue(host.svg().contains("<path d=\"M368 \(formatDumpNumber(zone.midY))L368 "), host.svg())
        XCTAssertTrue(
            host.svg().contains(
                "Z\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" stroke-miterlimit=\"10\" stroke-dasharray=\"8 6\"/>"),
            host.svg())
        assertNoDiagnostics(host)
    }

    /// Three segments share the track's width equally (HStack(spacing: 0) of
    /// `frame(maxWidth: .infinity)` views: (361 − 2 × 2) / 3 = 119 each); the control is the
    /// text's height plus 2 × 8 plus 2 × 2. The selected segment's white rounded rect is its
    /// background; its `zIndex(1)` draws it after its neighbours. Tapping a segment moves it.
    @MainActor func testSegmentedControl() async {
        let host = ViewHost(ShapeSegmentedControl(), size: CGSize(width: 393, height: 100))
        let height = text("Week", .subheadline.weight(.medium)).height + 16 + 4
        let top = px((100 - height - 32) / 2) + 16
        assertFrame(host.findAll(.kind(.background)).first, x: 16, y: top, width: 361, height: height)
        let segments = host.findAll(.kind(.button))
        XCTAssertEqual(segments.map { $0.frame().minX }, [18, 137, 256])
        for segment in segments { assertSize(segment, width: 119, height: height - 4) }
        func selected() -> ViewMatch? { host.findAll(.kind(.roundedRectangle)).first { $0.attribute("fill") == "white" } }
        assertFrame(selected(), x: 137, y: top + 2, width: 119, height: height - 4)
        XCTAssertEqual(host.findAll(.kind(.zIndex)).map { $0.attributes.first }, ["0", "1", "0"])
        let svg = host.svg()
        if let month = svg.range(of: ">Month<"), let white = svg.range(of: "<path d=\"M256 ") {
            XCTAssertLessThan(month.lowerBound, white.lowerBound, "the selected segment is drawn after its neighbours")
        } else {
            XCTFail(svg)
        }
        host.find(.text("Day"))?.tap()
        assertFrame(selected(), x: 18, y: top + 2, width: 119, height: height - 4)
        assertNoDiagnostics(host)
    }

    /// Rows in a VStack(spacing: 0), each an HStack(alignment: .top, spacing: 12) of a dot column
    /// (a 14-point circle over a 36-point connector) and the texts. A row is as tall as its taller
    /// side: 50 for the dot column, the texts (18 + 2 + 14.333) for the last row. The dashed
    /// connector is a Path drawn in its own coordinates, from its frame's corner.
    @MainActor func testOrderTimeline() async {
        let host = ViewHost(OrderTimelineView(), size: CGSize(width: 393, height: 240))
        let dots = host.findAll(.where("a 14-point dot") { $0.kind == .circle && $0.attribute("fill") != nil })
        XCTAssertEqual(dots.count, 4)
        let textHeight = text("Ordered", .subheadline.weight(.semibold)).height + 2 + text("Mon 9:41", .caption).height
        let total = 3 * 50 + max(14, textHeight)
        let top = px((240 - total - 32) / 2) + 16
        // The VStack is as wide as its widest row: the dot column, 12, and the row's wider text.
        let rows = [("Ordered", "Mon 9:41"), ("Packed", "Mon 14:02"), ("Shipped", "Tue 8:15"), ("Delivered", "Expected Thu")]
        let width = rows.map { 14 + 12 + max(text($0.0, .subheadline.weight(.semibold)).width, text($0.1, .caption).width) }.max()!
        let left = px((393 - width - 32) / 2) + 16
        for (index, dot) in dots.enumerated() { assertFrame(dot, x: left, y: top + 50 * CGFloat(index), width: 14, height: 14) }
        let connectors = host.findAll(.where("a connector") { $0.kind == .rectangle || $0.kind == "Path" })
        XCTAssertEqual(connectors.map(\.kind), ["Rectangle", "Path", "Path"], "solid up to the last step done, dashed after")
        for (connector, dot) in zip(connectors, dots) { assertFrame(connector, x: left + 6, y: dot.frame().maxY, width: 2, height: 36) }
        assertFrame(
            host.find(.text("Ordered")), x: left + 26, y: top, width: text("Ordered", .subheadline.weight(.semibold)).width,
            height: text("Ordered", .subheadline.weight(.semibold)).height)
        XCTAssertTrue(host.svg().contains("<path d=\"M\(formatDumpNumber(left + 7)) \(formatDumpNumber(top + 64))L"), host.svg())
        assertNoDiagnostics(host)
    }

    /// The count badge is aligned to the icon's top-trailing corner by the ZStack, then drawn
    /// 8 right and 8 up by `offset` (the ZStack keeps the icon's size). The online dot is placed
    /// with `position(x: 48, y: 48)` in the avatar's overlay: the position view takes the
    /// overlay's 56×56 and centres the 14-point dot on (48, 48).
    @MainActor func testNotificationBadges() async {
        let host = ViewHost(NotificationBadgesView(), size: CGSize(width: 393, height: 120))
        let iconMatch = host.find(.kind(.roundedRectangle))
        // HStack(spacing: 32) of two 56-point views, padded 16, centred.
        assertFrame(iconMatch, x: px((393 - 176) / 2) + 16, y: (120 - 88) / 2 + 16, width: 56, height: 56)
        let icon = iconMatch?.frame() ?? .zero
        let count = text("3", .caption2.bold())
        let badge = CGSize(width: count.width + 12, height: count.height + 4)
        assertSize(host.find(.kind(.zStack)), width: 56, height: 56)
        assertFrame(
            host.find(.text("3")), x: icon.maxX - badge.width + 8 + 6, y: icon.minY - 8 + 2, width: count.width, height: count.height)
        let avatar = host.findAll(.kind(.circle))[0].frame()
        XCTAssertEqual(avatar.minX, icon.maxX + 32, accuracy: 0.01, "HStack(spacing: 32)")
        assertFrame(host.find(.kind(.position)), avatar)
        let dot = host.findAll(.kind(.circle))[1]
        assertFrame(dot, x: avatar.minX + 41, y: avatar.minY + 41, width: 14, height: 14)
        assertNoDiagnostics(host)
    }

    /// Both pictures draw the strokes: the ring's track and progress in the character picture
    /// (the progress, trimmed to 70% from the top, covers the trailing side, not the leading
    /// one), and the drop zone's dashes as SVG stroke attributes.
    @MainActor func testPicturesDrawTheStrokes() async {
        let ring = ViewHost(ProgressRingView(progress: 0.7), size: CGSize(width: 393, height: 220))
        let rows = ring.render(RasterOptions(border: false)).components(separatedBy: "\n")
        let middle = rows.first { $0.contains("70%") } ?? ""
        let left = middle.prefix { $0 != "7" }.trimmingCharacters(in: .whitespaces)
        let right = middle.drop { $0 != "%" }.dropFirst().trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(left, ".", "the faint track (green at 20%): \(rows.joined(separator: "\n"))")
        XCTAssertEqual(right, "=", "the progress (green): \(rows.joined(separator: "\n"))")
        XCTAssertGreaterThan(rows.joined().filter { $0 == "=" }.count, 20, "most of the ring")
        let zone = ViewHost(DropZoneView(), size: CGSize(width: 393, height: 260)).render(RasterOptions(border: false))
        XCTAssertEqual(
            zone.components(separatedBy: "\n")[2].trimmingCharacters(in: .whitespaces).count, 43, "the border's top edge: \(zone)")
    }
}
