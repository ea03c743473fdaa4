import Foundation

/// A lazy container records, after layout, where its made rows were and where the visible region
/// now is (the scroll view's offset as this pass leaves it, after `scrollTo` and scrolling); when
/// the rows made no longer cover the visible region and half the margin on each side, or reach
/// further than twice the margin, the pass is run again and the next resolve makes the rows for
/// the visible region and the margin (``LazyRealisation``). The slack between the two keeps
/// rows made while a scroll moves less than half a margin, and keeps estimates that shift a
/// little from making the update loop swing back and forth.
extension LayoutBehavior: PassObserving where L: LazyContainerLayout {
    var changesOnlyScrolling: Bool { true }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        guard let summary = layout.lazy else { return nil }
        return pass.observeLazyContainer(node, summary, axis: layout.lazyAxis) { layout.elementsPerLine(across: $0) }
    }
}

extension PassObservers {
    func observeLazyContainer(_ node: NodeIndex, _ summary: LazySummary, axis: Axis, perLine: (CGFloat) -> Int) -> String? {
        guard let frame = engine.exactFrames[node], let scroller = enclosingScrollView(of: node, key: summary.scrollKey),
            let content = engine.exactFrames[tree[scroller].children[0]], let viewportFrame = engine.exactFrames[scroller]
        else { return nil }
        let start = frame.origin[axis] - content.origin[axis]
        let offset = observed.scrollOffsets[summary.scrollKey]?[axis] ?? 0
        let viewport = viewportFrame.size[axis]
        let visible = (offset - start)...(offset - start + viewport)
        let lines = max(1, perLine(frame.size[axis.other]))
        let previous = observed.lazyContainers[tree[node].id]
        var segments = segmentObservations(node, frame: frame, axis: axis, perLine: lines, previous: previous)
        for key in segments.keys where previous?.segments[key] == nil { segments[key]?.isSettled = false }
        let observation = LazyContainerObservation(start: start, perLine: lines, segments: segments)
        observed.lazyContainers[tree[node].id] = observation
        if let previous, let note = anchor(node, scroller, summary.scrollKey, axis: axis, from: previous, to: observation) { return note }
        let margin = viewport * LazyRealisation.margin
        // In key order, so that the note naming the first segment to change is the same every run.
        for key in segments.keys.sorted() {
            let segment = segments[key]!
            // Rows first made from a guessed length are made again from the measured ones.
            if !segment.isSettled, segment.made != segment.elements(in: visible.widened(by: margin), perLine: lines, count: segment.count) {
                return "\(tree[node].behavior.kindName) \(tree.path(to: node)): rows \(segment.made) made from an estimate"
            }
            if !segment.suits(visible, margin: margin, perLine: lines, dropsFarRows: dropsFarLazyRows) {
                return "\(tree[node].behavior.kindName) \(tree.path(to: node)): rows \(segment.made) made, not suited to the offset"
            }
        }
        return nil
    }

    /// Keeps the line at the top of the viewport where it was when the estimates of the lines
    /// above it changed (rows made or dropped above it, whose lengths differ from the estimate),
    /// by moving the offset as much as the line moved, as SwiftUI's lazy stacks keep the visible
    /// rows in place while they make others. Nothing moves when this update scrolled (a
    /// `scrollTo`, a test scrolling): that scroll is aimed again in each pass instead.
    private func anchor(
        _ node: NodeIndex, _ scroller: NodeIndex, _ key: NodeID, axis: Axis, from previous: LazyContainerObservation,
        to current: LazyContainerObservation
    ) -> String? {
        guard !isAimed(key), let behavior = tree[scroller].behavior as? ScrollViewNode, let built = behavior.builtOffset,
            let offset = observed.scrollOffsets[key], offset == built, previous.perLine == current.perLine,
            let geometry = scrollGeometry(scroller)
        else { return nil }
        let top = built[axis] - previous.start
        // In key order, so that the same segment anchors the offset every run.
        for segment in previous.segments.keys.sorted() {
            let before = previous.segments[segment]!
            guard let after = current.segments[segment], after.count == before.count else { continue }
            let line = before.line(at: top, perLine: previous.perLine)
            guard before.lines(perLine: previous.perLine).contains(line) else { continue }
            let moved =
                (current.start + after.start(ofLine: line, perLine: current.perLine))
                - (previous.start + before.start(ofLine: line, perLine: previous.perLine))
            guard abs(moved) > 0.001 else { return nil }
            var anchored = offset
            anchored[axis] += moved
            anchored = behavior.clamped(anchored, content: geometry.content, viewport: geometry.viewport)
            guard anchored != offset else { return nil }
            observed.scrollOffsets[key] = anchored
            return
                "\(tree[node].behavior.kindName) \(tree.path(to: node)): offset kept on row line \(line), moved by \(formatNumber(moved))"
        }
        return nil
    }

