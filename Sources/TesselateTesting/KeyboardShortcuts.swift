import Foundation
import Tesselate

/// Keyboard shortcuts, pressed as on a hardware keyboard.
extension ViewHost {
    /// Presses `shortcut`, as a person with a keyboard would: the first view in the window (or,
    /// while something is presented, in the presentation on top, which has the keyboard) that
    /// assigns it with `keyboardShortcut` has its first button tapped (an alert's button also
    /// dismisses the alert), then the host settles. Fails the test when no view has the shortcut,
    /// when the view has no button, or when the button is disabled. Returns whether a button ran.
    ///
    /// ```swift
    /// host.press(.defaultAction)              // Return
    /// host.press("s", modifiers: .command)    // ⌘S
    /// ```
    @discardableResult
    public func press(_ shortcut: KeyboardShortcut, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let snapshot = layoutSnapshot
        let nodes = snapshot.preorder()
        let assigning = nodes.filter { snapshot.keyboardShortcut(of: $0) == shortcut }
        let front = nodes.last { snapshot.kind(of: $0) == "PresentedLayer" }
        let reachable = front.map { layer in assigning.filter { snapshot.presentedLayer(around: $0) == layer } } ?? assigning
        guard let node = reachable.first else {
            let known = Set(nodes.compactMap { snapshot.keyboardShortcut(of: $0)?.description }).sorted()
            FailureReporting.fail(
                "press(\(shortcut)): no view \(front == nil ? "in the window" : "in the presentation on top") has this keyboard shortcut"
                    + (known.isEmpty ? "" : "; shortcuts: \(known.joined(separator: ", "))") + "; nothing happened",
                file: file, line: line)
            return false
        }
        guard
            let button = snapshot.preorder(from: node).first(where: { snapshot.control(of: $0)?.kind == .button }),
            let control = snapshot.control(of: button)
        else {
            FailureReporting.fail(
                "press(\(shortcut)): \(snapshot.path(to: node)) has the shortcut but no button to perform; nothing happened",
                file: file, line: line)
            return false
        }
        guard control.isEnabled, let tap = control.action.tapAction else {
            FailureReporting.fail(
                "press(\(shortcut)): the button at \(snapshot.path(to: button)) is disabled (or triggers only through its style); nothing happened",
                file: file, line: line)
            return false
        }
        runningForThisHost { tap() }
        assertSettles(self, file: file, line: line)
        return true
    }

    /// Presses `key` with `modifiers` (⌘ by default), as ``press(_:file:line:)`` presses a
    /// shortcut.
    @discardableResult
    public func press(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        press(KeyboardShortcut(key, modifiers: modifiers), file: file, line: line)
    }
}
