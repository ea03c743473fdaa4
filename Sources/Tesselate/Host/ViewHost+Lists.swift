import Foundation

extension ViewHost {
    /// Deletes the list row with the id `id` (a `ForEach` element's id, or an explicit `.id`), as
    /// a person swiping it away would: calls the `onDelete(perform:)` action of its `ForEach` with
    /// the row's offset, then settles. Returns `false`, with a diagnostic, when no row has that id
    /// or its content has no `onDelete`.
    @discardableResult
    public func deleteListRow<ID: Hashable>(id: ID) -> Bool {
        let name = "deleteListRow(id: \(dumpValue(AnyHashable(id))))"
        guard let (traits, offset) = listRow(id) else { return rowActionFailed("\(name): no ForEach row has this id") }
        guard let delete = traits.delete else { return rowActionFailed("\(name): the row's content has no onDelete(perform:)") }
        runningForThisHost { delete(IndexSet(integer: offset)) }
        invalidateForInteraction()
        settle()
        return true
    }

    /// Moves the list row with the id `id` before the element now at `toOffset` (as SwiftUI's
    /// `onMove(perform:)` counts: `data.count` moves it to the end), as a person dragging it
    /// would, then settles. Returns `false`, with a diagnostic, when no row has that id or its
    /// content has no `onMove`.
    @discardableResult
    public func moveListRow<ID: Hashable>(id: ID, toOffset destination: Int) -> Bool {
        let name = "moveListRow(id: \(dumpValue(AnyHashable(id))))"
        guard let (traits, offset) = listRow(id) else { return rowActionFailed("\(name): no ForEach row has this id") }
        guard let move = traits.move else { return rowActionFailed("\(name): the row's content has no onMove(perform:)") }
        runningForThisHost { move(IndexSet(integer: offset), destination) }
        invalidateForInteraction()
        settle()
        return true
    }

    /// Selects the list row with the id `id` in its list's `selection`, as a tap on it would (a
    /// second tap in a multiple selection deselects it), then settles.
    @discardableResult
    public func selectListRow<ID: Hashable>(id: ID) -> Bool {
        let wanted = AnyHashable(id), wantedID = TraitID(wanted)
        let tree = self.tree
        guard let node = (0..<tree.count).first(where: { tree[$0].hasExplicitID(wantedID) || tree[$0].hasListID(wantedID) }) else {
            return rowActionFailed("selectListRow(id: \(dumpValue(wanted))): no row has this id")
        }
        var current = node
        while current >= 0, !(tree[current].behavior is ListNode) { current = tree[current].parent }
        guard current >= 0, let selection = (tree[current].behavior as? ListNode)?.selection else {
            return rowActionFailed("selectListRow(id: \(dumpValue(wanted))): the row is not in a List with a selection")
        }
        runningForThisHost { selection.select(wanted) }
        invalidateForInteraction()
        settle()
        return true
    }

    /// The traits of the `ForEach` row view with the id `id`, and its offset in the `ForEach`.
    private func listRow<ID: Hashable>(_ id: ID) -> (ListRowTraits, Int)? {
        let wanted = TraitID(AnyHashable(id))
        let tree = self.tree
        guard
            let node = (0..<tree.count).first(where: { tree[$0].hasExplicitID(wanted) && tree[$0].forEachOffset != nil }),
            let offset = tree[node].forEachOffset
        else { return nil }
        return (tree[node].listRowTraits, offset)
    }

    private func rowActionFailed(_ message: String) -> Bool {
        inbox.reports.append(Diagnostic(code: .listRowActionNotPossible, message: message + "; nothing done", path: "ViewHost"))
        invalidateForInteraction()
        return false
    }
}
