import BenchmarkShapes
import Foundation
import Tesselate
import XCTest

/// Toggling one row runs that row's body alone wherever the row is (issue 36, item 3): in a
/// `List` (in a section or loose, with swipe actions), a `Form`, a lazy stack or grid, a tab's
/// page, a navigation stack's page and a sheet. Asserted as counts of work, never as times.
final class ContainerPartialUpdateTests: XCTestCase {
    @MainActor func assertToggleRunsOneRow(_ view: some View, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let host = ViewHost(view, device: .iPhone16)
        let full = host.lastUpdateWork
        let toggles = host.toggleActions
        guard toggles.count > 3 else { return XCTFail("\(name): \(toggles.count) toggles", file: file, line: line) }
        toggles[3]()
        host.settle()
        XCTAssertEqual(host.partialPassCount, 1, "\(name): the toggle ran one partial pass", file: file, line: line)
        XCTAssertEqual(host.lastUpdateWork.bodiesRun, 2, "\(name): the row's body and its toggle's", file: file, line: line)
        XCTAssertLessThan(
            Double(host.lastUpdateWork.total), Double(full.total) * 0.05, "\(name): \(host.lastUpdateWork) of \(full)", file: file,
            line: line)
    }

    @MainActor func testARowTogglesAloneInEveryContainer() async {
        let rows = ForEach(0..<200, id: \.self) { ToggleRow(row: $0) }
        assertToggleRunsOneRow(List { Section("Settings") { rows } }, "list section")
        assertToggleRunsOneRow(List { rows }, "list")
        assertToggleRunsOneRow(Form { rows }, "form")
        assertToggleRunsOneRow(
            List { ForEach(0..<200, id: \.self) { ToggleRow(row: $0).swipeActions { Button("Delete", role: .destructive) {} } } },
            "swipe actions")
        assertToggleRunsOneRow(ScrollView { LazyVStack { rows } }, "lazy stack")
        assertToggleRunsOneRow(ScrollView { LazyVGrid(columns: [GridItem(), GridItem()]) { rows } }, "lazy grid")
        assertToggleRunsOneRow(
            TabView {
                List { rows }.tabItem { Text("A") }; Text("B").tabItem { Text("B") }
            }, "tab page")
        assertToggleRunsOneRow(NavigationStack { List { rows }.navigationTitle("Settings") }, "navigation page")
        assertToggleRunsOneRow(Color.clear.sheet(isPresented: .constant(true)) { List { rows } }, "sheet")
    }
}
