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

/// Typing into text-input controls, as a person would with the keyboard: each change is written
/// through the control's binding, and the host settles (bodies, layout, `onChange`, …) before
/// the method returns.
extension ViewHost {
    /// Types `string` at the end of the control's text. A one-line field drops newlines (Return
    /// submits there rather than breaking the line). Returns `false` when no such control exists.
    @discardableResult
    public func typeText(_ string: String, into target: TextInputTarget) -> Bool {
        edit(target) { node, text in
            let typed = node.kind == .textEditor || node.axis == .vertical ? string : string.filter { !$0.isNewline }
            text += typed
        }
    }

    /// Replaces the control's whole text with `string`. Returns `false` when no such control exists.
    @discardableResult
    public func replaceText(in target: TextInputTarget, with string: String) -> Bool {
        edit(target) { node, text in
            text = node.kind == .textEditor || node.axis == .vertical ? string : string.filter { !$0.isNewline }
        }
    }

    /// Deletes all of the control's text. Returns `false` when no such control exists.
    @discardableResult
    public func clearText(in target: TextInputTarget) -> Bool {
        edit(target) { _, text in text = "" }
    }

    /// The control's current text, or `nil` when no such control exists.
    public func text(in target: TextInputTarget) -> String? {
        (textInput(target)?.behavior as? TextInputNode)?.text.wrappedValue
    }

    private func edit(_ target: TextInputTarget, _ change: (TextInputNode, inout String) -> Void) -> Bool {
        guard let found = textInput(target), let node = found.behavior as? TextInputNode else {
            inbox.reports.append(
                Diagnostic(code: .textInputNotFound, message: "no text field or editor for \(target); nothing typed", path: "ViewHost"))
            invalidateForInteraction()
            return false
        }
        var value = node.text.wrappedValue
        change(node, &value)
        if value != node.text.wrappedValue { node.text.wrappedValue = value }
        settle()
        return true
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
