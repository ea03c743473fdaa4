import Foundation

/// The node of a ``NavigationStack``: the page on top, its navigation bar and its bottom toolbar.
///
/// Layout, as UIKit's navigation controller lays out a SwiftUI page: the stack takes the whole
/// proposal (its root is proposed the window's safe area, so the bar sits just under the status
/// bar or Dynamic Island). The navigation bar is placed at the top, 44 tall, or 96 with a large
/// title (on iPhone in portrait; `BarMetrics` has the other devices'); the bottom toolbar, 44
/// tall, at the bottom (above the home indicator). The page is
/// proposed the rest and centred in it. As in SwiftUI the bars are safe-area insets of the page:
/// a scroll view (or `List`) that reaches them shows its content under them, inset so that at rest
/// it starts below the navigation bar, and a view that ignores the safe area extends under them.
///
/// On the Dynamic Island iPhones the safe area's top is below the status bar, and the bar starts
/// at the status bar's bottom (`Device/portraitStatusBarHeight`): a stack whose top is the
/// window's safe-area top raises its bar by the difference (`barRise`), and the page starts that
/// much higher (on an iPhone 16 under an inline title at 97.667, not 103).
struct NavigationStackNode: NodeBehavior, SafeAreaProviding {
    var depth: Int
    var barHeight: CGFloat
    /// The bottom toolbar's height (0 without one).
    var bottomHeight: CGFloat
    var hasBar: Bool
    /// How far the bar rises above a stack that starts at the window's safe-area top.
    var barRise: CGFloat = 0
    /// How far below the stack's top the bar starts (``BarMetrics/barDrop``).
    var barDrop: CGFloat = 0
    var pop: @MainActor () -> Void
    /// Whether the page on top hid its back button, which also turns off the edge swipe.
    var backButtonHidden = false

    var kindName: String { "NavigationStack" }
    var dumpAttributes: [DumpAttribute] { depth == 0 ? [] : [DumpAttribute("depth", "\(depth)")] }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let page = engine.tree[node].children[0]
        var pageProposal = proposal
        pageProposal.height = proposal.height.map { max($0 - barHeight - bottomHeight, 0) }
        let pageSize = engine.size(of: page, pageProposal)
        return CGSize(width: proposal.width ?? pageSize.width, height: proposal.height ?? pageSize.height + barHeight + bottomHeight)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        var placements: [Placement] = []
        let page = children[0]
        let rise = rise(node, engine)
        let area = CGSize(width: size.width, height: max(size.height - barHeight + rise - bottomHeight, 0))
        let pageProposal = ProposedViewSize(area)
        var origin = engine.aligned(page, pageProposal, in: area, .center)
        origin.y += barHeight - rise
        placements.append(Placement(child: page, origin: origin, proposal: pageProposal))
        var next = 1
        if hasBar {
            placements.append(
                Placement(
                    child: children[next], origin: CGPoint(x: 0, y: -rise),
                    proposal: ProposedViewSize(width: size.width, height: barHeight)))
            next += 1
        }
        if bottomHeight > 0 {
            placements.append(
                Placement(
                    child: children[next], origin: CGPoint(x: 0, y: size.height - bottomHeight),
                    proposal: ProposedViewSize(width: size.width, height: bottomHeight)))
        }
        return placements
    }

    /// The page's safe area grows by the bars.
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        guard child == engine.tree[node].children[0], barHeight + bottomHeight > 0, let frame = engine.exactFrames[node] else {
            return inherited
        }
        return (inherited ?? SafeAreaChain()).adding(
            SafeAreaLevel(container: frame, containerInsets: EdgeInsets(top: barHeight - rise(node, engine), bottom: bottomHeight)))
    }

    /// `barRise` when the stack's top is the window's safe-area top, else 0.
    private func rise(_ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat {
        guard hasBar else { return 0 }
        guard barRise > 0, let frame = engine.exactFrames[node], let window = engine.windowSafeArea else { return -barDrop }
        return (abs(frame.minY - window.safeRect().minY) < 0.001 ? barRise : 0) - barDrop
    }
}
