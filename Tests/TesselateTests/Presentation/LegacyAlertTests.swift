import XCTest
import Tesselate
import TesselateTesting

/// iOS 13's `Alert` and `ActionSheet` values, presented as the newer alerts and dialogs are and
/// tapped the same way. Sources: <https://developer.apple.com/documentation/swiftui/alert>
/// (`init(title:message:dismissButton:)`, `init(title:message:primaryButton:secondaryButton:)`),
/// <https://developer.apple.com/documentation/swiftui/alert/button> (`default`, `cancel`,
/// `destructive`; `cancel(_:)` has "a system-provided label"),
/// <https://developer.apple.com/documentation/swiftui/actionsheet> (`buttons` default to
/// `[.cancel()]`). Host: an iPhone 16 (393×852, safe area 59 above, 34 below).
final class LegacyAlertTests: XCTestCase {
    private struct DeleteScreen: View {
        @State var asking = false
        @State var status = "Kept"
        var body: some View {
            VStack {
                Text(status)
                Button("Delete") { asking = true }
            }
            .alert(isPresented: $asking) {
                Alert(
                    title: Text("Delete the draft?"), message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { status = "Deleted" },
                    secondaryButton: .cancel())
            }
        }
    }

    /// Two buttons lie side by side in the 270-point box centred in the safe area, the cancel
    /// button leading although it is the secondary one (as UIKit draws it); tapping one runs it
    /// and dismisses the alert.
    @MainActor func testTwoButtonsSideBySide() async throws {
        let host = ViewHost(DeleteScreen(), device: .iPhone16)
        XCTAssertFalse(host.exists(.text("Delete the draft?")))
        host.find(.text("Delete"))?.tap()
        XCTAssertTrue(host.exists(.text("This cannot be undone.")))
        let buttons = host.findAll(.kind(.button)).filter { $0.ancestors.contains { $0.kind == .presentedLayer } }
        XCTAssertEqual(buttons.map { $0.attribute("role") }, [".destructive", ".cancel"])
        let delete = try XCTUnwrap(buttons.first?.frame()), cancel = try XCTUnwrap(buttons.last?.frame())
        XCTAssertEqual(delete.midY, cancel.midY, accuracy: 0.01, "one row")
        XCTAssertEqual(delete.midX - cancel.midX, 135, accuracy: 0.34, "each half of 270, the cancel button leading")
        XCTAssertTrue(host.exists(.text("Cancel")), "cancel() is labelled by the system")
        buttons.first?.tap()
        XCTAssertTrue(host.exists(.text("Deleted")))
        XCTAssertFalse(host.exists(.text("Delete the draft?")), "tapping dismissed it")
        XCTAssertTrue(host.diagnostics.isEmpty)
    }

    /// Without a dismiss button the alert has an "OK" button; `alert(item:)` shows the item's
    /// alert and tapping clears the item.
    @MainActor func testItemAlertAndDefaultButton() async {
        struct Failure: Identifiable { var id: String }
        struct Screen: View {
            @State var failure: Failure? = Failure(id: "Offline")
            var body: some View {
                Text(failure == nil ? "Fine" : "Failing")
                    .alert(item: $failure) { failure in Alert(title: Text(failure.id)) }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Offline")))
        host.find(.text("OK"))?.tap()
        XCTAssertTrue(host.exists(.text("Fine")))
        XCTAssertFalse(host.exists(.text("Offline")))
    }

    /// An action sheet rests on the bottom safe edge; its cancel button stands in its own box at
    /// the bottom, the others above it; its title shows.
    @MainActor func testActionSheet() async throws {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let host = ViewHost(
            Color.clear.actionSheet(isPresented: .constant(true)) {
                ActionSheet(
                    title: Text("Photo"), message: Text("Choose a source"),
                    buttons: [
                        .default(Text("Camera")) { log.taps.append("camera") },
                        .cancel { log.taps.append("cancel") },
                        .default(Text("Library")) { log.taps.append("library") },
                    ])
            }, device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Photo")), "an action sheet shows its title")
        let cancel = try XCTUnwrap(host.find(.text("Cancel"))?.frame())
        let library = try XCTUnwrap(host.find(.text("Library"))?.frame())
        let camera = try XCTUnwrap(host.find(.text("Camera"))?.frame())
        XCTAssertEqual(cancel.midY, 818 - 57 / 2, accuracy: 0.34, "the cancel box on the bottom safe edge")
        XCTAssertEqual(library.midY, 818 - 57 - 8 - 57 / 2, accuracy: 0.34, "the last other button 8 above it")
        XCTAssertLessThan(camera.midY, library.midY, "in the order given")
        host.find(.text("Cancel"))?.tap()
        XCTAssertEqual(log.taps, ["cancel"])
    }

    /// `actionSheet(item:)`; a sheet without a cancel button has no cancel box.
    @MainActor func testActionSheetItemWithoutCancel() async {
        struct Photo: Identifiable { var id: Int }
        struct Screen: View {
            @State var photo: Photo? = Photo(id: 7)
            var body: some View {
                Text(photo == nil ? "None" : "Photo")
                    .actionSheet(item: $photo) { photo in
                        ActionSheet(title: Text("Photo \(photo.id)"), buttons: [.destructive(Text("Remove"))])
                    }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Photo 7")))
        XCTAssertFalse(host.exists(.text("Cancel")))
        host.find(.text("Remove"))?.tap()
        XCTAssertTrue(host.exists(.text("None")))
    }
}
