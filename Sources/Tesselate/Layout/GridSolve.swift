import Foundation

/// How a ``Grid`` shares its proposal between its columns and rows: cell by cell, both axes in
/// one pass.
///
/// SwiftUI does not document it; this is the rule mburger89/MetalUI measured on SwiftUI's `Grid`
/// (`docs/probes/swiftui-grid*.swift`: custom leaves that log every proposal, macOS 27; their
/// model agreed with `Grid` on 1,000 of 1,000 generated grids without spans or priorities, and
/// on 300 of 300 at infinite proposals):
/// - proposed nil on both axes, each cell is asked its ideal size once: a column is as wide as
///   its widest single-column cell and a row as tall as its tallest cell, and then each cell
///   over several columns widens them by what it lacks (``Solve/widen(_:to:)``);
/// - otherwise each cell is asked its size at 0×0 and at ∞×∞, and the cells are served in order
///   of layout priority (highest first), then of how many non-nil axes of the grid's proposal
///   their ∞×∞ answer is infinite on (fewest first), then of their flexibility, the ∞×∞ answer
///   less the 0×0 one summed over the other non-nil axes (least first), in source order on a
///   tie; cells with the same key are served together, as a group;
/// - a group is offered, on each non-nil axis, what the tracks that are done leave divided by
///   the tracks still open (a column is open while a single-column cell of it at the running
///   priority is unserved, a row while any cell of it is), or the track's size so far when that
///   is more; a `nil` axis stays `nil` and an infinite one infinite. Each answer sizes its
///   column and its row (a track is as large as its largest answer: nothing is clamped to the
///   offer or stretched to fill it). After the group, the tracks with nothing left at the
///   running priority are done for good (after the first group, every such track), and a
///   lower priority finds them done: a group keeps nothing back for the cells after it;
/// - a cell over several columns (a view outside a `GridRow` is over all of them) is offered
///   what the columns outside it leave (their share while open, else their width) with the gaps
///   between its own, and widens them after its group (376 of 500 grids with spans agreed with
///   the model; SwiftUI treats several spans with oddities of its own).
///
/// So while a column's most flexible cell waits, the less flexible cells of every column share
/// the width as if no column were done (iOS 18.4, element-hq/compound-ios's three columns of
/// truncating labels at every Dynamic Type size in 373 points: every label up to `.xxxLarge`
/// is offered a third of 357, which cuts the 23-point "Test Medium" to "Test…" where the width
/// left after two columns would show "Test M…"; the columns come out 113.5, about 121 and 119.6
/// wide), and a text that wraps at its share keeps its row as tall as its lines there.
///
/// Where Tesselate differs: an axis a cell marks with `gridCellUnsizedAxes` is offered the
/// cell's slot so far and its answer on that axis sizes nothing (MetalUI saw such an answer
/// still widen its track; Apple documents the modifier as keeping the view from defining the
/// size of its row or column).
extension GridArrangement {
    /// What a grid's solve gives: its tracks' sizes, and each cell's proposal and answer there
    /// (by row, as ``cells``), which placing the cell reuses when its slot is that answer.
    struct Solution {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var proposals: [[ProposedViewSize]]
        var answers: [[CGSize]]
    }

