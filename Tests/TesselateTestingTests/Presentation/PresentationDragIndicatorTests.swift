import Tesselate
import TesselateTesting
import XCTest

/// `presentationDragIndicator(_:)`: the sheet's grabber, 36×5 and 5 below the card's top
/// (zelez-lab/dija's iOS sheet notes), shown when asked or when the sheet has several detents.
final class PresentationDragIndicatorTests: XCTestCase {
    struct Screen: View {
        var indicator: Visibility
        var detents: Set<PresentationDetent>
        @State var showing = true
        var body: some View {
            Color.white.sheet(isPresented: $showing) {
                Text("Filters").presentationDetents(detents).presentationDragIndicator(indicator)
            }
        }
    }

    @MainActor private func grabbers(_ screen: Screen) -> [CGRect] {
        ViewHost(screen, device: .iPhone16).findAll(.kind(.capsule)).map { $0.frame() }
    }

    @MainActor func testTheGrabberShowsWhenAskedOrWithSeveralDetents() async {
        let visible = grabbers(Screen(indicator: .visible, detents: [.large]))
        XCTAssertEqual(visible.count, 1)
        XCTAssertEqual(visible.first?.size, CGSize(width: 36, height: 5))
        XCTAssertEqual(visible.first?.midX ?? 0, 393 / 2, accuracy: 0.5)
        XCTAssertEqual(visible.first?.minY ?? 0, 59 + 10 + 5, accuracy: 0.5, "5 below the large card's top (69)")
        XCTAssertEqual(grabbers(Screen(indicator: .automatic, detents: [.medium, .large])).count, 1)
        XCTAssertEqual(grabbers(Screen(indicator: .automatic, detents: [.large])).count, 0)
        XCTAssertEqual(grabbers(Screen(indicator: .hidden, detents: [.medium, .large])).count, 0)
    }
}

/// The dimming behind a dialog is black at 20%, as measured behind an iOS 16.4 alert
/// (pkozielecki/ios-swiftui-navigation), and a dialog's boxes have a 14-point corner radius
/// (zelez-lab/dija's iOS alert and action-sheet notes: "Corner radius 14pt").
final class PresentationLookTests: XCTestCase {
    @MainActor func testDimmingAndDialogCorners() async {
        struct Screen: View {
            @State var asking = true
            var body: some View {
                Color.white.confirmationDialog("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        let dump = host.dump(proposals: false)
        XCTAssertTrue(dump.contains("Color(black.opacity(0.2))  (0, 0, 393×852)"), dump)
        XCTAssertEqual(dump.components(separatedBy: "RoundedRectangle(cornerRadius: 14").count - 1, 2, dump)
    }
}
