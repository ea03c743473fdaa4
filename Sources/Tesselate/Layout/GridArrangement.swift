import Foundation

/// How a ``Grid`` shares its proposal between columns and rows, and where its cells go.
///
/// SwiftUI documents the outcome, not the algorithm: a column is as wide as its widest cell and
/// a row as tall as its tallest. A finite width is shared cell by cell as SwiftUI's grid was
/// measured to share it (``columnWidths(_:count:gaps:sharing:height:_:)``), a cell spanning
/// several columns widening them when it needs more; the axes a cell marks with
/// `gridCellUnsizedAxes` do not count. Rows are shared
/// as a stack shares its length (each row one child whose minimum, ideal and maximum are the
/// largest of its cells' at their columns' width; least flexible first, each offered what is
/// left divided by those left), a row taking the offer within its bounds (a cell's height
/// seldom depends on the height offered, and a lazy stack's does on what it has made so far:
/// unmeasured). A `nil` proposal gives every column (row) its ideal. Cells are proposed their
/// cell's size when placed, and aligned in it by `gridCellAnchor`, else the column's
/// `gridColumnAlignment` and the row's alignment, else the grid's.
@MainActor
struct GridArrangement {
    /// The distance between ordinary columns and rows, and between all of them when a spacing is
    /// not finite (iOS's default stack spacing).
    static let defaultSpacing: CGFloat = 8

    struct Cell {
        var node: NodeIndex
        var columns: Range<Int>
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
    var size: CGSize = .zero

    init(grid: NodeIndex, _ behavior: GridNode, _ proposal: ProposedViewSize, _ engine: LayoutEngine) {
        self.behavior = behavior
        let tree = engine.tree
        var columnCount = 0
        for child in tree[grid].children {
            if let row = tree[child].behavior as? GridRowNode {
                var column = 0
                cells.append(
                    tree[child].children.map { cell in
                        let span = max(1, tree[cell].layoutValues[ObjectIdentifier(GridCellColumns.self)] as? Int ?? 1)
                        defer { column += span }
                        return Cell(node: cell, columns: column..<(column + span))
                    })
                columnCount = max(columnCount, column)
                rowAlignments.append(row.alignment)
            } else {
                cells.append([Cell(node: child, columns: 0..<0)])
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
        // Columns: the cells that size their columns horizontally.
        let sizingCells = cells.joined().compactMap { cell -> Cell? in
            let columns = cell.columns.clamped(to: 0..<columnCount)
            guard !columns.isEmpty, !Self.value(GridCellUnsizedAxes.self, cell.node, tree).contains(.horizontal) else { return nil }
            return Cell(node: cell.node, columns: columns)
        }
        // The cells in each column (a spanning cell in each of its columns), gathered once.
        var columnCells = [[NodeIndex]](repeating: [], count: behavior.columnGapsFollowCells ? columnCount : 0)
        for cell in cells.joined() where !columnCells.isEmpty {
            for column in cell.columns.clamped(to: 0..<columnCount) { columnCells[column].append(cell.node) }
        }
        columnGaps = Self.gaps(
            count: columnCount, fixed: behavior.columnGapsFollowCells ? nil : behavior.horizontalSpacing, along: .horizontal, engine
        ) { columnCells[$0] }
        let hSpacing = columnGaps.reduce(0, +)
        columns = Self.columnWidths(
            sizingCells, count: columnCount, gaps: columnGaps, sharing: proposal.width.map { $0 - hSpacing }, height: proposal.height,
            engine)
        columnStarts = Self.starts(columns, gaps: columnGaps)
        // Rows: each cell proposed its cell's width.
        var minimum = [CGFloat](repeating: 0, count: cells.count)
        var ideal = minimum
        var maximum = minimum
        for (row, rowCells) in cells.enumerated() {
            for cell in rowCells where !Self.value(GridCellUnsizedAxes.self, cell.node, tree).contains(.vertical) {
                let width = cellWidth(cell.columns)
                minimum[row] = max(minimum[row], engine.size(of: cell.node, ProposedViewSize(width: width, height: 0)).height)
                ideal[row] = max(ideal[row], engine.size(of: cell.node, ProposedViewSize(width: width, height: nil)).height)
                maximum[row] = max(maximum[row], engine.size(of: cell.node, ProposedViewSize(width: width, height: .infinity)).height)
            }
        }
        rowGaps = Self.gaps(
            count: cells.count, fixed: behavior.rowGapsFollowCells ? nil : behavior.verticalSpacing, along: .vertical, engine
        ) {
            row in cells[row].map(\.node)
        }
        let vSpacing = rowGaps.reduce(0, +)
        rows = proposal.height.map { Self.share($0 - vSpacing, minimum, maximum) } ?? ideal
        rowStarts = Self.starts(rows, gaps: rowGaps)
        size = CGSize(width: columns.reduce(0, +) + hSpacing, height: rows.reduce(0, +) + vSpacing)
    }

    /// The width of a cell over `columns`, with the spacing between them.
    func cellWidth(_ columns: Range<Int>) -> CGFloat {
        let spanned = columns.clamped(to: 0..<self.columns.count)
        guard !spanned.isEmpty else { return 0 }
        return self.columns[spanned].reduce(0, +) + columnGaps[spanned.dropLast()].reduce(0, +)
    }

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
        cells[row].map { placement(ofCell: $0.node, row: row, columns: $0.columns, engine) }
    }

    /// Where `cell` goes, in the grid's coordinates: proposed its cell's size, and anchored or
    /// aligned in it.
    func placement(ofCell cell: NodeIndex, row: Int, columns: Range<Int>, _ engine: LayoutEngine) -> Placement {
        let size = CGSize(width: cellWidth(columns), height: rows[row])
        let corner = CGPoint(x: columns.lowerBound < columnStarts.count ? columnStarts[columns.lowerBound] : 0, y: rowStarts[row])
        let proposal = ProposedViewSize(size)
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

    /// Shares `total` between rows as a stack shares its length (one priority group): least
    /// flexible first, each offered what is left divided by the rows left and taking it within
    /// its bounds. An infinite total stays infinite.
    static func share(_ total: CGFloat, _ minimum: [CGFloat], _ maximum: [CGFloat]) -> [CGFloat] {
        let order = minimum.indices.sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
        var lengths = minimum, remaining = max(0, total), left = order.count
        for index in order {
            let offer = remaining.isFinite ? remaining / CGFloat(left) : .infinity
            lengths[index] = min(max(offer, minimum[index]), maximum[index])
            if remaining.isFinite { remaining = max(0, remaining - lengths[index]) }
            left -= 1
        }
        return lengths
    }

    private static func starts(_ lengths: [CGFloat], gaps: [CGFloat]) -> [CGFloat] {
        var position: CGFloat = 0
        return lengths.indices.map { index in
            defer { position += lengths[index] + (index < gaps.count ? gaps[index] : 0) }
            return position
        }
    }
}
