import BenchmarkShapes
import Foundation
import Tesselate
import XCTest

/// The `toggle-rows` benchmark shape small enough for `swift test` (issue 14, item 3): toggling
/// one row of a `VStack` of rows runs only that row's body, and makes and measures only that
/// row's views and the views above it. Asserted as counts of work (bodies read, nodes made,
/// sizes computed), never as times: under 2% of a full update's, and not growing with the rows.
final class PartialUpdateWorkTests: XCTestCase {
    @MainActor func work(rows: Int) -> (full: UpdateWork, toggle: UpdateWork) {
        let host = ViewHost(ToggleRows(rows: rows), size: BenchmarkShape.appScreen.window)
        let full = host.lastUpdateWork
        host.toggleActions[rows / 2]()
        host.settle()
        XCTAssertEqual(host.partialPassCount, 1, "the toggle ran one partial pass")
        return (full, host.lastUpdateWork)
    }

    @MainActor func testTogglingOneRowCostsUnderTwoPercentOfAFullUpdate() async {
        let small = work(rows: 100)
        let large = work(rows: 1_000)
        print("toggle-rows 100: full \(small.full), toggle \(small.toggle); 1,000: full \(large.full), toggle \(large.toggle)")
        XCTAssertLessThan(Double(large.toggle.total), Double(large.full.total) * 0.02, "\(large)")
        XCTAssertEqual(large.toggle.bodiesRun, small.toggle.bodiesRun, "the same bodies run whatever the number of rows")
        XCTAssertLessThanOrEqual(large.toggle.total, small.toggle.total + small.toggle.total / 5, "\(small) \(large)")
    }
}
