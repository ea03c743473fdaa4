import Foundation

/// A block of the tree that a partial pass made again: where it started in the last pass's tree
/// (blocks are replaced from the last in the tree to the first, so a block's start is the same in
/// the last pass's tree and when it is replaced), and how many nodes it had and has.
struct ReplacedBlock {
    var start: NodeIndex
    var oldCount: Int
    var newCount: Int
    /// The nodes the body handed its parent: where they were, and where the new ones are (from
    /// `start`, in the block).
    var outputs: [(old: NodeIndex, new: NodeIndex)] = []
    /// Runs of nodes the block kept from the last pass's tree (the rows a lazy container made
    /// again, see ``LazyRowReuse``): where they were, and where their copies start (from `start`,
    /// in the block). Their layout is kept.
    var kept: [(old: Range<NodeIndex>, offset: Int)] = []
    var delta: Int { newCount - oldCount }
}

/// What a partial pass did: the blocks it replaced, in the order replaced, and the identities of
/// the views whose bodies it ran, or whose records it dropped.
struct PartialResolution {
    var blocks: [ReplacedBlock] = []
    var views: Set<Int> = []

    /// The replaced blocks in tree order, each with where it starts in the new tree.
    var placedBlocks: [(block: ReplacedBlock, newStart: NodeIndex)] {
        var moved = 0
        // The blocks were replaced from the last in the tree to the first (an empty block comes
        // before a block that starts where it is).
        return blocks.reversed().map { block in
            defer { moved += block.delta }
            return (block, block.start + moved)
        }
    }

    /// Where the nodes `indices` (of the last pass's tree, ascending) are in the new tree; the
    /// ones in replaced blocks are left out.
    func mapped(_ indices: [NodeIndex]) -> [NodeIndex] {
        let blocks = placedBlocks
        var result: [NodeIndex] = []
        result.reserveCapacity(indices.count)
        var next = 0, moved = 0
        for index in indices {
            while next < blocks.count && index >= blocks[next].block.start + blocks[next].block.oldCount {
                moved += blocks[next].block.delta
                next += 1
            }
            if next < blocks.count && index >= blocks[next].block.start { continue }
            result.append(index + moved)
        }
        return result
    }
}

extension Resolver {
    /// Runs again, alone, the bodies of the views whose identities are in `dirty` (their state or
    /// an `@Observable` property they read changed), in this resolver's tree, which holds the
    /// last pass's nodes, and puts what they make in place of what they made. The views around
    /// them keep their nodes, as SwiftUI runs only the bodies that depend on what changed.
    ///
    /// Returns `nil` when the views cannot be updated alone: one has no record (it is in a
    /// throwaway tree, or two views share its identity), was resolved where its container counts
    /// or rewrites what it makes (a list's sections, the list of a tab view's pages, an alert, a
    /// dialog or a context menu) or wrote to views outside it (a bar, a presentation's detents), something reported a
    /// problem, or its body now hands its parent other nodes than before (more, fewer, or with
    /// other traits). The tree is then left half changed: the caller runs a full pass.
    ///
    /// `keepingRows` when only scroll offsets changed and `dirty` names lazy containers
    /// (``LazyContainerBody``): each keeps the rows it made before and makes again
    /// (``reuseRow(_:into:)``).
    func rerun(_ dirty: Set<Int>, keepingRows: Bool = false) -> PartialResolution? {
        guard let records else { return nil }
        var positions: [Int] = []
        for identity in dirty {
            guard let position = records.position(of: identity) else { return nil }
            positions.append(position)
        }
        positions.sort()
        // A view inside another one that runs again runs with it.
        var outermost: [Int] = []
        for position in positions {
            if let last = outermost.last, position <= last + records[last].descendants { continue }
            guard Self.canRunAlone(records[position]) else { return nil }
            outermost.append(position)
        }
        var result = PartialResolution()
        // From the last block to the first: a block that grows or shrinks moves only what
        // follows it.
        for position in outermost.reversed() {
            let reuse =
                keepingRows && records[position].view is LazyContainerBody
                ? LazyRowReuse(records, containerAt: position, dirty: dirty) : nil
            guard let block = rerun(at: position, records, reuse, &result.views) else { return nil }
            result.blocks.append(block)
        }
        return result
    }

