import Foundation

extension ViewHost {
    /// A pass for an update in which only scroll offsets changed (a test scrolling a scroll view):
    /// every body would make what it made, so none runs. The scroll views take their new offsets
    /// (``HostContext/builtOffset(_:)``), their content is placed again at them, and every view
    /// keeps its nodes and its measurements, as SwiftUI moves the rows of a scrolled view without
    /// reading their bodies or sizing them again. A lazy container's placeholders take the
    /// estimates the last pass measured (a `ForEach` resolved again would give them those): the
    /// container and the views above it are measured again, no row. A lazy container (a lazy
    /// stack or grid, a list) whose `ForEach`es would choose other rows at the new offsets
    /// (``LazySummary/contextKeepingChoices(_:axis:_:)``) is resolved again alone, as a partial
    /// pass runs a body again (``Resolver/rerun(_:keepingRows:)``): the rows it made and makes
    /// again keep their nodes and measurements (``LazyRowReuse``), only the rows it had not made
    /// read their bodies, and the rows it no longer makes are dropped with their state. A
    /// navigation bar that follows a moved scroll view and collapses otherwise at its new offset
    /// is built again alone (``barsFollowingScrolls(_:rechosen:in:)``); one that collapses as far
    /// is kept.
    ///
    /// Returns `nil` when reading the bodies again could make something else, and the caller then
    /// runs a full pass: a lazy container that cannot be resolved again alone (whose content
    /// reported a problem or wrote to views outside it; one in another
    /// lazy container's content is resolved with the outer one, see
    /// ``containerResolvedAlone(around:_:)``), or on a navigation page outside the scroll view
    /// its bar follows, a navigation bar to build again that cannot be built alone (it reported
    /// a problem), a scroll view moved past its content's ends (the observe stage clamps the
    /// offset, but the tree would keep it), a tree whose last layout reported a problem, or a
    /// focus state to bring in step. Views whose outputs depend on where they are on screen
    /// (geometry readers, scroll transitions, anchors, `onScrollGeometryChange`, rows appearing)
    /// see the new positions in the observe stage, as after any pass, and ask for the pass that
    /// builds them again.
    func scrollPass(_ host: HostContext) -> (Resolver, LayoutEngine)? {
        let tree = current.tree
        guard tree.root >= 0, current.engine.reports.isEmpty else { return nil }
        // The scroll views laid out at another offset than this pass builds them at, and the
        // placeholders whose estimate the last pass measured again.
        var moved: [(node: NodeIndex, behavior: ScrollViewNode)] = []
        var estimated: [(node: NodeIndex, behavior: LazyPlaceholderNode)] = []
        // The lazy containers that would choose other rows: they are resolved again.
        var rechosen: Set<Int> = [], rechosenNodes: [NodeIndex] = []
        // The navigation stacks, whose bars follow their pages' scrolling.
        var stacks: [NodeIndex] = []
        for node in 0..<tree.count {
            guard var behavior = tree[node].behavior as? ScrollViewNode else {
                if tree[node].behavior is NavigationStackNode { stacks.append(node) }
                // Every lazy container, whichever scroll view it is in: a pass from scratch would
                // choose its rows again (as the update's first pass, which drops far rows).
                if let lazy = tree[node].behavior as? any LazyContainerBehavior, let summary = lazy.lazySummary {
                    if let context = summary.contextKeepingChoices(tree[node].id, axis: lazy.lazyAxis, host) {
                        estimated += tree.placeholdersToEstimate(of: node, context)
                    } else {
                        rechosen.insert(tree[node].identity)
                        rechosenNodes.append(node)
                    }
                }
                continue
            }
            let offset = host.builtOffset(behavior.key)
            // An offset past the content's ends is built as asked and clamped when observed: the
            // tree would keep an offset the scroll view does not have. Checked of every scroll
            // view, moved or not: one built past its ends in the last pass (a test scrolled to
            // 1.8e308) differs from a full pass's too (NumberFuzzTests, verify mode).
            if let offset, let geometry = host.observed.scrollGeometry[behavior.key],
                behavior.clamped(offset, content: geometry.content, viewport: geometry.viewport) != offset
            {
                return nil
            }
            guard offset != behavior.builtOffset else { continue }
            guard let offset, host.observed.scrollGeometry[behavior.key] != nil else { return nil }
            behavior.builtOffset = offset
            moved.append((node, behavior))
        }
        // A container in another one's content cannot be resolved again alone: the nearest one
        // around it that can is resolved in its place, keeping its other rows.
        for node in rechosenNodes {
            guard let outer = containerResolvedAlone(around: node, tree) else { return nil }
            if outer != node, rechosen.insert(tree[outer].identity).inserted { rechosenNodes.append(outer) }
        }
        let resolver = Resolver(host: host)
        resolver.records = bodies
        resolver.reports = bodies.reports
        var engine = current.engine
        current = (ResolvedTree(), LayoutEngine.empty)
        let inPlace = isKnownUniquelyReferenced(&engine)
        resolver.tree.nodes = tree.nodes
        resolver.tree.root = tree.root
        for (node, behavior) in moved { resolver.tree[node].behavior = behavior }
        for (node, behavior) in estimated { resolver.tree[node].behavior = behavior }
        // The rows holding them are not as their elements made them: they are not kept.
        bodies.markElementsChanged(holding: (moved.map(\.node) + estimated.map(\.node)).sorted())
        guard let bars = barsFollowingScrolls(stacks, rechosen: rechosenNodes, in: resolver.tree),
            let partial = rechoose(rechosen.union(bars), resolver)
        else { return nil }
        let laidOut = LayoutEngine.carrying(
            engine.buffers, scale: engine.rounding.scale, into: resolver.tree, partial, inPlace: inPlace,
            moved: partial.mapped(moved.map(\.node).sorted()), estimated: partial.mapped(estimated.map(\.node).sorted()))
        return (resolver, laidOut)
    }

    /// The lazy container that is resolved again for the container `node`, which chooses other
    /// rows: `node`, or when it cannot be resolved alone (it is in another lazy container's
    /// content outside its `ForEach` elements, resolved in the outer one's context) the nearest
    /// container around it that can. That one keeps the rows it made and makes again, its own
    /// and `node`'s (``LazyRowReuse``), but not an element holding `node`, which is made again
    /// whole. `nil` when none can.
    private func containerResolvedAlone(around node: NodeIndex, _ tree: ResolvedTree) -> NodeIndex? {
        var current = node
        while current >= 0 {
            if let lazy = tree[current].behavior as? any LazyContainerBehavior, lazy.lazySummary != nil,
                let position = bodies.position(of: tree[current].identity), bodies[position].view is LazyContainerBody,
                bodies[position].isRerunnable
            {
                return current
            }
            current = tree[current].parent
        }
        return nil
    }

    /// Resolves again the lazy containers and navigation bars `views` (identities) in
    /// `resolver`'s tree, the last pass's, each container keeping the rows it made before and
    /// makes again, as a partial pass runs bodies again (``partialPass(_:_:)``); `nil` when one
    /// cannot be resolved alone.
    private func rechoose(_ views: Set<Int>, _ resolver: Resolver) -> PartialResolution? {
        guard views.isEmpty else { return rerunBodies(views, keepingRows: true, in: resolver) }
        if services.focus.treeHasInputs, synchronizeFocus(resolver.tree) { return nil }
        return PartialResolution()
    }
}
