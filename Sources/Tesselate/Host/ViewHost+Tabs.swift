import Foundation

extension ViewHost {
    /// Selects the tab tagged `value` (a ``Tab``'s value, or its position when it has no tag) in
    /// the innermost ``TabView`` that has one, as tapping its tab item does, and marks the host
    /// out of date. With no such tab, reports a ``Diagnostic/Code/navigationNotPossible``
    /// diagnostic.
    public func selectTab<V: Hashable>(_ value: V) {
        let tree = self.tree, tag = AnyHashable(value)
        guard let node = (0..<tree.count).last(where: { (tree[$0].behavior as? TabViewNode)?.tags.contains(tag) ?? false }),
            let tabs = tree[node].behavior as? TabViewNode
        else {
            inbox.reports.append(
                Diagnostic(
                    code: .navigationNotPossible, message: "selectTab(\(dumpValue(tag))): no TabView has a tab tagged so",
                    path: "ViewHost", node: nil))
            invalidateForInteraction()
            return
        }
        _ = runningForThisHost { tabs.select(tag) }
        invalidateForInteraction()
    }
}
