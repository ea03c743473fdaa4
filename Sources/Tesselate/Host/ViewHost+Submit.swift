import Foundation

/// Pressing Return in a text field, and typing, which may press it.
extension ViewHost {
    /// Presses Return in the one-line text field or secure field `target` names: focuses it (Return
    /// reaches only the focused field), runs the `onSubmit(of: .text)` actions around it and takes
    /// its focus away, as a SwiftUI `TextField` does on Return; an action that sets a
    /// ``FocusState`` moves the focus there instead (a form's "next field"). Then it settles.
    ///
    /// Every `onSubmit` between the field and the root runs, outermost first, up to the nearest
    /// `submitScope()`. Returns `false`, and records a `.textInputNotFound` diagnostic, when no
    /// such control exists; in a `TextEditor` or a vertical `TextField` Return breaks the line
    /// and `submit` only focuses it (returning `false`).
    @discardableResult
    public func submit(_ target: TextInputTarget) -> Bool {
        guard let found = textInput(target) else {
            reportMissingInput(target, "nothing submitted")
            return false
        }
        return submitText(ofNode: found.id)
    }

    /// Presses Return in the text input of node `id`, as ``submit(_:)`` does; `false` when it is
    /// not a one-line field.
    package func submitText(ofNode id: NodeID) -> Bool {
        guard textInput(ofNode: id) != nil else { return false }
        focusNode(id)
        guard let input = textInput(ofNode: id), !input.isMultiline else { return false }
        services.focus.focused = nil
        invalidateForInteraction()
        runningForThisHost {
            for action in input.submitActions { action.action() }
        }
        settle()
        return true
    }

    /// Focuses the text input of node `id`, as a tap does, and makes `edit` to its text, settling
    /// after each change. Typed newlines break the line in an editor or a vertical field and press
    /// Return (``submit(_:)``) in a one-line field; replacing drops them from a one-line field.
    func apply(_ edit: TextEdit, toNode id: NodeID) {
        focusNode(id)
        guard let input = textInput(ofNode: id) else { return }
        switch edit {
        case .replace(let string):
            write(input.isMultiline ? string : string.filter { !$0.isNewline }, to: input)
        case .type(let string) where input.isMultiline:
            write(input.text.wrappedValue + string, to: input)
        case .type(let string):
            let lines = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, line) in lines.enumerated() {
                if !line.isEmpty, let current = textInput(ofNode: id) { write(current.text.wrappedValue + line, to: current) }
                if index < lines.count - 1 { _ = submitText(ofNode: id) }
            }
        }
    }

    private func write(_ value: String, to input: TextInputNode) {
        if value != input.text.wrappedValue { input.text.wrappedValue = value }
        settle()
    }
}

/// What the testing library needs to focus and submit text inputs of any host.
@MainActor
package protocol FocusableHost: AnyObject {
    /// Focuses the text input of node `id` and settles.
    func focusNode(_ id: NodeID)
    /// Presses Return in the text input of node `id` and settles; `false` when it is not a
    /// one-line field.
    func submitText(ofNode id: NodeID) -> Bool
}

extension ViewHost: FocusableHost {}
