import XCTest
import Tesselate
import TesselateTesting

/// Focus driven as a person drives it: a button that sets a `@FocusState` focuses the field bound
/// to that value and the keyboard comes up; one that sets `nil` dismisses it
/// (<https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)>: "If a caller sets
/// the value to nil, SwiftUI automatically dismisses focus"). `focus()` taps a field; `submit()`
/// presses Return in it.
final class FocusTests: XCTestCase {
    struct Profile: View {
        enum Field: Hashable { case name, email }
        @State private var name = ""
        @State private var email = ""
        @State private var submitted = 0
        @FocusState private var field: Field?

        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Email", text: $email).focused($field, equals: .email)
                    .onSubmit { submitted += 1 }
                Button("Edit email") { field = .email }
                Button("Done") { field = nil }
                Text("focus: \(field.map { "\($0)" } ?? "none"), submitted: \(submitted)").id("status")
            }
        }
    }

    @MainActor func testButtonsMoveTheFocusAndTheKeyboard() async {
        let host = ViewHost(Profile(), device: .iPhone16)
        host.tap(.button("Edit email"))
        XCTAssertTrue(host.isFocused(.prompt("Email")))
        XCTAssertEqual(host.keyboardHeight, 336)
        XCTAssertEqual(host.find(.id("status"))?.text, "focus: email, submitted: 0")
        host.tap(.button("Done"))
        XCTAssertNil(host.focusedInput)
        XCTAssertEqual(host.keyboardHeight, 0)
        XCTAssertEqual(host.find(.id("status"))?.text, "focus: none, submitted: 0")
    }

    @MainActor func testFocusAndSubmitOnAMatch() async {
        let host = ViewHost(Profile(), device: .iPhone16)
        host.find(.textField("Name"))?.focus()
        XCTAssertEqual(host.find(.id("status"))?.text, "focus: name, submitted: 0")
        host.find(.textField("Email"))?.typeText("ada@example.com")
        XCTAssertEqual(host.find(.id("status"))?.text, "focus: email, submitted: 0")
        host.find(.textField("Email"))?.submit()
        XCTAssertEqual(host.find(.id("status"))?.text, "focus: none, submitted: 1")
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    @MainActor func testSubmittingAnEditorFails() async {
        let host = ViewHost(TextEditor(text: .constant("")))
        let editor = host.find(.kind(.textEditor))
        let failures = collectingFailures { XCTAssertEqual(editor?.submit(), false) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("Return breaks the line") == true)
    }
}
