import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// Seed 003 (keep a view centred), tested as a person uses the article's demo: press the
/// steppers, watch the titles of the working bar (OKView, above) and the overlay bar (NGView,
/// below). Claims: with room the title is centred; side items push it off centre; when full it
/// truncates with "…"; the overlay version does not push; `minWidth` and `ViewThatFits` avoid
/// truncation. Item widths come from the article's code (40 wide, the HStack's 8 apart).
final class CenteredTitleBarTests: XCTestCase {
    private let width: CGFloat = 393, item: CGFloat = 40, spacing: CGFloat = 8

    /// The width `n` items take side by side.
    private func items(_ n: Int) -> CGFloat { n == 0 ? 0 : CGFloat(n) * item + CGFloat(n - 1) * spacing }

    /// The title's own width, as a `Text` measures it.
    private func textWidth(_ string: String) -> CGFloat { TextMeasurement(string, font: .body).size.width }

    @MainActor private func okTitle(_ host: ViewHost<CenteredTitleBar>) -> ViewMatch? { host.findAll(.text("タイトル")).first }
    @MainActor private func ngTitle(_ host: ViewHost<CenteredTitleBar>) -> ViewMatch? { host.findAll(.text("タイトル")).last }

    /// Presses "+" of the right ("右の要素") or left ("左の要素") stepper `times` times.
    @MainActor private func add(_ times: Int, _ side: String = "右", to host: ViewHost<CenteredTitleBar>) {
        for _ in 0..<times { host.find(.text(containing: "\(side)の要素"))?.increment() }
    }

    /// The first blue item of the bar a title is in.
    @MainActor private func firstItem(beside title: ViewMatch) -> ViewMatch? {
        title.parent?.findAll(.kind(.color)).first { $0.size == CGSize(width: 40, height: 40) }
    }

    /// Claim: "タイトルを中央に寄せることができます" — with room on both sides (up to three right
    /// items fit in a side's share, (393 − 16 − 68) / 2), both titles are centred in their bars.
    @MainActor func testWithRoomTheTitleIsCentred() async {
        let host = ViewHost(CenteredTitleBar())
        let share = (width - 2 * spacing - textWidth("タイトル")) / 2
        for n in 0...3 {
            XCTAssertLessThanOrEqual(items(n), share)
            XCTAssertEqual(host.find(.text(containing: "右の要素"))?.text, "右の要素：\(n)")
            assertCentered(okTitle(host), axes: .horizontal)
            assertCentered(ngTitle(host), axes: .horizontal)
            assertNotTruncated(okTitle(host))
            add(1, to: host)
        }
        assertNoDiagnostics(host)
    }

    /// Claim: "左右の要素が増えたらTextが押し出されるようにずれる" — from the fourth right item
    /// the items need more than their share: the title moves left, whole, 8 points before them.
    @MainActor func testRightItemsPushTheTitleLeft() async {
        let host = ViewHost(CenteredTitleBar())
        add(3, to: host)
        var midX = okTitle(host)!.frame().midX
        for n in 4...6 {
            add(1, to: host)
            let title = okTitle(host)!
            XCTAssertLessThan(title.frame().midX, midX - 1, "\(n) items: further left")
            midX = title.frame().midX
            XCTAssertEqual(title.frame().maxX, width - items(n) - spacing, accuracy: 0.5, "pushed by \(n) items")
            XCTAssertEqual(firstItem(beside: title)!.frame().minX - title.frame().maxX, spacing, accuracy: 0.5)
            assertSize(title, width: textWidth("タイトル"))
            assertNotTruncated(title)
        }
    }

    /// The same claim on the left: left items push the title right.
    @MainActor func testLeftItemsPushTheTitleRight() async {
        let host = ViewHost(CenteredTitleBar())
        add(5, "左", to: host)
        XCTAssertEqual(host.find(.text(containing: "左の要素"))?.text, "左の要素：5")
        XCTAssertEqual(okTitle(host)!.frame().minX, items(5) + spacing, accuracy: 0.5)
        XCTAssertGreaterThan(okTitle(host)!.frame().midX, width / 2 + 1)
        assertCentered(ngTitle(host), axes: .horizontal)
    }

    /// Claim: "幅いっぱいになってしまったらTextが省略される" — seven items leave less than the
    /// title's 64 points: it shows "タイ…" (what the measuring API gives for the room left); at
    /// eight only "…"; it stays inside its bar.
    @MainActor func testWhenFullTheTitleTruncates() async {
        let host = ViewHost(CenteredTitleBar())
        add(7, to: host)
        let room = width - items(7) - 2 * spacing
        XCTAssertLessThan(room, textWidth("タイトル"))
        let expected = TextMeasurement("タイトル", font: .body, width: room, lineLimit: 1).lines
        XCTAssertEqual(expected, ["タイ…"])
        let title = okTitle(host)
        XCTAssertTrue(title?.attributes.contains("shows: \"タイ…\"") ?? false, title?.description ?? "")
        XCTAssertEqual(collectingFailures { assertNotTruncated(title) }.count, 1, "assertNotTruncated sees the …")
        assertContained(title, in: title?.parent)
        add(1, to: host)
        XCTAssertTrue(okTitle(host)?.attributes.contains("shows: \"…\"") ?? false, okTitle(host)?.description ?? "")
        assertNoDiagnostics(host)
    }

