import Foundation

/// The audit's rules about controls: covered, clipped, and smaller than a finger.
extension Auditor {
    /// The touch target, in points, Apple's Human Interface Guidelines give controls on iOS
    /// (the "Accessibility" page, buttons and controls: 44 × 44).
    static let minimumTapTarget: CGFloat = 44

    /// The name of the control `node` is (`Button`, `Toggle`, `TextField`, …), or `nil` when it is
    /// no control a person taps. A context menu (a long press on its view) and a disclosure group
    /// (whose node holds its content too) are not judged.
    func controlName(_ node: Int) -> String? {
        if let control = snapshot.control(of: node) {
            return control.kind == .contextMenu || control.kind == .disclosureGroup ? nil : snapshot.kind(of: node)
        }
        return snapshot.textInput(of: node)?.kind
    }

    mutating func auditControls() {
        for node in nodes {
            guard let name = controlName(node), let frame = shownFrame(node), frame.hasArea, !painting.isTransformed(node),
                !painting.ancestry(node).contains(where: { snapshot.allowsHitTesting($0) == false })
            else { continue }
            // Scrolled out of its scroll view: not on the screen now, which is no problem.
            guard let inViewport = painting.visibleRect(of: node, clippedBy: [.viewport]), inViewport.hasArea else { continue }
            if let inClip = painting.visibleRect(of: node, clippedBy: [.explicit]),
                inClip.width < frame.width - 0.5 || inClip.height < frame.height - 0.5
            {
                let clipper = painting.clipChain(of: node).first { painting.clipKind($0.clipper) == .explicit }?.clipper
                let by = clipper.map { " by the clip of \(snapshot.path(to: $0))" } ?? ""
                if inClip.hasArea {
                    report(.clippedControl, node, "\(name) is cut off\(by): \(Self.size(inClip)) of its \(Self.size(frame)) shows")
                } else {
                    report(.clippedControl, node, "\(name) is clipped away entirely\(by)")
                    continue
                }
            }
            if let target = tapTarget(of: node, frame: frame),
                target.width < Self.minimumTapTarget - 0.001 || target.height < Self.minimumTapTarget - 0.001
            {
                report(
                    .smallTapTarget, node,
                    "\(name)'s tap target is \(Self.size(target)), smaller than the 44×44 pt of Apple's Human Interface Guidelines")
            }
            if let point = touchPoint(of: node, frame: frame), mayBeCovered(node, at: point),
                let cover = snapshot.coveringView(of: node, owner: node, at: point),
                !(painting.isInPresentedLayer(cover) && !painting.isInPresentedLayer(node)),
                // Content scrolls under the views fixed over its scroll view by design.
                painting.scrollView(of: cover) == painting.scrollView(of: node)
            {
                report(
                    .coveredControl, node,
                    "\(name) is covered at (\(formatNumber(point.x)), \(formatNumber(point.y))) by \(snapshot.path(to: cover)) "
                        + "(\(snapshot.kind(of: cover))), which takes the touch")
            }
        }
    }

    /// Where a finger touching the control lands, as the testing library's `tap()` touches
    /// (`LayoutSnapshot.touchPoint`): its frame's centre, or the centre of what its clips leave
    /// when they cut the centre away; `nil` when they leave nothing.
    private func touchPoint(of node: Int, frame: CGRect) -> CGPoint? {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        if painting.isUnclipped(node, at: centre) { return centre }
        guard let visible = painting.visibleRect(of: node, clippedBy: [.explicit, .viewport, .own]), visible.hasArea else { return nil }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// Whether something outside the control is painted at `point` after the control's first
    /// item: only then can hit testing (which builds the draw list again) find a view over it.
    private func mayBeCovered(_ node: Int, at point: CGPoint) -> Bool {
        let first = painting.items.firstIndex { isInSubtree($0.node, of: node) } ?? 0
        return painting.items[first...].contains { !isInSubtree($0.node, of: node) && $0.draws(at: point) }
    }

    /// Where a finger can tap the control: its frame, the frame of the list row it is the only
    /// control of (iOS makes such a row tappable as a whole), or the tab bar's slot of a tab
    /// (a tab bar button fills its share of the bar). `nil` for an item of a navigation bar or a
    /// bottom toolbar: UIKit's bars give their items touch areas beyond what they draw, which
    /// Tesselate does not lay out, so they are not judged.
    private func tapTarget(of node: Int, frame: CGRect) -> CGRect? {
        if painting.ancestry(node).contains(where: { ["NavigationBar", "BottomToolbar"].contains(snapshot.kind(of: $0)) }) {
            return nil
        }
        if let slot = snapshot.parent(of: node), let bar = snapshot.parent(of: slot), let tabView = snapshot.parent(of: bar),
            snapshot.tree[tabView].behavior is TabViewNode, snapshot.kind(of: bar) == "HStack",
            let slotFrame = snapshot.frame(of: slot), let barFrame = snapshot.frame(of: bar), slotFrame.isAuditable, barFrame.isAuditable
        {
            return frame.union(CGRect(x: slotFrame.minX, y: barFrame.minY, width: slotFrame.width, height: barFrame.height))
        }
        guard let row = painting.ancestry(node).first(where: { snapshot.tree[$0].behavior is ListRowNode }),
            let rowFrame = snapshot.frame(of: row), rowFrame.isAuditable
        else { return frame }
        let controls = snapshot.preorder(from: row).filter { controlName($0) != nil }
        return controls.count == 1 ? frame.union(rowFrame) : frame
    }
}
