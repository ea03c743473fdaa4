import XCTest
import Tesselate

/// Lazy containers in a scroll view make only the rows near the visible region (the viewport
/// and half a viewport on each side, chosen: `LazyRealisation.margin`), estimate the others at
/// the average of the made ones, and make and drop rows as the view scrolls, as SwiftUI's lazy
/// stacks do (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI").
final class LazyRealisationTests: XCTestCase {
    /// `ScrollView { LazyVStack(spacing: 0) { rows } }` in a 100×400 window: rows of `height`.
    @MainActor private func list(_ count: Int = 1_000, height: @escaping (Int) -> CGFloat = { _ in 50 }) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in Color.red.frame(height: height(index)).id(index) }
            }
            .id("stack")
        }
    }

    @MainActor private func host<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 400) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: width, height: height), displayScale: 1)
    }

    /// The made rows: those with a frame among `range`.
    @MainActor private func made<V: View>(_ host: ViewHost<V>, in range: Range<Int>) -> [Int] {
        range.filter { host.frame(id: $0) != nil }
    }

    /// Created at the top: the rows that meet the viewport (0–400) and the margin below it (to
    /// 600) are made, 0 through 12 (row 12 starts at 600); the stack is as tall as all 1,000
    /// rows (50,000) and the dump says how many rows are made.
    @MainActor func testCreationMakesTheVisibleRowsAndAMargin() async {
        let host = host(list())
        XCTAssertEqual(made(host, in: 0..<1_000), Array(0...12))
        assertFrame(host.frame(id: 12), 0, 600, 100, 50)
        assertSize(host.frame(id: "stack"), 100, 50_000)
        let dump = host.dump(proposals: false)
        XCTAssertTrue(dump.contains("LazyVStack(spacing: 0, realised: 13, unrealised: 987, id: \"stack\")"), dump)
        XCTAssertTrue(dump.contains("unrealised(rows: 13..<1000)  (0, 650, 100×49350)"), dump)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// Scrolled to 20,000 (rows 400–407 visible), the rows from 19,800 to 20,600 are made (396
    /// through 412) and those near the top are gone; rows keep their exact places.
    @MainActor func testScrollingMakesAndDropsRows() async {
        let host = host(list())
        host.scroll(to: CGPoint(x: 0, y: 20_000))
        XCTAssertEqual(made(host, in: 0..<1_000), Array(396...412))
        assertFrame(host.frame(id: 400), 0, 0, 100, 50)
        assertFrame(host.frame(id: "stack"), 0, -20_000, 100, 50_000)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// A scroll shorter than half the margin keeps the rows made; a longer one makes the rows
    /// for the new offset and its whole margin.
    @MainActor func testSmallScrollsKeepTheRowsMade() async {
        let host = host(list())
        host.scroll(to: CGPoint(x: 0, y: 90))
        XCTAssertEqual(made(host, in: 0..<1_000), Array(0...12), "490–590 is still within the rows made")
        host.scroll(to: CGPoint(x: 0, y: 300))
        XCTAssertEqual(made(host, in: 0..<1_000), Array(2...18), "100–900: rows 2 through 18 (which starts at 900)")
    }

    /// Rows not made are estimated at the average of the made ones (their extent and spacing
    /// over their number): here rows alternate 50 and 30 points; the 15 made rows (0–14) measure
    /// 610 points (8 of 50, 7 of 30), so the 985 others are estimated at 610/15 each: the stack
    /// is 610 × 1000/15 tall.
    @MainActor func testRowsNotMadeAreEstimatedAtTheAverageOfTheMadeOnes() async {
        let host = host(list(height: { $0 % 2 == 0 ? 50 : 30 }))
        XCTAssertEqual(made(host, in: 0..<1_000), Array(0...14))
        assertSize(host.frame(id: "stack"), 100, 610 * 1_000 / 15, accuracy: 0.5)
    }

    /// The spacing between rows is part of the estimate: 1,000 rows of 60 with spacing 10 are
    /// 69,990 points whichever rows are made.
    @MainActor func testTheEstimateIncludesSpacing() async {
        let view = ScrollView {
            LazyVStack(spacing: 10) { ForEach(0..<1_000, id: \.self) { Color.red.frame(height: 60).id($0) } }.id("stack")
        }
        let host = host(view)
        assertSize(host.frame(id: "stack"), 100, 69_990)
        host.scroll(to: CGPoint(x: 0, y: 35_000))
        assertSize(host.frame(id: "stack"), 100, 69_990)
        assertFrame(host.frame(id: 500), 0, 0, 100, 60)
    }

    /// `onAppear` runs when a row is made, `onDisappear` when it is dropped, as on a device; rows
    /// passed over by a jump are never made. The state of a dropped row is discarded (SwiftUI
    /// discards the state of lazy rows scrolled away: Swift Forums, "[Pitch] SwiftUI: stabilize
    /// @State in lazy containers"): made again, it starts afresh.
    @MainActor func testAppearanceFollowsTheRowsMade() async {
        final class Log { var events: [String] = [] }
        struct Row: View {
            let index: Int
            let log: Log
            @State private var appearances = 0
            var body: some View {
                Color.red.frame(height: 50)
                    .onAppear {
                        log.events.append("appear \(index) (\(appearances))")
                        appearances += 1
                    }
                    .onDisappear { log.events.append("disappear \(index)") }
            }
        }
        let log = Log()
        let host = host(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { Row(index: $0, log: log) } } })
        XCTAssertEqual(log.events, (0...12).map { "appear \($0) (0)" })
        log.events = []
        host.scroll(to: CGPoint(x: 0, y: 20_000))
        host.settle()
        XCTAssertEqual(log.events.filter { $0.hasPrefix("appear") }, (396...412).map { "appear \($0) (0)" })
        XCTAssertEqual(Set(log.events.filter { $0.hasPrefix("disappear") }), Set((0...12).map { "disappear \($0)" }))
        log.events = []
        host.scroll(to: .zero)
        host.settle()
        XCTAssertEqual(log.events.filter { $0.hasPrefix("appear") }, (0...12).map { "appear \($0) (0)" }, "state started afresh")
    }

    /// `scrollTo` an element that was not made: the view scrolls to its estimated place, makes
    /// the rows there, and lands on the row (here with rows of uneven lengths, whose estimate
    /// is not exact).
    @MainActor func testScrollToAnElementNotMade() async {
        struct Item: Identifiable { var id: String; var height: CGFloat }
        struct Screen: View {
            let items = (0..<2_000).map { Item(id: "item-\($0)", height: $0 % 3 == 0 ? 80 : 30) }
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 4) { ForEach(items) { Color.red.frame(height: $0.height) } }
                    }
                    .onAppear { proxy.scrollTo("item-1500", anchor: .top) }
                }
            }
        }
        let host = host(Screen())
        assertFrame(host.frame(id: "item-1500"), 0, 0, 100, 80)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// An id no element has is still reported.
    @MainActor func testScrollToAnUnknownIDIsReported() async {
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { LazyVStack { ForEach(0..<500, id: \.self) { Color.red.frame(height: 50).id($0) } } }
                        .onAppear { proxy.scrollTo(9_999) }
                }
            }
        }
        let host = host(Screen())
        XCTAssertEqual(host.diagnostics.map(\.code), [.scrollNotPossible])
    }

    /// The host's scroll API reaches far rows: they are made where the offset lands.
    @MainActor func testTheHostScrollsFar() async {
        let host = host(list(50_000))
        host.scroll(to: CGPoint(x: 0, y: 40_000 * 50))
        assertFrame(host.frame(id: 40_000), 0, 0, 100, 50)
        XCTAssertLessThan(host.resolvedNodeCount, 100)
    }

    /// A test scrolling to a point builds the scroll view and the rows at that offset at once:
    /// one pass, with no layout at the old offset first.
    @MainActor func testScrollingToAPointTakesOnePass() async {
        let host = host(list(50_000))
        host.scroll(to: CGPoint(x: 0, y: 30_000))
        XCTAssertEqual(host.settle(), 1)
        assertFrame(host.frame(id: 600), 0, 0, 100, 50)
    }

    /// Outside a scroll view, or in one that scrolls across the stack's axis, every row is made.
    @MainActor func testEveryRowIsMadeWhereTheStackDoesNotScroll() async {
        let alone = host(LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Color.red.frame(height: 50).id($0) } })
        XCTAssertEqual(made(alone, in: 0..<100).count, 100)
        XCTAssertFalse(alone.dump(proposals: false).contains("unrealised"))
        let across = host(
            ScrollView(.horizontal) {
                LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Color.red.frame(width: 50, height: 50).id($0) } }
            })
        XCTAssertEqual(made(across, in: 0..<100).count, 100)
    }

    /// A lazy stack whose rows all fit shows no placeholder and no count (the same dump as before).
    @MainActor func testAShortListMakesEverything() async {
        let host = host(list(5))
        XCTAssertEqual(made(host, in: 0..<5), Array(0..<5))
        XCTAssertFalse(host.dump(proposals: false).contains("unrealised"))
    }

    /// A `LazyHStack` in a horizontal scroll view makes the columns near the visible region.
    @MainActor func testLazyHStackMakesColumns() async {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<1_000, id: \.self) { Color.red.frame(width: 50, height: 50).id($0) } }.id("stack")
        }
        let host = host(view, width: 400, height: 100)
        XCTAssertEqual(made(host, in: 0..<1_000), Array(0...12))
        XCTAssertEqual(host.frame(id: "stack")?.width, 50_000)
        host.scroll(to: CGPoint(x: 20_000, y: 0))
        XCTAssertEqual(made(host, in: 0..<1_000), Array(396...412))
    }

    /// Views before and after the `ForEach` are always made; the rows between are estimated.
    @MainActor func testStaticViewsAroundTheRows() async {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                Color.blue.frame(height: 100).id("header")
                ForEach(0..<1_000, id: \.self) { Color.red.frame(height: 50).id($0) }
                Color.blue.frame(height: 100).id("footer")
            }
        }
        let host = host(view)
        XCTAssertEqual(made(host, in: 0..<1_000), Array(0...10), "the header takes 100 of the 600 points")
        assertFrame(host.frame(id: "footer"), 0, 50_100, 100, 100)
        host.scroll(to: CGPoint(x: 0, y: 50_200 - 400))
        assertFrame(host.frame(id: "footer"), 0, 300, 100, 100)
        XCTAssertEqual(made(host, in: 0..<1_000).last, 999)
    }

    /// A `LazyVGrid` makes whole rows of cells: with 3 columns of 40-point cells 10 apart in a
    /// 300×200 window, the lines meeting 0–300 (7 lines, 21 cells); the grid is as tall as its
    /// 34 lines (1,690); scrolled to 1,000, lines 18 through 26 are made.
    @MainActor func testLazyVGridMakesRowsOfCells() async {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<100, id: \.self) { Color.red.frame(height: 40).id($0) }
            }
            .id("grid")
        }
        let host = host(view, width: 300, height: 200)
        XCTAssertEqual(made(host, in: 0..<100), Array(0..<21))
        assertSize(host.frame(id: "grid"), 300, 1_690)
        XCTAssertTrue(
            host.dump(proposals: false).contains("LazyVGrid(columns: 3, spacing: 10, realised: 21, unrealised: 79, id: \"grid\")"))
        host.scroll(to: CGPoint(x: 0, y: 1_000))
        XCTAssertEqual(made(host, in: 0..<100), Array(54..<81))
        assertFrame(host.frame(id: 60), 0, 0, 95, 40)
        assertFrame(host.frame(id: 62), 205, 0, 95, 40)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// A `LazyHGrid` in a horizontal scroll view makes whole columns of cells.
    @MainActor func testLazyHGridMakesColumnsOfCells() async {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<200, id: \.self) { Color.red.frame(width: 40).id($0) }
            }
        }
        let host = host(view, width: 200, height: 300)
        XCTAssertEqual(made(host, in: 0..<200), Array(0..<14), "7 columns of 2 meet 0–300")
        host.scroll(to: CGPoint(x: 2_000, y: 0))
        XCTAssertEqual(made(host, in: 0..<200).first, 76, "column 38 starts at 1,900")
        XCTAssertEqual(host.diagnostics, [])
    }
}
extension LazyRealisationTests {
    /// A `List` is lazy, as SwiftUI's: in a 393×600 window its 44-point rows (inset grouped,
    /// under a header, the first at 39) are made down to 900 (rows 0–19); the rows not made are
    /// one placeholder the section sizes at the made rows' average, so the section keeps its
    /// exact height, and scrolling makes the rows there.
    @MainActor func testListMakesTheRowsNearTheVisibleRegion() async {
        let view = List { Section("Numbers") { ForEach(0..<1_000, id: \.self) { Text("Row \($0)").id($0) } } }
        let host = host(view, width: 393, height: 600)
        XCTAssertEqual(made(host, in: 0..<1_000), Array(0...19))
        let dump = host.dump(proposals: false)
        XCTAssertTrue(dump.contains("ListContent(realised: 20, unrealised: 980)"), dump)
        XCTAssertEqual(host.frames(kind: .listRow).first?.minY, 39)
        assertSize(host.frames(kind: .section).first, 393, 44_022)
        host.scroll(to: CGPoint(x: 0, y: 20_000))
        XCTAssertEqual(made(host, in: 0..<1_000), Array(446...474))
        XCTAssertEqual(host.frames(kind: .listRow).first?.minY, 39 + 446 * 44 - 20_000)
        assertSize(host.frames(kind: .section).first, 393, 44_022)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// `scrollTo` reaches a list row that was not made.
    @MainActor func testScrollToAListRowNotMade() async {
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    List(0..<2_000, id: \.self) { Text("Row \($0)") }
                        .onAppear { proxy.scrollTo(1_500, anchor: .top) }
                }
            }
        }
        let host = host(Screen(), width: 393, height: 600)
        XCTAssertEqual(host.frame(id: 1_500)?.minY, 0, "the row's text (which has the id) at the top")
        XCTAssertEqual(host.diagnostics, [])
    }
}