    /// Claim: "overlayを使った場合は押し出す挙動が実現できませんでした" — the overlay bar's title
    /// stays centred and whole however many items there are; the items run under it instead.
    @MainActor func testTheOverlayVersionDoesNotPush() async {
        let host = ViewHost(CenteredTitleBar())
        for n in 1...10 {
            add(1, to: host)
            let title = ngTitle(host)
            assertCentered(title, axes: .horizontal)
            assertSize(title, width: textWidth("タイトル"))
            assertNotTruncated(title)
            if items(n) > (width - textWidth("タイトル")) / 2 {
                XCTAssertLessThan(firstItem(beside: title!)!.frame().minX, title!.frame().maxX, "\(n) items overlap the title")
            }
        }
    }

    /// The steppers count 0...10: "+" at 10 and "−" at 0 do nothing; stepping back restores the
    /// centred title (the layout depends on the counts only).
    @MainActor func testSteppersStayWithinZeroToTen() async {
        let host = ViewHost(CenteredTitleBar())
        let right = { host.find(.text(containing: "右の要素")) }
        XCTAssertEqual(right()?.decrement(), false)
        add(10, to: host)
        XCTAssertEqual(right()?.text, "右の要素：10")
        XCTAssertEqual(right()?.increment(), false)
        XCTAssertEqual(right()?.text, "右の要素：10")
        XCTAssertEqual(host.findAll(.kind(.color)).filter { $0.size == CGSize(width: 40, height: 40) }.count, 20, "10 per bar")
        for _ in 0..<10 { right()?.decrement() }
        XCTAssertEqual(right()?.text, "右の要素：0")
        assertCentered(okTitle(host), axes: .horizontal)
    }

    /// Claim: `.frame(minWidth: 50)` avoids truncation. "タイトル" is 64 points wide, so 50 cannot
    /// keep it whole once the room is under 64 (seven items: "タイ…" either way); what minWidth
    /// does is keep 50 points for the title where without it the title collapses to "…" (8+ items).
    @MainActor func testMinWidthKeepsFiftyPointsForTheTitle() async {
        XCTAssertGreaterThan(textWidth("タイトル"), 50)
        let plain = ViewHost(CenteredTitleBar())
        add(6, to: plain)
        for n in 6...10 {
            let kept = ViewHost(UntruncatedTitleBar(rightButtonCount: n, useViewThatFits: false), size: CGSize(width: width, height: 50))
            let title = kept.find(.text("タイトル"))!, without = okTitle(plain)!
            XCTAssertGreaterThanOrEqual(title.parent!.size.width, 50, "\(n) items: the minWidth frame")
            if n == 6 {
                assertNotTruncated(title)
                assertNotTruncated(without)
            } else {
                XCTAssertTrue(title.attributes.contains("shows: \"タイ…\""), title.description)
                XCTAssertEqual(title.size.width, TextMeasurement("タイトル", font: .body, width: 50, lineLimit: 1).size.width, accuracy: 0.01)
            }
            if n >= 8 {
                XCTAssertLessThanOrEqual(without.size.width, 1, "\(n) items without minWidth: \(without)")
                XCTAssertTrue(without.attributes.contains("shows: \"…\""), without.description)
            }
            add(1, to: plain)
        }
    }

    /// Claim: `ViewThatFits` avoids truncation by choosing the first title that fits: the long
    /// one, whole, while it fits beside the items (up to five); then the short one, whole (six).
    @MainActor func testViewThatFitsPicksTheTitleThatFits() async {
        for n in 0...6 {
            let host = ViewHost(UntruncatedTitleBar(rightButtonCount: n, useViewThatFits: true), size: CGSize(width: width, height: 50))
            let long = host.find(.text("長い長いタイトル"))!, short = host.find(.text("タイトル"))!
            let room = width - 2 * spacing - items(n)
            if textWidth("長い長いタイトル") <= room {
                XCTAssertTrue(long.isPlaced && !short.isPlaced, "\(n) items: the long title")
                assertSize(long, width: textWidth("長い長いタイトル"))
                assertNotTruncated(long)
                if n == 0 { assertCentered(long, axes: .horizontal) }
            } else {
                XCTAssertEqual(n, 6, "the long title no longer fits from six items")
                XCTAssertTrue(short.isPlaced && !long.isPlaced, "\(n) items: the short title")
                assertSize(short, width: textWidth("タイトル"))
                assertNotTruncated(short)
            }
        }
    }

    /// The demo at rest, as a dump snapshot.
    @MainActor func testSnapshotAtRest() async {
        assertLayout(of: ViewHost(CenteredTitleBar()), as: .dump)
    }
}
