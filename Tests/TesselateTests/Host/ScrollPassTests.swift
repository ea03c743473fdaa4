import XCTest

import Tesselate

/// Scrolling moves the content of a scroll view without reading the bodies of the rows that stay
/// made or sizing them again, as SwiftUI scrolls a list by moving its rows (issue 36, item 3); the
/// layout is a fresh host's scrolled as far.
final class ScrollPassTests: XCTestCase {
    /// Counts the bodies of ``Row`` read.
    final class BodyCounter {
        var reads = 0
        /// The rows whose bodies were read.
        var rows: Set<Int> = []
    }

    /// Whether every partial update is checked against a full one, which reads every body again
    /// (`TESSELATE_VERIFY_PARTIAL_UPDATES=1`): the counters then count those reads too.
    private let verifying = ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1"

    /// The rows' bodies read by the last update: none.
    @MainActor private func assertNoRowRead<V: View>(
        _ host: ViewHost<V>, _ counter: BodyCounter, _ note: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(host.lastUpdateWork.bodiesRun, 0, note, file: file, line: line)
        if !verifying { XCTAssertEqual(counter.reads, 0, note, file: file, line: line) }
    }

    @MainActor struct Row: View {
        let number: Int
        let counter: BodyCounter

        var body: some View {
            counter.reads += 1
            counter.rows.insert(number)
            return HStack {
                Text("Row \(number)")
                Spacer()
                Image(systemName: "chevron.right")
            }
            .padding(8)
        }
    }

    @MainActor private func lazyStack(_ counter: BodyCounter, rows: Int = 10_000) -> some View {
        ScrollView { LazyVStack { ForEach(0..<rows, id: \.self) { Row(number: $0, counter: counter) } } }
    }

    @MainActor private func list(_ counter: BodyCounter) -> some View {
        List { ForEach(0..<10_000, id: \.self) { Row(number: $0, counter: counter) } }
    }

    /// Scrolls `host` by `distance` and checks the update against a fresh host scrolled as far.
    @MainActor private func assertScroll<V: View>(
        _ host: ViewHost<V>, by distance: CGFloat, _ counter: BodyCounter, fresh: ViewHost<V>, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        counter.reads = 0
        counter.rows = []
        host.scroll(by: CGSize(width: 0, height: distance))
        host.settle()
        fresh.scroll(to: host.scrollOffset() ?? .zero)
        XCTAssertEqual(host.dump(), fresh.dump(), file: file, line: line)
    }

