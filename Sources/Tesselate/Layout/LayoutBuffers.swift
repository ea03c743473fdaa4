import Foundation

/// The per-node values a layout pass computes and the next pass can keep: measurements, frames,
/// proposals, spacings, `Layout` caches and safe areas.
struct LayoutBuffers {
    var caches: NodeBuffer<MeasureCache>
    var exactFrames: PlacedFrames
    var placedProposals: PlacedProposals
    var layoutCaches: NodeBuffer<Boxed<Any>?>
    /// Each node's spacing once computed, as its slot in `spacingTable` (see ``SlotTable``; 0:
    /// not computed yet).
    var spacings: NodeBuffer<UInt32>
    var spacingTable: SlotTable<ViewSpacing>
    /// The safe area each node was placed in, as its slot in `safeAreaTable` (0: none, or not
    /// placed).
    var safeAreas: NodeBuffer<UInt32>
    var safeAreaTable: SlotTable<SafeAreaChain>
    /// How far `ignoresSafeArea` extended each node, boxed (few nodes have one).
    var safeAreaExtensions: NodeBuffer<Boxed<EdgeInsets>?>
    /// Whether a view around the node asked it for an explicit alignment guide.
    var alignmentQueried: NodeBuffer<Bool>
}

extension LayoutBuffers {
    /// The slot of an ordinary view's spacing (``ViewSpacing/init()``, most nodes'), the same in
    /// every table.
    static let ordinarySpacing: UInt32 = 1

    /// The spacing kept for `node`, if it was computed.
    func spacing(of node: NodeIndex) -> ViewSpacing? { spacingTable.value(ifAny: spacings[node]) }

    /// The safe area `node` was placed in, if any.
    func safeArea(of node: NodeIndex) -> SafeAreaChain? { safeAreaTable.value(ifAny: safeAreas[node]) }

    /// Empty values for `count` nodes.
    init(count: Int) {
        self.init(
            caches: NodeBuffer(zeroedCount: count), exactFrames: PlacedFrames(count: count),
            placedProposals: PlacedProposals(count: count),
            layoutCaches: NodeBuffer(zeroedCount: count), spacings: NodeBuffer(zeroedCount: count),
            spacingTable: SlotTable(fixed: [ViewSpacing()]), safeAreas: NodeBuffer(zeroedCount: count), safeAreaTable: SlotTable(),
            safeAreaExtensions: NodeBuffer(zeroedCount: count),
            alignmentQueried: NodeBuffer(zeroedCount: count))
    }

    /// The values for the tree a partial pass left: the replaced blocks start empty (see
    /// ``NodeBuffer/replacing(_:with:inPlace:)``), and a slot table that grew larger than the
    /// tree is made anew (``SlotTable/compacting(_:beyond:)``).
    func replacing(_ blocks: [ReplacedBlock], inPlace: Bool) -> LayoutBuffers {
        let count = spacings.count + blocks.reduce(0) { $0 + $1.delta }
        // `replacing` makes new buffers unless `inPlace`, so renumbering them leaves the last
        // pass's alone.
        let spacings = spacings.replacing(blocks, with: 0, inPlace: inPlace)
        let safeAreas = safeAreas.replacing(blocks, with: 0, inPlace: inPlace)
        return LayoutBuffers(
            caches: caches.replacing(blocks, with: MeasureCache(), inPlace: inPlace),
            exactFrames: exactFrames.replacing(blocks, inPlace: inPlace),
            placedProposals: placedProposals.replacing(blocks, inPlace: inPlace),
            layoutCaches: layoutCaches.replacing(blocks, with: nil, inPlace: inPlace),
            spacings: spacings, spacingTable: spacingTable.compacting(spacings, beyond: max(count, 256)),
            safeAreas: safeAreas, safeAreaTable: safeAreaTable.compacting(safeAreas, beyond: max(count, 256)),
            safeAreaExtensions: safeAreaExtensions.replacing(blocks, with: nil, inPlace: inPlace),
            alignmentQueried: alignmentQueried.replacing(blocks, with: false, inPlace: inPlace))
    }
}

