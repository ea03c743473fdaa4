import XCTest
@testable import Tesselate

/// `Grid`/`GridRow`: columns as wide as their widest cell, rows as tall as their tallest, cells
/// aligned in them (Apple's documentation of `Grid`, `GridRow` and the grid cell modifiers); the
/// proposal shared cell by cell as mburger89/MetalUI measured SwiftUI's grid sharing it
/// (LayoutRules.md, "Grid").
final class GridTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: width, height: height), displayScale: 1)
    }

    /// Columns 40 and 60 wide (the widest cells), rows 30 and 10 tall, 8 apart; each cell
    /// centred in its cell.
    @MainActor func testColumnsAndRowsFitTheirLargestCells() async {
        let h = host(
            Grid {
                GridRow {
                    box(40, 20).id("a"); box(10, 30).id("b")
                }
                GridRow {
                    box(20, 10).id("c"); box(60, 10).id("d")
                }
            }.id("grid"))
        assertSize(h.frame(id: "grid"), 108, 48)
        let grid = h.frame(id: "grid")!
        assertFrame(h.frame(id: "a"), grid.minX, grid.minY + 5, 40, 20)
        assertFrame(h.frame(id: "b"), grid.minX + 48 + 25, grid.minY, 10, 30)
        assertFrame(h.frame(id: "c"), grid.minX + 10, grid.minY + 38, 20, 10)
        assertFrame(h.frame(id: "d"), grid.minX + 48, grid.minY + 38, 60, 10)
        XCTAssertEqual(h.diagnostics, [])
    }

    /// A modifier on a `GridRow` applies to each cell, as on a `Group` (Ole Begemann's gist: a
    /// background on a row is drawn behind each cell): padding 5 makes each cell 10 larger (the
    /// columns 50 and 20, the rows 20 and 30), and the row, modified or the body of a view of its
    /// own, is still a row of two columns.
    @MainActor func testModifiedRowAppliesToEachCell() async {
        struct PaddedRow: View {
            var body: some View {
                GridRow {
                    box(40, 20).id("c"); box(10, 10).id("d")
                }
                .padding(5)
            }
        }
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    box(40, 20).id("a"); box(10, 10).id("b")
                }
                PaddedRow()
            }.id("grid"))
        assertSize(h.frame(id: "grid"), 70, 50)
        let grid = h.frame(id: "grid")!
        assertFrame(h.frame(id: "c"), grid.minX + 5, grid.minY + 25, 40, 20)
        assertFrame(h.frame(id: "d"), grid.minX + 55, grid.minY + 30, 10, 10)
        XCTAssertEqual(h.nodes(kind: .gridRow).count, 2)
        XCTAssertEqual(h.diagnostics, [])
    }

    /// A view outside a `GridRow` spans every column; `gridCellColumns` spans some. Marked
    /// `gridCellUnsizedAxes(.horizontal)`, a flexible view takes the columns' width without
    /// widening them (Apple's documentation of the modifier: it keeps "a flexible view like a
    /// Spacer, Divider, or Color from defining the size of a row or column").
    @MainActor func testSpanningCells() async {
        let h = host(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    box(40, 10); box(40, 10); box(40, 10)
                }
                Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal).id("rule")
                GridRow {
                    Color.red.frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal).id("wide"); box(40, 10)
                }
            }.id("grid"))
        let grid = h.frame(id: "grid")!
        assertFrame(h.frame(id: "rule"), grid.minX, grid.minY + 10, 140, 2)
        assertFrame(h.frame(id: "wide"), grid.minX, grid.minY + 12, 90, 10)
    }

    /// A spanning cell wider than its columns together widens them, in equal parts when they
    /// are all done (as mburger89/MetalUI measured SwiftUI's grid): a 150-point banner over two
    /// 40-point columns 10 apart makes them 70 each. A flexible view spanning the columns widens
    /// the grid to the width offered (Apple's documentation of `gridCellUnsizedAxes(_:)`: the
    /// modifier is what keeps a divider from it).
    @MainActor func testASpanningCellWidensItsColumns() async {
        let banner = host(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    box(40, 10).id("a"); box(40, 10).id("b")
                }
                box(150, 10)
            }.id("grid"))
        assertSize(banner.frame(id: "grid"), 150, 20)
        XCTAssertEqual((banner.frame(id: "b")?.minX ?? 0) - (banner.frame(id: "a")?.minX ?? 0), 80, "a's column 70 wide, 10 before b's")
        func rule<V: View>(_ divider: V) -> CGFloat? {
            host(
                Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                    GridRow {
                        box(40, 10); box(40, 10)
                    }
                    divider
                }.id("grid")
            ).frame(id: "grid")?.width
        }
        XCTAssertEqual(rule(Color.gray.frame(height: 1)), 300, "the grid widens to the offer")
        XCTAssertEqual(rule(Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)), 90)
    }

    /// `gridColumnAlignment` in a column's first row aligns the whole column; a row's
    /// alignment aligns its cells vertically; `gridCellAnchor` overrides both.
    @MainActor func testColumnRowAndCellAlignment() async {
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) {
                    box(60, 30); box(10, 10).gridColumnAlignment(.trailing).id("t")
                }
                GridRow {
                    box(60, 30); box(40, 10).id("u");
                }
                GridRow {
                    box(60, 30); box(10, 10).gridCellAnchor(.bottomLeading).id("v")
                }
            }.id("grid"))
        let grid = h.frame(id: "grid")!
        assertFrame(h.frame(id: "t"), grid.minX + 90, grid.minY, 10, 10)
        assertFrame(h.frame(id: "u"), grid.minX + 60, grid.minY + 40, 40, 10)
        assertFrame(h.frame(id: "v"), grid.minX + 60, grid.minY + 80, 10, 10)
    }

    /// A greedy cell takes what the fixed column leaves: 200 − 8 − 50 = 142.
    @MainActor func testFlexibleCellsShareWhatIsLeft() async {
        let h = host(
            Grid {
                GridRow {
                    Color.red.id("fill"); box(50, 10)
                }
            }.frame(width: 200, height: 40), width: 300, height: 100)
        XCTAssertEqual(h.frame(id: "fill")?.width, 142)
    }

    /// A column takes what its cells take at its offer, as a stack's child does, and what it
    /// leaves goes to the columns after it: the title, offered (150 − 8) / 2 = 71, is cut short
    /// at a character and narrower than 71, and the greedy column gets the rest (iOS 18.4,
    /// element-hq/compound-ios's columns of truncating labels, FidelityCorpus).
    @MainActor func testATruncatedColumnLeavesTheRestToTheNext() async {
        let h = host(
            Grid {
                GridRow {
                    Text("A title far too long for its column").lineLimit(1).id("title"); Color.red.id("fill")
                }
            }.frame(width: 150, height: 40), width: 300, height: 100)
        let title = try! XCTUnwrap(h.frame(id: "title")).width
        XCTAssertLessThan(title, 70)
        XCTAssertEqual(h.frame(id: "fill")?.width ?? 0, 142 - title, accuracy: 0.5)
    }

    /// `gridCellUnsizedAxes` keeps a greedy cell from taking space: it fills what the others make.
    @MainActor func testUnsizedCellsFillTheirCell() async {
        let h = host(
            Grid {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner"); box(30, 20)
                }
                GridRow {
                    box(40, 10); box(30, 20)
                }
            })
        assertSize(h.frame(id: "corner"), 40, 20)
    }

    /// A row is often a custom view whose body is a `GridRow` (or a `ForEach` of them): it is a
    /// row of the grid all the same, as in SwiftUI (the recording lays such rows out as
    /// rows; a view's body takes the place of the view).
    struct LabelledRow: View {
        var label: String
        var width: CGFloat
        var body: some View {
            GridRow {
                Text(label).id("label-\(label)")
                box(width, 10).id("value-\(label)")
            }
        }
    }

    struct StatefulRow: View {
        @State var on = false
        var body: some View {
            GridRow {
                Text("x"); Color.red.frame(width: 10, height: 10)
            }.font(.caption)
        }
    }

    @MainActor func testARowMadeByACustomView() async {
        let h = host(
            Grid(alignment: .leading) {
                LabelledRow(label: "A", width: 40)
                ForEach(["BB"], id: \.self) { LabelledRow(label: $0, width: 60) }
            })
        let a = h.frame(id: "label-A")!, b = h.frame(id: "label-BB")!
        let valueA = h.frame(id: "value-A")!, valueB = h.frame(id: "value-BB")!
        XCTAssertEqual(h.nodes(kind: .gridRow).count, 2, h.dump())
        XCTAssertEqual(a.minX, b.minX)
        XCTAssertEqual(valueA.minX, valueB.minX, "the values share a column")
        XCTAssertEqual(
            valueA.minX, b.maxX + GridArrangement.defaultSpacing, accuracy: 0.5, "the first column is as wide as its widest cell")
        // Rows with text are the distance their cells ask apart, as a stack's views are (iOS
        // 18.4, element-hq/compound-ios's labels in a Grid: body rows 10.8 apart at large).
        let stacked = host(
            VStack(alignment: .leading) {
                HStack {
                    Text("A").id("A"); box(40, 10)
                }
                HStack {
                    Text("BB").id("BB"); box(60, 10)
                }
            })
        XCTAssertEqual(b.minY - a.maxY, stacked.frame(id: "BB")!.minY - stacked.frame(id: "A")!.maxY, accuracy: 0.01)
        XCTAssertGreaterThan(b.minY - a.maxY, GridArrangement.defaultSpacing, "the text asks more than 8 below it")
        let wrapped = host(
            Grid {
                StatefulRow(); StatefulRow().foregroundStyle(.red); Group { StatefulRow() }; if true { StatefulRow() }
            })
        XCTAssertEqual(Set(wrapped.frames(kind: .gridRow).map(\.minY)).count, 4, "in a group, a condition or under a style, each is a row")
    }

    /// Outside a grid a `GridRow`'s views stand on their own, as a `Group`'s.
    @MainActor func testGridRowOutsideAGridIsAGroup() async {
        let h = host(
            HStack(spacing: 0) {
                GridRow {
                    box(10, 10); box(20, 10)
                }
            })
        XCTAssertEqual(h.frames(kind: .hStack).first?.width, 30)
        XCTAssertEqual(h.nodes(kind: .gridRow), [])
    }

    /// A cell that answers `steps` of its width proposal: ∞ gives `full`, 0 gives 0, and between
    /// them the largest step not above the offer (as a truncating label answers a width cut at a
    /// character), 10 tall.
    private struct Stepped: Layout {
        var full: CGFloat
        var steps: [CGFloat]

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let offer = proposal.width ?? full
            let width = offer >= full ? full : steps.last { $0 <= offer } ?? 0
            return CGSize(width: width, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// A finite width is shared cell by cell, as mburger89/MetalUI measured SwiftUI's `Grid`: the
    /// cells are served least flexible first (∞ answer less 0 answer), each offered the width the
    /// finished columns leave divided by the columns still open, and a column is open until its
    /// last cell is served. Here B's 180-wide cell (the least flexible) is offered half of 300 and
    /// cut to 120, A's to 100 (A is then done), and B's 400-wide cell, offered the 200 left, takes
    /// 60: B is 120 wide. Sharing column by column (A, whose cells are less flexible than B's
    /// widest, first) would have offered B 200 and made it 180. iOS 18.4 agrees on
    /// compound-ios's grid of truncating labels (the fidelity corpus).
    @MainActor func testAFiniteWidthIsSharedCellByCell() async {
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Stepped(full: 190, steps: [50, 100]) {}.id("a1")
                    Stepped(full: 180, steps: [40, 80, 120, 160]) {}.id("b1")
                }
                GridRow {
                    Color.clear.frame(width: 0, height: 10)
                    Stepped(full: 400, steps: [60]) {}.id("b2")
                }
            }.id("grid"))
        assertSize(h.frame(id: "grid"), 220, 20)
        XCTAssertEqual(h.frame(id: "a1")?.width, 100)
        XCTAssertEqual(h.frame(id: "b1")?.width, 120, "placed at its column's width")
        XCTAssertEqual(h.frame(id: "b2")?.width, 60)
    }

    /// A leaf that answers a fixed function of its proposal and writes down each proposal it is
    /// asked that is not one of the grid's 0×0 and ∞×∞ probes (as MetalUI's logging leaves did).
    private final class ProposalLog: @unchecked Sendable {
        var entries: [String] = []
    }

    private struct Logged: Layout {
        var name: String
        var log: ProposalLog
        var answer: (ProposedViewSize) -> CGSize

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let probe = proposal == ProposedViewSize(width: 0, height: 0) || proposal == .infinity
            if !probe {
                func text(_ value: CGFloat?) -> String { value.map { "\(Int(exactly: $0.rounded()) ?? -1)" } ?? "nil" }
                log.entries.append("\(name) \(text(proposal.width))x\(text(proposal.height))")
            }
            return answer(proposal)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

        /// The leaf as a view (a layout of no subviews).
        @MainActor var view: some View { self {} }
    }

    /// Each cell is proposed its column's share and its row's together, in one pass (MetalUI's
    /// arm GP2 on SwiftUI's grid, 200 × 100, 8 apart): the fixed cells first, each offered
    /// (192 / 2 columns) × (92 / 2 rows) = 96 × 46; then the greedy one what the others leave,
    /// (192 − 40) × (92 − 30) = 152 × 62, which it takes.
    @MainActor func testEachCellIsProposedItsColumnAndRowSharesTogether() async {
        let log = ProposalLog()
        func leaf(_ name: String, _ width: CGFloat?, _ height: CGFloat?) -> some View {
            Logged(name: name, log: log) { CGSize(width: width ?? $0.width ?? 10, height: height ?? $0.height ?? 10) }.view
        }
        let h = host(
            Grid {
                GridRow {
                    leaf("a", nil, nil).id("a"); leaf("b", 20, 20)
                }
                GridRow {
                    leaf("c", 10, 30); leaf("d", 40, 10)
                }
            }.frame(width: 200, height: 100).id("grid"))
        XCTAssertEqual(Array(log.entries.prefix(4)), ["b 96x46", "c 96x46", "d 96x46", "a 152x62"])
        assertFrame(h.frame(id: "a"), 50, 100, 152, 62)
        XCTAssertEqual(h.frame(id: "grid")?.height, 100)
    }

    /// A row is as tall as its cells answered in the solve, where a cell wrapping at its share
    /// stays two lines tall though its column ends wider (MetalUI: a row is the largest answer,
    /// and a cell is placed at its slot). x (110 wide on one line, two lines of 10 below that)
    /// is offered 200 / 2 = 100 while both columns wait for their wider cells; w then leaves
    /// column 1 at 50, so y is offered 150 and column 0 ends 150 wide. x is placed in its
    /// 150 × 20 slot, where it answers one line, centred.
    @MainActor func testARowKeepsTheHeightItsCellsAnsweredInTheSolve() async {
        let log = ProposalLog()
        let wrapping = Logged(name: "x", log: log) { proposal in
            let offer = proposal.width ?? 110
            return offer >= 110 ? CGSize(width: 110, height: 10) : CGSize(width: offer, height: 20)
        }.view
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    wrapping.id("x"); box(50, 10)
                }
                GridRow {
                    Stepped(full: 180, steps: [60, 120, 150]) {}.id("y"); Stepped(full: 150, steps: [50]) {}
                }
            }.frame(width: 200).fixedSize(horizontal: false, vertical: true).id("grid"))
        let grid = h.frame(id: "grid")!
        XCTAssertEqual(log.entries.first, "x 100xnil")
        XCTAssertEqual(h.frame(id: "y")?.minY, grid.minY + 20, "the first row is two lines tall")
        XCTAssertEqual(h.frame(id: "y")?.width, 150)
        assertFrame(h.frame(id: "x"), grid.minX + 20, grid.minY + 5, 110, 10)
    }

    /// A group keeps nothing back for the cells after it, and a lower priority finds the
    /// tracks done (MetalUI's arms GQ1–GQ5): the two fixed cells share 100 as two columns (b's
    /// column waits for a lower priority), then commit with their row, 10 tall; b is offered
    /// what is left of each axis, 20 × 90.
    @MainActor func testALowerPriorityCellIsOfferedWhatIsLeft() async {
        let log = ProposalLog()
        let h = host(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    box(40, 10)
                    Logged(name: "b", log: log) { $0.replacingUnspecifiedDimensions(by: .zero) }.view.layoutPriority(-1).id("b")
                    box(40, 10)
                }
            }.frame(width: 100, height: 100))
        XCTAssertEqual(log.entries.first, "b 20x90")
        XCTAssertEqual(h.frame(id: "b")?.size, CGSize(width: 20, height: 90))
    }
}
