import XCTest
import Tesselate
import TesselateTesting

/// The deprecated `presentationMode` is `isPresented` and `dismiss` under another name:
/// `presentationMode.wrappedValue.dismiss()` dismisses a sheet and pops a pushed page, as
/// `@Environment(\.dismiss)` does. Source:
/// <https://developer.apple.com/documentation/swiftui/presentationmode> ("An indication whether
/// a view is currently presented by another view"; `isPresented`, `dismiss()`).
final class PresentationModeTests: XCTestCase {
    private struct Editor: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            VStack {
                Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    private struct SheetScreen: View {
        @State var showing = false
        var dismissed: (() -> Void)?
        var body: some View {
            Button("Edit") { showing = true }
                .sheet(isPresented: $showing, onDismiss: dismissed) { Editor() }
        }
    }

    /// In a sheet the mode is presented; `dismiss()` takes the sheet away and runs `onDismiss`.
    @MainActor func testDismissesASheet() async {
        var dismissals = 0
        let host = ViewHost(SheetScreen(dismissed: { dismissals += 1 }), device: .iPhone16)
        host.find(.text("Edit"))?.tap()
        XCTAssertTrue(host.exists(.text("Presented")))
        host.find(.text("Close"))?.tap()
        XCTAssertFalse(host.exists(.text("Presented")), "the sheet is gone")
        XCTAssertEqual(dismissals, 1)
        XCTAssertTrue(host.diagnostics.isEmpty)
    }

    /// In a pushed page `dismiss()` pops it.
    @MainActor func testPopsAPushedPage() async {
        let host = ViewHost(
            NavigationStack {
                NavigationLink("Open") { Editor() }
            }, device: .iPhone16)
        host.find(.text("Open"))?.tap()
        XCTAssertTrue(host.exists(.text("Presented")))
        host.find(.text("Close"))?.tap()
        XCTAssertTrue(host.exists(.text("Open")), "back at the root")
        XCTAssertFalse(host.exists(.text("Presented")))
    }

    /// At the root nothing presents the view: it is not presented, and `dismiss()` is the host's
    /// action, which counts the call.
    @MainActor func testAtTheRootIsNotPresented() async {
        let host = ViewHost(Editor(), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Not presented")))
        host.find(.text("Close"))?.tap()
        XCTAssertEqual(host.dismissCount, 1)
    }
}
