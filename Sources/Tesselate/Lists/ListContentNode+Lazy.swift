import Foundation

/// A list is lazy, as SwiftUI's `List` is: the `ForEach`es of its content and of its sections
/// make only the rows near the visible region (as the lazy stacks do, LayoutRules.md, "Lazy
/// containers in scroll views"); the rows not made are one placeholder per run, which the
/// section sizes at the average made row of their `ForEach` in it, draws nothing for (no
/// separators inside it) and counts as a row of its card.
extension ListContentNode: PassObserving, LazyContainerBehavior {
    var lazyAxis: Axis { .vertical }
    var lazySummary: LazySummary? { lazy }
    var changesOnlyScrolling: Bool { true }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        guard let lazy else { return nil }
        return pass.observeLazyContainer(node, lazy, axis: .vertical) { _ in 1 }
    }
}

extension ListSectionNode: LazyRowGroup {
    /// Each row's height at `width` (the card's): a made row's own; a placeholder's, its number of
    /// rows times the average made row of its `ForEach` in this section (the last pass's
    /// estimate, or the style's minimum row height, when none is made here).
    func rowHeights(_ rows: ArraySlice<NodeIndex>, width: CGFloat, _ engine: LayoutEngine) -> [CGFloat] {
        let proposal = ProposedViewSize(width: width, height: nil)
        var heights: [CGFloat] = []
        heights.reserveCapacity(rows.count)
        var sums: [Int: (total: CGFloat, count: Int)] = [:]
        var hasPlaceholder = false
        for row in rows {
            if engine.lazyPlaceholder(row) != nil {
                hasPlaceholder = true
                heights.append(0)
                continue
            }
            let height = engine.size(of: row, proposal).height
            heights.append(height)
            if let tag = engine.tree[row].layoutValues[LazySegmentTag.key] as? LazySegmentTag {
                let sum = sums[tag.segment] ?? (0, 0)
                sums[tag.segment] = (sum.total + height, sum.count + 1)
            }
        }
        guard hasPlaceholder else { return heights }
        for (position, row) in rows.enumerated() {
            guard let placeholder = engine.lazyPlaceholder(row) else { continue }
            let made = sums[placeholder.tag.segment]
            let average = made.map { $0.total / CGFloat($0.count) } ?? placeholder.estimate ?? metrics.minRowHeight
            heights[position] = CGFloat(placeholder.elements.count) * average
        }
        return heights
    }
}
