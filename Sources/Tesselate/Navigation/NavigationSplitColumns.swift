import Foundation

/// A split view in regular width: its visible columns side by side (or the leading ones over the
/// detail), each a ``NavigationStack`` of its own. A link in a leading column shows its
/// destination in the next column (SwiftUI's `NavigationView` documentation: "on iPadOS … the
/// destination content appears in the next column"), replacing what an earlier link showed there.
struct NavigationSplitColumns {
    var sidebar: AnyView
    var content: AnyView?
    var detail: AnyView
    var visibility: NavigationSplitViewVisibility
    var model: NavigationSplitModel
    /// Counts the links shown in a next column: the state whose change updates the view.
    var linkCount: Binding<Int>
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
        // A link in a leading column shows its destination in the next column.
        let next: [Int: Int] = [0: content == nil ? 2 : 1, 1: 2]
        for column in order {
            let box = NavigationSplitColumnWidth()
            var columnContext = context.content(of: node, part: column.kind)
            columnContext.environment.navigationSplitColumnWidth = box
            if let target = next[column.kind] {
                // A selectable list's value links select (the next column shows the selection).
                columnContext.environment.navigationSplitColumn = NavigationSplitColumnContext(
                    model: model, column: column.kind, collapsed: false)
                let model = self.model, linkCount = self.linkCount
                columnContext.environment.navigationColumnTarget = NavigationColumnTarget { view in
                    linkCount.wrappedValue += 1
                    model.linked[target] = AnyView(view.id(linkCount.wrappedValue))
                    // What the next column showed from an earlier link is replaced; so is the
                    // column after it.
                    if target == 1 { model.linked[2] = nil }
                }
            }
            if column.kind == 0 { columnContext.environment.automaticListStyle = .sidebar }
            let view = model.linked[column.kind] ?? column.view
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
        if let column = context.environment.navigationSplitColumnWidth {
            column.width = width
            resolver.noteNonLocalWrite()
        }
    }
}

/// Where the links of a split view's leading column show their destinations: the next column.
/// The column's stack hands its pushes here instead of pushing.
struct NavigationColumnTarget {
    var show: @MainActor (AnyView) -> Void
}

struct NavigationColumnTargetKey: EnvironmentKey { static var defaultValue: NavigationColumnTarget? { nil } }

extension EnvironmentValues {
    /// For the stack of a split view's leading column: where its links show their destinations.
    var navigationColumnTarget: NavigationColumnTarget? {
        get { self[NavigationColumnTargetKey.self] }
        set { self[NavigationColumnTargetKey.self] = newValue }
    }
}
