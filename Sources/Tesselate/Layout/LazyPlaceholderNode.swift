import Foundation

/// The elements of a lazy `ForEach` that were not made (see ``LazyRealisation``): one node per
/// run, before or after the made elements, that the lazy container's layout sizes at the
/// estimated length of the rows it stands for. It draws nothing and has no content; the dump
/// shows it as `unrealised(rows: …)` at its estimated frame.
struct LazyPlaceholderNode: NodeBehavior {
    var tag: LazySegmentTag
    /// The offsets of the elements it stands for.
    var elements: Range<Int>
    /// The views each element makes (as counted among the made ones): a grid's cells.
    var cellsPerElement: Int
    /// The line length measured in the last pass, for when no line of the `ForEach` is made.
    var estimate: CGFloat?
    /// The offset of the element with an id, found without making views.
    var indexOfID: (AnyHashable) -> Int?

    var kindName: String { "unrealised" }
    var dumpAttributes: [DumpAttribute] {
        [DumpAttribute("rows", "\(elements.lowerBound)..<\(elements.upperBound)")]
    }

    /// The cells it stands for in a grid.
    var cells: Int { elements.count * cellsPerElement }

    /// It takes what it is offered: its container proposes the estimated size.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        CGSize(width: finite(proposal.width), height: finite(proposal.height))
    }

    private func finite(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return max(0, value)
    }
}

extension LayoutEngine {
    /// The placeholder `node` is (or wraps, when modifiers were applied to the `ForEach`), if any.
    func lazyPlaceholder(_ node: NodeIndex) -> LazyPlaceholderNode? { tree.lazyPlaceholder(node) }
}

extension ResolvedTree {
    /// The placeholder `node` is (or wraps, when modifiers were applied to the `ForEach`), if any.
    func lazyPlaceholder(_ node: NodeIndex) -> LazyPlaceholderNode? {
        var current = node
        guard self[current].layoutValues[LazySegmentTag.key] != nil else { return nil }
        while true {
            if let placeholder = self[current].behavior as? LazyPlaceholderNode { return placeholder }
            guard self[current].children.count == 1 else { return nil }
            current = self[current].children[0]
        }
    }
}
