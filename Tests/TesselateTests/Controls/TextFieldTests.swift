import XCTest
import Tesselate
import TesselateTesting

/// TextField, SecureField and TextEditor: their sizes, and typing into them through ViewHost.
final class TextFieldTests: XCTestCase {
    final class Model { var text = ""; var changes: [String] = [] }

    struct Form: View {
        @State var name = ""
        @State var secret = ""
        var log: Model
        var body: some View {
            VStack {
                TextField("Name", text: $name, prompt: Text("Your name")).id("name")
                SecureField("Password", text: $secret).id("secret")
                Text("Hello, \(name)").id("greeting")
            }
            .onChange(of: name) { _, new in log.changes.append(new) }
        }
    }

    // A field is one line tall and takes the width it is offered (plain style: the line rounded
    // up to the pixel and 1.5 more, 20.333 + 1.5 → 22 at 3x).
    @MainActor func testFieldTakesOfferedWidthAndOneLine() async {
        let h = ViewHost(TextField("Name", text: .constant("")).id("f"), size: CGSize(width: 300, height: 200))
        assertSize(h.exactFrame(id: "f"), 300, 22, accuracy: 1e-5)
        let ideal = ViewHost(TextField("Name", text: .constant("")).fixedSize().id("f"), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(ideal.exactFrame(id: "f")?.width ?? 0, TextMeasurement("Name").size.width)
    }

    // On iOS 26 a plain field showing its `prompt:` is its line rounded up to the pixel, but at
    // least a 17-point field's 23 at 1x (nadvitek/gitlabourer: 23, 23 and 28 at the small, large
    // and xxxLarge sizes, where showing text it is 20, 23 and 30); iOS 18 is not measured and
    // keeps the text's height.
    @MainActor func testIOS26FieldShowingItsPromptKeepsTheLargeSizesHeight() async {
        func height(_ text: String, _ size: DynamicTypeSize, _ os: OSVersion = .iOS26) -> CGFloat? {
            let h = ViewHost(
                TextField("", text: .constant(text), prompt: Text("Token")).id("f"), size: CGSize(width: 300, height: 200),
                displayScale: 1)
            h.os = os
            h.dynamicTypeSize = size
            return h.exactFrame(id: "f")?.height
        }
        XCTAssertEqual(height("", .small), 23)
        XCTAssertEqual(height("abc", .small), 20)
        XCTAssertEqual(height("", .large), 23)
        XCTAssertEqual(height("", .xxxLarge), 28)
        XCTAssertEqual(height("abc", .xxxLarge), 30)
        XCTAssertEqual(height("", .small, .iOS18), 20)
    }

    // A one-line `.roundedBorder` field is 34 tall up to the large size, its line centred (measured
    // on iOS 17–18.5: SpeziAccount, yogeshbharate25/SnapShotTesting).
    @MainActor func testRoundedBorderStyle() async {
        let h = ViewHost(TextField("", text: .constant("12")).textFieldStyle(.roundedBorder).id("f"), size: CGSize(width: 300, height: 200))
        assertSize(h.exactFrame(id: "f"), 300, 34, accuracy: 1e-5)
    }

    // Seed 000's field: the iOS-only modifiers are accepted and recorded in the dump.
    @MainActor func testSeedFieldModifiersAreRecorded() async {
        let h = ViewHost(
            TextField("", text: .constant("3")).multilineTextAlignment(.trailing)
                .textFieldStyle(.roundedBorder).keyboardType(.numberPad), size: CGSize(width: 300, height: 200))
        let dump = h.dump()
        XCTAssertTrue(dump.contains("keyboardType: .numberPad"), dump)
        XCTAssertTrue(dump.contains("style: .roundedBorder"), dump)
        XCTAssertTrue(dump.contains("multilineTextAlignment: .trailing"), dump)
        XCTAssertEqual(h.diagnostics, [])
    }

    // axis: .vertical grows with its wrapped text, within its line limit; a range's lower bound
    // is reserved.
    @MainActor func testVerticalFieldGrows() async {
        let long = "The quick brown fox jumps over the lazy dog"
        let grows = ViewHost(
            TextField("", text: .constant(long), axis: .vertical).frame(width: 100).id("f"), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(grows.findAll(.kind(.textField)).filter(\.isPlaced).map { $0.frame() }.first?.height ?? 0, 81.333333, accuracy: 1e-5)
        let limited = ViewHost(
            TextField("", text: .constant("a"), axis: .vertical).lineLimit(3...5).frame(width: 100), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(limited.findAll(.kind(.textField)).filter(\.isPlaced).map { $0.frame() }.first?.height ?? 0, 61, accuracy: 1e-5)
    }

    // An editor is greedy: it takes the size offered on both axes and scrolls what does not fit.
    @MainActor func testEditorIsGreedy() async {
        let h = ViewHost(
            TextEditor(text: .constant(String(repeating: "word ", count: 200))).frame(width: 200, height: 100),
            size: CGSize(width: 300, height: 300))
        assertSize(h.findAll(.kind(.textEditor)).filter(\.isPlaced).map { $0.frame() }.first, 200, 100)
        XCTAssertTrue(h.dump().contains("scrolls: content"))
        let stack = ViewHost(
            VStack(spacing: 0) {
                TextEditor(text: .constant("")); Color.red.frame(height: 50)
            }, size: CGSize(width: 300, height: 300))
        assertSize(stack.findAll(.kind(.textEditor)).filter(\.isPlaced).map { $0.frame() }.first, 300, 250)
    }

    // Typing: by id or prompt; the binding changes, bodies and onChange run, and the host has
    // settled when the call returns.
    @MainActor func testTypingUpdatesBindingAndSettles() async {
        let log = Model()
        let h = ViewHost(Form(log: log), size: CGSize(width: 300, height: 300))
        XCTAssertTrue(h.typeText("Ada", into: .id("name")))
        XCTAssertEqual(h.text(in: .prompt("Your name")), "Ada")
        XCTAssertEqual(log.changes, ["Ada"])
        XCTAssertTrue(h.dump().contains("Text(\"Hello, Ada\""))
        XCTAssertTrue(h.typeText(" L.", into: .prompt("Your name")))
        XCTAssertEqual(log.changes, ["Ada", "Ada L."])
        XCTAssertTrue(h.replaceText(in: .id("name"), with: "Grace\nHopper"))
        XCTAssertEqual(h.text(in: .id("name")), "GraceHopper", "a one-line field drops newlines")
        XCTAssertTrue(h.clearText(in: .id("name")))
        XCTAssertEqual(h.text(in: .id("name")), "")
        XCTAssertEqual(log.changes.last, "")
        XCTAssertFalse(h.typeText("x", into: .id("missing")))
    }

    // A secure field shows a bullet per character and measures them.
    @MainActor func testSecureFieldShowsBullets() async {
        let log = Model()
        let h = ViewHost(Form(log: log), size: CGSize(width: 300, height: 300))
        h.typeText("hunter2", into: .prompt("Password"))
        XCTAssertEqual(h.text(in: .id("secret")), "hunter2")
        XCTAssertTrue(h.dump().contains("text: \"•••••••\""), h.dump())
    }

    // Bad input: an invalid font size on a field is reported, not fatal.
    @MainActor func testInvalidFontOnField() async {
        let h = ViewHost(TextField("x", text: .constant("")).font(.system(size: -3)), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(h.diagnostics.count, 1)
    }
}
