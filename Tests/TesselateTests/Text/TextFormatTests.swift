import XCTest
@testable import Tesselate

/// Formatted text (TextFormat): `Text(_:format:)`, `Text(_:style:)`, dates ranges and formatted
/// interpolations, formatted where the text is shown with the environment's locale, calendar
/// and time zone (en_US, Gregorian, UTC in a host unless set) and the host's date.
final class TextFormatTests: XCTestCase {
    @MainActor private func shown<V: View>(_ view: V, date: Date? = nil) -> [String] {
        let host = ViewHost(view, size: CGSize(width: 400, height: 400), displayScale: 3)
        if let date { host.date = date }
        return host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.content }
    }

    /// 2019-06-03 11:23 UTC, the date of Apple's examples.
    let june3 = Date(timeIntervalSince1970: 1_559_560_980)

    /// A key's numbers are formatted where the text is shown, in its environment's locale.
    @MainActor func testInterpolatedNumbersInTheEnvironmentsLocale() async {
        let count = 1000
        XCTAssertEqual(shown(Text("\(count) · \(0.5)").environment(\.locale, Locale(identifier: "de_DE"))), ["1.000 · 0,500000"])
    }

    @MainActor func testFormatStyles() async {
        XCTAssertEqual(shown(Text(0.25, format: .percent)), ["25%"])
        XCTAssertEqual(shown(Text(1234.5, format: .number)), ["1,234.5"])
        XCTAssertEqual(shown(Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))), ["1.234,5"])
        let price = 9.5
        XCTAssertEqual(shown(Text("Total: \(price, format: .currency(code: "USD"))")), ["Total: $9.50"])
    }

    // Apple's `Text.DateStyle` examples: .date "June 3, 2019", .time "11:23\u{202F}AM".
    @MainActor func testDateStyles() async {
        XCTAssertEqual(shown(Text(june3, style: .date)), ["June 3, 2019"])
        XCTAssertEqual(shown(Text(june3, style: .time)), ["11:23\u{202F}AM"])
        XCTAssertEqual(shown(Text("At \(june3, style: .time)")), ["At 11:23\u{202F}AM"])
        XCTAssertEqual(shown(Text(june3...june3.addingTimeInterval(5400))), ["11:23\u{202F}AM – 12:53\u{202F}PM"])
        XCTAssertEqual(shown(Text(june3, style: .time).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)), ["8:23\u{202F}PM"])
    }

    // The relative styles count from the host's date, and move with its clock.
    @MainActor func testRelativeStylesCountFromTheHostsDate() async {
        let later = june3.addingTimeInterval(2 * 3600 + 23 * 60)
        XCTAssertEqual(
            shown(
                VStack {
                    Text(later, style: .relative); Text(later, style: .offset); Text(later, style: .timer)
                }, date: june3),
            ["2 hours, 23 minutes", "+2 hours", "2:23:00"])
        let host = ViewHost(Text(june3.addingTimeInterval(90), style: .timer), size: CGSize(width: 200, height: 100))
        host.date = june3
        XCTAssertEqual((host.tree[host.nodes(kind: .text)[0]].behavior as? TextNode)?.content, "1:30")
        await host.clock.advance(by: .seconds(30))
        XCTAssertEqual((host.tree[host.nodes(kind: .text)[0]].behavior as? TextNode)?.content, "1:00", "the text follows the clock")
    }

    // A date ages away, or not a date at all, still shows numbers (the timer's count was an
    // `Int(_:)` of the seconds, which trapped past Int.max).
    @MainActor func testDatesFarAwayAreNotFatal() async {
        let far = Date(timeIntervalSince1970: 1e300), nowhere = Date(timeIntervalSince1970: .nan)
        let texts = shown(
            VStack {
                Text(far, style: .timer); Text(far, style: .relative); Text(nowhere, style: .timer); Text(nowhere, style: .offset)
            }, date: june3)
        XCTAssertEqual(texts.count, 4)
        XCTAssertTrue(texts[0].hasPrefix("2562047788015215:"), texts[0])
        XCTAssertEqual(texts[2], "0:00")
    }
}
