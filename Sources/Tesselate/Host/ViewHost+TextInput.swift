import Foundation

/// A text-input control to type into: a `TextField`, `SecureField` or `TextEditor`.
public enum TextInputTarget: CustomStringConvertible {
    /// The control that is, or is inside, the view with this explicit `.id(_:)`.
    case id(AnyHashable)
    /// The control that is, or is inside, the view with this `accessibilityIdentifier(_:)`.
    case accessibilityIdentifier(String)
    /// The first field whose prompt, or else title, is this text.
    case prompt(String)
    /// The first text-input control in the window.
    case first
    /// The search field a `searchable` put in the navigation bar of the page on top.
    case searchField

    public var description: String {
        switch self {
        case let .id(id): "id \(dumpValue(id))"
        case let .accessibilityIdentifier(identifier): "accessibilityIdentifier \(quoted(identifier))"
        case let .prompt(prompt): "prompt \(quoted(prompt))"
        case .first: "the first text input"
        case .searchField: "the search field"
        }
    }
}

/// A change to a text-input control's text: typing at its end, or replacing it all.
package enum TextEdit {
    case type(String)
    case replace(String)
}

/// Typing into text-input controls, as a person would with the keyboard: each change is written
/// through the control's binding, and the host settles (bodies, layout, `onChange`, …) before
/// the method returns.
extension ViewHost {
    /// Focuses the control, as a tap does, and types `string` at the end of its text. In a one-line
    /// field a newline is Return: it submits the field (see ``submit(_:)``). Returns `false`, and records a
    /// `.textInputNotFound` diagnostic, when no such control exists; with TesselateTesting,
    /// `host.find(.textField("Name"))?.typeText("Ada")` fails the test instead.
    @discardableResult
    public func typeText(_ string: String, into target: TextInputTarget) -> Bool {
        edit(target, .type(string))
    }

    /// Focuses the control and replaces its whole text with `string` (newlines dropped in a one-line
    /// field). Returns `false` when no such control exists.
    @discardableResult
    public func replaceText(in target: TextInputTarget, with string: String) -> Bool {
        edit(target, .replace(string))
    }

    /// Focuses the control and deletes all of its text. Returns `false` when no such control exists.
    @discardableResult
    public func clearText(in target: TextInputTarget) -> Bool {
        edit(target, .replace(""))
    }

    /// The control's current text, or `nil` when no such control exists.
    public func text(in target: TextInputTarget) -> String? {
        (textInput(target)?.behavior as? TextInputNode)?.text.wrappedValue
    }

    private func edit(_ target: TextInputTarget, _ edit: TextEdit) -> Bool {
        guard let found = textInput(target) else {
            reportMissingInput(target, "nothing typed")
            return false
        }
        apply(edit, toNode: found.id)
        return true
    }

    /// Makes `edit` to the text-input control of node `id`, as ``typeText(_:into:)`` does, and
    /// settles; `false` when that node is not a text-input control.
    package func editText(ofNode id: NodeID, _ edit: TextEdit) -> Bool {
        let tree = self.tree
        guard (0..<tree.count).contains(where: { tree[$0].id == id && tree[$0].behavior is TextInputNode }) else { return false }
        apply(edit, toNode: id)
        return true
    }

    /// The node of the control `target` names.
    func textInput(_ target: TextInputTarget) -> ResolvedNode? {
        let tree = self.tree
        func isInput(_ node: NodeIndex) -> Bool { tree[node].behavior is TextInputNode }
        func firstInput(under node: NodeIndex) -> NodeIndex? {
            if isInput(node) { return node }
            for child in tree[node].children { if let found = firstInput(under: child) { return found } }
            return nil
        }
        switch target {
        case .first:
            return (0..<tree.count).first(where: isInput).map { tree[$0] }
        case .searchField:
            return (0..<tree.count).first { tree[$0].behavior is SearchFieldMarker }.flatMap { firstInput(under: $0) }.map { tree[$0] }
        case let .id(id):
            return node(id: id).flatMap { firstInput(under: $0) }.map { tree[$0] }
        case let .accessibilityIdentifier(identifier):
            return node(accessibilityIdentifier: identifier).flatMap { firstInput(under: $0) }.map { tree[$0] }
        case let .prompt(prompt):
            let inputs = (0..<tree.count).filter(isInput).map { tree[$0] }
            return inputs.first { ($0.behavior as? TextInputNode)?.prompt == prompt }
                ?? inputs.first { ($0.behavior as? TextInputNode).map { $0.title == prompt && $0.kind != .textEditor } == true }
        }
    }
}
