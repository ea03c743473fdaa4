import Foundation

/// A container that arranges views in rows and columns, as SwiftUI's `Grid`: each ``GridRow`` is
/// a row, the n-th view of every row is in the n-th column, a column is as wide as its widest
/// cell and a row as tall as its tallest (see `GridArrangement` for how they share space). A
/// view in the grid that is not in a `GridRow` is a row of its own spanning every column.
public struct Grid<Content: View> {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public typealias Body = Never

    /// A grid; a `nil` spacing is the distance its cells ask for, as between a stack's views
    /// (text-aware, 8 between ordinary views): between two rows, what the upper row's cells ask
    /// below them and the lower row's above (``ViewSpacing``). Measured on iOS 18.4
    /// (element-hq/compound-ios's labels in a `Grid` at every Dynamic Type size: rows of body
    /// labels 10.8 apart at large, 29.5 at accessibility4, the body text's distance to a view
    /// below it).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        func spacing(_ value: CGFloat?, _ name: String) -> CGFloat {
            guard let value else { return GridArrangement.defaultSpacing }
            if value.isFinite { return value }
            resolver.report(.invalidValue, "Grid \(name) \(formatNumber(value)) is not finite; the default, 8, is used", context)
            return GridArrangement.defaultSpacing
        }
        let node = resolver.makeNode(
            GridNode(
                alignment: alignment, horizontalSpacing: spacing(horizontalSpacing, "horizontalSpacing"),
                verticalSpacing: spacing(verticalSpacing, "verticalSpacing"), columnGapsFollowCells: horizontalSpacing == nil,
                rowGapsFollowCells: verticalSpacing == nil), context)
        var contentContext = context.content(of: node)
        contentContext.isGridContent = true
        var children: [NodeIndex] = []
        resolver.resolve(content, contentContext, into: &children)
        resolver.attach(GridRowMark.rows(of: children, contentContext, resolver), to: node)
        nodes.append(node)
    }
}

/// A row of a ``Grid``, as SwiftUI's `GridRow`: each view is a cell, in the next column(s).
/// Outside a grid its views stand on their own, as a `Group`'s. A modifier applied to the row
/// applies to each cell, as a `Group`'s (Ole Begemann's gist 4a8b5fe49d53c79b34e22b3401872093:
/// `GridRow { … }.background { … }` "puts the background behind each cell individually"), so a
/// row still lays out as a row when it is modified or is the body of a view of its own.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content
    public typealias Body = Never

    /// A row whose cells are aligned vertically by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        guard context.isGridContent else {
            resolver.resolve(content, context, into: &nodes)
            return
        }
        // The cells go to the grid marked with their row; the grid makes the row's node
        // (`GridRowMark.rows`). Modifiers wrapping the row wrap each cell and keep the mark.
        var cells: [NodeIndex] = []
        let cellContext = context.content(of: context.parent ?? -1)
        resolver.resolve(content, cellContext, into: &cells)
        let mark = GridRowMark(row: context.identity, alignment: alignment)
        for cell in cells { resolver.tree[cell].layoutValues[ObjectIdentifier(GridRowMark.self)] = mark }
        nodes.append(contentsOf: cells)
    }
}

extension View {
    /// Makes this cell span `count` columns of its ``Grid``, as SwiftUI's `gridCellColumns(_:)`.
    /// A count below 1 is 1; one above 1,000 is 1,000 (chosen: a grid of `Int.max` columns could
    /// never be laid out).
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumns.self, value: min(max(1, count), 1_000))
    }

    /// Aligns the cells of this cell's column horizontally, as SwiftUI's
    /// `gridColumnAlignment(_:)`; read from the cells of the column's first row that sets it.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignment.self, value: guide)
    }

    /// Places this cell's `anchor` on the same point of its cell, as SwiftUI's
    /// `gridCellAnchor(_:)`, instead of aligning it.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchor.self, value: anchor)
    }

    /// Keeps this cell from widening its column or heightening its row along `axes` (it takes
    /// what the others make), as SwiftUI's `gridCellUnsizedAxes(_:)`.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxes.self, value: axes)
    }
}

struct GridCellColumns: LayoutValueKey { static let defaultValue = 1 }

/// The row a cell of a ``Grid`` belongs to: the identity of its ``GridRow`` and the row's
/// alignment. Kept as a layout value, which modifiers wrapping the cell keep.
struct GridRowMark {
    var row: Int
    var alignment: VerticalAlignment?

