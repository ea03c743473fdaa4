import Tesselate
import TesselateTesting
import XCTest

/// `assertWork` pins the counts of the last update: exactly, or as a budget.
final class AssertWorkTests: XCTestCase {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    @MainActor func testExactCountsPassAndOthersFailNamingEachCount() async {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 200))
        host.find(.button("Add"))?.tap()
        let work = host.lastUpdateWork
        XCTAssertEqual(
            collectingFailures {
                assertWork(host, bodiesRun: work.bodiesRun, viewsMade: work.viewsMade, sizesComputed: work.sizesComputed, passes: 1)
            }, [])
        let failures = collectingFailures { assertWork(host, bodiesRun: work.bodiesRun + 1, passes: 2) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "The last update's work differs: bodiesRun is \(work.bodiesRun), expected \(work.bodiesRun + 1); "
                    + "passes is 1, expected 2 (") == true, failures.first ?? "")
    }

    @MainActor func testABudgetFailsOnlyWhenACountIsOverIt() async {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 200))
        host.find(.button("Add"))?.tap()
        let work = host.lastUpdateWork
        XCTAssertEqual(
            collectingFailures { assertWork(host, .atMost, bodiesRun: work.bodiesRun, sizesComputed: work.sizesComputed + 10) }, [])
        let failures = collectingFailures { assertWork(host, .atMost, sizesComputed: work.sizesComputed - 1) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.contains("sizesComputed is \(work.sizesComputed), over the budget of \(work.sizesComputed - 1)") == true)
    }
}
