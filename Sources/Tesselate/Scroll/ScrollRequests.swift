import Foundation

extension PassObservers {
    /// The content and viewport sizes of the scroll view `node` in this layout.
    func scrollGeometry(_ node: NodeIndex) -> ScrollGeometry? {
        guard let viewport = engine.exactFrames[node], let content = engine.exactFrames[tree[node].children[0]] else { return nil }
        return ScrollGeometry(content: content.size, viewport: viewport.size)
    }

    /// Applies the `scrollTo` requests made since the last layout, with this layout's geometry,
    /// and aims again the ones of this update that came before (``ObservedState/scrollAims``).
    func applyScrollRequests() -> [String] {
        // A new update: the scrolls of the last one landed (or were reported).
        if dropsFarLazyRows { observed.scrollAims = [] }
        var notes = reaim()
        guard !inbox.scrollRequests.isEmpty else { return notes }
        let requests = inbox.scrollRequests
        inbox.scrollRequests = []
        for request in requests where request.refinements == 0 { keepAim(request) }
        notes += requests.compactMap(apply)
        return notes
    }

    /// Applies `request` (a `ScrollPosition` changed) and aims it again in the later passes of
    /// this update.
    func aim(_ request: ScrollRequest) -> String? {
        keepAim(request)
        return apply(request)
    }

    /// Keeps `request` to be applied again in each later pass of this update, in place of an
    /// earlier one for the same scroll view.
    private func keepAim(_ request: ScrollRequest) {
        observed.scrollAims.removeAll { $0.scrollViewKey == request.scrollViewKey }
        var aim = request
        // The aim is applied again in each pass; the refinements a scroll to an unmade row
        // queues for itself are then not needed.
        aim.refinements = ScrollRequest.maximumRefinements
        observed.scrollAims.append(aim)
    }

    /// Applies again, with this layout's geometry, each scroll asked for earlier in this update:
    /// a lazy stack's estimates change as the passes make rows, which moves the offset of an
    /// edge, a row or the content under a fixed offset, so a scroll is aimed again until it lands
    /// where asked (the end of the content, the row placed at its anchor). An aim that moves the
    /// offset runs the pass again; the update loop bounds the passes and reports an update that
    /// does not settle.
    private func reaim() -> [String] {
        var notes: [String] = []
        observed.scrollAims = observed.scrollAims.filter { aim in
            let reported = diagnostics.count
            if let note = apply(aim) { notes.append(note) }
            // A scroll that cannot be done was reported when it was asked for: not again.
            guard diagnostics.count == reported else {
                dropDiagnostics(after: reported)
                return false
            }
            return true
        }
        return notes
    }

    /// Whether this update aims the scroll view `key` (its offset is then the aim's, and no
    /// lazy container moves it to keep its rows in place).
    func isAimed(_ key: NodeID) -> Bool {
        observed.scrollAims.contains { $0.scrollViewKey == nil || $0.scrollViewKey == key }
    }