extension LayoutEngine {
    /// An engine for `tree`, which `partial` made from the last pass's tree by replacing blocks
    /// of it (see ``Resolver/rerun(_:keepingRows:)``): it keeps the last pass's measurements and frames of
    /// every node outside the blocks, since a view's size depends only on its subtree and its
    /// proposal, and its subtree's frames only on where it is placed and how. A block whose
    /// outputs answer every proposal they answered before with the same size (and keep their
    /// spacing, and were not asked for explicit alignment guides) changes nothing around it: it is placed where
    /// its outputs were, and nothing above it is measured again (SwiftUI's views that did not
    /// change size leave their container's layout alone). Otherwise the nodes above the block are
    /// measured again; a kept node placed as before keeps its subtree's frames (see
    /// ``place(_:at:proposal:safeArea:)``). `inPlace` when no one else holds the last pass's
    /// engine (its values are then taken, not copied). The nodes a block kept from the last
    /// pass's tree (``ReplacedBlock/kept``) keep their layout too. `moved` and `estimated` are nodes of `tree`
    /// outside the blocks that a scroll pass changed in place (see ``ViewHost/scrollPass(_:)``):
    /// scroll views at another offset, with the same size, and the views above them are placed
    /// again with the measurements they had; lazy placeholders with another estimate, and the
    /// views above them, are measured again.
    static func carrying(
        _ previous: LayoutBuffers, scale: CGFloat, into tree: ResolvedTree, _ partial: PartialResolution, inPlace: Bool,
        moved: [NodeIndex] = [], estimated: [NodeIndex] = []
    ) -> LayoutEngine {
        // What the outputs answered and where they were, before their values are dropped.
        let placed = partial.placedBlocks
        let before = placed.map { block, _ in
            block.outputs.map { output in
                (
                    answers: previous.caches[output.old].entries, origin: previous.exactFrames[output.old]?.origin,
                    proposal: previous.placedProposals[output.old], safeArea: previous.safeArea(of: output.old),
                    spacing: previous.spacing(of: output.old), alignmentQueried: previous.alignmentQueried[output.old]
                )
            }
        }
        // The rows the blocks kept, with their layout, where they are now.
        let carried = placed.flatMap { block, start in
            block.kept.flatMap { old, offset in old.map { (start + offset + $0 - old.lowerBound, previous.layout(of: $0)) } }
        }
        let buffers = previous.replacing(partial.blocks, inPlace: inPlace)
        let kept = NodeBuffer(repeating: true, count: tree.count)
        for (block, start) in placed {
            for node in start..<(start + block.newCount) { kept[node] = false }
        }
        for (node, layout) in carried {
            buffers.setLayout(layout, of: node)
            kept[node] = true
        }
        let engine = LayoutEngine(tree: tree, displayScale: scale, usesCache: true, buffers: buffers, kept: kept)
        // Nodes measured again are marked before the nodes placed again, whose marks stop the
        // search above a node measured again.
        for node in estimated { measureAgain(above: node, tree, buffers, kept) }
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
            for output in outputs { measureAgain(above: tree[output].parent, tree, buffers, kept) }
        }
        for node in moved {
            // A view around the scroll view asked for its guides (its content's first baseline
            // at the offset it is built at, in a stack aligned by baselines): the views above it
            // are measured again.
            if buffers.alignmentQueried[node] {
                measureAgain(above: node, tree, buffers, kept)
                continue
            }
            var above = node
            while above >= 0 && kept[above] {
                kept[above] = false
                above = tree[above].parent
            }
        }
        return engine
    }

    /// Marks `node` and the kept nodes above it to be measured again.
    private static func measureAgain(above node: NodeIndex, _ tree: ResolvedTree, _ buffers: LayoutBuffers, _ kept: NodeBuffer<Bool>) {
        var above = node
        while above >= 0 && kept[above] {
            kept[above] = false
            buffers.caches[above] = MeasureCache()
            buffers.spacings[above] = 0
            buffers.layoutCaches[above] = nil
            above = tree[above].parent
        }
    }
}

/// A per-node value that few nodes have, in a buffer of one word per node (see
/// ``LayoutBuffers``).
final class Boxed<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
