import Foundation

/// Where a touch at a view's point goes, as SwiftUI's hit testing finds the topmost view there.
package enum TouchTarget: Equatable {
    /// A view of the acting view's own subtree takes the touch.
    case reached
    /// Another view, drawn over the point, takes it.
    case covered(by: Int)
    /// Nothing of the acting view's subtree receives touches at the point (an empty area such as
    /// a `Spacer`'s, outside a `contentShape`), and nothing else covers it.
    case missed
}

extension LayoutSnapshot {
    /// Where a touch at `point`, made on `node`, goes, as SwiftUI hit-tests the topmost view:
    /// the last view in painting order that draws something at the point (a shape's filled area,
    /// a text's, an image's or a rule's frame) or whose `contentShape` holds it, not clipped away there, not
    /// outside a content shape around it, and receiving touches (not `hidden()`, `opacity(0)` or
    /// `allowsHitTesting(false)`). A view of `owner`'s subtree (the control or gesture acting)
    /// means the touch reached it; a view painted before `owner` (below it), or the content shape
    /// of one of `node`'s containers outside it (under the container's views), means the touch
    /// missed `owner` and went there.
    package func touchTarget(of node: Int, owner: Int, at point: CGPoint) -> TouchTarget {
        let recorder = PaintRecorder(anchor: owner)
        var builder = DrawListBuilder(tree: tree, engine: engine)
        builder.recorder = recorder
        let leaves = recorder.leaves(of: builder.build())
        let start = recorder.anchorPosition ?? 0
        let inside = Set(preorder(from: owner))
        var containers = Set<Int>()
        var current = parent(of: node)
        while let next = current {
            containers.insert(next)
            current = parent(of: next)
        }
        for (index, (leaf, items)) in leaves.enumerated().reversed() {
            // An image is hit anywhere in its frame, as a text is, whatever its glyph draws.
            let isImage = tree[leaf].behavior is ImageNode
            guard isImage ? frame(of: leaf)?.contains(point) == true : items.contains(where: { LayoutSnapshot.draws($0, at: point) })
            else { continue }
            guard receivesTouch(leaf, at: point, recorder: recorder) else { continue }
            if inside.contains(leaf) { return .reached }
            // A view painted before `owner` is below it: the touch misses `owner` and goes there.
            return containers.contains(leaf) || index < start ? .missed : .covered(by: leaf)
        }
        return .missed
    }

    /// Where a finger touching `node` lands: its frame's centre when that is not clipped away by
    /// `node` or a container (`clipped()`, `clipShape`, a scroll view's bounds), else the centre
    /// of the part of its frame the clips leave (their bounding boxes); `nil` when they leave
    /// none, so nothing of the view can be touched.
    package func touchPoint(of node: Int) -> CGPoint? {
        guard let frame = frame(of: node) else { return nil }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let recorder = PaintRecorder()
        var builder = DrawListBuilder(tree: tree, engine: engine)
        builder.recorder = recorder
        _ = builder.build()
        var visible = frame, clipped = false
        var current: Int? = node
        while let next = current {
            if let clip = recorder.clips[next] {
                visible = visible.intersection(clip.boundingRect)
                if !clip.contains(centre) { clipped = true }
            }
            current = parent(of: next)
        }
        if !clipped { return centre }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// The view drawn over `point` that takes a touch made on `node` there (see
    /// ``touchTarget(of:owner:at:)``); `nil` when the touch reaches `owner`'s subtree or nothing.
    package func coveringView(of node: Int, owner: Int, at point: CGPoint) -> Int? {
        if case .covered(let cover) = touchTarget(of: node, owner: owner, at: point) { return cover }
        return nil
    }

    /// Whether `node` and its containers let a touch at `point` reach it: none hides it or turns
    /// hit testing off, clips it away there, or has a content shape without the point (SwiftUI
    /// hit-tests a view with a content shape by the shape alone).
    private func receivesTouch(_ node: Int, at point: CGPoint, recorder: PaintRecorder) -> Bool {
        var current: Int? = node
        while let next = current {
            if hidesFromTouches(next) != nil || allowsHitTesting(next) == false { return false }
            if let clip = recorder.clips[next], !clip.contains(point) { return false }
            if let shape = recorder.contentShapes[next], !shape.path.contains(point, eoFill: shape.eoFill) { return false }
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
