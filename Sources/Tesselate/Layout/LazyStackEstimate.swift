import Foundation

/// The layout of a lazy stack some of whose rows were not made (``LazyPlaceholderNode``): the
/// made rows are laid out as the stack algorithm lays out a stack of them alone, and each run of
/// rows not made takes, along the axis, its count times the estimated distance from one row to
/// the next: the average over the made rows of its `ForEach` (their extent plus one spacing,
/// divided by their number), as SwiftUI estimates the rows it has not made from those it has
/// (WWDC26 "Dive into lazy stacks and scrolling with SwiftUI", "Layout"). A `ForEach` with no
/// row made keeps the distance measured in the last pass.
extension StackAlgorithm {
    /// The stack's layout with every child, placeholders included, sized and placed.
    func layoutEstimating(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Result {
        let engine = subviews.engine
        var madeNodes: [NodeIndex] = []
        madeNodes.reserveCapacity(subviews.count)
        var placeholders: [Int: LazyPlaceholderNode] = [:]
        for position in subviews.indices {
            let node = subviews.nodes[position]
            if let placeholder = engine.lazyPlaceholder(node) { placeholders[position] = placeholder } else { madeNodes.append(node) }
        }
        let made = LayoutSubviews(engine: engine, nodes: NodeChildren(madeNodes)[...])
        let inner = layout(made, proposal)
        let pitches = estimatedPitches(made, inner)
        var result = Result()
        result.proposals.reserveCapacity(subviews.count)
        let cross = inner.size[axis.other]
        var shift: CGFloat = 0, madeIndex = 0
        var previousEnd: CGFloat?
        for position in subviews.indices {
            if let placeholder = placeholders[position] {
                let pitch = pitches[placeholder.tag.segment]
                let length = pitch?.pitch ?? placeholder.estimate ?? LazyRealisation.initialEstimate
                let gap = pitch?.gap ?? finiteSpacing ?? LazyRealisation.defaultSpacing
                let extent = CGFloat(placeholder.elements.count) * length
                var origin = CGPoint.zero
                origin[axis] = (previousEnd.map { $0 + gap } ?? 0) + shift
                let size = CGSize(along: axis, max(0, extent - gap), cross: cross)
                result.origins.append(origin)
                result.sizes.append(size)
                result.proposals.append(ProposedViewSize(size))
                shift += extent
            } else {
                var origin = inner.origins[madeIndex]
                previousEnd = origin[axis] + inner.sizes[madeIndex][axis]
                origin[axis] += shift
                result.origins.append(origin)
                result.sizes.append(inner.sizes[madeIndex])
                result.proposals.append(inner.proposals[madeIndex])
                madeIndex += 1
            }
        }
        result.size = inner.size
        result.size[axis] += shift
        return result
    }

    /// Each `ForEach`'s estimated distance from one row's start to the next, and the average gap
    /// between its made rows, from the rows made in this layout.
    private func estimatedPitches(_ made: LayoutSubviews, _ inner: Result) -> [Int: (pitch: CGFloat, gap: CGFloat)] {
        var spans: [Int: (low: CGFloat, high: CGFloat, gaps: CGFloat, gapCount: Int, elements: Set<Int>)] = [:]
        var previous: (segment: Int, end: CGFloat)?
        for index in made.indices {
            let node = made.nodes[index]
            guard let tag = made.engine.tree[node].layoutValues[LazySegmentTag.key] as? LazySegmentTag else {
                previous = nil
                continue
            }
            let low = inner.origins[index - made.startIndex][axis]
            let high = low + inner.sizes[index - made.startIndex][axis]
            var span = spans[tag.segment] ?? (low, high, 0, 0, [])
            span.low = min(span.low, low)
            span.high = max(span.high, high)
            if let previous, previous.segment == tag.segment {
                span.gaps += low - previous.end
                span.gapCount += 1
            }
            if let offset = made.engine.tree[node].forEachOffset { span.elements.insert(offset) }
            spans[tag.segment] = span
            previous = (tag.segment, high)
        }
        // Rows as long as the stack is offered (greedy rows offered ∞ when the stack is measured
        // for its ideal length) give no finite estimate: those segments keep the last one.
        return spans.compactMapValues { span in
            let gap = span.gapCount > 0 ? span.gaps / CGFloat(span.gapCount) : finiteSpacing ?? LazyRealisation.defaultSpacing
            let pitch = (span.high - span.low + gap) / CGFloat(max(1, span.elements.count))
            return pitch.isFinite && gap.isFinite ? (pitch, gap) : nil
        }
    }
}
