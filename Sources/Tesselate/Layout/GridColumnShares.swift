import Foundation

/// How a ``Grid`` shares a finite width between its columns: cell by cell, not column by column.
///
/// SwiftUI does not document it; this is the rule mburger89/MetalUI measured on SwiftUI's `Grid`
/// (`docs/probes/swiftui-grid*.swift`: custom leaves that log every proposal, macOS 27; their
/// model agreed with `Grid` on 1,000 of 1,000 generated grids without spans or priorities):
/// - each cell that sizes its column is asked its size at 0×0 and at ∞×∞, and the cells are
///   served in order of layout priority (highest first), then of how many axes of the grid's
///   proposal their ∞×∞ answer is infinite on (fewest first), then of their flexibility, the
///   ∞×∞ answer less the 0×0 one summed over those axes (least first), in source order on a tie;
///   cells with the same key are served together;
/// - a group is offered what the columns that are done leave, divided by the columns still open
///   (a column is open while a cell of it at this priority or above is unserved), or its
///   column's width so far when that is more, and each column is as wide as its widest answer;
/// - a cell over several columns is served in the same order, offered what the columns outside
///   it leave with the gaps between its own, and widens them after its group (376 of 500 grids
///   with spans agreed with the model; SwiftUI treats several spans with oddities of its own).
///
/// So while a column's most flexible cell waits, the less flexible cells of every column share
/// the width as if no column were done (iOS 18.4, element-hq/compound-ios's three columns of
/// truncating labels at every Dynamic Type size in 373 points: every label up to `.xxxLarge`
/// is offered a third of 357, which cuts the 23-point "Test Medium" to "Test…" where the width
/// left after two columns would show "Test M…"; the columns come out 113.5, about 121 and 119.6
/// wide).
extension GridArrangement {
    /// The widths of `count` columns `gaps` apart whose sizing cells are `cells` (each over its
    /// columns), sharing `total` (the proposal's width less the gaps; `nil`: each cell's ideal),
    /// the cells proposed `height`. A cell over several columns widens them when it is wider than
    /// they are together (``widen(_:to:)``).
    static func columnWidths(
        _ cells: [Cell], count: Int, gaps: [CGFloat], sharing total: CGFloat?, height: CGFloat?, _ engine: LayoutEngine
    ) -> [CGFloat] {
        var solve = ColumnSolve(count: count, gaps: gaps, cells: cells)
        guard let total else {
            // No width to share: each cell's ideal, the spanning ones widening after the others.
            for cell in cells where cell.columns.count == 1 {
                let width = engine.size(of: cell.node, ProposedViewSize(width: nil, height: height)).width
                solve.widths[cell.columns.lowerBound] = max(solve.widths[cell.columns.lowerBound], width)
            }
            for cell in cells where cell.columns.count > 1 {
                solve.widen(cell.columns, to: engine.size(of: cell.node, ProposedViewSize(width: nil, height: height)).width)
            }
            return solve.widths
        }
        struct Entry {
            var cell: Cell
            var priority: Double
            var infiniteAxes: Int
            var flexibility: CGFloat
            var order: Int
        }
        var entries: [Entry] = []
        for cell in cells {
            let least = engine.size(of: cell.node, ProposedViewSize(width: 0, height: 0))
            let most = engine.size(of: cell.node, ProposedViewSize(width: .infinity, height: .infinity))
            var infiniteAxes = most.width.isFinite ? 0 : 1
            var flexibility = most.width.isFinite ? most.width - least.width : 0
            if height != nil {
                infiniteAxes += most.height.isFinite ? 0 : 1
                flexibility += most.height.isFinite ? most.height - least.height : 0
            }
            entries.append(
                Entry(
                    cell: cell, priority: engine.layoutPriority(of: cell.node), infiniteAxes: infiniteAxes,
                    flexibility: flexibility, order: entries.count))
        }
        func key(_ entry: Entry) -> (Double, Int, CGFloat) { (-entry.priority, entry.infiniteAxes, entry.flexibility) }
        entries.sort { key($0) != key($1) ? key($0) < key($1) : $0.order < $1.order }
        var start = 0, levelEnd = 0
        while start < entries.count {
            if start == levelEnd {
                // A lower priority: the columns of its single-column cells open (again).
                while levelEnd < entries.count && entries[levelEnd].priority == entries[start].priority {
                    if entries[levelEnd].cell.columns.count == 1 { solve.await(entries[levelEnd].cell.columns.lowerBound) }
                    levelEnd += 1
                }
            }
            var end = start + 1
            while end < levelEnd && key(entries[end]) == key(entries[start]) { end += 1 }
            let share = total.isFinite ? max(0, total - solve.done) / CGFloat(max(solve.openCount, 1)) : total
            var spans: [(columns: Range<Int>, answer: CGFloat)] = []
            for entry in entries[start..<end] {
                let columns = entry.cell.columns
                // A cell over several columns is offered theirs: what the columns outside it
                // leave (their share while open, else their width) and the gaps between them.
                var offer = max(share, solve.widths[columns.lowerBound])
                if columns.count > 1 {
                    let outside = (0..<count).reduce(CGFloat(0)) { sum, column in
                        columns.contains(column) ? sum : sum + (solve.isOpen(column) ? share : solve.widths[column])
                    }
                    offer = max(total.isFinite ? total - outside + solve.innerGaps(columns) : total, solve.width(of: columns))
                }
                let answer = engine.size(of: entry.cell.node, ProposedViewSize(width: offer, height: height)).width
                if columns.count == 1 {
                    solve.widths[columns.lowerBound] = max(solve.widths[columns.lowerBound], answer)
                } else {
                    spans.append((columns, answer))
                }
            }
            // Spanning cells widen their columns after the whole group.
            for span in spans { solve.widen(span.columns, to: span.answer) }
            for entry in entries[start..<end] where entry.cell.columns.count == 1 { solve.serve(entry.cell.columns.lowerBound) }
            start = end
        }
        return solve.widths
    }

