import Foundation
import Tesselate

/// Typing as a person would with the keyboard, into the `TextField`, `SecureField` or
/// `TextEditor` the view is, is in, or holds (the first one inside it): each change is written
/// through the control's binding and the host settles. A view with no such control fails the
/// test with the dump around it, as ``ViewHost/find(_:file:line:)`` does, and nothing is typed.
///
/// ```swift
/// host.find(.textField("Name"))?.typeText("Ada")
/// host.find(.id("form"))?.replaceText(with: "Grace")   // the first field inside the form
/// ```
extension ViewMatch {
    /// Types `string` at the end of the control's text. A one-line field drops newlines (Return
    /// submits there rather than breaking the line).
    @discardableResult
    public func typeText(_ string: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        edit("typeText", .type(string), file: file, line: line)
    }

    /// Replaces the control's whole text with `string`.
    @discardableResult
    public func replaceText(with string: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        edit("replaceText", .replace(string), file: file, line: line)
    }

    /// Deletes all of the control's text.
    @discardableResult
    public func clearText(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        edit("clearText", .replace(""), file: file, line: line)
    }

    private func edit(_ name: String, _ edit: TextEdit, file: StaticString, line: UInt) -> Bool {
        guard let now = reachable(name, file: file, line: line) else { return false }
        let inside = now.snapshot.preorder(from: now.node).dropFirst()
        let around = ([now] + now.ancestors).map(\.node)
        guard let input = (around + inside).first(where: { now.snapshot.textInput(of: $0) != nil }) else {
            FailureReporting.fail(
                "\(name)(): no TextField, SecureField or TextEditor at, above or inside \(now.path): \(now)\n"
                    + now.snapshot.dump(DumpOptions(properties: .layout), marks: [now.node: "◀︎ here"]), file: file, line: line)
            return false
        }
        let done = host.runningForThisHost { host.editText(ofNode: now.snapshot.id(of: input), edit) }
        assertSettles(host, file: file, line: line)
        return done
    }
}
