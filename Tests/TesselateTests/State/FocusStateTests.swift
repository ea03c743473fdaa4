import XCTest

import Tesselate

/// `@FocusState` as SwiftUI documents it
/// (<https://developer.apple.com/documentation/swiftui/focusstate>): when focus enters a field
/// bound with `focused(_:equals:)` the state becomes the field's value, when it leaves the state
/// goes back to `nil` (`false` for `focused(_:)`), and setting the state moves the focus. In a
/// host made for a device the focused field brings the keyboard up, as on the phone.
final class FocusStateTests: XCTestCase {
    /// What the form's focus state was after each update that changed it.
    @MainActor final class FocusLog {
        var values: [String] = []
    }

    struct LoginForm: View {
        enum Field: Hashable { case username, password }
        let log: FocusLog
        var initial: Field?
        @State private var username = ""
        @State private var password = ""
        @FocusState private var field: Field?

        var body: some View {
            VStack {
                TextField("Username", text: $username).focused($field, equals: .username)
                SecureField("Password", text: $password).focused($field, equals: .password)
            }
            .onAppear { if let initial { field = initial } }
            .onChange(of: field) { log.values.append(field.map { "\($0)" } ?? "nil") }
        }
    }

    struct NoteField: View {
        let log: FocusLog
        var focusOnAppear = false
        @State private var note = ""
        @FocusState private var isFocused: Bool

        var body: some View {
            TextField("Note", text: $note)
                .focused($isFocused)
                .onAppear { if focusOnAppear { isFocused = true } }
                .onChange(of: isFocused) { log.values.append("\(isFocused)") }
        }
    }

    /// Typing into a field focuses it first, as a tap does: the state reads that field, then the
    /// next one; clearing the focus sets it back to `nil`.
    @MainActor func testTypingFocusesTheFieldAndTheStateFollows() async {
        let log = FocusLog()
        let host = ViewHost(LoginForm(log: log), device: .iPhone16)
        XCTAssertNil(host.focusedInput)
        host.typeText("ada", into: .prompt("Username"))
        XCTAssertTrue(host.isFocused(.prompt("Username")))
        XCTAssertEqual(host.text(in: .prompt("Username")), "ada")
        host.typeText("secret", into: .prompt("Password"))
        XCTAssertTrue(host.isFocused(.prompt("Password")))
        XCTAssertFalse(host.isFocused(.prompt("Username")))
        host.clearFocus()
        XCTAssertNil(host.focusedInput)
        XCTAssertEqual(log.values, ["username", "password", "nil"])
    }

    /// A focused field shows the keyboard at the device's height (336 on an iPhone 16), which
    /// lifts the safe area; losing the focus hides it.
    @MainActor func testAFocusedFieldBringsUpTheDevicesKeyboard() async {
        let host = ViewHost(LoginForm(log: FocusLog()), device: .iPhone16)
        XCTAssertEqual(host.keyboardHeight, 0)
        XCTAssertTrue(host.focus(.prompt("Password")))
        XCTAssertEqual(host.keyboardHeight, 336)
        XCTAssertTrue(host.dump().hasPrefix("Tesselate dump v1 · window 393×852 @3x · safe area (59, 0, 34, 0) · keyboard 336"))
        host.focus(.prompt("Username"))
        XCTAssertEqual(host.keyboardHeight, 336, "moving between fields keeps it up")
        host.clearFocus()
        XCTAssertEqual(host.keyboardHeight, 0)

        let se = ViewHost(LoginForm(log: FocusLog()), device: .iPhoneSE3.landscape)
        se.focus(.first)
        XCTAssertEqual(se.keyboardHeight, 194)
    }

    /// A host without a device has no keyboard of its own: focus moves, the window does not change.
    @MainActor func testAHostWithoutADeviceShowsNoKeyboard() async {
        let host = ViewHost(LoginForm(log: FocusLog()), size: CGSize(width: 300, height: 400))
        host.focus(.prompt("Username"))
        XCTAssertTrue(host.isFocused(.prompt("Username")))
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    /// Setting the state (here in `onAppear`) focuses the field bound to that value, and the
    /// keyboard comes up in the same update.
    @MainActor func testSettingTheStateFocusesTheMatchingField() async {
        let log = FocusLog()
        let host = ViewHost(LoginForm(log: log, initial: .password), device: .iPhone16)
        XCTAssertTrue(host.isFocused(.prompt("Password")))
        XCTAssertEqual(host.keyboardHeight, 336)
        XCTAssertEqual(log.values, ["password"])
    }

    /// The Boolean form: `true` while the field has focus.
    @MainActor func testTheBooleanForm() async {
        let log = FocusLog()
        let host = ViewHost(NoteField(log: log, focusOnAppear: true), device: .iPhone16)
        XCTAssertTrue(host.isFocused(.prompt("Note")))
        XCTAssertEqual(host.keyboardHeight, 336)
        host.clearFocus()
        XCTAssertEqual(log.values, ["true", "false"])
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    /// A value no field is bound to moves nothing, and the state goes back to `nil`: "when focus
    /// is not in any view that is bound to this state, the wrapped value will be nil".
    @MainActor func testAValueNoFieldIsBoundToIsReset() async {
        struct OnlyUsername: View {
            let log: FocusLog
            @State private var username = ""
            @FocusState private var field: LoginForm.Field?
            var body: some View {
                TextField("Username", text: $username).focused($field, equals: .username)
                    .onAppear { field = .password }
                    .onChange(of: field) { log.values.append(field.map { "\($0)" } ?? "nil") }
            }
        }
        let log = FocusLog()
        let host = ViewHost(OnlyUsername(log: log), device: .iPhone16)
        XCTAssertNil(host.focusedInput)
        XCTAssertEqual(host.keyboardHeight, 0)
        XCTAssertEqual(log.values, [], "set and reset in the same update: no change is seen")
        XCTAssertTrue(host.diagnostics.isEmpty)
    }

    /// A focused field that leaves the window takes the focus (and the keyboard) with it.
    @MainActor func testAFieldThatGoesAwayLosesTheFocus() async {
        struct Toggled: View {
            var showsField: Bool
            @State private var text = ""
            var body: some View {
                if showsField { TextField("Name", text: $text) } else { Text("Done") }
            }
        }
        let host = ViewHost(Toggled(showsField: true), device: .iPhone16)
        host.focus(.prompt("Name"))
        XCTAssertEqual(host.keyboardHeight, 336)
        host.rootView = Toggled(showsField: false)
        XCTAssertNil(host.focusedInput)
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    /// Focusing a field that is not there is a diagnostic, not a crash.
    @MainActor func testFocusingAMissingFieldIsADiagnostic() async {
        let host = ViewHost(LoginForm(log: FocusLog()), device: .iPhone16)
        XCTAssertFalse(host.focus(.prompt("Email")))
        XCTAssertEqual(host.diagnostics.map(\.code), [.textInputNotFound])
        XCTAssertNil(host.focusedInput)
        XCTAssertFalse(host.isFocused(.prompt("Email")))
    }

    /// Outside a host a focus state keeps its default value and ignores writes, as `@State` does.
    @MainActor func testOutsideAHost() async {
        let state = FocusState<Bool>()
        state.wrappedValue = true
        XCTAssertFalse(state.wrappedValue)
        XCTAssertFalse(state.projectedValue.wrappedValue)
        XCTAssertNil(FocusState<LoginForm.Field?>().wrappedValue)
    }
}
