import TesselateTesting
import XCTest

@testable import Tesselate

/// The update loop decides whether a pass runs only some bodies from the kinds of the changes
/// made during the pass before it (``PendingChange``), never from their wording: a change of a
/// view's `@State` names that view; a `scrollTo`, a color scheme or the keyboard concern the
/// whole window.
final class PendingChangeTests: XCTestCase {
    /// A counter whose `onChange` copies the count into a second state and, when `scrolls`, also
    /// scrolls to the first row.
    struct Counter: View {
        let scrolls: Bool
        @State private var count = 0
        @State private var copied = 0

        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    Text("Row").id("top")
                    Button("Count \(count)") { count += 1 }
                    Text("Copied \(copied)")
                }
                .onChange(of: count) {
                    copied = count
                    if scrolls { proxy.scrollTo("top") }
                }
            }
        }
    }

    @MainActor func testAStateChangeFromACallbackRunsAPartialPass() async {
        let host = ViewHost(Counter(scrolls: false))
        host.tap(.text("Count 0"))
        XCTAssertEqual(host.partialPassCount, 2, "the tap and the callback's state change each run only the counter's body")
        XCTAssertNotNil(host.find(.text("Copied 1")))
    }

    @MainActor func testAScrollRequestFromACallbackRunsAFullPass() async {
        let host = ViewHost(Counter(scrolls: true))
        host.tap(.text("Count 0"))
        XCTAssertEqual(host.partialPassCount, 1, "only the tap's pass is partial: a scroll request concerns the whole window")
        XCTAssertNotNil(host.find(.text("Copied 1")))
    }

    func testOnlyStateChangesNameAView() {
        XCTAssertEqual(PendingChange.state(view: 7, owner: "Counter.count", value: "1").view, 7)
        for change in [PendingChange.scrollRequest(target: "\"top\""), .preferredColorScheme(.dark), .observedObject, .keyboardHeight(291)]
        {
            XCTAssertNil(change.view, "\(change)")
        }
    }

    func testDescriptionsAreForTheTrace() {
        XCTAssertEqual(PendingChange.state(view: 7, owner: "Counter.count", value: "1").description, "Counter.count = 1")
        XCTAssertEqual(PendingChange.preferredColorScheme(.dark).description, "preferredColorScheme(.dark)")
        XCTAssertEqual(PendingChange.keyboardHeight(291).description, "keyboard height = 291")
    }
}