    /// Solves `cells` (by row) over `columnCount` columns `columnGaps` apart and rows `rowGaps`
    /// apart at `proposal`.
    static func solve(
        _ cells: [[Cell]], columnCount: Int, columnGaps: [CGFloat], rowGaps: [CGFloat], proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) -> Solution {
        var solve = Solve(cells, columnCount: columnCount, columnGaps: columnGaps, rowGaps: rowGaps, proposal: proposal)
        var positions: [(row: Int, index: Int)] = []
        for (row, rowCells) in cells.enumerated() { positions += rowCells.indices.map { (row, $0) } }
        guard proposal.width != nil || proposal.height != nil else {
            // Each cell's ideal, in source order; then the spanning cells widen their columns.
            for (row, index) in positions { solve.serve(row, index, at: .unspecified, engine) }
            for (row, index) in positions { solve.widen(row, index) }
            return solve.solution
        }
        struct Entry {
            var row: Int
            var index: Int
            var priority: Double
            var infiniteAxes: Int
            var flexibility: CGFloat
        }
        var entries: [Entry] = []
        for (row, index) in positions {
            let node = cells[row][index].node
            let least = engine.size(of: node, ProposedViewSize(width: 0, height: 0))
            let most = engine.size(of: node, ProposedViewSize(width: .infinity, height: .infinity))
            var infiniteAxes = 0
            var flexibility: CGFloat = 0
            func count(_ large: CGFloat, _ small: CGFloat) {
                if large.isFinite { flexibility += large - small } else { infiniteAxes += 1 }
            }
            if proposal.width != nil { count(most.width, least.width) }
            if proposal.height != nil { count(most.height, least.height) }
            entries.append(
                Entry(
                    row: row, index: index, priority: engine.layoutPriority(of: node), infiniteAxes: infiniteAxes,
                    flexibility: flexibility))
        }
        func key(_ entry: Entry) -> (Double, Int, CGFloat) { (-entry.priority, entry.infiniteAxes, entry.flexibility) }
        // A stable sort: source order on a tie.
        let order = entries.indices.sorted { key(entries[$0]) != key(entries[$1]) ? key(entries[$0]) < key(entries[$1]) : $0 < $1 }
        var start = 0
        var level: Double?
        while start < order.count {
            let first = entries[order[start]]
            if first.priority != level {
                // A lower priority: its cells open the tracks they are in (those done stay done).
                level = first.priority
                for position in order[start...] where entries[position].priority == first.priority {
                    solve.enter(entries[position].row, entries[position].index)
                }
            }
            var end = start + 1
            while end < order.count && key(entries[order[end]]) == key(first) { end += 1 }
            let shares = solve.shares
            for position in order[start..<end] { solve.serve(entries[position].row, entries[position].index, at: shares, engine) }
            let group = order[start..<end].map { (entries[$0].row, entries[$0].index) }
            solve.finish(group, first: start == 0)
            start = end
        }
        return solve.solution
    }
}

/// A grid's solve as it goes: its tracks, and what each cell was proposed and answered.
@MainActor
private struct Solve {
    typealias Cell = GridArrangement.Cell

    let cells: [[Cell]]
    let columnGaps: [CGFloat]
    /// The proposal less the gaps, on each axis (W′ and H′).
    let width: CGFloat?
    let height: CGFloat?
    var columns: Track
    var rows: Track
    /// Each column's single-column cells not served yet, at any priority.
    var unservedSingles: [Int]
    /// Whether a column has a single-column cell at all.
    let hasSingles: [Bool]
    var proposals: [[ProposedViewSize]]
    var answers: [[CGSize]]

    init(_ cells: [[Cell]], columnCount: Int, columnGaps: [CGFloat], rowGaps: [CGFloat], proposal: ProposedViewSize) {
        self.cells = cells
        self.columnGaps = columnGaps
        width = proposal.width.map { $0 - columnGaps.reduce(0, +) }
        height = proposal.height.map { $0 - rowGaps.reduce(0, +) }
        columns = Track(count: columnCount)
        rows = Track(count: cells.count)
        var singles = [Int](repeating: 0, count: columnCount)
        for cell in cells.joined() where cell.columns.count == 1 { singles[cell.columns.lowerBound] += 1 }
        unservedSingles = singles
        hasSingles = singles.map { $0 > 0 }
        proposals = cells.map { [ProposedViewSize](repeating: .unspecified, count: $0.count) }
        answers = cells.map { [CGSize](repeating: .zero, count: $0.count) }
    }

    var solution: GridArrangement.Solution {
        GridArrangement.Solution(columns: columns.sizes, rows: rows.sizes, proposals: proposals, answers: answers)
    }

    /// What a group starting now is offered on each axis.
    var shares: ProposedViewSize { ProposedViewSize(width: columns.share(of: width), height: rows.share(of: height)) }

    /// The cell at `index` in `row` waits at the running priority: its row and, over one column,
    /// its column are open.
    mutating func enter(_ row: Int, _ index: Int) {
        let cell = cells[row][index]
        if cell.columns.count == 1 { columns.enter(cell.columns.lowerBound) }
        rows.enter(row)
    }

    /// Asks the cell at `index` in `row` its size at `shares` (its own track's size when that
    /// is more; an unsized axis its slot so far), and sizes its row and column by the answer.
    mutating func serve(_ row: Int, _ index: Int, at shares: ProposedViewSize, _ engine: LayoutEngine) {
        let cell = cells[row][index]
        var offer = ProposedViewSize.unspecified
        if let share = shares.width {
            if cell.unsized.contains(.horizontal) {
                offer.width = slotWidth(cell.columns)
            } else if cell.columns.count == 1 {
                offer.width = max(share, columns.sizes[cell.columns.lowerBound])
            } else if !share.isFinite {
                offer.width = share
            } else {
                // What the columns outside it leave, with the gaps between its own.
                var outside: CGFloat = 0
                for column in columns.sizes.indices where !cell.columns.contains(column) {
                    outside += columns.isOpen(column) ? share : columns.sizes[column]
                }
                offer.width = max((width ?? 0) - outside + innerGaps(cell.columns), slotWidth(cell.columns))
            }
        }
        if let share = shares.height {
            offer.height = cell.unsized.contains(.vertical) ? rows.sizes[row] : max(share, rows.sizes[row])
        }
        let answer = engine.size(of: cell.node, offer)
        proposals[row][index] = offer
        answers[row][index] = answer
        if !cell.unsized.contains(.vertical) { rows.grow(row, to: answer.height) }
        if cell.columns.count == 1 {
            unservedSingles[cell.columns.lowerBound] -= 1
            if !cell.unsized.contains(.horizontal) { columns.grow(cell.columns.lowerBound, to: answer.width) }
        }
    }

