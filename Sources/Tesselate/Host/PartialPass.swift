import Foundation

extension ViewHost {
    /// A pass that runs again only the bodies of `views` (their state, or an `@Observable`
    /// property they read, changed) in the last pass's tree, and lays out again only what they
    /// made and the views above it (see Architecture.md, "Incremental updates"). Returns `nil`
    /// when those views cannot be updated alone (see ``Resolver/rerun(_:keepingRows:)``): the caller then
    /// runs a full pass.
    func partialPass(_ views: Set<Int>, _ host: HostContext) -> (Resolver, LayoutEngine)? {
        // Problems the last layout reported are found again only by laying out everything.
        guard current.tree.root >= 0, current.engine.reports.isEmpty else { return nil }
        let moved = moveScrollViews(in: current.tree, host)
        // A navigation bar collapses by its page's offset: it is built again in a full pass.
        guard !moved.contains(where: { current.tree.hasAncestor(of: $0.node, where: { $0 is NavigationStackNode }) }) else { return nil }
        let resolver = Resolver(host: host)
        resolver.records = bodies
        resolver.reports = bodies.reports
        let buffers: LayoutBuffers, inPlace: Bool, scale: CGFloat
        do {
            // The last pass's tree and layout are taken over: when nothing else (a snapshot a
            // test kept) holds them, they are changed in place instead of copied.
            var engine = current.engine
            let tree = current.tree
            current = (ResolvedTree(), LayoutEngine.empty)
            inPlace = isKnownUniquelyReferenced(&engine)
            buffers = engine.buffers
            scale = engine.rounding.scale
            resolver.tree.nodes = tree.nodes
            resolver.tree.root = tree.root
        }
        for (node, behavior) in moved { resolver.tree[node].behavior = behavior }
        // The rows holding them are not as their elements made them: they are not kept.
        bodies.markElementsChanged(holding: moved.map(\.node))
        guard let partial = rerunBodies(views, in: resolver) else { return nil }
        return (
            resolver,
            LayoutEngine.carrying(
                buffers, scale: scale, into: resolver.tree, partial, inPlace: inPlace, moved: partial.mapped(moved.map(\.node)))
        )
    }

    /// The scroll views of `tree` (the last pass's) built at another offset than a pass now
    /// builds them at, each with that offset, in tree order: a full pass builds every scroll view
    /// at the offset its last layout kept (an offset a test scrolled past the content's ends is
    /// built as asked, then clamped when observed), so a partial pass moves them too.
    private func moveScrollViews(in tree: ResolvedTree, _ host: HostContext) -> [(node: NodeIndex, behavior: ScrollViewNode)] {
        observing.compactMap { node in
            guard var behavior = tree[node].behavior as? ScrollViewNode, behavior.builtOffset != host.builtOffset(behavior.key)
            else { return nil }
            behavior.builtOffset = host.builtOffset(behavior.key)
            return (node, behavior)
        }
    }

    /// Runs again, in `resolver` (which holds the last pass's tree), the bodies of `views`
    /// (``Resolver/rerun(_:keepingRows:)``), and keeps the list of observing nodes in step with
    /// the blocks they made; `nil` when they cannot run alone, or a focus state they changed
    /// moves the focus (every body then reads it again).
    func rerunBodies(_ views: Set<Int>, keepingRows: Bool = false, in resolver: Resolver) -> PartialResolution? {
        state.beginPartialPass()
        guard let partial = resolver.resolvingHostViews({ resolver.rerun(views, keepingRows: keepingRows) }) else { return nil }
        state.endPartialPass(rerunning: partial.views)
        // The new blocks' observing nodes and text inputs, in one look at each new node.
        var madeObserving: [NodeIndex] = [], madeInputs = false
        for (block, start) in partial.placedBlocks {
            for node in start..<(start + block.newCount) {
                if resolver.tree[node].behavior.observesPasses { madeObserving.append(node) }
                if resolver.tree[node].behavior.isTextInput { madeInputs = true }
            }
        }
        // Only a tree with text inputs has focus to keep in step.
        if services.focus.treeHasInputs || madeInputs, synchronizeFocus(resolver.tree) { return nil }
        observing = (partial.mapped(observing) + madeObserving).sorted()
        return partial
    }
}