    private static func canRunAlone(_ record: BodyRecord) -> Bool {
        guard record.isRerunnable else { return false }
        let environment = record.context.environment
        // Alerts, dialogs and context menus change the nodes their content hands them (each
        // button also dismisses them); tab views count their pages as they are resolved. A body
        // in a sheet or a cover that writes to its presentation (detents) is refused when it runs.
        return environment.presentationConfig?.buttonsDismiss != true && environment.tabFilter == nil
    }

    private func rerun(at position: Int, _ records: BodyRecords, _ reuse: LazyRowReuse?, _ views: inout Set<Int>) -> ReplacedBlock? {
        let old = records[position]
        let made = BodyRecords()
        self.records = made
        rowReuse = reuse
        defer { (self.records, rowReuse) = (records, nil) }
        let newStart = tree.count, reportCount = reports.count, writes = nonLocalWrites
        depth = old.depth - 1
        var outputs: [NodeIndex] = []
        resolveAny(old.view, old.context, into: &outputs)
        // The body must not now write to views outside it (a page asking to hide the tab bar).
        guard reports.count == reportCount, nonLocalWrites == writes, outputs.count == old.outputs.count,
            zip(outputs, old.outputs).allSatisfy({ new, old in
                tree[new].hasSameTraits(as: old.closed)
                    && type(of: tree[old.node].behavior) == type(of: old.closed.behavior)
            })
        else { return nil }
        let start = old.nodes.lowerBound, end = old.nodes.upperBound
        func moved(_ index: NodeIndex) -> NodeIndex { index - newStart + start }
        var block = Array(tree.nodes[newStart...])
        tree.nodes.removeSubrange(newStart...)
        for index in block.indices {
            for child in block[index].children.indices { block[index].children[child] = moved(block[index].children[child]) }
            if block[index].parent >= newStart { block[index].parent = moved(block[index].parent) }
        }
        let delta = block.count - old.nodes.count
        func shifted(_ index: NodeIndex) -> NodeIndex { index >= end ? index + delta : index }
        // The parents of the old outputs mark their places (with negative numbers, which no
        // shift touches) for the new ones.
        let parents = old.outputs.map { tree[$0.node].parent }
        for (number, (previous, parent)) in zip(old.outputs, parents).enumerated() where parent >= 0 {
            guard let place = tree[parent].children.firstIndex(of: previous.node) else { return nil }
            tree[parent].children[place] = -2 - number
        }
        // Each new output takes the old one's place: the traits the views around it gave it, its
        // parent, the user types of the bodies around it.
        for (output, previous) in zip(outputs, old.outputs) {
            var node = tree[previous.node]
            let made = block[output - newStart]
            node.behavior = made.behavior
            node.children = made.children
            node.userTypes = Array(node.userTypes.prefix(node.userTypes.count - previous.ownUserTypes)) + made.userTypes
            node.parent = shifted(node.parent)
            block[output - newStart] = node
        }
        tree.nodes.replaceSubrange(start..<end, with: block)
        if delta != 0 {
            for index in tree.nodes.indices where index < start || index >= start + block.count {
                for child in tree.nodes[index].children.indices where tree.nodes[index].children[child] >= end {
                    tree.nodes[index].children[child] += delta
                }
                tree.nodes[index].parent = shifted(tree.nodes[index].parent)
            }
            tree.root = shifted(tree.root)
            for index in reports.indices { reports[index].node = reports[index].node.map(shifted) }
        }
        for (number, (output, parent)) in zip(outputs, parents).enumerated() {
            if parent < 0 {
                tree.root = moved(output)
            } else if let place = tree[shifted(parent)].children.firstIndex(of: -2 - number) {
                tree[shifted(parent)].children[place] = moved(output)
            }
        }
        for record in records.records[position...(position + old.descendants)] { views.insert(record.context.identity) }
        var replacement = made.records
        for index in replacement.indices {
            views.insert(replacement[index].context.identity)
            replacement[index].nodes = moved(replacement[index].nodes.lowerBound)..<moved(replacement[index].nodes.upperBound)
            for output in replacement[index].outputs.indices {
                replacement[index].outputs[output].node = moved(replacement[index].outputs[output].node)
            }
        }
        records.replace(at: position, with: replacement, shiftingFrom: end, by: delta)
        // The views of the rows kept keep their state.
        if let reuse { views.subtract(reuse.kept) }
        return ReplacedBlock(
            start: start, oldCount: old.nodes.count, newCount: block.count,
            outputs: zip(old.outputs, outputs).map { ($0.node, moved($1)) },
            kept: reuse?.copied.map { ($0.old, $0.new - newStart) } ?? [])
    }
}