    /// Scrolls as `request` asks, with this layout's geometry; describes the change.
    func apply(_ request: ScrollRequest) -> String? {
        switch request.target {
        case .view(let id):
            let wanted = TraitID(id)
            let made = (0..<tree.count).first(where: { tree[$0].hasExplicitID(wanted) && engine.frames[$0] != nil })
            // An element a lazy container did not make: scrolled to by estimate, then again once made.
            let estimated = made == nil ? unmadeTarget(id) : nil
            guard let target = made ?? estimated?.node else {
                report(tree.root, .scrollNotPossible, "scrollTo(\(dumpValue(id))): no view has this id; nothing scrolled")
                return nil
            }
            // The enclosing scroll views, innermost first (only the one asked for with a key):
            // each scrolls so that the view shows, the outer ones seeing where the inner scrolls
            // moved it, as a scroll to a view in nested scroll views does in SwiftUI.
            let scrollers =
                request.scrollViewKey == nil
                ? enclosingScrollViews(of: target)
                : scrollView(key: request.scrollViewKey).map { [$0] } ?? []
            guard !scrollers.isEmpty, var frame = estimated?.frame ?? engine.exactFrames[target] else {
                report(target, .scrollNotPossible, "scrollTo(\(dumpValue(id))): the view is not inside a ScrollView; nothing scrolled")
                return nil
            }
            var notes: [String] = []
            for scroller in scrollers {
                var moved = CGPoint.zero
                let note = scroll(scroller) { behavior, current, viewport in
                    guard let content = engine.exactFrames[tree[scroller].children[0]] else { return current }
                    let rect = frame.offsetBy(dx: -content.minX, dy: -content.minY)
                    var offset = current
                    for axis in Axis.allCases where behavior.axes.contains(axis.set) {
                        offset[axis] = ScrollRequest.offset(
                            showing: rect, along: axis, viewport: viewport[axis], current: current[axis],
                            anchor: request.anchor)
                    }
                    return offset
                } applied: { before, after in
                    moved = CGPoint(x: after.x - before.x, y: after.y - before.y)
                }
                frame = frame.offsetBy(dx: -moved.x, dy: -moved.y)
                if let note { notes.append(note) }
            }
            if estimated != nil && request.refinements < ScrollRequest.maximumRefinements {
                var again = request
                again.refinements += 1
                inbox.scrollRequests.append(again)
            }
            return notes.isEmpty ? nil : notes.joined(separator: "; ")
        case .point(let point):
            guard let scroller = scrollView(key: request.scrollViewKey) else { return nil }
            return scroll(scroller) { _, _, _ in point }
        case .axis(let axis, let value):
            guard let scroller = scrollView(key: request.scrollViewKey) else { return nil }
            return scroll(scroller) { _, current, _ in
                var offset = current
                offset[axis] = value
                return offset
            }
        case .edge(let edge):
            guard let scroller = scrollView(key: request.scrollViewKey) else { return nil }
            return scroll(scroller) { behavior, current, viewport in
                let geometry = scrollGeometry(scroller) ?? ScrollGeometry(content: .zero, viewport: .zero)
                let maximum = behavior.maximumOffset(content: geometry.content, viewport: geometry.viewport)
                switch edge {
                case .top: return CGPoint(x: current.x, y: 0)
                case .bottom: return CGPoint(x: current.x, y: maximum.y)
                case .leading: return CGPoint(x: 0, y: current.y)
                case .trailing: return CGPoint(x: maximum.x, y: current.y)
                }
            }
        }
    }

    /// Sets the offset of the scroll view `node` to what `target` computes, clamped; `applied`
    /// gets the offsets before and after.
    private func scroll(
        _ node: NodeIndex, _ target: (ScrollViewNode, CGPoint, CGSize) -> CGPoint,
        applied: (CGPoint, CGPoint) -> Void = { _, _ in }
    ) -> String? {
        guard let behavior = tree[node].behavior as? ScrollViewNode, let geometry = scrollGeometry(node) else { return nil }
        let current = observed.scrollOffsets[behavior.key] ?? .zero
        let offset = behavior.clamped(target(behavior, current, geometry.viewport), content: geometry.content, viewport: geometry.viewport)
        observed.scrollOffsets[behavior.key] = offset
        applied(current, offset)
        // An offset the scroll view was already laid out with (a test's scroll built at once,
        // see `HostInbox.pendingOffset`) leaves nothing stale.
        let built = behavior.clamped(
            behavior.builtOffset ?? behavior.initialOffset(content: geometry.content, viewport: geometry.viewport),
            content: geometry.content, viewport: geometry.viewport)
        if offset == built && behavior.builtOffset != nil { return nil }
        return "scrollTo (\(formatNumber(offset.x)), \(formatNumber(offset.y)))"
    }

    /// The scroll views around `node`, innermost first.
    private func enclosingScrollViews(of node: NodeIndex) -> [NodeIndex] {
        var found: [NodeIndex] = []
        var current = tree[node].parent
        while current >= 0 {
            if tree[current].behavior is ScrollViewNode { found.append(current) }
            current = tree[current].parent
        }
        return found
    }

    private func scrollView(key: NodeID?) -> NodeIndex? {
        (0..<tree.count).first { (tree[$0].behavior as? ScrollViewNode).map { key == nil || $0.key == key } ?? false }
    }
}

extension ScrollRequest {
    /// The offset along one axis that shows `rect` (in content coordinates) in a viewport of
    /// length `viewport`: with an anchor, the anchor's point of the rect on the same point of the
    /// viewport; without, the least movement that makes it fully visible (its leading edge when it
    /// is longer than the viewport). SwiftUI documents `scrollTo(_:anchor:)` this way.
    static func offset(showing rect: CGRect, along axis: Axis, viewport: CGFloat, current: CGFloat, anchor: UnitPoint?) -> CGFloat {
        let low = axis == .horizontal ? rect.minX : rect.minY
        let length = axis == .horizontal ? rect.width : rect.height
        if let anchor {
            let unit = axis == .horizontal ? anchor.x : anchor.y
            return low + unit * length - unit * viewport
        }
        if low < current || length > viewport { return low }
        if low + length > current + viewport { return low + length - viewport }
        return current
    }
}
