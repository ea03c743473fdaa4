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

    public var description: String {
        switch self {
        case let .id(id): "id \(dumpValue(id))"
        case let .accessibilityIdentifier(identifier): "accessibilityIdentifier \(quoted(identifier))"
        case let .prompt(prompt): "prompt \(quoted(prompt))"
        case .first: "the first text input"
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
    /// Types `string` at the end of the control's text. A one-line field drops newlines (Return
    /// submits there rather than breaking the line). Returns `false`, and records a
    /// `.textInputNotFound` diagnostic, when no such control exists; with TesselateTesting,
    /// `host.find(.textField("Name"))?.typeText("Ada")` fails the test instead.
    @discardableResult
    public func typeText(_ string: String, into target: TextInputTarget) -> Bool {
        edit(target, .type(string))
    }

    /// Replaces the control's whole text with `string`. Returns `false` when no such control exists.
    @discardableResult
    public func replaceText(in target: TextInputTarget, with string: String) -> Bool {
        edit(target, .replace(string))
    }

    /// Deletes all of the control's text. Returns `false` when no such control exists.
    @discardableResult
    public func clearText(in target: TextInputTarget) -> Bool {
        edit(target, .replace(""))
    }

    /// The control's current text, or `nil` when no such control exists.
    public func text(in target: TextInputTarget) -> String? {
        (textInput(target)?.behavior as? TextInputNode)?.text.wrappedValue
    }

    private func edit(_ target: TextInputTarget, _ edit: TextEdit) -> Bool {
        guard let found = textInput(target), let node = found.behavior as? TextInputNode else {
            inbox.reports.append(
                Diagnostic(code: .textInputNotFound, message: "no text field or editor for \(target); nothing typed", path: "ViewHost"))
            invalidateForInteraction()
            return false
        }
        apply(edit, to: node)
        return true
    }

    /// Makes `edit` to the text-input control of node `id`, as ``typeText(_:into:)`` does, and
    /// settles; `false` when that node is not a text-input control.
    package func editText(ofNode id: NodeID, _ edit: TextEdit) -> Bool {
        let tree = self.tree
        guard let index = (0..<tree.count).first(where: { tree[$0].id == id }),
            let node = tree[index].behavior as? TextInputNode
        else { return false }
        apply(edit, to: node)
        return true
    }

    private func apply(_ edit: TextEdit, to node: TextInputNode) {
        let multiline = node.kind == .textEditor || node.axis == .vertical
        var value = node.text.wrappedValue
        switch edit {
        case .type(let string): value += multiline ? string : string.filter { !$0.isNewline }
        case .replace(let string): value = multiline ? string : string.filter { !$0.isNewline }
        }
        if value != node.text.wrappedValue { node.text.wrappedValue = value }
        settle()
    }

    /// The node of the control `target` names.
    private func textInput(_ target: TextInputTarget) -> ResolvedNode? {
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
