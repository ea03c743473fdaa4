import XCTest
import Tesselate
import TesselateTesting

/// SwiftUI's deprecated `TextField(_:text:onEditingChanged:onCommit:)` and its one-action forms:
/// `onEditingChanged(true)` when the field gains the focus, `(false)` when it loses it; `onCommit`
/// on Return. And `TextField(text:prompt:label:)`, whose `Text` label is the placeholder on iOS.
/// Source: <https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)>.
final class TextFieldEditingActionsTests: XCTestCase {
    private final class Log { var events: [String] = [] }

    private struct Screen: View {
        let log: Log
        @State var name = ""
        @State var other = ""
        var body: some View {
            VStack {
                TextField(
                    "Name", text: $name,
                    onEditingChanged: { editing in log.events.append(editing ? "began" : "ended") },
                    onCommit: { log.events.append("commit \(name)") }
                ).id("name")
                TextField("Other", text: $other).id("other")
            }
            .onSubmit { log.events.append("submit") }
        }
    }

    /// Focusing the field begins editing; typing does not tell it again; another field ends it.
    @MainActor func testEditingBeginsAndEndsWithTheFocus() async {
        let log = Log()
        let host = ViewHost(Screen(log: log), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(log.events, [])
        host.typeText("Ada", into: .id("name"))
        XCTAssertEqual(log.events, ["began"])
        host.focus(.id("other"))
        XCTAssertEqual(log.events, ["began", "ended"])
    }

    /// Return commits (before the `onSubmit` actions around the field) and ends editing.
    @MainActor func testReturnCommitsAndEndsEditing() async {
        let log = Log()
        let host = ViewHost(Screen(log: log), size: CGSize(width: 300, height: 200))
        host.typeText("Ada\n", into: .id("name"))
        XCTAssertEqual(log.events, ["began", "commit Ada", "submit", "ended"])
    }

    /// The commit-only and editing-only forms.
    @MainActor func testTheOneActionForms() async {
        let log = Log()
        struct Fields: View {
            let log: Log
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    TextField("A", text: $a, onCommit: { log.events.append("commit") }).id("a")
                    TextField("B", text: $b, onEditingChanged: { log.events.append("editing \($0)") }).id("b")
                }
            }
        }
        let host = ViewHost(Fields(log: log), size: CGSize(width: 300, height: 200))
        host.submit(.id("a"))
        host.focus(.id("b"))
        host.submit(.id("b"))
        XCTAssertEqual(log.events, ["commit", "editing true", "editing false"])
    }

    /// `TextField(text:prompt:label:)`: the prompt is the placeholder; without one, a `Text` label is.
    @MainActor func testTheLabelViewForm() async {
        struct Fields: View {
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    TextField(text: $a, prompt: Text("Required")) { Text("Username") }
                    TextField(text: $b) { Text("Nickname") }
                }
            }
        }
        let host = ViewHost(Fields(), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.typeText("ada", into: .prompt("Required")))
        XCTAssertTrue(host.typeText("al", into: .prompt("Nickname")))
        XCTAssertEqual(host.text(in: .prompt("Required")), "ada")
        XCTAssertEqual(host.text(in: .prompt("Nickname")), "al")
    }
}

extension TextFieldEditingActionsTests {
    /// The trailing-closure spellings old code uses pick the form by the closure's shape: one
    /// parameter is `onEditingChanged`, none is `onCommit`.
    @MainActor func testTrailingClosureForms() async {
        let log = Log()
        struct Fields: View {
            let log: Log
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    TextField("A", text: $a) { editing in log.events.append("A editing \(editing)") }.id("a")
                    TextField("B", text: $b) { log.events.append("B commit") }.id("b")
                }
            }
        }
        let host = ViewHost(Fields(log: log), size: CGSize(width: 300, height: 200))
        host.focus(.id("a"))
        host.submit(.id("b"))
        // Return in B focuses B first, which ends editing in A.
        XCTAssertEqual(log.events, ["A editing true", "A editing false", "B commit"])
    }
}

extension TextFieldEditingActionsTests {
    /// SwiftUI's deprecated `SecureField(_:text:onCommit:)`: the action runs on Return, with the text typed.
    /// Source: <https://developer.apple.com/documentation/swiftui/securefield/init(_:text:oncommit:)>.
    @MainActor func testASecureFieldsCommitActionRunsOnReturn() async {
        let log = Log()
        struct Fields: View {
            let log: Log
            @State var password = ""
            var body: some View {
                SecureField("Password", text: $password) { log.events.append("commit \(password)") }.id("p")
            }
        }
        let host = ViewHost(Fields(log: log), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.typeText("pw", into: .id("p")))
        XCTAssertEqual(log.events, [])
        host.submit(.id("p"))
        XCTAssertEqual(log.events, ["commit pw"])
    }
}
