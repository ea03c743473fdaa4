import Foundation

/// How far a navigation bar has collapsed as its page scrolled: everything the bar shows that
/// depends on the page's scrolling follows from these two (``NavigationBarBuilder/collapses(at:)``),
/// so two offsets that give the same collapses build the same bar.
struct NavigationBarCollapse: Equatable {
    /// How far the search row has scrolled away.
    var search: CGFloat
    /// How far a large title has collapsed.
    var title: CGFloat
}

extension NavigationBarBuilder {
    /// How far the bar has collapsed when its page has scrolled `scrolled` (at least 0): as
    /// UIKit's navigation bar follows its page's scroll view, the search row (when it hides on
    /// scroll) goes first, by as many points as it is tall, then a large title shrinks by the
    /// scrolling after that, up to its area (52; 62 on iOS 26); while searching nothing collapses.
    func collapses(at scrolled: CGFloat) -> NavigationBarCollapse {
        let search = searchHidesOnScroll ? min(scrolled, searchHeight) : 0
        guard displayMode == .large, !isSearching else { return NavigationBarCollapse(search: search, title: 0) }
        return NavigationBarCollapse(search: search, title: min(max(scrolled - search, 0), metrics.largeTitleArea))
    }

    /// How far the search row has collapsed: the first points of scrolling, as many as the row
    /// is tall (0 when it stays).
    var searchCollapse: CGFloat { collapses(at: scrolled).search }

    /// How far a large title has collapsed: the scrolling after the search row's, up to its area.
    var collapse: CGFloat { collapses(at: scrolled).title }

    /// Whether the bar built at `scrolled` instead is this one: its page's scrolling collapses it
    /// as far.
    func buildsTheSameBar(scrolled other: CGFloat) -> Bool { collapses(at: other) == collapses(at: scrolled) }
}

/// A navigation stack's bar as a view of its own, with a record that lets a scroll pass build it
/// again alone (``ViewHost/scrollPass(_:)``): when the page's scrolling collapses it otherwise,
/// its stack would hand it the new offset and nothing else, so only the bar is made again (the
/// page, and a list's rows in it, are kept), as UIKit moves its bar as the page scrolls.
struct NavigationTopBar {
    var builder: NavigationBarBuilder
    typealias Body = Never

    /// The bar its stack makes when the page has scrolled `scrolled`.
    @MainActor func scrolled(_ scrolled: CGFloat) -> NavigationTopBar {
        var bar = self
        bar.builder.scrolled = scrolled
        return bar
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.recordingRerunnable(self, context, into: &nodes) { nodes in nodes.append(builder.resolveTopBar(in: resolver, context)) }
    }
}

extension NavigationTopBar: View, PrimitiveView {}

extension ResolvedTree {
    /// The scroll view a navigation bar follows on the page `page`: its first vertical scroll
    /// view, breadth first (the outermost, as UIKit's bar follows the page's main scroll view).
    @MainActor func followedScrollView(onPage page: NodeIndex) -> NodeIndex? {
        var pending = [page]
        var next = 0
        while next < pending.count {
            let node = pending[next]
            next += 1
            if let scroll = self[node].behavior as? ScrollViewNode, scroll.axes.contains(.vertical) { return node }
            pending += self[node].children
        }
        return nil
    }

    /// How far the page `page` has scrolled, as its navigation bar reads it.
    @MainActor func scrolled(onPage page: NodeIndex) -> CGFloat { scrolled(following: followedScrollView(onPage: page)) }

    /// How far a page whose bar follows the scroll view `node` has scrolled: the vertical offset
    /// `node` is built with in this pass, at least 0 (0 without a scroll view).
    @MainActor func scrolled(following node: NodeIndex?) -> CGFloat {
        guard let node, let scroll = self[node].behavior as? ScrollViewNode else { return 0 }
        return max(scroll.builtOffset?.y ?? 0, 0)
    }
}
