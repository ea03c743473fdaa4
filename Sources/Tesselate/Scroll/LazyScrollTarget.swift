import Foundation

extension PassObservers {
    /// The placeholder standing for the element with `id` of a lazy container's `ForEach`, and the
    /// element's estimated frame in the window: the placeholder's frame cut into its lines.
    /// `scrollTo` uses it for an element that was not made (SwiftUI scrolls to such rows too,
    /// by their estimated position first: WWDC26 "Dive into lazy stacks and scrolling with
    /// SwiftUI", "Programmatic scrolling").
    func unmadeTarget(_ id: AnyHashable) -> (node: NodeIndex, frame: CGRect)? {
        // Each `ForEach`'s ids are searched once (it has up to two placeholders).
        var offsets: [Int: Int?] = [:]
        for node in 0..<tree.count {
            guard let placeholder = tree[node].behavior as? LazyPlaceholderNode, let frame = engine.exactFrames[node] else { continue }
            let found = offsets[placeholder.tag.segment] ?? placeholder.indexOfID(id)
            offsets[placeholder.tag.segment] = found
            guard let offset = found, placeholder.elements.contains(offset) else { continue }
            var container = tree[node].parent
            while container >= 0, !(tree[container].behavior is any LazyContainerBehavior) { container = tree[container].parent }
            let axis = container >= 0 ? lazyAxis(of: container) : .vertical
            let perLine = container >= 0 ? observed.lazyContainers[tree[container].id]?.perLine ?? 1 : 1
            let lines = max(1, (placeholder.cells + perLine - 1) / perLine)
            let pitch = (frame.size[axis]) / CGFloat(lines)
            let line = (offset - placeholder.elements.lowerBound) * placeholder.cellsPerElement / perLine
            var rect = frame
            rect.origin[axis] += CGFloat(line) * pitch
            rect.size[axis] = pitch
            return (node, rect)
        }
        return nil
    }

    private func lazyAxis(of node: NodeIndex) -> Axis {
        (tree[node].behavior as? any LazyContainerBehavior)?.lazyAxis ?? .vertical
    }
}

/// A node of a lazy container (its layout's axis, seen through the erased behavior).
@MainActor
protocol LazyContainerBehavior {
    var lazyAxis: Axis { get }
    /// What the container made, when it is lazy (in a scroll view along its axis).
    var lazySummary: LazySummary? { get }
}

extension LayoutBehavior: LazyContainerBehavior where L: LazyContainerLayout {
    var lazyAxis: Axis { layout.lazyAxis }
    var lazySummary: LazySummary? { layout.lazy }
}