    /// `children` of a grid with each run of cells of one row gathered under a row node.
    @MainActor static func rows(of children: [NodeIndex], _ context: ResolveContext, _ resolver: Resolver) -> [NodeIndex] {
        func mark(_ node: NodeIndex) -> GridRowMark? {
            resolver.tree[node].layoutValues[ObjectIdentifier(GridRowMark.self)] as? GridRowMark
        }
        var rows: [NodeIndex] = []
        var index = 0
        while index < children.count {
            guard let first = mark(children[index]) else {
                rows.append(children[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < children.count, mark(children[end])?.row == first.row { end += 1 }
            var rowContext = context
            rowContext.identity = first.row
            let row = resolver.makeNode(GridRowNode(alignment: first.alignment), rowContext)
            resolver.attach(Array(children[index..<end]), to: row)
            rows.append(row)
            index = end
        }
        return rows
    }
}
struct GridColumnAlignment: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxes: LayoutValueKey { static let defaultValue: Axis.Set = [] }

/// The node of a ``Grid``: shares its proposal between columns and rows, and places the rows.
struct GridNode: NodeBehavior {
    var alignment: Alignment
    /// The spacing given, or 8 where the cells decide (the distance between ordinary views).
    var horizontalSpacing: CGFloat
    var verticalSpacing: CGFloat
    /// Whether the distance between columns (rows) is what their cells ask for: the spacing was
    /// left `nil`.
    var columnGapsFollowCells = false
    var rowGapsFollowCells = false

    var kindName: String { "Grid" }
    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute] = []
        if alignment != .center { attributes.append(DumpAttribute("alignment", "\(alignment)")) }
        if horizontalSpacing != GridArrangement.defaultSpacing {
            attributes.append(DumpAttribute("horizontalSpacing", formatNumber(horizontalSpacing)))
        }
        if verticalSpacing != GridArrangement.defaultSpacing {
            attributes.append(DumpAttribute("verticalSpacing", formatNumber(verticalSpacing)))
        }
        return attributes
    }

    func arrangement(_ node: NodeIndex, _ proposal: ProposedViewSize, _ engine: LayoutEngine) -> GridArrangement {
        GridArrangement(grid: node, self, proposal, engine)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        arrangement(node, proposal, engine).size
    }

    /// Rows are placed at their offsets with the grid's width and their height; a view that is
    /// not in a row is placed in its cell across every column. The arrangement made for the
    /// proposal the grid was placed with (which its size is; SwiftUI's grid solves once and then
    /// places: ``GridArrangement/solve(_:columnCount:columnGaps:rowGaps:proposal:_:)``) is kept
    /// for the rows to place their cells.
    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let arrangement = self.arrangement(node, proposal, engine)
        engine.layoutCaches[node] = Boxed(arrangement)
        return engine.tree[node].children.enumerated().map { row, child in
            if engine.tree[child].behavior is GridRowNode {
                return Placement(
                    child: child, origin: CGPoint(x: 0, y: arrangement.rowStarts[row]),
                    proposal: ProposedViewSize(width: size.width, height: arrangement.rows[row]))
            }
            return arrangement.placement(ofCell: 0, row: row, engine)
        }
    }
}

/// The node of a ``GridRow`` in a grid: as large as the grid places it, with its cells where the
/// grid's columns are.
struct GridRowNode: NodeBehavior {
    var alignment: VerticalAlignment?

    var kindName: String { "GridRow" }
    var dumpAttributes: [DumpAttribute] { alignment.map { [DumpAttribute("alignment", $0.description)] } ?? [] }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// The arrangement the grid holding row `node` was placed with, and the row's index in it.
    static func arrangement(ofRow node: NodeIndex, _ engine: LayoutEngine) -> (arrangement: GridArrangement, row: Int)? {
        let grid = engine.tree[node].parent
        guard grid >= 0, let arrangement = engine.layoutCaches[grid]?.value as? GridArrangement,
            let row = engine.tree[grid].children.firstIndex(of: node)
        else { return nil }
        return (arrangement, row)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        guard let (arrangement, row) = Self.arrangement(ofRow: node, engine) else { return [] }
        return arrangement.cellPlacements(row: row, engine).map { placement in
            var local = placement
            local.origin.y -= arrangement.rowStarts[row]
            return local
        }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Grid: View, PrimitiveView {}
extension GridRow: View, PrimitiveView {}
