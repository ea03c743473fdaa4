import Foundation

/// Moving the focus between text inputs, as a person tapping a field or dismissing the keyboard
/// would. The views' ``FocusState`` values follow, and the host settles before each method returns.
///
/// In a host made for a ``Device`` with a keyboard height (``Device/keyboardHeight``), a field
/// that gains focus brings the keyboard up (``ViewHost/keyboardHeight``), and losing the focus
/// takes it down again; a host without a device shows no keyboard by itself (use
/// ``ViewHost/showKeyboard(height:)``).
extension ViewHost {
    /// Focuses the text field, secure field or editor `target` names, as tapping it does. Returns
    /// `false`, and records a `.textInputNotFound` diagnostic, when there is no such control.
    @discardableResult
    public func focus(_ target: TextInputTarget) -> Bool {
        guard let found = textInput(target) else {
            reportMissingInput(target, "nothing focused")
            return false
        }
        focusNode(found.id)
        return true
    }

    /// Takes the focus away from the focused text input, if any, as dismissing the keyboard does.
    public func clearFocus() {
        guard services.focus.focused != nil else { return }
        services.focus.focused = nil
        invalidateForInteraction()
        settle()
    }

    /// Whether the text input `target` names has the focus.
    public func isFocused(_ target: TextInputTarget) -> Bool {
        guard let found = textInput(target) else { return false }
        return services.focus.focused == found.id
    }

    /// The identity of the focused text input, if any (the `NodeID` the dump and the testing
    /// library's matches use).
    public var focusedInput: NodeID? {
        settleIfNeeded()
        return services.focus.focused
    }

    /// Focuses the text input of node `id` and settles.
    package func focusNode(_ id: NodeID) {
        guard services.focus.focused != id else { return }
        services.focus.focused = id
        invalidateForInteraction()
        settle()
    }

    /// The text input of node `id` in the current tree.
    func textInput(ofNode id: NodeID) -> TextInputNode? {
        let tree = self.tree
        return (0..<tree.count).first(where: { tree[$0].id == id }).flatMap { tree[$0].behavior as? TextInputNode }
    }

    /// Records that no text input matches `target`.
    func reportMissingInput(_ target: TextInputTarget, _ outcome: String) {
        inbox.reports.append(
            Diagnostic(code: .textInputNotFound, message: "no text field or editor for \(target); \(outcome)", path: "ViewHost"))
        invalidateForInteraction()
    }
}