    /// The scroll view with `key` around `node`.
    private func enclosingScrollView(of node: NodeIndex, key: NodeID) -> NodeIndex? {
        var current = tree[node].parent
        while current >= 0 {
            if let scroll = tree[current].behavior as? ScrollViewNode, scroll.key == key { return current }
            current = tree[current].parent
        }
        return nil
    }

    /// Where each `ForEach`'s lines were in this layout, in the container's coordinates.
    private func segmentObservations(
        _ node: NodeIndex, frame: CGRect, axis: Axis, perLine: Int, previous: LazyContainerObservation?
    ) -> [Int: LazySegmentObservation] {
        struct Builder {
            var count: Int
            var base: Int?
            var origin: CGFloat?
            var unmadeLength: CGFloat = 0
            var unmadeLines = 0
            var extents: [Int: (low: CGFloat, high: CGFloat)] = [:]
            /// The elements made, as the placeholders bound them (an element may make no view).
            var made: Range<Int>
        }
        var builders: [Int: Builder] = [:]
        var cell = 0
        for child in tree.lazyRows(of: node) {
            guard let tag = tree[child].layoutValues[LazySegmentTag.key] as? LazySegmentTag else {
                cell += 1
                continue
            }
            let childFrame = engine.exactFrames[child] ?? .zero
            let low = childFrame.origin[axis] - frame.origin[axis]
            let high = low + childFrame.size[axis]
            var builder = builders[tag.segment] ?? Builder(count: tag.count, made: 0..<tag.count)
            if let placeholder = tree.lazyPlaceholder(child) {
                if placeholder.elements.lowerBound == 0 {
                    builder.made = placeholder.elements.upperBound..<max(placeholder.elements.upperBound, builder.made.upperBound)
                } else {
                    builder.made = min(builder.made.lowerBound, placeholder.elements.lowerBound)..<placeholder.elements.lowerBound
                }
                if placeholder.elements.lowerBound == 0 {
                    builder.base = builder.base ?? cell
                    builder.origin = low
                }
                builder.unmadeLength += high - low
                builder.unmadeLines += max(1, (placeholder.cells + perLine - 1) / perLine)
                cell += placeholder.cells
            } else {
                let offset = tree[child].forEachOffset ?? 0
                builder.base = builder.base ?? (cell - offset)
                let extent = builder.extents[offset]
                builder.extents[offset] = (min(extent?.low ?? low, low), max(extent?.high ?? high, high))
                cell += 1
            }
            builders[tag.segment] = builder
        }
        return builders.reduce(into: [:]) { observations, entry in
            let (segment, builder) = entry
            // In a stack a line is an element; a grid's lines are counted from its first cell.
            let base = perLine == 1 ? 0 : builder.base ?? 0
            var lineStarts: [Int: CGFloat] = [:]
            var lastEnd: CGFloat = 0
            for (offset, extent) in builder.extents {
                let line = (base + offset) / perLine
                lineStarts[line] = min(lineStarts[line] ?? extent.low, extent.low)
                lastEnd = max(lastEnd, extent.high)
            }
            let lines = lineStarts.keys.sorted()
            let made = builder.made
            let starts = lines.map { lineStarts[$0]! }
            var pitch: CGFloat
            if starts.count >= 2 {
                pitch = (starts[starts.count - 1] - starts[0]) / CGFloat(lines[lines.count - 1] - lines[0])
            } else if let only = starts.first {
                pitch = lastEnd - only + LazyRealisation.defaultSpacing
            } else if let known = previous?.segments[segment]?.pitch {
                pitch = known
            } else if builder.unmadeLines > 0 {
                pitch = builder.unmadeLength / CGFloat(builder.unmadeLines)
            } else {
                pitch = LazyRealisation.initialEstimate
            }
            if !(pitch > 0) { pitch = LazyRealisation.initialEstimate }
            observations[segment] = LazySegmentObservation(
                count: builder.count, made: made, base: base, firstLine: lines.first ?? 0, lineStarts: starts,
                origin: builder.origin ?? 0, pitch: pitch)
        }
    }
}
