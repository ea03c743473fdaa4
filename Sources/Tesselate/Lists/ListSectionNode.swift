import Foundation

/// A section of a list: an optional header, its rows (``ListRowNode``s) as one card, an optional
/// footer. Rows outside any `Section` form sections of their own, without header or footer.
///
/// Layout: as wide as offered; the card is inset by the style's card margin and its rows are
/// stacked with no space between them. The header sits ``ListMetrics/headerGap`` above the card,
/// the footer ``ListMetrics/footerGap`` below it, both inset like the rows' content.
struct ListSectionNode: NodeBehavior {
    var metrics: ListMetrics
    var hasHeader: Bool
    var hasFooter: Bool
    /// Whether this section's last row is the last of the list (no separator under it, but in a
    /// plain list before iOS 26: ``ListMetrics/separatesListEnds``).
    var isLast = false
    /// Whether this section is the list's first (a plain list before iOS 26 draws a separator
    /// above its first row).
    var isFirst = false

    var kindName: String { "Section" }

    /// The rows among `children`.
    func rows(_ children: [NodeIndex]) -> ArraySlice<NodeIndex> {
        children[(hasHeader ? 1 : 0)..<(children.count - (hasFooter ? 1 : 0))]
    }

    private func cardWidth(_ width: CGFloat) -> CGFloat { max(0, width - 2 * metrics.cardMargin) }
    private func labelProposal(_ width: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: max(0, cardWidth(width) - 2 * metrics.margin), height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        let children = engine.tree[node].children.array
        let width = proposal.width ?? idealWidth(node, engine)
        var height: CGFloat = 0
        if hasHeader, let header = children.first { height += engine.size(of: header, labelProposal(width)).height + metrics.headerGap }
        height += rowHeights(rows(children), width: cardWidth(width), engine).reduce(0, +)
        if hasFooter, let footer = children.last { height += ListMetrics.footerGap + engine.size(of: footer, labelProposal(width)).height }
        return CGSize(width: width, height: height)
    }

    /// The width of the widest row or label at its ideal size, with the margins.
    private func idealWidth(_ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat {
        let children = engine.tree[node].children
        var width: CGFloat = 0
        for (position, child) in children.enumerated() {
            let isLabel = (hasHeader && position == 0) || (hasFooter && position == children.count - 1)
            width = max(width, engine.size(of: child, .unspecified).width + (isLabel ? 2 * metrics.margin : 0))
        }
        return width + 2 * metrics.cardMargin
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children.array
        var placements: [Placement] = []
        var y: CGFloat = 0
        let labelX = metrics.cardMargin + metrics.margin
        if hasHeader, let header = children.first {
            let labelProposal = labelProposal(size.width)
            placements.append(Placement(child: header, origin: CGPoint(x: labelX, y: 0), proposal: labelProposal))
            y += engine.size(of: header, labelProposal).height + metrics.headerGap
        }
        let rows = rows(children)
        for (row, height) in zip(rows, rowHeights(rows, width: cardWidth(size.width), engine)) {
            // A placeholder for rows not made is proposed its estimated height.
            let rowProposal = ProposedViewSize(width: cardWidth(size.width), height: engine.lazyPlaceholder(row) == nil ? nil : height)
            placements.append(Placement(child: row, origin: CGPoint(x: metrics.cardMargin, y: y), proposal: rowProposal))
            y += height
        }
        if hasFooter, let footer = children.last {
            placements.append(
                Placement(child: footer, origin: CGPoint(x: labelX, y: y + ListMetrics.footerGap), proposal: labelProposal(size.width)))
        }
        return placements
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { ViewSpacing() }
}
