import Foundation

/// The layout values one node kept from a pass (see ``LayoutBuffers``), taken out of one pass's
/// buffers to be put in another's, where the node has another index: the rows a lazy container
/// resolved again kept (``ReplacedBlock/kept``).
struct NodeLayout {
    var cache: MeasureCache
    var frame: CGRect?
    var proposal: ProposedViewSize?
    var layoutCache: Boxed<Any>?
    var spacing: ViewSpacing?
    var safeArea: SafeAreaChain?
    var safeAreaExtension: Boxed<EdgeInsets>?
    var alignmentQueried: Bool
}

extension LayoutBuffers {
    /// The values kept for `node`.
    func layout(of node: NodeIndex) -> NodeLayout {
        NodeLayout(
            cache: caches[node], frame: exactFrames[node], proposal: placedProposals[node], layoutCache: layoutCaches[node],
            spacing: spacing(of: node), safeArea: safeArea(of: node), safeAreaExtension: safeAreaExtensions[node],
            alignmentQueried: alignmentQueried[node])
    }

    /// Gives `node` the values `layout`.
    func setLayout(_ layout: NodeLayout, of node: NodeIndex) {
        caches[node] = layout.cache
        exactFrames[node] = layout.frame
        placedProposals[node] = layout.proposal
        layoutCaches[node] = layout.layoutCache
        spacings[node] = layout.spacing.map { spacingTable.slot(for: $0) } ?? 0
        safeAreas[node] = layout.safeArea.map { safeAreaTable.slot(for: $0) } ?? 0
        safeAreaExtensions[node] = layout.safeAreaExtension
        alignmentQueried[node] = layout.alignmentQueried
    }
}
