import XCTest
import Tesselate
import TesselateTesting

/// Text fields of a value: `TextField(_:value:format:)` and `TextField(_:value:formatter:)`.
/// Apple: "For non-string types, it updates the value when the user commits their edits, such as
/// by pressing the Return key"; "If `format` can't perform the conversion, the text field leaves
/// `binding.value` unchanged". Source:
/// <https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)>.
final class TextFieldValueTests: XCTestCase {
    private struct Quantity: View {
        @State var count = 3
        var body: some View {
            VStack {
                TextField("Count", value: $count, format: .number).id("count")
                Text("Count is \(count)")
            }
        }
    }

    /// The field shows the value formatted.
    @MainActor func testTheFieldShowsTheValueFormatted() async {
        struct Screen: View {
            @State var amount = 1234.5
            var body: some View { TextField("Amount", value: $amount, format: .number) }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.text(in: .first), 1234.5.formatted(.number))
    }

    /// Typing edits a draft: the value changes only when Return commits it.
    @MainActor func testTheValueChangesOnReturn() async {
        let host = ViewHost(Quantity(), size: CGSize(width: 300, height: 200))
        host.replaceText(in: .id("count"), with: "42")
        XCTAssertEqual(host.text(in: .id("count")), "42")
        XCTAssertTrue(host.exists(.text("Count is 3")))
        host.submit(.id("count"))
        XCTAssertTrue(host.exists(.text("Count is 42")))
    }

    /// Losing the focus commits the draft too.
    @MainActor func testLosingTheFocusCommits() async {
        struct Screen: View {
            @State var count = 3
            @State var name = ""
            var body: some View {
                VStack {
                    TextField("Count", value: $count, format: .number).id("count")
                    TextField("Name", text: $name).id("name")
                    Text("Count is \(count)")
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 200))
        host.typeText("7", into: .id("count"))
        XCTAssertTrue(host.exists(.text("Count is 3")))
        host.focus(.id("name"))
        XCTAssertTrue(host.exists(.text("Count is 37")))
    }

    /// A draft that does not parse leaves the value as it was; the field shows the value again.
    @MainActor func testAnInvalidDraftLeavesTheValue() async {
        let host = ViewHost(Quantity(), size: CGSize(width: 300, height: 200))
        host.replaceText(in: .id("count"), with: "many")
        host.submit(.id("count"))
        XCTAssertTrue(host.exists(.text("Count is 3")))
        XCTAssertEqual(host.text(in: .id("count")), "3")
    }

    /// An optional value is set to nil by a draft that does not parse, and shows as empty.
    @MainActor func testAnOptionalValueBecomesNil() async {
        struct Screen: View {
            @State var price: Double? = 2.5
            var body: some View {
                VStack {
                    TextField("Price", value: $price, format: .number, prompt: Text("None")).id("price")
                    Text(price.map { "Price \(String($0))" } ?? "No price")
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 200))
        host.replaceText(in: .id("price"), with: "4.75")
        host.submit(.id("price"))
        XCTAssertTrue(host.exists(.text("Price 4.75")))
        host.clearText(in: .id("price"))
        host.submit(.id("price"))
        XCTAssertTrue(host.exists(.text("No price")))
        XCTAssertEqual(host.text(in: .id("price")), "")
    }

    /// A `NumberFormatter` field parses what it shows.
    @MainActor func testAFormatterField() async {
        struct Screen: View {
            @State var score = 10
            let formatter = NumberFormatter()
            var body: some View {
                VStack {
                    TextField("Score", value: $score, formatter: formatter).id("score")
                    Text("Score \(score)")
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.text(in: .id("score")), "10")
        host.replaceText(in: .id("score"), with: "12")
        host.submit(.id("score"))
        XCTAssertTrue(host.exists(.text("Score 12")))
        host.replaceText(in: .id("score"), with: "twelve")
        host.submit(.id("score"))
        XCTAssertTrue(host.exists(.text("Score 12")))
    }

    /// The label-view form: a `Text` label is the placeholder.
    @MainActor func testTheLabelViewForm() async {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                TextField(value: $count, format: .number) { Text("Items") }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.text(in: .prompt("Items")), "0")
    }
}
