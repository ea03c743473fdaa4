import Foundation

extension View {
    /// Assigns a keyboard shortcut to the control this view is (a `Button`, or a control inside
    /// it), as SwiftUI's `keyboardShortcut(_:modifiers:)`: pressing `key` with `modifiers` on a
    /// hardware keyboard performs its action. A host has no keyboard: the testing library presses
    /// shortcuts (`host.press(.defaultAction)`, `host.press("s", modifiers: .command)`), which
    /// taps the first enabled button inside the view that has the shortcut. Layout is
    /// unchanged; the dump shows a `keyboardShortcut` line. **Differs:** SwiftUI draws a
    /// `.defaultAction` button of an alert or a dialog bold (and, on iPad, lists shortcuts in the
    /// ⌘ menu); neither is modelled.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns `shortcut` to the control this view is, as SwiftUI's `keyboardShortcut(_:)`.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modified(KeyboardShortcutNode(shortcut: shortcut))
    }

    /// Assigns `shortcut`, or none when `nil`, as SwiftUI's `keyboardShortcut(_:)` (iOS 15.4).
    @_disfavoredOverload
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modified(KeyboardShortcutNode(shortcut: shortcut))
    }

    /// Assigns the shortcut `key` with `modifiers`, localized as `localization` says, as
    /// SwiftUI's `keyboardShortcut(_:modifiers:localization:)`.
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}

/// The node of `keyboardShortcut`: the shortcut of the control inside.
struct KeyboardShortcutNode: WrappingModifier, WrapperBehavior {
    var shortcut: KeyboardShortcut?

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "keyboardShortcut" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(shortcut.map(\.description) ?? "nil")] }
    /// A shortcut makes no view of its own in SwiftUI: the view keeps its layout priority.
    var keepsChildPriority: Bool { true }
}

extension LayoutSnapshot {
    /// The keyboard shortcut a node assigns (`keyboardShortcut`), or `nil`.
    package func keyboardShortcut(of node: Int) -> KeyboardShortcut? {
        (tree[node].behavior as? KeyboardShortcutNode)?.shortcut
    }

    /// Whether `node` is inside a presented layer (a sheet, an alert, a menu): the layer, or `nil`.
    package func presentedLayer(around node: Int) -> Int? {
        var current = node
        while isValid(current) {
            if tree[current].behavior is PresentedLayerNode { return current }
            current = tree[current].parent
        }
        return nil
    }
}