    /// The columns' widths as a solve goes: which columns still wait for a single-column cell at
    /// the current priority or above (open), and the width of those that do not (`done`).
    private struct ColumnSolve {
        var widths: [CGFloat]
        let gaps: [CGFloat]
        /// Whether a column has a single-column cell at all.
        let hasSingleCells: [Bool]
        var unserved: [Int]
        var openCount = 0
        var done: CGFloat = 0

        init(count: Int, gaps: [CGFloat], cells: [Cell]) {
            widths = [CGFloat](repeating: 0, count: count)
            self.gaps = gaps
            var single = [Bool](repeating: false, count: count)
            for cell in cells where cell.columns.count == 1 { single[cell.columns.lowerBound] = true }
            hasSingleCells = single
            unserved = [Int](repeating: 0, count: count)
        }

        func isOpen(_ column: Int) -> Bool { unserved[column] > 0 }

        func innerGaps(_ columns: Range<Int>) -> CGFloat {
            columns.dropLast().reduce(0) { $0 + ($1 < gaps.count ? gaps[$1] : 0) }
        }

        func width(of columns: Range<Int>) -> CGFloat { columns.reduce(0) { $0 + widths[$1] } + innerGaps(columns) }

        /// A single-column cell of `column` waits to be served.
        mutating func await(_ column: Int) {
            if unserved[column] == 0 {
                openCount += 1
                done -= widths[column]
            }
            unserved[column] += 1
        }

        /// A single-column cell of `column` was served.
        mutating func serve(_ column: Int) {
            unserved[column] -= 1
            if unserved[column] == 0 {
                openCount -= 1
                done += widths[column]
            }
        }

        /// Widens `columns` to hold a cell `answer` wide over them, as mburger89/MetalUI measured
        /// SwiftUI's grid doing after the cell's group: what is missing goes to the columns still
        /// open, else to those without a single-column cell, else to all of them, in equal parts.
        mutating func widen(_ columns: Range<Int>, to answer: CGFloat) {
            let shortfall = answer - width(of: columns)
            guard shortfall > 0 else { return }
            var targets = columns.filter { isOpen($0) }
            if targets.isEmpty { targets = columns.filter { !hasSingleCells[$0] } }
            if targets.isEmpty { targets = Array(columns) }
            let part = shortfall / CGFloat(targets.count)
            for column in targets {
                widths[column] += part
                if !isOpen(column) { done += part }
            }
        }
    }
}
