import Foundation

/// How a ``Grid`` shares its proposal between columns and rows, and where its cells go.
///
/// SwiftUI documents the outcome, not the algorithm: a column is as wide as its widest cell and
/// a row as tall as its tallest. The proposal is shared cell by cell, columns and rows in one
/// pass, as SwiftUI's grid was measured to share it (``solve(_:columnCount:columnGaps:rowGaps:proposal:_:)``).
/// Cells are placed in their slots, and aligned in them by `gridCellAnchor`, else the column's
/// `gridColumnAlignment` and the row's alignment, else the grid's.
@MainActor
struct GridArrangement {
    /// The distance between ordinary columns and rows, and between all of them when a spacing is
    /// not finite (iOS's default stack spacing).
    static let defaultSpacing: CGFloat = 8

    struct Cell {
        var node: NodeIndex
        var columns: Range<Int>
        /// The axes the cell marks with `gridCellUnsizedAxes`.
        var unsized: Axis.Set = []
    }

    let behavior: GridNode
    /// The cells of each row (a view outside a `GridRow` is one cell spanning every column).
    var cells: [[Cell]] = []
    var rowAlignments: [VerticalAlignment?] = []
    var columnAlignments: [HorizontalAlignment?] = []
    var columns: [CGFloat] = []
    var rows: [CGFloat] = []
    var columnStarts: [CGFloat] = []
    var rowStarts: [CGFloat] = []
    /// The distance after each column (row) but the last.
    var columnGaps: [CGFloat] = []
    var rowGaps: [CGFloat] = []
    /// Each cell's proposal in the solve and its answer there (as ``cells``).
    var solveProposals: [[ProposedViewSize]] = []
    var solveAnswers: [[CGSize]] = []
    var size: CGSize = .zero

    init(grid: NodeIndex, _ behavior: GridNode, _ proposal: ProposedViewSize, _ engine: LayoutEngine) {
        self.behavior = behavior
        let tree = engine.tree
        var columnCount = 0
        for child in tree[grid].children {
            if let row = tree[child].behavior as? GridRowNode {
                var column = 0
                var rowCells: [Cell] = []
                for cell in tree[child].children {
                    let span: Int = max(1, Self.value(GridCellColumns.self, cell, tree))
                    rowCells.append(
                        Cell(node: cell, columns: column..<(column + span), unsized: Self.value(GridCellUnsizedAxes.self, cell, tree)))
                    column += span
                }
                cells.append(rowCells)
                columnCount = max(columnCount, column)
                rowAlignments.append(row.alignment)
            } else {
                cells.append([Cell(node: child, columns: 0..<0, unsized: Self.value(GridCellUnsizedAxes.self, child, tree))])
                rowAlignments.append(nil)
            }
        }
        columnCount = max(columnCount, cells.isEmpty ? 0 : 1)
        for row in cells.indices where tree[tree[grid].children[row]].behavior is GridRowNode == false {
            cells[row][0].columns = 0..<columnCount
        }
        // Each column's alignment is the first one a cell starting in it sets, in row order.
        columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for cell in cells.joined() where cell.columns.lowerBound < columnCount && columnAlignments[cell.columns.lowerBound] == nil {
            columnAlignments[cell.columns.lowerBound] = Self.value(GridColumnAlignment.self, cell.node, tree)
        }
        // The cells in each column (a spanning cell in each of its columns), gathered once.
        var columnCells = [[NodeIndex]](repeating: [], count: behavior.columnGapsFollowCells ? columnCount : 0)
        for cell in cells.joined() where !columnCells.isEmpty {
            for column in cell.columns.clamped(to: 0..<columnCount) { columnCells[column].append(cell.node) }
        }
        columnGaps = Self.gaps(
            count: columnCount, fixed: behavior.columnGapsFollowCells ? nil : behavior.horizontalSpacing, along: .horizontal, engine
        ) { columnCells[$0] }
        rowGaps = Self.gaps(
            count: cells.count, fixed: behavior.rowGapsFollowCells ? nil : behavior.verticalSpacing, along: .vertical, engine
        ) {
            row in cells[row].map(\.node)
        }
        let solution = Self.solve(
            cells, columnCount: columnCount, columnGaps: columnGaps, rowGaps: rowGaps, proposal: proposal, engine)
        columns = solution.columns
        rows = solution.rows
        solveProposals = solution.proposals
        solveAnswers = solution.answers
        columnStarts = Self.starts(columns, gaps: columnGaps)
        rowStarts = Self.starts(rows, gaps: rowGaps)
        // Typed sums: `reduce(0, +)` four times in one expression was slow to type-check.
        let width: CGFloat = Self.sum(columns) + Self.sum(columnGaps)
        let height: CGFloat = Self.sum(rows) + Self.sum(rowGaps)
        size = CGSize(width: width, height: height)
    }

