import XCTest

import Tesselate

/// A list in a navigation stack, the shape of most apps' screens, scrolled by a screen: the
/// navigation bar follows the list's scrolling (a large title collapses, its background shows),
/// and the scroll is a scroll pass all the same (issue 36, item 3). A bar that the new offset
/// collapses as far is kept; one that it collapses otherwise is built again alone, and the rows
/// the list made and makes again are kept either way. Every scroll lays out as in a host that
/// reads every body in every update, and the first as a fresh host scrolled as far.
final class ScrollPassNavigationTests: XCTestCase {
    typealias BodyCounter = ScrollPassTests.BodyCounter

    /// Whether every partial update is checked against a full one, which reads every body again
    /// (`TESSELATE_VERIFY_PARTIAL_UPDATES=1`): the counters then count those reads too.
    private let verifying = ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1"

    /// A toolbar item that counts its body's reads: the bar is built again when it is read.
    @MainActor struct BarItem: View {
        let counter: BodyCounter

        var body: some View {
            counter.reads += 1
            return Image(systemName: "square.and.pencil")
        }
    }

    /// An inbox: 10,000 rows in a list, under a title shown `mode`, with a toolbar item, and a
    /// search field when `searchable`.
    @MainActor private func inbox(
        _ rows: BodyCounter, bar: BodyCounter, _ mode: NavigationBarItem.TitleDisplayMode, searchable: Bool
    ) -> some View {
        NavigationStack {
            let list = List { ForEach(0..<10_000, id: \.self) { ScrollPassTests.Row(number: $0, counter: rows) } }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(mode)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { BarItem(counter: bar) } }
            if searchable { list.searchable(text: .constant("")) } else { list }
        }
    }

    /// What a scroll read: the rows whose bodies ran, and how many times the bar's item did.
    struct Reads {
        var rows: Set<Int>
        var bar: Int
        var work: UpdateWork
    }

    /// Scrolls the inbox shown `mode` down by `distances`, one after the other, each compared
    /// with a host that reads every body in every update (and the first with a fresh host scrolled
    /// as far); each must be a scroll pass that reads no row the list had made. Returns each
    /// scroll's reads.
    @MainActor private func scrollInbox(
        _ mode: NavigationBarItem.TitleDisplayMode, searchable: Bool = false, by distances: [CGFloat], file: StaticString = #filePath,
        line: UInt = #line
    ) -> [Reads] {
        let (rows, bar) = (BodyCounter(), BodyCounter())
        let host = ViewHost(inbox(rows, bar: bar, mode, searchable: searchable))
        let whole = ViewHost(inbox(BodyCounter(), bar: BodyCounter(), mode, searchable: searchable))
        whole.updatesIncrementally = false
        func madeRows() -> Set<Int> { Set(host.dump().matches(of: /Text\("Row (\d+)"\)/).compactMap { Int($0.1) }) }
        var made = madeRows()
        var reads: [Reads] = []
        for (step, distance) in distances.enumerated() {
            (rows.reads, rows.rows, bar.reads) = (0, [], 0)
            host.scroll(by: CGSize(width: 0, height: distance))
            whole.scroll(by: CGSize(width: 0, height: distance))
            reads.append(Reads(rows: rows.rows, bar: bar.reads, work: host.lastUpdateWork))
            XCTAssertEqual(host.dump(), whole.dump(), "step \(step)", file: file, line: line)
            if step == 0 {
                let fresh = ViewHost(inbox(BodyCounter(), bar: BodyCounter(), mode, searchable: searchable))
                fresh.scroll(to: host.scrollOffset() ?? .zero)
                XCTAssertEqual(host.dump(), fresh.dump(), file: file, line: line)
            }
            XCTAssertEqual(host.partialPassCount, 1, "step \(step): \(host.lastUpdateWork)", file: file, line: line)
            if !verifying {
                if abs(distance) >= 400 { XCTAssertFalse(rows.rows.isEmpty, "step \(step)", file: file, line: line) }
                XCTAssertTrue(
                    rows.rows.isDisjoint(with: made), "step \(step) read again: \(rows.rows.intersection(made).sorted())", file: file,
                    line: line)
            }
            // A full pass of the inbox reads 29 to 31 bodies and computes 420 to 445 sizes; the
            // rows kept are not measured again.
            XCTAssertLessThan(host.lastUpdateWork.sizesComputed, 300, "step \(step)", file: file, line: line)
            made = madeRows()
        }
        return reads
    }

    /// An inline title looks the same at every offset: the bar is kept, and only the rows the
    /// list had not made read their bodies.
    @MainActor func testScrollingAListUnderAnInlineTitleByAScreenKeepsTheBar() async {
        let reads = scrollInbox(.inline, by: [852, 852, -400, 852])
        if verifying { return }
        for (step, read) in reads.enumerated() {
            XCTAssertEqual(read.bar, 0, "step \(step)")
            XCTAssertEqual(read.rows.count, read.work.bodiesRun, "step \(step)")
        }
    }

    /// A large title collapses as the list leaves the top: the first scroll builds the bar again
    /// (alone: its item's body runs once, the kept rows read nothing); the second, with the title
    /// collapsed at both offsets, keeps it.
    @MainActor func testScrollingAListUnderALargeTitleBuildsTheBarAgainOnlyWhenItCollapses() async {
        let reads = scrollInbox(.large, by: [852, 852])
        if verifying { return }
        XCTAssertEqual(reads[0].bar, 1)
        XCTAssertEqual(reads[0].work.bodiesRun, reads[0].rows.count + 1, "the new rows and the bar's item")
        XCTAssertEqual(reads[1].bar, 0)
        XCTAssertEqual(reads[1].rows.count, reads[1].work.bodiesRun)
    }

    /// A search field that hides as the list scrolls goes first, then the large title: the bar is
    /// built again while either collapses (20 points: the field alone), and kept once both are
    /// gone.
    @MainActor func testScrollingASearchableListCollapsesTheSearchFieldThenTheTitle() async {
        let reads = scrollInbox(.large, searchable: true, by: [20, 852, 852])
        if verifying { return }
        XCTAssertEqual(reads.map(\.bar), [1, 1, 0])
    }
}
