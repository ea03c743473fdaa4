import Tesselate
import TesselateTesting
import XCTest

/// Typing through a found view (`ViewMatch.typeText`, `replaceText`, `clearText`): into the
/// text-input control the view is, is in, or holds; a view with none fails the test, as `find`
/// does, and types nothing.
final class TextInputTests: XCTestCase {
    struct Form: View {
        @State var name = ""
        @State var notes = ""
        var body: some View {
            VStack {
                Text("Profile").id("title")
                TextField("Name", text: $name).id("name")
                VStack { TextEditor(text: $notes) }.id("notes")
                Text(name.isEmpty ? "nobody" : "Hello, \(name)").id("greeting")
            }
        }
    }

    @MainActor private func host() -> ViewHost<Form> { ViewHost(Form(), size: CGSize(width: 300, height: 400), displayScale: 1) }

    @MainActor func testTypesIntoTheFieldTheViewIsOrHolds() async {
        let host = host()
        XCTAssertTrue(host.find(.textField("Name"))?.typeText("Ada\n") == true)
        XCTAssertEqual(host.find(.id("greeting"))?.text, "Hello, Ada", "one-line fields drop the newline")
        XCTAssertTrue(host.find(.textField("Name"))?.replaceText(with: "Grace") == true)
        XCTAssertEqual(host.text(in: .id("name")), "Grace")
        XCTAssertTrue(host.find(.id("notes"))?.typeText("line 1\nline 2") == true, "the editor inside the stack")
        XCTAssertEqual(host.text(in: .id("notes")), "line 1\nline 2")
        XCTAssertTrue(host.find(.textField("Name"))?.clearText() == true)
        XCTAssertEqual(host.find(.id("greeting"))?.text, "nobody")
    }

    @MainActor func testAViewWithNoFieldFailsTheTest() async {
        let host = host()
        var typed: Bool?
        let failures = collectingFailures { typed = host.find(.id("title"))?.typeText("x") }
        XCTAssertEqual(typed, false)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix("typeText(): no TextField, SecureField or TextEditor at, above or inside VStack/Text") == true,
            failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("◀︎ here") == true)
        XCTAssertEqual(host.text(in: .id("name")), "", "nothing typed")
    }
}
