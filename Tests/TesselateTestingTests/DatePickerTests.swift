import XCTest
import Tesselate
import TesselateTesting

/// DatePicker as on iOS (<https://developer.apple.com/documentation/swiftui/datepicker>): the
/// compact style is the label, then grey capsule buttons with the date and the time on the
/// trailing side; dates are written with the environment's locale, calendar and time zone;
/// `pick(date:)` chooses a date within the picker's range.
final class DatePickerTests: XCTestCase {
    /// 5 January 2025, 9:41 UTC.
    static let launch = Date(timeIntervalSince1970: 1_736_070_060)

    struct Event: View {
        @State var start = DatePickerTests.launch
        var range: ClosedRange<Date>? = nil
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var body: some View {
            VStack {
                if let range {
                    DatePicker("Start", selection: $start, in: range, displayedComponents: components).id("picker")
                } else {
                    DatePicker("Start", selection: $start, displayedComponents: components).id("picker")
                }
                Text(verbatim: "\(start.timeIntervalSince1970)").id("value")
            }
        }
    }

    /// Text of a match with iOS's narrow space before AM/PM written as a space.
    @MainActor func plain(_ text: String?) -> String? { text?.replacingOccurrences(of: "\u{202F}", with: " ") }

    @MainActor func testCompactLayout() async {
        let host = ViewHost(Event(), size: CGSize(width: 393, height: 200), displayScale: 3)
        let picker = host.find(.id("picker"))!
        XCTAssertEqual(picker.frame().width, 393, "label, spacer and buttons take the width offered")
        XCTAssertEqual(host.find(.text("Start"))?.frame().minX, 0)
        let texts = host.findAll(.kind(.text)).compactMap { plain($0.text) }
        XCTAssertTrue(texts.contains("Jan 5, 2025"), "\(texts)")
        XCTAssertTrue(texts.contains("9:41 AM"), "\(texts)")
        let capsules = host.findAll(.kind(.capsule)).map { $0.frame() }
        XCTAssertEqual(capsules.count, 2)
        XCTAssertEqual(capsules[1].maxX, 393, accuracy: 0.01, "the time button ends at the trailing edge")
        XCTAssertEqual(capsules[1].minX - capsules[0].maxX, 8, accuracy: 0.01, "8 points apart")
        XCTAssertEqual(capsules[0].height, 34.333, accuracy: 0.01, "a body line and 7 points above and below")
        XCTAssertEqual(picker.attribute("selection"), "2025-01-05T09:41:00Z")
    }

    /// The environment decides how dates are written: another time zone, another locale.
    @MainActor func testFormattingFollowsTheEnvironment() async {
        let host = ViewHost(
            Event().environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!).environment(\.locale, Locale(identifier: "en_GB")),
            size: CGSize(width: 393, height: 200))
        let texts = host.findAll(.kind(.text)).compactMap { plain($0.text) }
        XCTAssertTrue(texts.contains("5 Jan 2025"), "\(texts)")
        XCTAssertTrue(texts.contains("18:41"), "\(texts)")
        let dateOnly = ViewHost(Event(components: .date), size: CGSize(width: 393, height: 200))
        XCTAssertEqual(dateOnly.findAll(.kind(.capsule)).count, 1)
    }

    @MainActor func testPickSetsTheSelectionWithinTheRange() async {
        let later = Self.launch.addingTimeInterval(86_400)
        let host = ViewHost(Event(range: Self.launch...later), size: CGSize(width: 393, height: 200))
        XCTAssertTrue(host.find(.id("picker"))!.pick(date: later))
        XCTAssertEqual(host.find(.id("value"))?.text, "\(later.timeIntervalSince1970)")
        XCTAssertTrue(host.findAll(.kind(.text)).compactMap { plain($0.text) }.contains("Jan 6, 2025"))
        let failures = collectingFailures { host.find(.id("picker"))?.pick(date: later.addingTimeInterval(60)) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("after the picker's range") == true, failures.first ?? "")
        XCTAssertEqual(host.find(.id("value"))?.text, "\(later.timeIntervalSince1970)", "unchanged")
    }

    @MainActor func testWheelAndGraphicalStyles() async {
        let wheel = ViewHost(Event().datePickerStyle(.wheel), size: CGSize(width: 393, height: 400))
        XCTAssertEqual(wheel.find(.id("picker"))?.frame().height, 216)
        XCTAssertEqual(wheel.find(.id("picker"))?.attribute("style"), ".wheel")
        let graphical = ViewHost(Event().datePickerStyle(.graphical), size: CGSize(width: 393, height: 600))
        XCTAssertNotNil(graphical.find(.text("January 2025")))
        XCTAssertTrue(graphical.findAll(.text("Start")).isEmpty, "the calendar shows no label")
        XCTAssertEqual(graphical.find(.id("picker"))?.frame().height, 44 + 20 + 6 * 44 + 44)
        XCTAssertNotNil(graphical.find(.text("31")))
    }
}
