import Foundation

extension LayoutSnapshot {
    /// The view drawn over `point` after the views of `owner`'s subtree, which a touch there
    /// reaches first, as SwiftUI hit-tests the topmost view: a view that draws something at the
    /// point (a shape's filled area, a text's or a rule's frame), outside `owner` and not one of
    /// `node`'s containers, not clipped away there, and receiving touches (not `hidden()`,
    /// `opacity(0)` or `allowsHitTesting(false)`). `nil` when nothing covers the point.
    package func coveringView(of node: Int, owner: Int, at point: CGPoint) -> Int? {
        let recorder = PaintRecorder()
        var builder = DrawListBuilder(tree: tree, engine: engine)
        builder.recorder = recorder
        let leaves = recorder.leaves(of: builder.build())
        let inside = Set(preorder(from: owner))
        guard let last = leaves.lastIndex(where: { inside.contains($0.node) }) else { return nil }
        var containers = Set<Int>()
        var current = parent(of: node)
        while let next = current {
            containers.insert(next)
            current = parent(of: next)
        }
        for (leaf, items) in leaves[(last + 1)...] where !inside.contains(leaf) && !containers.contains(leaf) {
            guard items.contains(where: { LayoutSnapshot.draws($0, at: point) }) else { continue }
            if receivesTouch(leaf, at: point, clips: recorder.clips) { return leaf }
        }
        return nil
    }

    /// Whether `node` and its containers let a touch at `point` reach it.
    private func receivesTouch(_ node: Int, at point: CGPoint, clips: [Int: Path]) -> Bool {
        var current: Int? = node
        while let next = current {
            if hidesFromTouches(next) != nil || allowsHitTesting(next) == false { return false }
            if let clip = clips[next], !clip.contains(point) { return false }
            current = parent(of: next)
        }
        return true
    }

    private static func draws(_ item: DrawItem, at point: CGPoint) -> Bool {
        switch item {
        case .shape(let path, let fill, _): fill.isVisible && path.contains(point)
        case .text(let text, let frame): text.color.alpha > 0 && frame.contains(point)
        case .rule(let frame, _): frame.contains(point)
        case .group(let group):
            group.opacity > 0 && group.transform == nil && (group.clip?.contains(point) ?? true)
                && group.items.contains { draws($0, at: point) }
        }
    }
}

extension Fill {
    /// Whether the fill shows anything (`Color.clear` does not, and is not hit-tested in SwiftUI).
    var isVisible: Bool {
        if case .color(let color) = self { return color.alpha > 0 }
        return true
    }
}
