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

    /// Swipes from the leading edge, as a person going back would: pops the page on top of the
    /// innermost ``NavigationStack`` showing a pushed page, as ``goBack()`` does, unless that page
    /// hid its back button (`navigationBarBackButtonHidden`), which turns the swipe off on iOS
    /// too. Returns whether a page was popped; with no pushed page, or a hidden back button, it
    /// records a ``Diagnostic/Code/navigationNotPossible`` diagnostic.
    @discardableResult
    public func swipeBack() -> Bool {
        let tree = self.tree
        if let node = (0..<tree.count).last(where: { (tree[$0].behavior as? NavigationStackNode)?.depth ?? 0 > 0 }),
            let stack = tree[node].behavior as? NavigationStackNode, stack.backButtonHidden
        {
            inbox.reports.append(
                Diagnostic(
                    code: .navigationNotPossible,
                    message: "swipeBack(): the page on top hides its back button (navigationBarBackButtonHidden), "
                        + "which turns off the swipe; nothing popped", path: tree.path(to: node), node: tree[node].id))
            invalidateForInteraction()
            return false
        }
        let popped = (0..<tree.count).contains { (tree[$0].behavior as? NavigationStackNode)?.depth ?? 0 > 0 }
        goBack()
        settle()
        return popped
    }
}
