import Foundation

/// A lazy container as a view of its own, which a partial pass can resolve again alone: a scroll
/// that changes the rows the container chooses resolves only it (see ``ViewHost/scrollPass(_:)``),
/// and the rows it made before and makes again are kept (``Resolver/reuseRow(_:into:)``).
struct LazyContainerBody {
    /// Resolves the container in a context.
    let resolveContainer: @MainActor (Resolver, ResolveContext, inout [NodeIndex]) -> Void
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolveContainer(resolver, context, &nodes)
    }
}

extension LazyContainerBody: View, PrimitiveView {}

/// The rows a lazy container made in the last pass, found by their elements' identities, while
/// the container is resolved again: a row whose element is made again is copied from the last
/// pass's tree instead of resolved (nothing but the scroll offsets changed, so its views would
/// make the same nodes).
final class LazyRowReuse {
    /// The last pass's records.
    let records: BodyRecords
    /// The position of each element's record, by the element's identity.
    let elements: [Int: Int]
    /// The identities of the views in the rows kept: their state stays.
    var kept: Set<Int> = []
    /// The nodes of the rows kept: where they were in the last pass's tree, and where their
    /// copies start in the resolver's (their layout is kept, see ``ReplacedBlock/kept``).
    var copied: [(old: Range<NodeIndex>, new: NodeIndex)] = []

    /// The rows of the container whose record is at `position` in `records` that can be kept:
    /// not those out of date (``BodyRecord/isOutOfDate``) or holding a lazy container resolved
    /// again (`dirty`).
    @MainActor init(_ records: BodyRecords, containerAt position: Int, dirty: Set<Int>) {
        self.records = records
        var elements: [Int: Int] = [:]
        var index = position + 1
        let end = position + records[position].descendants
        while index <= end {
            let record = records[index]
            if record.isElement && !record.isOutOfDate
                && !records.records[index...(index + record.descendants)].contains(where: {
                    $0.view is LazyContainerBody && dirty.contains($0.context.identity)
                })
            {
                elements[record.context.identity] = index
            }
            // An element's rows hold no other element of this container.
            index += record.isElement ? record.descendants + 1 : 1
        }
        self.elements = elements
    }
}

extension Resolver {
    /// Resolves a view of Tesselate's own that a scroll pass may resolve again alone (a lazy
    /// container, ``LazyContainerBody``; a navigation bar, ``NavigationTopBar``): the nodes
    /// `resolve` appends to `nodes`, with a record that lets a partial pass run `view` again.
    func recordingRerunnable(
        _ view: any View, _ context: ResolveContext, into nodes: inout [NodeIndex], _ resolve: (inout [NodeIndex]) -> Void
    ) {
        let record = records?.open()
        let (start, treeStart, reportStart, writesStart) = (nodes.count, tree.count, reports.count, nonLocalWrites)
        resolve(&nodes)
        guard let record else { return }
        records?.close(
            record,
            BodyRecord(
                view: view, context: context, depth: depth, nodes: treeStart..<tree.count,
                outputs: outputRecords(nodes[start...]),
                isRerunnable: context.lazyContainer == nil && context.pageFilter == nil && reports.count == reportStart
                    && nonLocalWrites == writesStart))
    }

    /// Resolves the element of a lazy `ForEach` in `context` (the nodes `resolve` appends to
    /// `nodes`) with a record of its nodes, for the container to keep them when it is resolved
    /// again.
    func recordingLazyElement(
        _ context: inout ResolveContext, into nodes: inout [NodeIndex], _ resolve: (inout ResolveContext, inout [NodeIndex]) -> Void
    ) {
        let record = records?.open()
        let (start, treeStart) = (nodes.count, tree.count)
        resolve(&context, &nodes)
        guard let record else { return }
        records?.close(
            record,
            BodyRecord(
                context: context, depth: depth, nodes: treeStart..<tree.count,
                outputs: outputRecords(nodes[start...]), isElement: true))
    }

    /// Copies the nodes the element with `identity` made in the last pass, when the container
    /// being resolved again made it (``rowReuse``), and appends its outputs to `nodes`, as
    /// resolving the element would; returns whether it did. The outputs are copied as they were
    /// when the element was resolved (before the views around them changed their traits), and
    /// the records of the views in the row with them.
    func reuseRow(_ identity: Int, into nodes: inout [NodeIndex]) -> Bool {
        guard let reuse = rowReuse, let position = reuse.elements[identity] else { return false }
        let old = reuse.records[position]
        let range = old.nodes, delta = tree.count - old.nodes.lowerBound
        var copies = Array(tree.nodes[range])
        // The snapshots' children are numbered as when they were made; the tree's are current.
        for output in old.outputs {
            var node = output.closed
            node.children = copies[output.node - range.lowerBound].children
            node.parent = -1
            copies[output.node - range.lowerBound] = node
        }
        for index in copies.indices {
            for child in copies[index].children.indices { copies[index].children[child] += delta }
            if range.contains(copies[index].parent) { copies[index].parent += delta }
        }
        reuse.copied.append((range, tree.count))
        tree.nodes += copies
        nodes += old.outputs.map { $0.node + delta }
        reuse.kept.insert(identity)
        guard old.descendants > 0 else { return true }
        var inner = reuse.records.records[(position + 1)...(position + old.descendants)]
        for index in inner.indices {
            reuse.kept.insert(inner[index].context.identity)
            inner[index].nodes = (inner[index].nodes.lowerBound + delta)..<(inner[index].nodes.upperBound + delta)
            for output in inner[index].outputs.indices { inner[index].outputs[output].node += delta }
        }
        records?.append(inner)
        return true
    }
}
