import Foundation

/// A list: it lays out as its scroll view (greedy) and draws the style's ground behind it, out to
/// the edges of the safe area the scroll view shows (a form's grey reaches under the status bar).
struct ListNode: WrapperBehavior {
    var metrics: ListMetrics
    var showsGround: Bool
    var selection: ListSelection?
    /// Whether a `Form` made it.
    var isForm = false

    var kindName: String { isForm ? "Form" : "List" }

    var dumpAttributes: [DumpAttribute] {
        var attributes = isForm ? [] : [DumpAttribute("style", ".\(metrics.style)")]
        if !showsGround { attributes.append(DumpAttribute("scrollContentBackground", ".hidden")) }
        if let selection { attributes.append(DumpAttribute("selection", selection.describe())) }
        return attributes
    }
}

/// The stacked sections inside a list's scroll view, as wide as the list: the style's gap above
/// the first section, between sections and below the last (``ListMetrics/gap(spacing:previousHasFooter:nextHasHeader:)``).
struct ListContentNode: NodeBehavior {
    var metrics: ListMetrics
    /// The list-wide `listSectionSpacing`.
    var spacing: ListSectionSpacing?
    /// What the list made of its rows (see `ListContentNode+Lazy.swift`).
    var lazy: LazySummary?

    var kindName: String { "ListContent" }
    var dumpAttributes: [DumpAttribute] { lazy?.dumpAttributes ?? [] }

    private func section(_ node: NodeIndex, _ engine: LayoutEngine) -> ListSectionNode? {
        engine.tree[node].behavior as? ListSectionNode
    }

    /// The spacing a section asks for (its own, else `nil`).
    private func ownSpacing(_ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat? {
        (engine.tree[node].layoutValues[SectionSpacingWriter.key] as? ListSectionSpacing)?.length(metrics)
    }

    /// The space between sections `a` and `b`: each applies half its spacing; one without takes
    /// its neighbour's, and two without take the list's.
    private func gap(_ a: NodeIndex, _ b: NodeIndex, _ engine: LayoutEngine) -> CGFloat {
        let list = spacing?.length(metrics) ?? metrics.defaultSectionSpacing
        let ownA = ownSpacing(a, engine), ownB = ownSpacing(b, engine)
        let spacing = ((ownA ?? ownB ?? list) + (ownB ?? ownA ?? list)) / 2
        return metrics.gap(
            spacing: spacing, previousHasFooter: section(a, engine)?.hasFooter ?? false,
            nextHasHeader: section(b, engine)?.hasHeader ?? false)
    }

    /// Each section's top, and the total height, for `width`.
    private func stack(_ width: CGFloat?, _ node: NodeIndex, _ engine: LayoutEngine) -> (tops: [CGFloat], height: CGFloat) {
        let children = engine.tree[node].children
        guard let first = children.first else { return ([], 0) }
        var y = metrics.topGap(hasHeader: section(first, engine)?.hasHeader ?? false)
        var tops: [CGFloat] = []
        for (position, child) in children.enumerated() {
            if position > 0 { y += gap(children[position - 1], child, engine) }
            tops.append(y)
            y += engine.size(of: child, ProposedViewSize(width: width, height: nil)).height
        }
        return (tops, y + metrics.bottomGap)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        let width = proposal.width ?? engine.tree[node].children.map { engine.size(of: $0, .unspecified).width }.max() ?? 0
        return CGSize(width: width, height: stack(width, node, engine).height)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let tops = stack(size.width, node, engine).tops
        return zip(engine.tree[node].children, tops).map { child, top in
            Placement(child: child, origin: CGPoint(x: 0, y: top), proposal: ProposedViewSize(width: size.width, height: nil))
        }
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { ViewSpacing() }
}
