import Foundation

extension ViewHost {
    /// Scrolls a scroll view to `offset` (clamped to its scrollable range), as a finger would, and
    /// settles. The scroll view is the one with the explicit id `id`, or the first one in the tree.
    /// Scrolling a view that is not a scroll view, a disabled one, content that fits with
    /// `.basedOnSize` bouncing, or a non-finite offset is reported as a diagnostic.
    public func scroll(to offset: CGPoint, in id: AnyHashable? = nil) {
        guard let (node, behavior) = scrollTarget(id) else { return }
        guard offset.x.isFinite, offset.y.isFinite else {
            report("scroll(to: (\(formatNumber(offset.x)), \(formatNumber(offset.y)))): the offset is not finite; nothing scrolled", node)
            return
        }
        move(node, behavior, to: offset)
    }

    /// Scrolls a scroll view by `delta` from where it is, as a finger dragging the content by
    /// `-delta` would, and settles.
    public func scroll(by delta: CGSize, in id: AnyHashable? = nil) {
        guard let (node, behavior) = scrollTarget(id) else { return }
        scroll(by: delta, node: node, behavior)
    }

    private func scroll(by delta: CGSize, node: NodeIndex, _ behavior: ScrollViewNode) {
        guard delta.width.isFinite, delta.height.isFinite else {
            report("scroll(by:): the delta is not finite; nothing scrolled", node)
            return
        }
        let current = observed.scrollOffsets[behavior.key] ?? .zero
        move(node, behavior, to: CGPoint(x: current.x + delta.width, y: current.y + delta.height))
    }

    /// Scrolls the scroll view whose node is `id` by `delta` (a test dragging its content);
    /// `false` when that node is not a scroll view of the last update.
    package func scroll(scrollView id: NodeID, by delta: CGSize) -> Bool {
        let tree = self.tree
        guard let node = (0..<tree.count).first(where: { tree[$0].id == id }), let behavior = tree[node].behavior as? ScrollViewNode
        else { return false }
        scroll(by: delta, node: node, behavior)
        return true
    }

    /// Scrolls the scroll view whose node is `id` to `offset` (clamped to its scrollable range),
    /// as ``scroll(to:in:)`` does; `false` when that node is not a scroll view of the last update.
    package func scroll(scrollView id: NodeID, to offset: CGPoint) -> Bool {
        let tree = self.tree
        guard let node = (0..<tree.count).first(where: { tree[$0].id == id }), let behavior = tree[node].behavior as? ScrollViewNode
        else { return false }
        move(node, behavior, to: offset)
        return true
    }

    /// The content offset of a scroll view (by explicit id, or the first one).
    public func scrollOffset(in id: AnyHashable? = nil) -> CGPoint? {
        guard let (_, behavior) = scrollTarget(id, reporting: false) else { return nil }
        return observed.scrollOffsets[behavior.key] ?? .zero
    }

    private func move(_ node: NodeIndex, _ behavior: ScrollViewNode, to offset: CGPoint) {
        if behavior.isDisabled {
            report("scrolling is disabled (scrollDisabled(true)); nothing scrolled", node)
            return
        }
        if let geometry = observed.scrollGeometry[behavior.key], behavior.bounce == .basedOnSize,
            behavior.maximumOffset(content: geometry.content, viewport: geometry.viewport) == .zero
        {
            return
        }
        let offset = targeted(offset, node, behavior)
        // The next update's observe stage moves the view (clamped), then lays out again.
        inbox.scrollRequests.append(ScrollRequest(target: .point(offset), anchor: nil, scrollViewKey: behavior.key))
        invalidateForScroll()
        dismissKeyboardForScroll(behavior, from: observed.scrollOffsets[behavior.key] ?? .zero, to: offset)
    }

    /// Where a scroll released at `offset` ends: there, or where the view's
    /// `scrollTargetBehavior` moves it (a drag released at rest: no velocity).
    private func targeted(_ offset: CGPoint, _ node: NodeIndex, _ behavior: ScrollViewNode) -> CGPoint {
        guard let box = behavior.targetBehavior, let geometry = observed.scrollGeometry[behavior.key] else { return offset }
        let viewport = geometry.viewport
        let current = observed.scrollOffsets[behavior.key] ?? .zero
        var target = ScrollTarget(
            rect: CGRect(origin: behavior.clamped(offset, content: geometry.content, viewport: viewport), size: viewport))
        let content = tree[node].children.first.flatMap { engine.exactFrames[$0] }
        let aligned = tree.scrollTargets(in: node).compactMap { engine.exactFrames[$0] }.map { frame in
            frame.offsetBy(dx: -(content?.minX ?? 0), dy: -(content?.minY ?? 0))
        }
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: current, size: viewport)), velocity: CGVector(dx: 0, dy: 0),
            contentSize: geometry.content, containerSize: viewport, axes: behavior.axes, environment: box.environment, alignedViews: aligned
        )
        box.behavior.updateTarget(&target, context: context)
        let anchor = target.anchor ?? .topLeading
        return CGPoint(
            x: target.rect.minX + (target.rect.width - viewport.width) * anchor.x,
            y: target.rect.minY + (target.rect.height - viewport.height) * anchor.y)
    }

    private func scrollTarget(_ id: AnyHashable?, reporting: Bool = true) -> (NodeIndex, ScrollViewNode)? {
        let tree = self.tree
        if let id {
            let wanted = TraitID(id)
            guard let node = (0..<tree.count).first(where: { tree[$0].hasExplicitID(wanted) }) else {
                if reporting { report("scroll: no view has the id \(dumpValue(id))", nil) }
                return nil
            }
            var current = node
            while current >= 0 {
                if let behavior = tree[current].behavior as? ScrollViewNode { return (current, behavior) }
                current = tree[current].children.count == 1 ? tree[current].children[0] : -1
            }
            if reporting { report("scroll: the view with id \(dumpValue(id)) is not a ScrollView; nothing scrolled", node) }
            return nil
        }
        guard let node = (0..<tree.count).first(where: { tree[$0].behavior is ScrollViewNode }),
            let behavior = tree[node].behavior as? ScrollViewNode
        else {
            if reporting { report("scroll: there is no ScrollView; nothing scrolled", nil) }
            return nil
        }
        return (node, behavior)
    }

    private func report(_ message: String, _ node: NodeIndex?) {
        inbox.reports.append(
            Diagnostic(
                code: .scrollNotPossible, message: message, path: node.map { tree.path(to: $0) } ?? "ViewHost",
                node: node.map { tree[$0].id }))
        invalidateForInteraction()
    }
}
