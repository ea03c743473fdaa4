import Foundation
import Tesselate

/// Focusing a text input and pressing Return, as a person would, on the `TextField`,
/// `SecureField` or `TextEditor` the view is, is in, or holds (the first one inside it). The
/// views' `@FocusState` values follow and the host settles; a view with no such control fails the
/// test, as `typeText(_:)` does.
///
/// ```swift
/// host.find(.textField("Username"))?.typeText("ada")   // focuses it first
/// host.find(.textField("Username"))?.submit()          // Return: runs `onSubmit`
/// ```
extension ViewMatch {
    /// Focuses the control, as tapping it does (in a host made for a device, the keyboard comes up).
    @discardableResult
    public func focus(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let (host, input) = focusTarget("focus", file: file, line: line) else { return false }
        host.focusNode(input)
        assertSettles(self.host, file: file, line: line)
        return true
    }

    /// Presses Return in the one-line field: runs the `onSubmit` actions around it (outermost
    /// first) and takes its focus away, unless an action moves it. Fails the test in an editor or a
    /// vertical field, where Return breaks the line.
    @discardableResult
    public func submit(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let (host, input) = focusTarget("submit", file: file, line: line) else { return false }
        let done = host.submitText(ofNode: input)
        assertSettles(self.host, file: file, line: line)
        if !done {
            FailureReporting.fail(
                "submit(): \(path) is a multiline text input, where Return breaks the line; nothing was submitted", file: file,
                line: line)
        }
        return done
    }

    private func focusTarget(_ name: String, file: StaticString, line: UInt) -> (any FocusableHost, NodeID)? {
        guard let now = reachable(name, file: file, line: line) else { return nil }
        let inside = now.snapshot.preorder(from: now.node).dropFirst()
        let around = ([now] + now.ancestors).map(\.node)
        guard let input = (around + inside).first(where: { now.snapshot.textInput(of: $0) != nil }),
            let host = host as? any FocusableHost
        else {
            FailureReporting.fail(
                "\(name)(): no TextField, SecureField or TextEditor at, above or inside \(now.path): \(now)\n"
                    + now.snapshot.dump(DumpOptions(properties: .layout), marks: [now.node: "◀︎ here"]), file: file, line: line)
            return nil
        }
        return (host, now.snapshot.id(of: input))
    }
}
