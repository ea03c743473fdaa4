import Foundation

extension ViewHost {
    /// Pops the page on top of the innermost ``NavigationStack`` showing a pushed page, as the
    /// back button or the edge swipe does, and marks the host out of date. With no pushed page
    /// anywhere, reports a ``Diagnostic/Code/navigationNotPossible`` diagnostic.
    public func goBack() {
        let tree = self.tree
        guard let node = (0..<tree.count).last(where: { (tree[$0].behavior as? NavigationStackNode)?.depth ?? 0 > 0 }),
            let stack = tree[node].behavior as? NavigationStackNode
        else {
            inbox.reports.append(
                Diagnostic(
                    code: .navigationNotPossible, message: "goBack(): no navigation stack shows a pushed page",
                    path: "ViewHost", node: nil))
            invalidateForInteraction()
            return
        }
        runningForThisHost { stack.pop() }
        invalidateForInteraction()
    }
}
