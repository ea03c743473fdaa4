import XCTest

import Tesselate

/// `onSubmit(of:_:)` (<https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)>):
/// Return in a text field runs the submit actions set on it or around it. Every enclosing
/// `onSubmit` runs, outermost first (the rule and its sources are on `onSubmit`); the field gives
/// up its focus unless an action moves it; `submitScope()` stops the outer ones.
final class SubmitTests: XCTestCase {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct SignIn: View {
        enum Field: Hashable { case username, password }
        let log: Log
        @State private var username = ""
        @State private var password = ""
        @FocusState private var field: Field?

        var body: some View {
            VStack {
                TextField("Username", text: $username)
                    .focused($field, equals: .username)
                    .submitLabel(.next)
                    .onSubmit {
                        log.entries.append("username"); field = .password
                    }
                SecureField("Password", text: $password)
                    .focused($field, equals: .password)
                    .onSubmit(of: .search) { log.entries.append("search") }
                TextEditor(text: .constant("")).id("notes")
            }
            .onSubmit { log.entries.append("form \(username)/\(password)") }
        }
    }

    /// Return in the username field runs the form's action, then the field's, which moves the
    /// focus to the password field; the keyboard stays up.
    @MainActor func testReturnRunsEveryEnclosingActionOutermostFirst() async {
        let log = Log()
        let host = ViewHost(SignIn(log: log), device: .iPhone16)
        host.typeText("ada", into: .prompt("Username"))
        XCTAssertTrue(host.submit(.prompt("Username")))
        XCTAssertEqual(log.entries, ["form ada/", "username"])
        XCTAssertTrue(host.isFocused(.prompt("Password")), "the action moved the focus")
        XCTAssertEqual(host.keyboardHeight, 336)
    }

    /// Return in a field whose actions leave the focus alone dismisses it, and the keyboard.
    /// `.search` actions do not run for a text field.
    @MainActor func testReturnTakesTheFocusAway() async {
        let log = Log()
        let host = ViewHost(SignIn(log: log), device: .iPhone16)
        host.typeText("pw", into: .prompt("Password"))
        host.submit(.prompt("Password"))
        XCTAssertEqual(log.entries, ["form /pw"])
        XCTAssertNil(host.focusedInput)
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    /// A newline typed into a one-line field is Return: the text before it is typed, then the
    /// field is submitted. In an editor it breaks the line and submits nothing.
    @MainActor func testTypingANewlinePressesReturn() async {
        let log = Log()
        let host = ViewHost(SignIn(log: log), device: .iPhone16)
        host.typeText("ada\n", into: .prompt("Username"))
        XCTAssertEqual(host.text(in: .prompt("Username")), "ada")
        XCTAssertEqual(log.entries, ["form ada/", "username"])
        host.typeText("one\ntwo", into: .id("notes"))
        XCTAssertEqual(log.entries.count, 2)
        XCTAssertFalse(host.submit(.id("notes")), "Return breaks the line in an editor")
        XCTAssertEqual(log.entries.count, 2)
    }

    /// `submitScope()` keeps Return inside it from reaching the actions set around it.
    @MainActor func testSubmitScopeStopsTheOuterActions() async {
        struct Scoped: View {
            let log: Log
            @State private var text = ""
            var body: some View {
                TextField("Inner", text: $text)
                    .onSubmit { log.entries.append("inner") }
                    .submitScope()
                    .onSubmit { log.entries.append("outer") }
            }
        }
        let log = Log()
        let host = ViewHost(Scoped(log: log))
        host.submit(.first)
        XCTAssertEqual(log.entries, ["inner"])
    }

    /// Submitting where there is no field is a diagnostic; a field without actions just loses focus.
    @MainActor func testSubmittingWithoutAFieldIsADiagnostic() async {
        let host = ViewHost(Text("No fields"))
        XCTAssertFalse(host.submit(.first))
        XCTAssertEqual(host.diagnostics.map(\.code), [.textInputNotFound])
        let plain = ViewHost(TextField("Name", text: .constant("")))
        XCTAssertTrue(plain.submit(.first))
        XCTAssertNil(plain.focusedInput)
        XCTAssertTrue(plain.diagnostics.isEmpty)
    }

    @MainActor func testSubmitTriggers() async {
        XCTAssertTrue(SubmitTriggers([.text, .search]).contains(.search))
        XCTAssertFalse(SubmitTriggers.text.contains(.search))
    }
}
