import XCTest
import Tesselate
import TesselateTesting

/// On iPhone a popover is presented as a sheet (SwiftUI adapts popovers to sheets in compact
/// width). Source: <https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)>.
final class PopoverTests: XCTestCase {
    private struct Screen: View {
        @State var showing = false
        var body: some View {
            Button("Info") { showing = true }
                .popover(isPresented: $showing, arrowEdge: .bottom) {
                    Text("Details")
                }
        }
    }

    /// The popover's content is laid out in a large sheet's card (10 below the top safe area of
    /// an iPhone 16, 69) and swipes away as a sheet does.
    @MainActor func testAPopoverIsASheetOnIPhone() async {
        let host = ViewHost(Screen(), device: .iPhone16)
        XCTAssertFalse(host.exists(.text("Details")))
        host.find(.text("Info"))?.tap()
        XCTAssertEqual(host.find(.kind(.presentedLayer))?.attributes, [".sheet"])
        XCTAssertEqual(host.find(.kind(.roundedRectangle))?.frame().minY ?? 0, 69, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Details"))?.frame().midY ?? 0, (69 + 818) / 2, accuracy: 0.34)
        XCTAssertTrue(host.swipeDownSheet())
        XCTAssertFalse(host.exists(.text("Details")))
    }

    /// `popover(item:)` shows the item's content and clears the item when dismissed.
    @MainActor func testItemPopover() async {
        struct Tip: Identifiable { var id: String }
        struct Screen: View {
            @State var tip: Tip? = Tip(id: "Swipe to delete")
            var body: some View {
                Text(tip == nil ? "No tip" : "Tip")
                    .popover(item: $tip, attachmentAnchor: .point(.top)) { tip in Text(tip.id) }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Swipe to delete")))
        host.swipeDownSheet()
        XCTAssertTrue(host.exists(.text("No tip")))
    }
}
