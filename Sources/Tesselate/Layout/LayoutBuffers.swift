import Foundation

/// The per-node values a layout pass computes and the next pass can keep: measurements, frames,
/// proposals, spacings, `Layout` caches and safe areas.
struct LayoutBuffers {
    var caches: NodeBuffer<MeasureCache>
    var exactFrames: NodeBuffer<CGRect?>
    var frames: NodeBuffer<CGRect?>
    var placedProposals: NodeBuffer<ProposedViewSize?>
    var layoutCaches: NodeBuffer<Any?>
    var spacings: NodeBuffer<ViewSpacing?>
    var safeAreas: NodeBuffer<SafeAreaChain?>
    var safeAreaExtensions: NodeBuffer<EdgeInsets?>

    init(
        caches: NodeBuffer<MeasureCache>, exactFrames: NodeBuffer<CGRect?>, frames: NodeBuffer<CGRect?>,
        placedProposals: NodeBuffer<ProposedViewSize?>, layoutCaches: NodeBuffer<Any?>, spacings: NodeBuffer<ViewSpacing?>,
        safeAreas: NodeBuffer<SafeAreaChain?>, safeAreaExtensions: NodeBuffer<EdgeInsets?>
    ) {
        self.caches = caches
        self.exactFrames = exactFrames
        self.frames = frames
        self.placedProposals = placedProposals
        self.layoutCaches = layoutCaches
        self.spacings = spacings
        self.safeAreas = safeAreas
        self.safeAreaExtensions = safeAreaExtensions
    }

    /// Empty values for `count` nodes.
    init(count: Int) {
        self.init(
            caches: NodeBuffer(repeating: MeasureCache(), count: count), exactFrames: NodeBuffer(repeating: nil, count: count),
            frames: NodeBuffer(repeating: nil, count: count), placedProposals: NodeBuffer(repeating: nil, count: count),
            layoutCaches: NodeBuffer(repeating: nil, count: count), spacings: NodeBuffer(repeating: nil, count: count),
            safeAreas: NodeBuffer(repeating: nil, count: count), safeAreaExtensions: NodeBuffer(repeating: nil, count: count))
    }

    /// The values for the tree a partial pass left: the replaced blocks start empty (see
    /// ``NodeBuffer/replacing(_:with:inPlace:)``).
    func replacing(_ blocks: [ReplacedBlock], inPlace: Bool) -> LayoutBuffers {
        LayoutBuffers(
            caches: caches.replacing(blocks, with: MeasureCache(), inPlace: inPlace),
            exactFrames: exactFrames.replacing(blocks, with: nil, inPlace: inPlace),
            frames: frames.replacing(blocks, with: nil, inPlace: inPlace),
            placedProposals: placedProposals.replacing(blocks, with: nil, inPlace: inPlace),
            layoutCaches: layoutCaches.replacing(blocks, with: nil, inPlace: inPlace),
            spacings: spacings.replacing(blocks, with: nil, inPlace: inPlace),
            safeAreas: safeAreas.replacing(blocks, with: nil, inPlace: inPlace),
            safeAreaExtensions: safeAreaExtensions.replacing(blocks, with: nil, inPlace: inPlace))
    }
}

extension LayoutEngine {
    /// An engine for `tree`, which `partial` made from the last pass's tree by replacing blocks
    /// of it (see ``Resolver/rerun(_:)``): it keeps the last pass's measurements and frames of
    /// every node outside the blocks and not above them, since a view's size depends only on its
    /// subtree and its proposal, and its subtree's frames only on where it is placed and how. The
    /// blocks and the nodes above them are measured again; a kept node placed as before keeps
    /// its subtree's frames (see ``place(_:at:proposal:safeArea:)``). `inPlace` when no one else
    /// holds the last pass's engine (its values are then taken, not copied).
    static func carrying(_ previous: LayoutBuffers, scale: CGFloat, into tree: ResolvedTree, _ partial: PartialResolution, inPlace: Bool)
        -> LayoutEngine
    {
        let buffers = previous.replacing(partial.blocks, inPlace: inPlace)
        let kept = NodeBuffer(repeating: true, count: tree.count)
        for (block, start) in partial.placedBlocks {
            let made = start..<(start + block.newCount)
            for node in made {
                kept[node] = false
                // Above the block's outputs, everything is measured again.
                var above = tree[node].parent
                if made.contains(above) { continue }
                while above >= 0 && kept[above] {
                    kept[above] = false
                    buffers.caches[above] = MeasureCache()
                    buffers.spacings[above] = nil
                    buffers.layoutCaches[above] = nil
                    above = tree[above].parent
                }
            }
        }
        return LayoutEngine(tree: tree, displayScale: scale, usesCache: true, buffers: buffers, kept: kept)
    }
}
