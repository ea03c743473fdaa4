import Foundation

extension ViewHost {
    /// The navigation bars a scroll pass builds again: a navigation stack's bar follows the
    /// scroll view of its page that it reads (``ResolvedTree/followedScrollView(onPage:)``), and
    /// collapses as it scrolls (``NavigationBarBuilder/collapses(at:)``). A bar that the new
    /// offset collapses as far as the old one is the same bar, and is kept (an inline title at any
    /// offset; a large title scrolled past its area, or back at the top); another one is built
    /// again alone, with the offset its stack would hand it (``NavigationTopBar``), while the
    /// page keeps its nodes. `tree` is the last pass's, its scroll views at their new offsets;
    /// `stacks` its navigation stacks, `rechosen` the lazy containers resolved again.
    ///
    /// Returns the identities of the bars to build again, or `nil` when the pass must be a full
    /// one: a lazy container resolved again on a page outside the scroll view its bar reads could
    /// make a scroll view the bar reads instead (none inside it can: a bar reads the outermost),
    /// or a bar to build again has no record of its own.
    func barsFollowingScrolls(_ stacks: [NodeIndex], rechosen: [NodeIndex], in tree: ResolvedTree) -> Set<Int>? {
        var rebuilt: Set<Int> = []
        for stack in stacks {
            guard let behavior = tree[stack].behavior as? NavigationStackNode, behavior.hasBar, tree[stack].children.count > 1
            else { continue }
            let page = tree[stack].children[0], barNode = tree[stack].children[1]
            let followed = tree.followedScrollView(onPage: page)
            for container in rechosen where tree.isInside(container, page) {
                guard let followed, tree.isInside(container, followed) else { return nil }
            }
            let identity = tree[barNode].identity
            guard let position = bodies.position(of: identity), let bar = bodies[position].view as? NavigationTopBar else { return nil }
            let scrolled = tree.scrolled(following: followed)
            if bar.builder.buildsTheSameBar(scrolled: scrolled) { continue }
            bodies.replaceView(at: position, with: bar.scrolled(scrolled))
            rebuilt.insert(identity)
        }
        return rebuilt
    }
}

extension ResolvedTree {
    /// Whether `node` is `ancestor` or inside it.
    @MainActor func isInside(_ node: NodeIndex, _ ancestor: NodeIndex) -> Bool {
        var current = node
        while current >= 0 {
            if current == ancestor { return true }
            current = self[current].parent
        }
        return false
    }

    /// Whether a node above `node` has a behavior that `test` accepts.
    @MainActor func hasAncestor(of node: NodeIndex, where test: (any NodeBehavior) -> Bool) -> Bool {
        var above = self[node].parent
        while above >= 0 {
            if test(self[above].behavior) { return true }
            above = self[above].parent
        }
        return false
    }
}
