import Foundation

extension ViewHost {
    /// Searches for `text` in the search field a `searchable` put in the navigation bar, as a
    /// person tapping the field and typing would: the search becomes active (`isSearching` is
    /// true, the Cancel button shows), the field's text becomes `text` through its binding, and
    /// the host settles. Return is ``submit(_:)`` with ``TextInputTarget/searchField``, and the
    /// Cancel button is found as a button titled "Cancel". Returns `false`, and records a
    /// `.textInputNotFound` diagnostic, when no search field is shown.
    @discardableResult
    public func search(_ text: String) -> Bool {
        let tree = self.tree
        guard let marker = (0..<tree.count).first(where: { tree[$0].behavior is SearchFieldMarker }),
            let behavior = tree[marker].behavior as? SearchFieldMarker
        else {
            return replaceText(in: .searchField, with: text)
        }
        runningForThisHost { behavior.activate() }
        invalidateForInteraction()
        settle()
        return replaceText(in: .searchField, with: text)
    }
}
