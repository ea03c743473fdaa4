import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// `host.lastUpdateWork` (issue 35, part 5): the counts of the last update, which do not depend
/// on the machine, so a test can pin what an interaction costs.
final class UpdateWorkTests: XCTestCase {
    /// A row with its own state: tapping it changes only the row.
    struct CounterRow: View {
        let index: Int
        @State private var taps = 0
        var body: some View {
            Button("Row \(index): \(taps)") { taps += 1 }
        }
    }

    struct Rows: View {
        let count: Int
        var body: some View {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<count, id: \.self) { CounterRow(index: $0) } }
            }
        }
    }

    @MainActor private func tapWork(rows: Int) -> (first: UpdateWork, tap: UpdateWork) {
        let host = ViewHost(Rows(count: rows), size: CGSize(width: 300, height: 600))
        let first = host.lastUpdateWork
        host.find(.button("Row 3: 0"))?.tap()
        XCTAssertTrue(host.exists(.button("Row 3: 1")))
        return (first, host.lastUpdateWork)
    }

    @MainActor func testTappingOneRowOfAThousandRunsTheBodiesOfThatRowOnly() async {
        let (first, tap) = tapWork(rows: 1_000)
        XCTAssertGreaterThanOrEqual(first.bodiesRun, 1_000, "the first update runs every row's body: \(first)")
        print("1,000 rows: first \(first); tap \(tap)")
        XCTAssertEqual(tap.passes, 1)
        XCTAssertEqual(tap.partialPasses, 1, "the tap's update ran only the bodies whose state changed")
        XCTAssertEqual(tap.bodiesRun, tapWork(rows: 10).tap.bodiesRun, "the same bodies run whatever the number of rows")
        XCTAssertLessThan(tap.total * 50, first.total, "the tap costs under 2% of the first update: \(tap) vs \(first)")
    }

    /// The "Auditing a window" article's example: the counts, the budget and the failure.
    @MainActor func testTheArticlesExample() async {
        let host = ViewHost(Rows(count: 1_000), size: CGSize(width: 300, height: 600))
        host.find(.button("Row 3: 0"))?.tap()
        XCTAssertEqual(collectingFailures { assertWork(host, bodiesRun: 3, passes: 1) }, [])
        XCTAssertEqual(collectingFailures { assertWork(host, .atMost, sizesComputed: 10) }, [])
        XCTAssertEqual(
            collectingFailures { assertWork(host, bodiesRun: 2) },
            ["The last update's work differs: bodiesRun is 3, expected 2 (3 bodies, 2 views, 4 sizes, 1 pass (1 partial))"])
    }

    @MainActor func testAHostWithNothingToUpdateKeepsTheLastUpdatesWork() async {
        let host = ViewHost(Rows(count: 3), size: CGSize(width: 300, height: 600))
        let first = host.lastUpdateWork
        XCTAssertEqual(first.passes, 1)
        XCTAssertEqual(first.partialPasses, 0)
        XCTAssertGreaterThanOrEqual(first.viewsMade, 3 * 2, "each row's button and its text at least")
        XCTAssertGreaterThan(first.sizesComputed, 0)
        host.settle()
        XCTAssertEqual(host.lastUpdateWork, first)
    }

    func testTheDescriptionNamesEachCount() {
        var work = UpdateWork()
        XCTAssertEqual(work.description, "0 bodies, 0 views, 0 sizes, 0 passes")
        work.bodiesRun = 2
        work.viewsMade = 5
        work.sizesComputed = 7
        work.passes = 1
        work.partialPasses = 1
        XCTAssertEqual(work.description, "2 bodies, 5 views, 7 sizes, 1 pass (1 partial)")
        XCTAssertEqual(work.total, 14)
    }
}
