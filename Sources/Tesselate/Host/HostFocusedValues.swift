import Foundation

/// The focused values a host's views see (``FocusedValue``, ``FocusedBinding``,
/// ``FocusedObject``): what the focused hierarchy and the scene published in the last pass.
@MainActor
final class HostFocusedValues {
    /// The values the readers were last given.
    var current = FocusedValues()
    /// Whether the tree had a publisher (a scene value, or a text input inside a `focusedValue`)
    /// when it was last looked at: only then is it looked at again after a pass.
    var treeHasPublishers = false
    /// Whether the pass under way made a publisher (set while its bodies are read).
    var madePublisher = false
    /// The views whose bodies read focused values (by identity), gathered as their properties
    /// are installed since the last full pass: when the values change, only they run again.
    var readers = Set<Int>()

    init() {}
}

extension ViewHost {
    /// Works out what the focused values are after a pass resolved `tree`, run by the update loop:
    /// the scene's values (the first publisher of each key in tree order), with the values around
    /// the focused text input laid over them. Returns whether they changed; the readers' bodies
    /// must then be read again (the loop runs another pass for them, as for state they own).
    ///
    /// A tree without publishers, before and after the pass, is not looked at: its values are
    /// none, as they were.
    func updateFocusedValues(_ tree: ResolvedTree) -> Bool {
        let store = services.focusedValues
        defer { store.madePublisher = false }
        guard store.treeHasPublishers || store.madePublisher else { return false }
        let focused = services.focus.focused
        var scene = FocusedValues(), chain = FocusedValues(), found = false
        for index in 0..<tree.count {
            let behavior = tree[index].behavior
            if behavior.isTextInput, let input = behavior as? TextInputNode {
                guard !input.focusedValues.values.isEmpty else { continue }
                found = true
                if tree[index].id == focused { chain = input.focusedValues }
            } else if let writer = behavior as? FocusedSceneValueNode {
                found = true
                var published = FocusedValues()
                writer.publish(&published)
                scene = published.merging(scene)
            }
        }
        store.treeHasPublishers = found
        let values = scene.merging(chain)
        guard !values.isSame(as: store.current) else { return false }
        store.current = values
        return true
    }
}