    @MainActor func testScrollingALazyStackLessThanAScreenReadsNoBodyAndSizesNothing() async {
        let counter = BodyCounter()
        let host = ViewHost(lazyStack(counter))
        assertScroll(host, by: 100, counter, fresh: ViewHost(lazyStack(BodyCounter())))
        assertNoRowRead(host, counter)
        XCTAssertEqual(host.lastUpdateWork.sizesComputed, 0, "\(host.lastUpdateWork)")
        XCTAssertEqual(host.lastUpdateWork.passes, 1)
        XCTAssertEqual(host.partialPassCount, 1)
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 0, y: 100))
    }

    @MainActor func testScrollingAListLessThanAScreenReadsNoBodyAndSizesNoRow() async {
        let counter = BodyCounter()
        let host = ViewHost(list(counter))
        assertScroll(host, by: 150, counter, fresh: ViewHost(list(BodyCounter())))
        assertNoRowRead(host, counter)
        // The list's placeholders take the estimate its last pass measured: the list and the views
        // above it are measured again, no row.
        XCTAssertLessThanOrEqual(host.lastUpdateWork.sizesComputed, 5, "\(host.lastUpdateWork)")
        XCTAssertEqual(host.partialPassCount, 1)
    }

    @MainActor func testScrollingAStackOfMadeRowsReadsNoBody() async {
        let counter = BodyCounter()
        func screen(_ counter: BodyCounter) -> some View {
            ScrollView { VStack { ForEach(0..<200, id: \.self) { Row(number: $0, counter: counter) } } }
        }
        let host = ViewHost(screen(counter))
        for distance: CGFloat in [300, 2_000, -700] {
            assertScroll(host, by: distance, counter, fresh: ViewHost(screen(BodyCounter())))
            assertNoRowRead(host, counter)
            XCTAssertEqual(host.lastUpdateWork.sizesComputed, 0)
        }
    }

    /// Scrolls in small steps, down and back up, lay out as a host that reads every body in
    /// every update; only the steps whose rows still suit the offset read no body.
    @MainActor func testSmallScrollsLayOutAsUpdatesOfTheWholeTree() async {
        let counter = BodyCounter()
        let host = ViewHost(lazyStack(counter))
        let whole = ViewHost(lazyStack(BodyCounter()))
        whole.updatesIncrementally = false
        var bodiless = 0
        for step in 0..<40 {
            let distance: CGFloat = step < 25 ? 70 : -110
            counter.reads = 0
            host.scroll(by: CGSize(width: 0, height: distance))
            whole.scroll(by: CGSize(width: 0, height: distance))
            XCTAssertEqual(host.dump(), whole.dump(), "step \(step)")
            if host.dump() != whole.dump() { return }
            if host.lastUpdateWork.bodiesRun == 0 {
                bodiless += 1
                XCTAssertLessThanOrEqual(host.lastUpdateWork.sizesComputed, 4, "step \(step)")
            }
        }
        XCTAssertGreaterThan(bodiless, 20)
    }

    /// A scroll that changes what a lazy stack makes resolves the stack again.
    @MainActor func testScrollingALazyStackByAScreenLaysOutAsAFreshHost() async {
        let counter = BodyCounter()
        let host = ViewHost(lazyStack(counter))
        assertScroll(host, by: 852, counter, fresh: ViewHost(lazyStack(BodyCounter())))
        assertScroll(host, by: -400, counter, fresh: ViewHost(lazyStack(BodyCounter())))
    }

    /// Scrolls `host` by about a screen, and back part of the way: the container chooses other
    /// rows and is resolved again alone, and only the rows it had not made read their bodies;
    /// the rows it made before and makes again are kept. The first scroll lays out as a fresh
    /// host scrolled as far, both as a host that reads every body in every update (a host
    /// scrolled back keeps rows a fresh one would not make). Returns each scroll's work.
    @MainActor private func assertOneScreenScrolls<V: View>(
        _ host: ViewHost<V>, _ counter: BodyCounter, fresh: () -> ViewHost<V>, file: StaticString = #filePath, line: UInt = #line
    ) -> [UpdateWork] {
        let whole = fresh()
        whole.updatesIncrementally = false
        var works: [UpdateWork] = []
        func madeRows() -> Set<Int> { Set(host.dump().matches(of: /Text\("Row (\d+)"\)/).compactMap { Int($0.1) }) }
        var made = madeRows()
        for (step, distance) in [CGFloat(600), -450].enumerated() {
            counter.reads = 0
            counter.rows = []
            host.scroll(by: CGSize(width: 0, height: distance))
            whole.scroll(by: CGSize(width: 0, height: distance))
            works.append(host.lastUpdateWork)
            XCTAssertEqual(host.dump(), whole.dump(), "step \(step)", file: file, line: line)
            if step == 0 {
                let other = fresh()
                other.scroll(to: host.scrollOffset() ?? .zero)
                XCTAssertEqual(host.dump(), other.dump(), file: file, line: line)
            }
            XCTAssertEqual(host.partialPassCount, 1, "\(host.lastUpdateWork)", file: file, line: line)
            if verifying { continue }
            XCTAssertGreaterThan(counter.reads, 0, file: file, line: line)
            XCTAssertEqual(counter.reads, host.lastUpdateWork.bodiesRun, file: file, line: line)
            XCTAssertTrue(
                counter.rows.isDisjoint(with: made), "read again: \(counter.rows.intersection(made).sorted())", file: file, line: line)
            made = madeRows()
        }
        return works
    }

    @MainActor func testScrollingALazyStackByAScreenReadsOnlyTheNewRows() async {
        let counter = BodyCounter()
        let host = ViewHost(lazyStack(counter))
        let works = assertOneScreenScrolls(host, counter) { ViewHost(self.lazyStack(BodyCounter())) }
        // A full pass reads 40 bodies and computes 484 sizes; the rows kept are not measured.
        if !verifying { XCTAssertLessThan(works[0].sizesComputed, 200, "\(works)") }
    }

    @MainActor func testScrollingAListByAScreenReadsOnlyTheNewRows() async {
        let counter = BodyCounter()
        let host = ViewHost(list(counter))
        let works = assertOneScreenScrolls(host, counter) { ViewHost(self.list(BodyCounter())) }
        // A full pass reads 30 bodies and computes 456 sizes.
        if !verifying { XCTAssertLessThan(works[0].sizesComputed, 200, "\(works)") }
    }

    /// A tab view whose selected page is `page`, and a second page.
    @MainActor private func tabs(_ page: some View) -> some View {
        TabView {
            page.tabItem { Label("Rows", systemImage: "list.bullet") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    /// A list in a tab view's selected page scrolls as a list alone does: a small scroll reads no
    /// body, a scroll by a screen resolves the list alone and reads only the rows it had not made.
    @MainActor func testScrollingAListInATabPageReadsOnlyTheNewRows() async {
        let counter = BodyCounter()
        let host = ViewHost(tabs(list(counter)))
        assertScroll(host, by: 150, counter, fresh: ViewHost(tabs(list(BodyCounter()))))
        assertNoRowRead(host, counter)
        XCTAssertEqual(host.partialPassCount, 1)
        let works = assertOneScreenScrolls(ViewHost(tabs(list(counter))), counter) { ViewHost(self.tabs(self.list(BodyCounter()))) }
        // A pass of the whole tree reads 34 bodies and computes 500 sizes; this one 10 and 177.
        if !verifying { XCTAssertLessThan(works[0].sizesComputed, 200, "\(works)") }
    }

    @MainActor func testScrollingALazyStackInATabPageReadsOnlyTheNewRows() async {
        let counter = BodyCounter()
        let host = ViewHost(tabs(lazyStack(counter)))
        assertScroll(host, by: 100, counter, fresh: ViewHost(tabs(lazyStack(BodyCounter()))))
        assertNoRowRead(host, counter)
        let works = assertOneScreenScrolls(ViewHost(tabs(lazyStack(counter))), counter) {
            ViewHost(self.tabs(self.lazyStack(BodyCounter())))
        }
        // A pass of the whole tree reads 42 bodies and computes 507 sizes; this one 13 and 162.
        if !verifying { XCTAssertLessThan(works[0].sizesComputed, 200, "\(works)") }
    }

    /// The same in a pager's page, told apart by its position (no `tabItem`).
    @MainActor func testScrollingAListInAPagerPageReadsOnlyTheNewRows() async {
        func pager(_ counter: BodyCounter) -> some View {
            TabView {
                list(counter)
                Text("Second page")
            }
            .tabViewStyle(.page)
        }
        let counter = BodyCounter()
        let works = assertOneScreenScrolls(ViewHost(pager(counter)), counter) { ViewHost(pager(BodyCounter())) }
        if !verifying { XCTAssertLessThan(works[0].sizesComputed, 200, "\(works)") }
    }

    /// A navigation bar collapses as its page scrolls: the bar is built again alone (its large
    /// title collapsed by the 60 points scrolled), and no row is read (more in
    /// `ScrollPassNavigationTests`).
    @MainActor func testAScrollUnderANavigationBarBuildsTheBarAgainAlone() async {
        func screen(_ counter: BodyCounter) -> some View {
            NavigationStack { list(counter).navigationTitle("Rows") }
        }
        let counter = BodyCounter()
        let host = ViewHost(screen(counter))
        XCTAssertFalse(host.dump().contains("collapsed"))
        assertScroll(host, by: 60, counter, fresh: ViewHost(screen(BodyCounter())))
        XCTAssertTrue(host.dump().contains("collapsed"), host.dump())
        XCTAssertEqual(host.partialPassCount, 1, "\(host.lastUpdateWork)")
        if !verifying { XCTAssertEqual(counter.reads, 0) }
    }

    /// A geometry reader in a row reads where it is: the scroll pass places it, and the pass after
    /// builds it from its new frame.
    @MainActor func testAGeometryReaderInAScrolledRowReadsItsNewFrame() async {
        func screen() -> some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<100, id: \.self) { number in
                        GeometryReader { proxy in Text("\(number) at \(Int(proxy.frame(in: .global).minY))") }.frame(height: 40)
                    }
                }
            }
        }
        let host = ViewHost(screen())
        host.scroll(by: CGSize(width: 0, height: 90))
        let fresh = ViewHost(screen())
        fresh.scroll(by: CGSize(width: 0, height: 90))
        XCTAssertEqual(host.dump(), fresh.dump())
        XCTAssertTrue(host.dump().contains("Text(\"3 at 54\")"), host.dump())
    }
}
