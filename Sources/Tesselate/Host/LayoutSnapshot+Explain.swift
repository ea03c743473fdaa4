import Foundation

/// A node behavior that can tell whether an app's own `Layout` places its children, for the
/// testing library's explanations of a layout (`explain` in TesselateTesting).
@MainActor
protocol CustomLayoutReporting {
    /// Whether the layout is one the app declares, not one of the library's (stacks, grids, …).
    var isCustomLayout: Bool { get }
}

extension LayoutBehavior: CustomLayoutReporting {
    var isCustomLayout: Bool { !(layout is any NamedLayout) }
}

extension LayoutSnapshot {
    /// Whether `node` is laid out by a `Layout` the app declares (its kind is the layout's type
    /// name), rather than by one of the library's views.
    package func isCustomLayout(_ node: Int) -> Bool {
        guard isValid(node) else { return false }
        return (tree[node].behavior as? any CustomLayoutReporting)?.isCustomLayout ?? false
    }

    /// Whether `node` has `ignoresSafeArea` applied (placing extends it into the safe area its
    /// frame reaches).
    package func ignoresSafeArea(_ node: Int) -> Bool { isValid(node) && tree[node].ignoresSafeArea }
}

/// What an explanation of a container's layout reads of it, beyond its frames: the numbers its
/// rule used (`explain` in TesselateTesting).
package enum ContainerFacts {
    /// A list row: the insets around its content and its least height.
    case listRow(insets: EdgeInsets, minHeight: CGFloat)
    /// A list's section: the margin of its card, and the gaps to its header and footer.
    case listSection(cardMargin: CGFloat, headerGap: CGFloat, footerGap: CGFloat)
    /// A lazy grid's columns (or rows).
    case lazyGrid(items: [GridItem])
    /// A grid's columns' widths and rows' heights.
    case grid(columns: [CGFloat], rows: [CGFloat])
    /// A grid row's cells' slots: each its columns' width by the row's height.
    case gridRow(slots: [CGSize])
    /// A navigation stack: the bar's height above the page (0 without one), how far it rises into
    /// the safe area, and the bottom toolbar's height.
    case navigationStack(barHeight: CGFloat, barRise: CGFloat, bottomHeight: CGFloat)
}

extension LayoutSnapshot {
    /// The facts of `node`'s rule, when it is a list row or section, a grid, a grid row, a lazy grid
    /// or a navigation stack.
    package func containerFacts(of node: Int) -> ContainerFacts? {
        guard isValid(node) else { return nil }
        switch tree[node].behavior {
        case let row as ListRowNode: return .listRow(insets: row.insets, minHeight: row.minHeight)
        case let section as ListSectionNode:
            return .listSection(
                cardMargin: section.metrics.cardMargin, headerGap: section.metrics.headerGap, footerGap: ListMetrics.footerGap)
        case let stack as NavigationStackNode:
            return .navigationStack(barHeight: stack.hasBar ? stack.barHeight : 0, barRise: stack.barRise, bottomHeight: stack.bottomHeight)
        case let behavior as LayoutBehavior<LazyGridLayout>: return .lazyGrid(items: behavior.layout.items)
        case is GridNode:
            guard let arrangement = engine.layoutCaches[node]?.value as? GridArrangement else { return nil }
            return .grid(columns: arrangement.columns, rows: arrangement.rows)
        case is GridRowNode:
            guard let (arrangement, row) = GridRowNode.arrangement(ofRow: node, engine) else { return nil }
            return .gridRow(slots: arrangement.cells[row].indices.map { arrangement.slot(ofCell: $0, row: row) })
        default: return nil
        }
    }
}
