import Foundation

extension ViewHost {
    /// Pulls the first refreshable `List` or scroll view down, as a person would: starts the action
    /// of the `refreshable` around it on the host's clock (as a view's task runs: it reads
    /// ``ViewTasks/now`` and sleeps with ``ViewTasks/sleep(for:)``), lets it run until it has
    /// finished or waits in virtual time, and settles. An action that sleeps finishes when the
    /// clock gets there (TesselateTesting's `advance(by:)`). Returns `false`, and records a
    /// `.scrollNotPossible` diagnostic, when no scroll view has a `refreshable` around it.
    @discardableResult
    public func refresh() async -> Bool {
        let tree = self.tree
        func hasScrollView(_ node: NodeIndex) -> Bool {
            tree[node].behavior is ScrollViewNode || tree[node].children.contains(where: hasScrollView)
        }
        guard let marker = (0..<tree.count).first(where: { tree[$0].behavior is RefreshableMarker && hasScrollView($0) }),
            let action = (tree[marker].behavior as? RefreshableMarker)?.action
        else {
            inbox.reports.append(
                Diagnostic(
                    code: .scrollNotPossible, message: "refresh(): no List or ScrollView has a refreshable around it; nothing refreshed",
                    path: "ViewHost"))
            invalidateForInteraction()
            settle()
            return false
        }
        _ = clock.start { await action() }
        _ = await clock.runUntilIdle()
        settle()
        return true
    }
}
