import XCTest
import Tesselate
import TesselateTesting

/// A person dismisses a sheet by swiping it down (`ViewHost.swipeDownSheet()`), unless its
/// content calls `interactiveDismissDisabled()`. Source:
/// <https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)>
/// ("Conditionally prevents interactive dismissal of presentations like popovers and sheets";
/// "users can't dismiss the sheet by dragging it down", while the app can still dismiss it).
final class InteractiveDismissTests: XCTestCase {
    private struct Screen: View {
        @State var showing = true
        var locked: Bool
        var dismissed: () -> Void = {}
        var body: some View {
            Text(showing ? "Showing" : "Hidden")
                .sheet(isPresented: $showing, onDismiss: dismissed) {
                    Text("Unsaved changes").interactiveDismissDisabled(locked)
                }
        }
    }

    /// A sheet swiped down is dismissed as `dismiss` would: its binding clears, `onDismiss` runs.
    @MainActor func testASheetSwipesAway() async {
        var dismissals = 0
        let host = ViewHost(Screen(locked: false, dismissed: { dismissals += 1 }), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Unsaved changes")))
        XCTAssertTrue(host.swipeDownSheet())
        XCTAssertFalse(host.exists(.text("Unsaved changes")))
        XCTAssertTrue(host.exists(.text("Hidden")))
        XCTAssertEqual(dismissals, 1)
        XCTAssertTrue(host.diagnostics.isEmpty)
    }

    /// With `interactiveDismissDisabled()` the swipe is refused: the sheet stays, the layer is
    /// marked in the dump, and a diagnostic says why.
    @MainActor func testADisabledSheetStays() async {
        let host = ViewHost(Screen(locked: true), device: .iPhone16)
        XCTAssertEqual(host.find(.kind(.presentedLayer))?.attributes, [".sheet", "interactiveDismissDisabled"])
        XCTAssertFalse(host.swipeDownSheet())
        XCTAssertTrue(host.exists(.text("Unsaved changes")), "still presented")
        XCTAssertEqual(host.diagnostics.map(\.code), [.presentationNotPossible])
        XCTAssertTrue(host.diagnostics.first?.message.contains("interactiveDismissDisabled") ?? false)
    }

    /// With no sheet there is nothing to swipe: a diagnostic, nothing else.
    @MainActor func testNoSheet() async {
        let host = ViewHost(Text("Plain"), device: .iPhone16)
        XCTAssertFalse(host.swipeDownSheet())
        XCTAssertEqual(host.diagnostics.map(\.code), [.presentationNotPossible])
    }
}
