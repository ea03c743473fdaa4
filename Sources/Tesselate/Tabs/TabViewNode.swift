import Foundation

/// The node of a ``TabView``: the selected tab's content, then the tab bar or the page dots.
///
/// Layout, as UIKit's tab bar controller lays out a SwiftUI tab view on iPhone: the tab view takes
/// its whole proposal (as the root it is proposed the safe area, so it ends at the home
/// indicator's safe edge). The tab bar, 49 tall (32 on an iPhone in landscape, 50 on iPad), is at
/// the bottom, its items centred in it; the
/// tab is proposed the rest and centred in it, with the bar added to its safe area (a scroll view
/// reaching it shows its content under it). With `.page` style the page takes the whole tab view
/// and the page dots are centred 24.167 above its bottom, over the page.
struct TabViewNode: NodeBehavior, SafeAreaProviding {
    var style: TabViewStyleKind
    var tags: [AnyHashable]
    var selected: Int
    var hasBar: Bool
    /// The tab bar's height on the device: 49 on iPhone in portrait, 32 in landscape, 50 on iPad
    /// (`BarMetrics`).
    var tabBarHeight: CGFloat = BarMetrics.phone.tabBarHeight
    var select: @MainActor (AnyHashable) -> Bool

    var kindName: String { "TabView" }
    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute] = []
        if style == .page { attributes.append(DumpAttribute("style", ".page")) }
        if tags.indices.contains(selected) { attributes.append(DumpAttribute("selection", dumpValue(tags[selected]))) }
        return attributes
    }

    /// What the tab bar takes from the page.
    private var barHeight: CGFloat { style == .automatic && hasBar ? tabBarHeight : 0 }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        var pageProposal = proposal
        pageProposal.height = proposal.height.map { max($0 - barHeight, 0) }
        let pageSize = engine.size(of: engine.tree[node].children[0], pageProposal)
        return CGSize(width: proposal.width ?? pageSize.width, height: proposal.height ?? pageSize.height + barHeight)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        let area = CGSize(width: size.width, height: max(size.height - barHeight, 0))
        let pageProposal = ProposedViewSize(area)
        var placements = [
            Placement(child: children[0], origin: engine.aligned(children[0], pageProposal, in: area, .center), proposal: pageProposal)
        ]
        if hasBar, children.count > 1 {
            // The tab bar's items are centred in its row; the page dots are centred
            // `dotCentreAboveBottom` above the pager's bottom.
            let rowHeight = style == .automatic ? tabBarHeight : 2 * TabMetrics.dotCentreAboveBottom
            let barProposal = ProposedViewSize(width: size.width, height: style == .automatic ? rowHeight : nil)
            let barSize = engine.size(of: children[1], barProposal)
            placements.append(
                Placement(
                    child: children[1],
                    origin: CGPoint(
                        x: (size.width - barSize.width) / 2,
                        y: size.height - rowHeight + (rowHeight - barSize.height) / 2),
                    proposal: barProposal))
        }
        return placements
    }

    /// The tab's safe area grows by the tab bar. A pager's pages stay inside the pager: they keep
    /// the part of the safe area's insets inside its frame and reach no further than its edges
    /// (iOS 17.5/18, lunij/netbob's request details: a `Form` on a page under an untitled bar
    /// starts its grouped background at the bar's bottom, 64, the window's white above it, where a
    /// `Form` outside a pager fills up to the window's top; UIKit gives a paging scroll view's
    /// pages the safe area they overlap).
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        guard child == engine.tree[node].children[0], let frame = engine.exactFrames[node] else { return inherited }
        if style == .page {
            guard let safe = inherited?.levels.last?.safeRect(.container) else { return nil }
            let inside = EdgeInsets(
                top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
                bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
            return SafeAreaChain().adding(SafeAreaLevel(container: frame, containerInsets: inside))
        }
        guard barHeight > 0 else { return inherited }
        return (inherited ?? SafeAreaChain()).adding(SafeAreaLevel(container: frame, containerInsets: EdgeInsets(bottom: barHeight)))
    }
}