    /// After a group (the cells at `group`): the spanning cells widen their columns, and the
    /// tracks with nothing left at the running priority are done (after the first group, all
    /// such tracks; then those of the group's cells).
    mutating func finish(_ group: [(row: Int, index: Int)], first: Bool) {
        for (row, index) in group {
            let cell = cells[row][index]
            if cell.columns.count == 1 { columns.leave(cell.columns.lowerBound) }
            rows.leave(row)
        }
        for (row, index) in group { widen(row, index) }
        if first {
            for column in columns.sizes.indices { columns.commit(column) }
            for row in rows.sizes.indices { rows.commit(row) }
        } else {
            for (row, index) in group {
                let cell = cells[row][index]
                if cell.columns.count == 1 { columns.commit(cell.columns.lowerBound) }
                rows.commit(row)
            }
        }
    }

    /// Widens the columns of the spanning cell at `index` in `row` to hold its answer, as MetalUI
    /// measured SwiftUI's grid doing after the cell's group: what is missing goes to the columns
    /// still waiting for a single-column cell, else to those without one, else to all of them,
    /// in equal parts.
    mutating func widen(_ row: Int, _ index: Int) {
        let cell = cells[row][index]
        guard cell.columns.count > 1, !cell.unsized.contains(.horizontal) else { return }
        let shortfall = answers[row][index].width - slotWidth(cell.columns)
        guard shortfall > 0 else { return }
        var targets = cell.columns.filter { unservedSingles[$0] > 0 }
        if targets.isEmpty { targets = cell.columns.filter { !hasSingles[$0] } }
        if targets.isEmpty { targets = Array(cell.columns) }
        for column in targets { columns.add(shortfall / CGFloat(targets.count), to: column) }
    }

    func innerGaps(_ columns: Range<Int>) -> CGFloat {
        columns.dropLast().reduce(0) { $0 + ($1 < columnGaps.count ? columnGaps[$1] : 0) }
    }

    /// The width of `columns` so far, with the gaps between them.
    func slotWidth(_ columns: Range<Int>) -> CGFloat { columns.reduce(0) { $0 + self.columns.sizes[$1] } + innerGaps(columns) }
}

/// The columns (or rows) of a solve: their sizes so far, which are open (a cell of theirs at the
/// running priority waits) and which are done, and the done ones' total.
private struct Track {
    var sizes: [CGFloat]
    var waiting: [Int]
    var isDone: [Bool]
    var openCount = 0
    /// The done tracks' sizes together, as they are now (a done track that grows counts so).
    var done: CGFloat = 0

    init(count: Int) {
        sizes = [CGFloat](repeating: 0, count: count)
        waiting = [Int](repeating: 0, count: count)
        isDone = [Bool](repeating: false, count: count)
    }

    func isOpen(_ track: Int) -> Bool { waiting[track] > 0 }

    /// What each open track is offered of `total` (less the gaps): what the done ones leave,
    /// divided between the open ones; an infinite or `nil` total as it is.
    func share(of total: CGFloat?) -> CGFloat? {
        guard let total, total.isFinite else { return total }
        let share = (total - done) / CGFloat(max(openCount, 1))
        return share.isNaN ? 0 : share
    }

    mutating func enter(_ track: Int) {
        if waiting[track] == 0 { openCount += 1 }
        waiting[track] += 1
    }

    mutating func leave(_ track: Int) {
        waiting[track] -= 1
        if waiting[track] == 0 { openCount -= 1 }
    }

    mutating func commit(_ track: Int) {
        guard !isDone[track], waiting[track] == 0 else { return }
        isDone[track] = true
        done += sizes[track]
    }

    mutating func add(_ amount: CGFloat, to track: Int) {
        sizes[track] += amount
        if isDone[track] { done += amount }
    }

    mutating func grow(_ track: Int, to size: CGFloat) {
        if size > sizes[track] { add(size - sizes[track], to: track) }
    }
}
