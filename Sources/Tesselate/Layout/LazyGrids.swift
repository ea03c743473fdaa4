import Foundation

/// A grid that grows vertically, as SwiftUI's `LazyVGrid`: its `columns` share the width (see
/// ``GridItem``), the views fill the columns row by row, and each row is as tall as its tallest
/// cell. Inside a vertical scroll view only the rows of cells near the visible region are made
/// (LayoutRules.md, "Lazy containers in scroll views"); elsewhere every view is made.
public struct LazyVGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content
    public typealias Body = Never

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveLazyContainer(layout.validated(resolver, context), content, context, into: &nodes)
    }
}

/// A grid that grows horizontally, as SwiftUI's `LazyHGrid`: its `rows` share the height, the
/// views fill the rows column by column, and each column is as wide as its widest cell.
public struct LazyHGrid<Content: View> {
    let layout: LazyGridLayout
    let content: Content
    public typealias Body = Never

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveLazyContainer(layout.validated(resolver, context), content, context, into: &nodes)
    }
}

/// The layout of the lazy grids. `axis` is the axis the grid grows along (vertical for a
/// `LazyVGrid`); the items are tracks across it (columns of a `LazyVGrid`).
///
/// Sizing: the tracks share the proposal across the axis (``GridItem/tracks(_:in:)``); each cell
/// is proposed its track's length across and `nil` along the axis, and each line (a row of a
/// `LazyVGrid`) is as long as its longest cell; lines are `spacing` apart (8 when `nil`). The grid
/// is as wide as its tracks and their spacing, which can be more than it was offered. Placing
/// shares the grid's own final length again (SwiftUI's second pass, objc.io "SwiftUI's Grid
/// Views"), and each cell is aligned in its cell by its item's alignment or the grid's (centre
/// by default) at the size it chose.
struct LazyGridLayout: Layout, NamedLayout, LazyContainerLayout {
    var axis: Axis
    var items: [GridItem]
    var alignment: Alignment
    var spacing: CGFloat?
    /// What was made, when the grid is lazy (in a scroll view along its axis).
    var lazy: LazySummary?

    var lazyAxis: Axis { axis }
    func elementsPerLine(across length: CGFloat?) -> Int { max(1, GridItem.tracks(items, in: length).count) }

    private var across: Axis { axis.other }
    private var lineSpacing: CGFloat { spacing ?? GridItem.defaultSpacing }

    /// The grid with its items' unusable values reported and replaced.
    @MainActor func validated(_ resolver: Resolver, _ context: ResolveContext) -> LazyGridLayout {
        var copy = self
        for index in items.indices {
            let (item, problem) = items[index].validated()
            copy.items[index] = item
            if let problem { resolver.report(.invalidValue, problem, context) }
        }
        if items.isEmpty { resolver.report(.invalidValue, "a lazy grid with no GridItem lays its views out in one track", context) }
        if let spacing, !spacing.isFinite {
            resolver.report(.invalidValue, "grid spacing \(formatNumber(spacing)) is not finite; the default, 8, is used", context)
            copy.spacing = nil
        }
        if copy.items.isEmpty { copy.items = [GridItem()] }
        return copy
    }

    struct Arrangement {
        var tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)]
        /// Each cell's track and line, and each line's length along the axis.
        var cells: [(track: Int, line: Int)] = []
        var lines: [CGFloat] = []
        var size: CGSize = .zero
    }

    func arrangement(_ subviews: Subviews, across length: CGFloat?) -> Arrangement {
        var result = Arrangement(tracks: GridItem.tracks(items, in: length))
        let count = result.tracks.count
        for (index, subview) in subviews.enumerated() {
            let track = index % count, line = index / count
            if track == 0 { result.lines.append(0) }
            let cell = subview.sizeThatFits(ProposedViewSize(along: across, result.tracks[track].length, cross: nil))
            result.lines[line] = max(result.lines[line], cell[axis])
            result.cells.append((track, line))
        }
        let width = GridItem.totalLength(result.tracks)
        var lines: CGFloat = 0
        for line in result.lines { lines += line }
        let height = lines + lineSpacing * CGFloat(max(0, result.lines.count - 1))
        result.size = CGSize(along: axis, height, cross: width)
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if lazy?.isPartial == true { return estimatedArrangement(subviews, across: proposal[across]).size }
        return arrangement(subviews, across: proposal[across]).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if lazy?.isPartial == true { return placeEstimating(in: bounds, subviews) }
        let result = arrangement(subviews, across: bounds.size[across])
        var trackStarts: [CGFloat] = [], lineStarts: [CGFloat] = []
        var position: CGFloat = 0
        for track in result.tracks {
            trackStarts.append(position)
            position += track.length + track.spacing
        }
        position = 0
        for line in result.lines {
            lineStarts.append(position)
            position += line + lineSpacing
        }
        for (subview, cell) in zip(subviews, result.cells) {
            let track = result.tracks[cell.track]
            let cellSize = CGSize(along: axis, result.lines[cell.line], cross: track.length)
            let proposal = ProposedViewSize(along: across, track.length, cross: nil)
            let dimensions = subview.dimensions(in: proposal)
            let container = ViewDimensions(size: cellSize), guide = track.alignment ?? alignment
            var origin = CGPoint(
                x: container[guide.horizontal] - dimensions[guide.horizontal],
                y: container[guide.vertical] - dimensions[guide.vertical])
            origin[axis] += lineStarts[cell.line]
            origin[across] += trackStarts[cell.track]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }

    var kindName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    var dumpAttributes: [DumpAttribute] {
        var attributes = [DumpAttribute(axis == .vertical ? "columns" : "rows", "\(items.count)")]
        if let spacing { attributes.append(DumpAttribute("spacing", formatNumber(spacing))) }
        return attributes + (lazy?.dumpAttributes ?? [])
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension LazyVGrid: View, PrimitiveView {}
extension LazyHGrid: View, PrimitiveView {}
