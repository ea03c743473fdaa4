import BenchmarkShapes
import Foundation
import Tesselate
import XCTest

/// Toggling one row runs that row's body alone wherever the row is (issue 36, item 3): in a
/// `List` (in a section or loose, with swipe actions), a `Form`, a lazy stack or grid, a tab's
/// page, a navigation stack's page and a sheet. Asserted as counts of work, never as times.
final class ContainerPartialUpdateTests: XCTestCase {
    /// Toggles the fourth row of `view`; returns the toggle's work and the fresh host's.
    @MainActor func toggleWork(_ view: some View, _ name: String, file: StaticString, line: UInt) -> (
        toggle: UpdateWork, full: UpdateWork
    )? {
        let host = ViewHost(view, device: .iPhone16)
        let full = host.lastUpdateWork
        let toggles = host.toggleActions
        guard toggles.count > 3 else {
            XCTFail("\(name): \(toggles.count) toggles", file: file, line: line)
            return nil
        }
        toggles[3]()
        host.settle()
        XCTAssertEqual(host.partialPassCount, 1, "\(name): the toggle ran one partial pass", file: file, line: line)
        return (host.lastUpdateWork, full)
    }

    /// The row's body and its toggle's run alone, in under 5% of a fresh host's work, and the
    /// toggle measures as much with 10,000 rows as with 200: the row alone, not its neighbours
    /// or the container.
    @MainActor func assertToggleRunsOneRow<V: View>(
        _ view: (ForEach<Range<Int>, Int, ToggleRow>) -> V, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        var sizes: [Int] = []
        for count in [200, 10_000] {
            let rows = ForEach(0..<count, id: \.self) { ToggleRow(row: $0) }
            guard let (toggle, full) = toggleWork(view(rows), "\(name), \(count) rows", file: file, line: line) else { return }
            XCTAssertEqual(toggle.bodiesRun, 2, "\(name), \(count) rows: the row's body and its toggle's", file: file, line: line)
            XCTAssertLessThan(
                Double(toggle.total), Double(full.total) * 0.05, "\(name), \(count) rows: \(toggle) of \(full)", file: file,
                line: line)
            sizes.append(toggle.sizesComputed)
        }
        XCTAssertEqual(sizes[0], sizes[1], "\(name): sizes computed with 200 rows and with 10,000", file: file, line: line)
    }

    @MainActor func testARowTogglesAloneInEveryContainer() async {
        assertToggleRunsOneRow({ rows in List { Section("Settings") { rows } } }, "list section")
        assertToggleRunsOneRow({ rows in List { rows } }, "list")
        assertToggleRunsOneRow({ rows in Form { rows } }, "form")
        assertToggleRunsOneRow(
            { rows in
                List { ForEach(rows.data, id: \.self) { ToggleRow(row: $0).swipeActions { Button("Delete", role: .destructive) {} } } }
            }, "swipe actions")
        assertToggleRunsOneRow({ rows in ScrollView { LazyVStack { rows } } }, "lazy stack")
        assertToggleRunsOneRow({ rows in ScrollView { LazyVGrid(columns: [GridItem(), GridItem()]) { rows } } }, "lazy grid")
        assertToggleRunsOneRow(
            { rows in
                TabView {
                    List { rows }.tabItem { Text("A") }; Text("B").tabItem { Text("B") }
                }
            }, "tab page")
        assertToggleRunsOneRow({ rows in NavigationStack { List { rows }.navigationTitle("Settings") } }, "navigation page")
        assertToggleRunsOneRow({ rows in Color.clear.sheet(isPresented: .constant(true)) { List { rows } } }, "sheet")
    }

    /// The toggle measures the row it changed and nothing else: as many views are measured as
    /// the row's body made again (a list measures its row at its width, then at its height, as in
    /// a fresh host; the row's neighbours, sections and the list are not asked).
    @MainActor func testAToggledListRowIsMeasuredAlone() async {
        let host = ViewHost(List { ForEach(0..<10_000, id: \.self) { ToggleRow(row: $0) } }, device: .iPhone16)
        host.toggleActions[3]()
        host.settle()
        let snapshot = host.layoutSnapshot
        let measured = snapshot.preorder().filter { snapshot.measureCount(of: $0) > 0 }
        XCTAssertEqual(measured.count, host.lastUpdateWork.viewsMade, "\(host.lastUpdateWork)")
    }
}
