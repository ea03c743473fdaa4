import Foundation

extension TabViewNode: DrawingNode {
    /// The selected tab, then its bar: the bar's background (the bar material, down to the
    /// window's bottom edge, with a hairline on top) shows only while content is under the bar —
    /// a scroll view of the tab whose content continues below the bar's top edge — as iOS 15 and
    /// later draw a tab bar (transparent at the scroll edge: nothing drawn at rest, as
    /// martinomamic/RSSReader's iOS 18.4 tab bars show). Then the items. Page dots draw no
    /// background.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.tree[node].children.array
        guard let page = children.first else { return [] }
        var items = builder.items(of: page)
        guard children.count > 1, hasBar, style == .automatic, let bar = builder.engine.frames[children[1]] else {
            return items + children.dropFirst().flatMap { builder.items(of: $0) }
        }
        if TabViewNode.hasContent(under: bar.minY, in: page, builder) {
            // The background reaches past the home indicator's safe edge to the screen's bottom.
            let background = CGRect(x: frame.minX, y: bar.minY, width: frame.width, height: bar.height + 100)
            let hairline = CGRect(x: frame.minX, y: bar.minY - 1.0 / 3, width: frame.width, height: 1.0 / 3)
            items.append(.shape(path: Path(background), fill: .color(Material.bar.representativeColor), frame: background))
            items.append(.rule(frame: hairline, axis: .horizontal))
        }
        return items + builder.items(of: children[1])
    }

    /// Whether a scroll view in `node`'s subtree shows content below `edge` (window coordinates):
    /// its viewport reaches the edge (a scroll view ending at the bar draws its content on under
    /// it, in the bar's safe area) and its content continues below it.
    static func hasContent(under edge: CGFloat, in node: NodeIndex, _ builder: DrawListBuilder) -> Bool {
        var stack = [node]
        while let next = stack.popLast() {
            let entry = builder.tree[next]
            if entry.behavior is ScrollViewNode, let viewport = builder.engine.frames[next], viewport.maxY > edge - 0.5,
                let content = entry.children.first, let contentFrame = builder.engine.frames[content], contentFrame.maxY > edge + 0.5
            {
                return true
            }
            stack += entry.children.array
        }
        return false
    }
}
