import Foundation

extension ViewHost {
    /// Swipes the sheet on top down, as a person dismissing it would: it is dismissed as its
    /// `dismiss` action dismisses it (its binding is cleared and its `onDismiss` runs), and the
    /// host settles. A sheet whose content calls `interactiveDismissDisabled()` cannot be swiped
    /// down, as on iOS: it stays, and a ``Diagnostic/Code/presentationNotPossible`` diagnostic
    /// names it. With no sheet (full-screen covers, alerts and dialogs cannot be swiped away)
    /// the same diagnostic is recorded. Returns whether a sheet was dismissed.
    @discardableResult
    public func swipeDownSheet() -> Bool {
        let tree = self.tree
        guard
            let node = (0..<tree.count).last(where: { (tree[$0].behavior as? PresentedLayerNode)?.kind == .sheet }),
            let layer = tree[node].behavior as? PresentedLayerNode
        else {
            inbox.reports.append(
                Diagnostic(
                    code: .presentationNotPossible, message: "swipeDownSheet(): no sheet is presented; nothing was dismissed",
                    path: "ViewHost", node: nil))
            invalidateForInteraction()
            return false
        }
        guard !layer.interactiveDismissDisabled, let dismiss = layer.dismiss else {
            inbox.reports.append(
                Diagnostic(
                    code: .presentationNotPossible,
                    message: "swipeDownSheet(): the sheet's content sets interactiveDismissDisabled(), which turns off "
                        + "swiping it down; it stays", path: tree.path(to: node), node: tree[node].id))
            invalidateForInteraction()
            return false
        }
        runningForThisHost { dismiss() }
        invalidateForInteraction()
        settle()
        return true
    }
}
