import Foundation

/// A row of a list: the row's view inset by the row insets, at least the minimum row height tall,
/// its content leading and centred vertically; a `listRowBackground` fills the row behind it.
///
/// Children: the row's view, then its background if it has one. The row takes the width it is
/// offered (the card's); its content is proposed that width less the insets and no height, then
/// placed with the row's height less the insets, so greedy content fills the row.
struct ListRowNode: NodeBehavior {
    var insets: EdgeInsets
    var minHeight: CGFloat
    var hasBackground: Bool
    var separatorTop: Visibility
    var separatorBottom: Visibility
    var separatorTint: Color?
    var hasSwipeActions: Bool
    var canDelete: Bool

    var kindName: String { "ListRow" }

    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute] = []
        if separatorTop == .hidden || separatorBottom == .hidden {
            attributes.append(
                DumpAttribute(
                    "separator", separatorTop == separatorBottom ? ".hidden" : separatorTop == .hidden ? ".hidden top" : ".hidden bottom"))
        }
        if hasSwipeActions { attributes.append(DumpAttribute("swipeActions")) }
        if canDelete { attributes.append(DumpAttribute("onDelete")) }
        return attributes
    }

    private func contentProposal(width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        let content = engine.size(of: engine.tree[node].children[0], contentProposal(width: proposal.width))
        return CGSize(width: proposal.width ?? content.width + insets.horizontal, height: max(minHeight, content.height + insets.vertical))
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        let contentProposal = ProposedViewSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        let content = engine.size(of: children[0], contentProposal)
        var placements = [
            Placement(
                child: children[0],
                origin: CGPoint(x: insets.leading, y: insets.top + (size.height - insets.vertical - content.height) / 2),
                proposal: contentProposal)
        ]
        if hasBackground, children.count > 1 {
            placements.append(Placement(child: children[1], origin: .zero, proposal: ProposedViewSize(size)))
        }
        return placements
    }

    /// Rows space themselves by the list, not by preference.
    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { ViewSpacing() }
}

extension Resolver {
    /// Wraps the view `node` in a list row with the traits it carries, resolving its
    /// `listRowBackground` as the row's second child.
    func makeListRow(_ node: NodeIndex, metrics: ListMetrics, _ context: ResolveContext) -> NodeIndex {
        // The rows a lazy list did not make stay one placeholder (the section sizes it).
        if tree.lazyPlaceholder(node) != nil { return node }
        let traits = tree[node].listRowTraits
        let row = makeNode(
            ListRowNode(
                insets: traits.insets ?? metrics.rowInsets, minHeight: metrics.minRowHeight,
                hasBackground: traits.background != nil, separatorTop: traits.separatorTop,
                separatorBottom: traits.separatorBottom, separatorTint: traits.separatorTint,
                hasSwipeActions: traits.hasSwipeActions, canDelete: traits.delete != nil), context)
        var children = [node]
        if let background = traits.background {
            var backgroundContext = context.content(of: row, part: 1)
            backgroundContext.identity = ResolveContext.derived(from: tree[node].identity, .type(ObjectIdentifier(ListRowNode.self)))
            children.append(resolveSingle(background, backgroundContext, implicitStack: LayoutBehavior(layout: ZStackLayout())))
        }
        attach(children, to: row)
        adoptTraits(of: node, into: row)
        return row
    }
}