    /// The width of a cell over `columns`, with the spacing between them.
    func cellWidth(_ columns: Range<Int>) -> CGFloat {
        let spanned = columns.clamped(to: 0..<self.columns.count)
        guard !spanned.isEmpty else { return 0 }
        return self.columns[spanned].reduce(0, +) + columnGaps[spanned.dropLast()].reduce(0, +)
    }

    /// The slot of the cell at `index` in `row`: its columns' width by its row's height.
    func slot(ofCell index: Int, row: Int) -> CGSize { CGSize(width: cellWidth(cells[row][index].columns), height: rows[row]) }

    /// The distances between `count` tracks: `fixed`, or what the cells of each track (`cells`)
    /// ask of the next's along `axis`, their spacings joined as a stack joins its views'.
    private static func gaps(
        count: Int, fixed: CGFloat?, along axis: Axis, _ engine: LayoutEngine, cells: (Int) -> [NodeIndex]
    ) -> [CGFloat] {
        guard count > 1 else { return [] }
        if let fixed { return [CGFloat](repeating: fixed, count: count - 1) }
        let spacings = (0..<count).map { track -> ViewSpacing in
            let nodes = cells(track)
            guard let first = nodes.first else { return ViewSpacing() }
            return nodes.dropFirst().reduce(into: engine.spacing(of: first)) { $0.formUnion(engine.spacing(of: $1)) }
        }
        return (1..<count).map { spacings[$0 - 1].distance(to: spacings[$0], along: axis) }
    }

    /// Where the cells of `row` go, in the grid's coordinates.
    func cellPlacements(row: Int, _ engine: LayoutEngine) -> [Placement] {
        cells[row].indices.map { placement(ofCell: $0, row: row, engine) }
    }

    /// Where the cell at `index` in `row` goes, in the grid's coordinates: proposed its slot (its
    /// columns' width by its row's height), or what it was proposed in the solve when its answer
    /// there is its slot (as MetalUI saw SwiftUI's grid place cells), and anchored or aligned in it.
    func placement(ofCell index: Int, row: Int, _ engine: LayoutEngine) -> Placement {
        let cell = cells[row][index].node, columns = cells[row][index].columns
        let size = slot(ofCell: index, row: row)
        let corner = CGPoint(x: columns.lowerBound < columnStarts.count ? columnStarts[columns.lowerBound] : 0, y: rowStarts[row])
        let proposal = solveAnswers[row][index] == size ? solveProposals[row][index] : ProposedViewSize(size)
        let dimensions = engine.dimensions(of: cell, proposal)
        var origin: CGPoint
        if let anchor = Self.value(GridCellAnchor.self, cell, engine.tree) {
            origin = CGPoint(x: anchor.x * (size.width - dimensions.width), y: anchor.y * (size.height - dimensions.height))
        } else {
            let horizontal = columns.lowerBound < columnAlignments.count ? columnAlignments[columns.lowerBound] : nil
            let container = ViewDimensions(size: size)
            let h = horizontal ?? behavior.alignment.horizontal, v = rowAlignments[row] ?? behavior.alignment.vertical
            origin = CGPoint(x: container[h] - dimensions[h], y: container[v] - dimensions[v])
        }
        if !origin.x.isFinite { origin.x = 0 }
        if !origin.y.isFinite { origin.y = 0 }
        return Placement(child: cell, origin: CGPoint(x: corner.x + origin.x, y: corner.y + origin.y), proposal: proposal)
    }

    private static func value<K: LayoutValueKey>(_ key: K.Type, _ node: NodeIndex, _ tree: ResolvedTree) -> K.Value {
        tree[node].layoutValues[ObjectIdentifier(K.self)] as? K.Value ?? K.defaultValue
    }

    private static func sum(_ lengths: [CGFloat]) -> CGFloat {
        var total: CGFloat = 0
        for length in lengths { total += length }
        return total
    }

    private static func starts(_ lengths: [CGFloat], gaps: [CGFloat]) -> [CGFloat] {
        var position: CGFloat = 0
        return lengths.indices.map { index in
            defer { position += lengths[index] + (index < gaps.count ? gaps[index] : 0) }
            return position
        }
    }
}
