import Foundation

/// Which text input of a host has the focus, and what the focus states last said.
///
/// The host's focus and the views' ``FocusState`` values are kept in step after each pass's
/// bodies (``ViewHost/synchronizeFocus(_:)``): a state a view changed since the last pass moves
/// the focus; otherwise the focus decides the states.
@MainActor
final class HostFocus {
    /// The focused text input, if any.
    var focused: NodeID?
    /// The focused input when the states were last synchronized (to see the focus move).
    var lastFocused: NodeID?
    /// Each focus state's value as last synchronized, by its storage.
    var synced: [ObjectIdentifier: AnyHashable] = [:]
    /// Whether the keyboard up now was shown because a field gained focus (so losing focus hides it).
    var keyboardShownByFocus = false
    /// Whether the tree had text inputs when the focus was last kept in step with it.
    var treeHasInputs = false
    /// What to tell the focused input when it loses the focus: its `onEditingChanged(false)`.
    var endEditing: (() -> Void)?

    init() {}
}

extension ViewHost {
    /// Brings focus and focus states into agreement after a pass resolved `tree`; run by the update
    /// loop. A state whose value differs from the last synchronized one was set by a view: the
    /// focus moves to the first input bound to the new value, or leaves an input bound to the
    /// state when it was set to `false`/`nil`. Then every state takes the value the focused
    /// input gives it (`false`/`nil` when it is not bound to it). When the focus moves to an input
    /// in a host made for a device, the keyboard comes up at the device's height; when it goes,
    /// a keyboard it brought up goes down.
    /// Returns whether it changed a focus state (the bodies that read it must be read again).
    @discardableResult
    func synchronizeFocus(_ tree: ResolvedTree) -> Bool {
        let focus = services.focus
        var inputs: [(id: NodeID, bindings: [FocusBinding])] = []
        for index in 0..<tree.count {
            if tree[index].behavior.isTextInput, let input = tree[index].behavior as? TextInputNode {
                inputs.append((tree[index].id, input.focusBindings))
            }
        }
        focus.treeHasInputs = !inputs.isEmpty
        if let focused = focus.focused, !inputs.contains(where: { $0.id == focused }) { focus.focused = nil }

        // Each state once, in tree order, with one of its bindings to read and clear it.
        var states: [(key: ObjectIdentifier, binding: FocusBinding)] = []
        for input in inputs {
            for binding in input.bindings {
                guard let key = binding.key, !states.contains(where: { $0.key == key }) else { continue }
                states.append((key, binding))
            }
        }
        func isBound(_ id: NodeID?, to key: ObjectIdentifier) -> Bool {
            inputs.first { $0.id == id }?.bindings.contains { $0.key == key } ?? false
        }

        // A state set by a view moves the focus.
        for (key, binding) in states {
            let current = binding.current()
            let changed = focus.synced[key].map { $0 != current } ?? !binding.isDefault()
            guard changed else { continue }
            if binding.isDefault() {
                if isBound(focus.focused, to: key) { focus.focused = nil }
            } else if let target = inputs.first(where: { $0.bindings.contains { $0.key == key && $0.value == current } }) {
                focus.focused = target.id
            }
        }

        // The focus decides every state.
        let focusedBindings = inputs.first { $0.id == focus.focused }?.bindings ?? []
        var synced: [ObjectIdentifier: AnyHashable] = [:]
        var changedStates = false
        for (key, binding) in states {
            if let own = focusedBindings.last(where: { $0.key == key }) {
                if binding.current() != own.value {
                    own.select()
                    changedStates = true
                }
            } else if !binding.isDefault() {
                binding.clear()
                changedStates = true
            }
            synced[key] = binding.current()
        }
        focus.synced = synced

        guard focus.focused != focus.lastFocused else { return changedStates }
        focus.lastFocused = focus.focused
        let toldEditing = tellEditingChanged(tree)
        if focus.focused != nil {
            if keyboardHeight == 0, let height = device?.keyboardHeight {
                keyboardHeight = height
                focus.keyboardShownByFocus = true
            }
        } else if focus.keyboardShownByFocus {
            keyboardHeight = 0
            focus.keyboardShownByFocus = false
        }
        return changedStates || toldEditing
    }

    /// Tells the input that lost the focus that editing ended, and the one that gained it that
    /// editing began (the deprecated `onEditingChanged` of a `TextField`). Returns whether it told
    /// any (what they did may change what the views show).
    private func tellEditingChanged(_ tree: ResolvedTree) -> Bool {
        let focus = services.focus
        let ended = focus.endEditing
        focus.endEditing = nil
        if let ended { runningForThisHost { ended() } }
        var began = false
        if let focused = focus.focused,
            let index = (0..<tree.count).first(where: { tree[$0].id == focused }),
            let changed = (tree[index].behavior as? TextInputNode)?.onEditingChanged
        {
            runningForThisHost { changed(true) }
            focus.endEditing = { changed(false) }
            began = true
        }
        return ended != nil || began
    }
}
