import Foundation

// Where a bar's leading and trailing items stand: each in a slot as wide as its content, or on
// iOS 26 as wide as its glass (see `NavigationBarGlass`).

extension NavigationBarNode {
    /// The width an item takes in the bar: its content (less its buttons' outer insets, which
    /// overhang it: ``NavigationMetrics/barButtonInset(os:)``), in its glass on iOS 26 (padded by
    /// `itemPadding`, or a circle when it shows no text) unless its glass is hidden.
    func slotWidth(_ index: Int, _ width: CGFloat) -> CGFloat {
        let width = buttonItems.contains(index) ? max(width - 2 * buttonInset, 0) : width
        guard itemPadding > 0, !bareItems.contains(index) else { return width }
        return textlessItems.contains(index) ? max(width, NavigationMetrics.glassCircle) : width + 2 * itemPadding
    }

    /// Where an item stands in the bar: from `x`, `width` wide (its glass on iOS 26), its content
    /// `contentWidth` wide and proposed `proposal`.
    struct Slot {
        var index: Int
        var x: CGFloat
        var width: CGFloat
        var contentWidth: CGFloat
        var proposal: ProposedViewSize
    }

    /// The slots of the leading items (the back button first; in order) and of the trailing ones
    /// (the last item outermost), and where each side ends.
    func sideSlots(_ node: NodeIndex, size: CGSize, _ engine: LayoutEngine) -> (slots: [Slot], leadingEnd: CGFloat, trailingStart: CGFloat)
    {
        let children = engine.tree[node].children
        let itemProposal = ProposedViewSize(width: nil, height: rowHeight)
        let spacing = isBottom ? NavigationMetrics.bottomItemSpacing : itemSpacing
        let sideMargin = isBottom ? margin : itemMargin
        var leadingEnd = sideMargin - spacing
        var trailingStart = size.width - sideMargin + spacing
        var slots: [Slot] = []
        var gap = spacing
        for (index, part) in parts.enumerated() where part == .back || part == .leading || part == .bottom {
            let x = part == .back ? NavigationMetrics.backButtonInset : leadingEnd + gap
            gap = part == .back ? NavigationMetrics.backButtonSpacing : spacing
            let proposal =
                part == .bottom ? ProposedViewSize(width: max(size.width - margin - x, 0), height: rowHeight) : itemProposal
            let width = engine.size(of: children[index], proposal).width
            let slot = part == .leading ? slotWidth(index, width) : width
            slots.append(Slot(index: index, x: x, width: slot, contentWidth: width, proposal: proposal))
            leadingEnd = x + slot
        }
        for (index, part) in parts.enumerated().reversed() where part == .trailing {
            let width = engine.size(of: children[index], itemProposal).width
            let slot = slotWidth(index, width)
            trailingStart -= spacing + slot
            slots.append(Slot(index: index, x: trailingStart, width: slot, contentWidth: width, proposal: itemProposal))
        }
        return (slots, leadingEnd, trailingStart)
    }
}
