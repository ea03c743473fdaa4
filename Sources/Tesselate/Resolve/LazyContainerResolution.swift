import Foundation

/// The layout of a lazy container (the lazy stacks and grids): it knows what was made.
@MainActor
protocol LazyContainerLayout: Layout, NamedLayout {
    /// What was made, when the container is lazy (`nil` when every view was made).
    var lazy: LazySummary? { get set }
    /// The axis it grows along.
    var lazyAxis: Axis { get }
    /// Elements per line when the container is `length` long across its axis (a grid's tracks).
    func elementsPerLine(across length: CGFloat?) -> Int
}

extension LazyContainerLayout {
    func elementsPerLine(across length: CGFloat?) -> Int { 1 }
}

/// What a lazy container made: the scroll view it is in, and how many elements of its
/// `ForEach`es were made and not.
struct LazySummary {
    var scrollKey: NodeID
    var made: Int
    var unmade: Int
    /// What its `ForEach`es chose, in the order they were resolved.
    var choices: [LazySegmentChoice] = []

    /// Whether some elements were not made (placeholders stand for them).
    var isPartial: Bool { unmade > 0 }

    /// The dump's note on the container: how many rows were made (realised) and how many not,
    /// when some were not.
    var dumpAttributes: [DumpAttribute] {
        guard isPartial else { return [] }
        return [DumpAttribute("realised", "\(made)"), DumpAttribute("unrealised", "\(unmade)")]
    }
}

extension Resolver {
    /// Resolves a lazy container: as any layout, except that inside a scroll view along its axis
    /// its `ForEach`es make only the elements near the visible region (``LazyRealisation``).
    func resolveLazyContainer<L: LazyContainerLayout, Content: View>(
        _ layout: L, _ content: Content, _ context: ResolveContext, into nodes: inout [NodeIndex]
    ) {
        let id = NodeID(rawValue: context.identity)
        guard let scrollKey = context.scrollContainer,
            let lazy = LazyContainerContext.make(
                id, axis: layout.lazyAxis, perLine: layout.elementsPerLine(across: host.window[layout.lazyAxis.other]), context, host)
        else {
            resolveLayout(layout, content, context, into: &nodes)
            return
        }
        let view = LazyContainerBody { resolver, context, nodes in resolver.resolveLazyContainer(layout, content, context, into: &nodes) }
        recordingRerunnable(view, context, into: &nodes) { nodes in
            resolveLazyContent(layout, content, context, lazy, scrollKey: scrollKey, into: &nodes)
        }
    }

    /// Resolves a lazy container's node and its content, whose `ForEach`es choose their rows in
    /// `lazy`.
    private func resolveLazyContent<L: LazyContainerLayout, Content: View>(
        _ layout: L, _ content: Content, _ context: ResolveContext, _ lazy: LazyContainerContext, scrollKey: NodeID,
        into nodes: inout [NodeIndex]
    ) {
        let node = makeNode(LayoutBehavior(layout: layout), context)
        var contentContext = context.content(of: node)
        contentContext.stackAxis = LayoutKind.stackAxis(of: layout)
        contentContext.lazyContainer = lazy
        var children: [NodeIndex] = []
        resolve(content, contentContext, into: &children)
        attach(children, to: node)
        if children.count == 1 { tree[node].layoutPriority = tree[children[0]].layoutPriority }
        var summarised = layout
        summarised.lazy = lazySummary(of: children, scrollKey: scrollKey, choices: lazy.choices.choices)
        tree[node].behavior = LayoutBehavior(layout: summarised)
        nodes.append(node)
    }

    /// How many elements of the container's `ForEach`es were made and not, from its rows.
    func lazySummary(of children: [NodeIndex], scrollKey: NodeID, choices: [LazySegmentChoice]) -> LazySummary {
        var counts: [Int: Int] = [:]
        var unmade = 0
        for child in children {
            guard let tag = tree[child].layoutValues[LazySegmentTag.key] as? LazySegmentTag else { continue }
            counts[tag.segment] = tag.count
            if let placeholder = tree.lazyPlaceholder(child) { unmade += placeholder.elements.count }
        }
        return LazySummary(scrollKey: scrollKey, made: counts.values.reduce(0, +) - unmade, unmade: unmade, choices: choices)
    }
}

/// A node whose children are rows of the lazy container around it (a list's section): the
/// container's rows are found through it.
@MainActor
protocol LazyRowGroup {}

extension ResolvedTree {
    /// The rows of lazy container `node`: its children, and the children of its row groups (a
    /// group that is itself an element of a lazy `ForEach`, a list's sections from a `ForEach`,
    /// is a row).
    func lazyRows(of node: NodeIndex) -> [NodeIndex] {
        var rows: [NodeIndex] = []
        for child in self[node].children {
            if self[child].behavior is any LazyRowGroup, self[child].layoutValues[LazySegmentTag.key] == nil {
                rows += self[child].children
            } else {
                rows.append(child)
            }
        }
        return rows
    }
}
