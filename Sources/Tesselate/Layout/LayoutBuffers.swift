import Foundation

/// The per-node values a layout pass computes and the next pass can keep: measurements, frames,
/// proposals, spacings, `Layout` caches and safe areas.
struct LayoutBuffers {
    var caches: NodeBuffer<MeasureCache>
    var exactFrames: PlacedFrames
    var placedProposals: PlacedProposals
    var layoutCaches: NodeBuffer<Boxed<Any>?>
    /// Each node's spacing once computed, boxed: most nodes never need theirs, and an empty
    /// slot is one word instead of a whole `ViewSpacing`.
    var spacings: NodeBuffer<Boxed<ViewSpacing>?>
    var safeAreas: NodeBuffer<SafeAreaChain?>
    /// How far `ignoresSafeArea` extended each node, boxed (few nodes have one).
    var safeAreaExtensions: NodeBuffer<Boxed<EdgeInsets>?>
    /// Whether a view around the node asked it for an explicit alignment guide.
    var alignmentQueried: NodeBuffer<Bool>
}

extension LayoutBuffers {
    /// Empty values for `count` nodes.
    init(count: Int) {
        self.init(
            caches: NodeBuffer(zeroedCount: count), exactFrames: PlacedFrames(count: count),
            placedProposals: PlacedProposals(count: count),
            layoutCaches: NodeBuffer(zeroedCount: count), spacings: NodeBuffer(zeroedCount: count),
            safeAreas: NodeBuffer(repeating: nil, count: count), safeAreaExtensions: NodeBuffer(zeroedCount: count),
            alignmentQueried: NodeBuffer(zeroedCount: count))
    }

    /// The values for the tree a partial pass left: the replaced blocks start empty (see
    /// ``NodeBuffer/replacing(_:with:inPlace:)``).
    func replacing(_ blocks: [ReplacedBlock], inPlace: Bool) -> LayoutBuffers {
        LayoutBuffers(
            caches: caches.replacing(blocks, with: MeasureCache(), inPlace: inPlace),
            exactFrames: exactFrames.replacing(blocks, inPlace: inPlace),
            placedProposals: placedProposals.replacing(blocks, inPlace: inPlace),
            layoutCaches: layoutCaches.replacing(blocks, with: nil, inPlace: inPlace),
            spacings: spacings.replacing(blocks, with: nil, inPlace: inPlace),
            safeAreas: safeAreas.replacing(blocks, with: nil, inPlace: inPlace),
            safeAreaExtensions: safeAreaExtensions.replacing(blocks, with: nil, inPlace: inPlace),
            alignmentQueried: alignmentQueried.replacing(blocks, with: false, inPlace: inPlace))
    }
}

extension LayoutEngine {
    /// An engine for `tree`, which `partial` made from the last pass's tree by replacing blocks
    /// of it (see ``Resolver/rerun(_:)``): it keeps the last pass's measurements and frames of
    /// every node outside the blocks, since a view's size depends only on its subtree and its
    /// proposal, and its subtree's frames only on where it is placed and how. A block whose
    /// outputs answer every proposal they answered before with the same size (and keep their
    /// spacing, and were not asked for explicit alignment guides) changes nothing around it: it is placed where
    /// its outputs were, and nothing above it is measured again (SwiftUI's views that did not
    /// change size leave their container's layout alone). Otherwise the nodes above the block are
    /// measured again; a kept node placed as before keeps its subtree's frames (see
    /// ``place(_:at:proposal:safeArea:)``). `inPlace` when no one else holds the last pass's
    /// engine (its values are then taken, not copied).
    static func carrying(_ previous: LayoutBuffers, scale: CGFloat, into tree: ResolvedTree, _ partial: PartialResolution, inPlace: Bool)
        -> LayoutEngine
    {
        // What the outputs answered and where they were, before their values are dropped.
        let placed = partial.placedBlocks
        let before = placed.map { block, _ in
            block.outputs.map { output in
                (
                    answers: previous.caches[output.old].entries, origin: previous.exactFrames[output.old]?.origin,
                    proposal: previous.placedProposals[output.old], safeArea: previous.safeAreas[output.old],
                    spacing: previous.spacings[output.old]?.value, alignmentQueried: previous.alignmentQueried[output.old]
                )
            }
        }
        let buffers = previous.replacing(partial.blocks, inPlace: inPlace)
        let kept = NodeBuffer(repeating: true, count: tree.count)
        for (block, start) in placed {
            for node in start..<(start + block.newCount) { kept[node] = false }
        }
        let engine = LayoutEngine(tree: tree, displayScale: scale, usesCache: true, buffers: buffers, kept: kept)
        for ((block, start), old) in zip(placed, before) {
            let outputs = block.outputs.map { $0.new - block.start + start }
            let unchanged = zip(outputs, old).allSatisfy { output, old in
                // Explicit guides (a text's baselines) matter only if a view around asked for one.
                guard let origin = old.origin, let proposal = old.proposal, !tree[output].ignoresSafeArea,
                    !old.alignmentQueried || tree[output].explicitKeys.isEmpty, !tree[output].behavior.isSpacer,
                    old.spacing.map({ $0 == engine.spacing(of: output) }) ?? true
                else { return false }
                guard old.answers.allSatisfy({ engine.size(of: output, $0.proposal) == $0.size }) else { return false }
                engine.pendingPlacements.append((output, origin, proposal, old.safeArea))
                return true
            }
            if unchanged { continue }
            // Above the block's outputs, everything is measured again.
            for output in outputs {
                var above = tree[output].parent
                while above >= 0 && kept[above] {
                    kept[above] = false
                    buffers.caches[above] = MeasureCache()
                    buffers.spacings[above] = nil
                    buffers.layoutCaches[above] = nil
                    above = tree[above].parent
                }
            }
        }
        return engine
    }
}

/// A per-node value that few nodes have, in a buffer of one word per node (see
/// ``LayoutBuffers``).
final class Boxed<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The last few boxes made, so that an equal value shares a box instead of making one.
final class RecentBoxes<Value: Equatable> {
    // Unchecked for exclusivity: read and changed only inside `box(_:)`, which calls out to
    // nothing but `==`.
    #if DEBUG
        private var boxes: [Boxed<Value>] = []
    #else
        @exclusivity(unchecked) private var boxes: [Boxed<Value>] = []
    #endif
    #if DEBUG
        private var next = 0
    #else
        @exclusivity(unchecked) private var next = 0
    #endif
    /// The box returned last, looked at first: siblings alike ask for equal values in a row.
    #if DEBUG
        private var last: Boxed<Value>?
    #else
        @exclusivity(unchecked) private var last: Boxed<Value>?
    #endif
    private static var capacity: Int { 4 }

    /// A box holding `value`: one of the recent ones if equal, else a new one kept among them.
    func box(_ value: Value) -> Boxed<Value> {
        if let last, last.value == value { return last }
        for box in boxes where box.value == value {
            last = box
            return box
        }
        let box = Boxed(value)
        last = box
        if boxes.count < RecentBoxes.capacity {
            boxes.append(box)
        } else {
            boxes[next] = box
            next = (next + 1) % RecentBoxes.capacity
        }
        return box
    }
}
