import Foundation

/// A split view in regular width: its visible columns side by side (or the leading ones over the
/// detail), each a ``NavigationStack`` of its own.
struct NavigationSplitColumns {
    var sidebar: AnyView
    var content: AnyView?
    var detail: AnyView
    var visibility: NavigationSplitViewVisibility
    typealias Body = Never

    /// A column: which one (0 sidebar, 1 content, 2 detail) and its view.
    private typealias Column = (kind: Int, view: AnyView)

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let style = context.environment.navigationSplitStyle
        var value = visibility.value
        if value == .automatic {
            // Chosen: iPadOS tiles the columns in landscape and shows the detail alone in portrait.
            value = resolver.host.window.width > resolver.host.window.height ? .all : .detailOnly
        }
        var leading: [Column] = []
        switch value {
        case .all, .automatic:
            leading = [(0, sidebar)] + (content.map { [(1, $0)] } ?? [])
        case .doubleColumn:
            leading = content.map { [(1, $0)] } ?? [(0, sidebar)]
        case .detailOnly:
            leading = []
        }
        let node = resolver.makeNode(EmptyNode(), context)
        var children: [NodeIndex] = []
        var widths: [CGFloat] = []
        // The prominent style draws the detail first, under the leading columns.
        let order: [Column] = style == .prominentDetail ? [(2, detail)] + leading : leading + [(2, detail)]
        for column in order {
            let box = NavigationSplitColumnWidth()
            var columnContext = context.content(of: node, part: column.kind)
            columnContext.environment.navigationSplitColumnWidth = box
            let view = column.view
            children.append(resolver.resolveSingle(NavigationStack { view }, columnContext, implicitStack: EmptyNode()))
            let standard = column.kind == 0 ? NavigationMetrics.sidebarWidth : NavigationMetrics.contentColumnWidth
            widths.append(column.kind == 2 ? 0 : box.width ?? standard)
        }
        resolver.tree[node].behavior = NavigationSplitViewNode(
            widths: widths, detailIndex: style == .prominentDetail ? 0 : order.count - 1,
            style: style, columns: order.map(\.kind))
        resolver.attach(children, to: node)
        nodes.append(node)
    }
}

extension NavigationSplitColumns: View, PrimitiveView {}

/// The node of a split view in regular width. The leading columns have their widths (320 points
/// each unless `navigationSplitViewColumnWidth` says otherwise; LayoutRules.md, "Split views") and
/// the split view's height; `.balanced` places them from the leading edge and gives the detail the
/// width left; `.prominentDetail` gives the detail the whole width and places the leading columns
/// over its leading side. The split view takes its whole proposal.
struct NavigationSplitViewNode: NodeBehavior {
    /// Each child's width; the detail's is ignored.
    var widths: [CGFloat]
    var detailIndex: Int
    var style: NavigationSplitStyleKind
    var columns: [Int]

    var kindName: String { "NavigationSplitView" }
    var dumpAttributes: [DumpAttribute] {
        let names = columns.map { ["sidebar", "content", "detail"][$0] }
        return [DumpAttribute("columns", names.joined(separator: ", ")), DumpAttribute("style", ".\(style)")]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        var placements: [Placement] = []
        var x: CGFloat = 0
        for (index, child) in children.enumerated() where index != detailIndex {
            let width = min(widths[index], max(size.width - x, 0))
            placements.append(
                Placement(child: child, origin: CGPoint(x: x, y: 0), proposal: ProposedViewSize(width: width, height: size.height)))
            x += width
        }
        let detailX = style == .prominentDetail ? 0 : x
        let detail = Placement(
            child: children[detailIndex], origin: CGPoint(x: detailX, y: 0),
            proposal: ProposedViewSize(width: max(size.width - detailX, 0), height: size.height))
        placements.insert(detail, at: detailIndex == 0 ? 0 : placements.count)
        return placements
    }
}

/// The width a column's root asked for with `navigationSplitViewColumnWidth`, written while the
/// column is resolved.
@MainActor
final class NavigationSplitColumnWidth {
    var width: CGFloat?
}

struct NavigationSplitColumnWidthKey: EnvironmentKey {
    static var defaultValue: NavigationSplitColumnWidth? { nil }
}

extension EnvironmentValues {
    /// Where a split-view column's width modifier writes, in regular width.
    var navigationSplitColumnWidth: NavigationSplitColumnWidth? {
        get { self[NavigationSplitColumnWidthKey.self] }
        set { self[NavigationSplitColumnWidthKey.self] = newValue }
    }
}

/// `navigationSplitViewColumnWidth`: writes the ideal width, clamped, to its column; makes no node.
struct NavigationSplitColumnWidthModifier: PrimitiveModifier {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
        let values = [min, ideal, max].compactMap { $0 }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            resolver.report(
                .invalidValue,
                "navigationSplitViewColumnWidth: widths must be finite and not negative "
                    + "(\(values.map { formatNumber($0) }.joined(separator: ", "))); the column keeps its width", context)
            return
        }
        var width = ideal
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        context.environment.navigationSplitColumnWidth?.width = width
    }
}
