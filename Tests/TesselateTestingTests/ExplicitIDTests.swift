import XCTest
import Tesselate
import TesselateTesting

/// `.id(_:)` and `accessibilityIdentifier(_:)` name the view they are applied to, not the
/// modifiers applied after it: the dump shows them on that view's line and queries find that
/// view, so a control named this way can be tapped, stepped, flipped, chosen from and typed into.
final class ExplicitIDTests: XCTestCase {
    /// `Button("Add") { … }.id("add").padding(8)`: the id is the button's.
    @MainActor func testAnIDNamesTheButtonNotThePaddingAroundIt() async {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = ViewHost(Button("Add") { taps.count += 1 }.id("add").padding(8), size: CGSize(width: 200, height: 100))
        let dump = host.dump(DumpOptions(properties: .attributes))
        XCTAssertTrue(dump.contains("\npadding(8)\n└─ Button(id: \"add\")\n"), dump)
        XCTAssertEqual(host.find(.id("add"))?.kind, .button)
        host.find(.id("add"))?.tap()
        XCTAssertEqual(taps.count, 1, "tap() presses the button the id names")
    }

    private struct Controls: View {
        @State var count = 0
        @State var isOn = false
        @State var flavour = "vanilla"
        @State var name = ""

        var body: some View {
            VStack(spacing: 0) {
                Stepper("Count: \(count)", value: $count).id("stepper").padding(4)
                Toggle("Sound", isOn: $isOn).id("toggle").padding(4).background(Color.gray)
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag("vanilla")
                    Text("Chocolate").tag("chocolate").padding(2)
                }
                .id("picker")
                .frame(maxWidth: .infinity)
                TextField("Name", text: $name).id("name").padding(4)
                TextField("Nickname", text: $name).accessibilityIdentifier("nickname").padding(4)
            }
        }
    }

    @MainActor func testAnIDNamesEachControlThroughLaterModifiers() async {
        let host = ViewHost(Controls())
        XCTAssertEqual(host.find(.id("stepper"))?.kind, .stepper)
        XCTAssertEqual(host.find(.id("toggle"))?.kind, .toggle)
        XCTAssertEqual(host.find(.id("picker"))?.kind, .picker)
        XCTAssertEqual(host.find(.id("name"))?.kind, .textField)

        host.find(.id("stepper"))?.increment()
        XCTAssertEqual(host.find(.id("stepper"))?.text, "Count: 1")
        host.find(.id("toggle"))?.toggle()
        XCTAssertTrue(host.find(.id("toggle"))?.attributes.contains("isOn: true") == true)
        // A `tag` is a trait: it passes up through the padding applied after it, as in SwiftUI.
        host.find(.id("picker"))?.select("chocolate")
        XCTAssertEqual(host.find(.id("picker"))?.text, "Chocolate")
        host.typeText("Ada", into: .id("name"))
        XCTAssertEqual(host.text(in: .id("name")), "Ada")
        host.replaceText(in: .accessibilityIdentifier("nickname"), with: "Countess")
        XCTAssertEqual(host.text(in: .id("name")), "Countess", "both fields share the binding")
        XCTAssertEqual(host.diagnostics, [])
    }

    /// An accessibility identifier is found with its own query, as an XCUITest query finds it;
    /// `.id` does not match it, but a failed `.id` search lists it among the candidates.
    @MainActor func testAnAccessibilityIdentifierNamesTheViewItIsAppliedTo() async {
        let view = VStack {
            Text("Total").accessibilityIdentifier("total").padding(4)
            Text("Tax").id("total")
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 100), displayScale: 1)
        let dump = host.dump(DumpOptions(properties: .attributes))
        XCTAssertTrue(dump.contains("padding(4)\n│  └─ Text(\"Total\", accessibilityIdentifier: \"total\")\n"), dump)
        XCTAssertEqual(host.find(.accessibilityIdentifier("total"))?.text, "Total")
        XCTAssertEqual(host.find(.accessibilityIdentifier("total"))?.accessibilityIdentifier, "total")
        XCTAssertEqual(host.find(.id("total"))?.text, "Tax", "an id and an accessibility identifier are different names")

        let message = collectingFailures { host.find(.accessibilityIdentifier("totl")) }.first ?? ""
        XCTAssertTrue(message.contains("No view matches accessibilityIdentifier \"totl\" in the window."), message)
        XCTAssertTrue(
            message.contains("Nearest candidates:\n  VStack/padding[0]/Text: Text(\"Total\", accessibilityIdentifier: \"total\")"), message)
    }

    /// A `ForEach` element is named by its element's id, on its outermost view, unless it names
    /// itself with `.id`; then the element's own id is the one found, dumped and scrolled to.
    @MainActor func testAForEachElementKeepsAnIDGivenInsideIt() async {
        let view = VStack {
            ForEach(["a", "b"], id: \.self) { letter in
                Text(letter).padding(2)
            }
            ForEach([1, 2], id: \.self) { number in
                Text("\(number)").id("row \(number)").padding(2)
            }
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.find(.id("a"))?.kind, .padding, "the element's outermost view")
        XCTAssertEqual(host.find(.id("row 1"))?.kind, .text)
        XCTAssertTrue(host.findAll(.id(1)).isEmpty, "an element with an id of its own is found by it")
    }
}
