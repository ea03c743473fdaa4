import Foundation

// What lists draw (``DrawingNode``): the ground, each section's card with its rows and
// separators, and row backgrounds.

extension ListNode: DrawingNode {
    /// The style's ground over what the scroll view shows, then the list.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.children(of: node)
        guard showsGround, let scroll = builder.tree[node].children.first,
            let scrollView = builder.tree[scroll].behavior as? ScrollViewNode, let scrollFrame = builder.engine.frames[scroll]
        else {
            return children
        }
        let ground = scrollView.visibleRect(scroll, frame: scrollFrame, builder.engine)
        return [.shape(path: Path(ground), fill: .color(metrics.ground), frame: ground)] + children
    }
}

extension ListRowNode: DrawingNode {
    /// The row's background (if it has one), then its content.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.tree[node].children
        let content = builder.items(of: children[0])
        guard hasBackground, children.count > 1 else { return content }
        return builder.items(of: children[1]) + content
    }
}

extension ListSectionNode: DrawingNode {
    /// The header, the card (its background, rows and separators, clipped to its corners) and
    /// the footer.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.tree[node].children.array
        let rows = Array(rows(children))
        var items: [DrawItem] = []
        if hasHeader, let header = children.first { items += builder.items(of: header) }
        if let first = rows.first.flatMap({ builder.engine.frames[$0] }), let last = rows.last.flatMap({ builder.engine.frames[$0] }) {
            let card = CGRect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
            let shape = metrics.cornerRadius > 0 ? Path(roundedRect: card, cornerRadius: metrics.cornerRadius) : Path(card)
            var cardItems: [DrawItem] = [.shape(path: shape, fill: .color(ListMetrics.cardBackground), frame: card)]
            for row in rows { cardItems += builder.items(of: row) }
            cardItems += separators(rows, card: card, section: node, builder)
            items.append(.group(DrawGroup(node: node, clip: metrics.cornerRadius > 0 ? shape : nil, items: cardItems)))
            if metrics.hasSectionBorders { items += borders(card, builder) }
        }
        if hasFooter, let footer = children.last { items += builder.items(of: footer) }
        return items
    }

    /// A line in the bottom of each row that has one: from the row content's leading edge (or
    /// its `listRowSeparatorLeading` guide) to the card's trailing edge (or its
    /// `listRowSeparatorTrailing` guide). To iOS 18 a hairline; on iOS 26 a 1-point line
    /// (232, 232, 232 on white) that ends at the content's trailing edge (measured: 3 pixels from
    /// 32 to 358 in a 358-point card at 16, iOS 26.1, home-assistant/iOS's list picker, and
    /// StanfordSpezi/SpeziViews' option picker). A row hides it with `listRowSeparator(.hidden)`,
    /// and the next row with `listRowSeparator(.hidden, edges: .top)`. A plain list's line that
    /// reaches the card's end runs on through the safe area there to the window's edge, as
    /// UIKit's separators do (iOS 18.4, element-hq/compound-ios's searchable list with a 1-point
    /// safe area on each side: 17…375 on a 375-point window; UseYourLoaf's "Safe Area Insets"
    /// on iOS 11: "all the way to the trailing edge", into an iPhone X's landscape inset).
    private func separators(_ rows: [NodeIndex], card: CGRect, section: NodeIndex, _ builder: DrawListBuilder) -> [DrawItem] {
        guard metrics.showsSeparators else { return [] }
        let isIOS26 = metrics.os >= .iOS26
        let thickness = isIOS26 ? 1 : 1 / builder.engine.rounding.scale
        var items: [DrawItem] = []
        // A plain list's card reaching the list's trailing edge: the safe area there.
        var runOn: CGFloat = 0
        var list = builder.tree[section].parent
        while list >= 0, !(builder.tree[list].behavior is ListNode) { list = builder.tree[list].parent }
        if metrics.style == .plain, list >= 0, let frame = builder.engine.frames[list], card.maxX >= frame.maxX - 0.001 {
            runOn = builder.engine.safeAreaInsets(of: list).trailing
        }
        /// The line across a row's `span` from `y` down, in the row's tint or the release's colour.
        func line(_ span: ClosedRange<CGFloat>, y: CGFloat, tint: Color?) -> DrawItem {
            let end = span.upperBound >= card.maxX ? card.maxX + runOn : span.upperBound
            let line = CGRect(x: span.lowerBound, y: y, width: end - span.lowerBound, height: thickness)
            return .shape(
                path: Path(line), fill: .color(tint ?? (isIOS26 ? ListMetrics.iOS26SeparatorColor : ListMetrics.separatorColor)),
                frame: line)
        }
        if isFirst && !hasHeader && metrics.separatesListEnds, let first = rows.first,
            let behavior = builder.tree[first].behavior as? ListRowNode, behavior.separatorTop != .hidden,
            let frame = builder.engine.frames[first], let span = separatorSpan(first, card: card, toContentEnd: isIOS26, builder.engine)
        {
            // A plain list's line above its first row (``ListMetrics/separatesListEnds``).
            items.append(line(span, y: frame.minY, tint: behavior.separatorTint))
        }
        for (position, row) in rows.enumerated() {
            let isLastRow = position == rows.count - 1
            if isLastRow && (!metrics.separatesLastRow || isLast && !metrics.separatesListEnds) { continue }
            guard let behavior = builder.tree[row].behavior as? ListRowNode, behavior.separatorBottom != .hidden,
                let frame = builder.engine.frames[row]
            else { continue }
            if !isLastRow, (builder.tree[rows[position + 1]].behavior as? ListRowNode)?.separatorTop == .hidden { continue }
            guard let span = separatorSpan(row, card: card, toContentEnd: isIOS26, builder.engine) else { continue }
            items.append(line(span, y: frame.maxY - thickness, tint: behavior.separatorTint))
        }
        return items
    }

    /// A grouped section's full-width hairlines above and below its card.
    private func borders(_ card: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let pixel = 1 / builder.engine.rounding.scale
        return [
            CGRect(x: card.minX, y: card.minY, width: card.width, height: pixel),
            CGRect(x: card.minX, y: card.maxY - pixel, width: card.width, height: pixel),
        ].map {
            .shape(path: Path($0), fill: .color(ListMetrics.separatorColor), frame: $0)
        }
    }
}
