import Tesselate
import TesselateTesting
import XCTest

/// `TimelineView` makes its content for the schedule's latest date at or before the host's date,
/// and again when the host's clock passes the next one.
final class TimelineViewTests: XCTestCase {
    /// 10:09:55 UTC on 2001-01-01 (a minute boundary is at 10:09:00).
    private static let start = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60 + 55)

    private static func seconds(_ date: Date) -> String { "\(Int(date.timeIntervalSinceReferenceDate))" }

    @MainActor private func host<S: TimelineSchedule>(_ schedule: S) -> ViewHost<some View> {
        let host = ViewHost(TimelineView(schedule) { context in Text(verbatim: Self.seconds(context.date)) })
        host.date = Self.start
        return host
    }

    /// Apple's documentation: an every-minute schedule made at 10:09:55 first shows 10:09:00,
    /// then each minute when it comes.
    @MainActor func testEveryMinuteShowsTheMinuteThatHasBegun() async {
        let host = host(.everyMinute)
        XCTAssertEqual(host.find(.kind(.text))?.text, "36540")
        await host.advance(by: .seconds(4))
        XCTAssertEqual(host.find(.kind(.text))?.text, "36540", "10:09:59 is still in the minute of 10:09")
        await host.advance(by: .seconds(1))
        XCTAssertEqual(host.find(.kind(.text))?.text, "36600", "10:10:00")
    }

    @MainActor func testPeriodicCountsFromItsStart() async {
        let host = host(.periodic(from: Self.start.addingTimeInterval(-1), by: 2))
        XCTAssertEqual(host.find(.kind(.text))?.text, Self.seconds(Self.start.addingTimeInterval(-1)))
        await host.advance(by: .milliseconds(999))
        XCTAssertEqual(host.find(.kind(.text))?.text, Self.seconds(Self.start.addingTimeInterval(-1)))
        await host.advance(by: .milliseconds(1))
        XCTAssertEqual(host.find(.kind(.text))?.text, Self.seconds(Self.start.addingTimeInterval(1)))
    }

    /// Before its first date, a schedule's content sees the host's date (a choice: SwiftUI does
    /// not say); an interval that is not positive gives the start date alone.
    @MainActor func testExplicitDatesAndSchedulesThatHaveNotBegun() async {
        let later = Self.start.addingTimeInterval(10)
        let host = host(.explicit([later, later.addingTimeInterval(10)]))
        XCTAssertEqual(host.find(.kind(.text))?.text, Self.seconds(Self.start))
        await host.advance(by: .seconds(12))
        XCTAssertEqual(host.find(.kind(.text))?.text, Self.seconds(later))
        let stuck = self.host(.periodic(from: Self.start, by: .nan))
        await stuck.advance(by: .seconds(5))
        XCTAssertEqual(stuck.find(.kind(.text))?.text, Self.seconds(Self.start))
    }

    @MainActor func testAnimationScheduleSeesTheHostsDate() async {
        let host = host(.animation)
        await host.advance(by: .seconds(3))
        XCTAssertEqual(host.find(.kind(.text))?.text, Self.seconds(Self.start.addingTimeInterval(3)))
    }
}
