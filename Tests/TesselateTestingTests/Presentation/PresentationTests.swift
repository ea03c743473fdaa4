import XCTest
import Tesselate
import TesselateTesting

// Presentations on an iPhone 16 (393×852, 59 above, 34 below): the presented layer covers the
// window, whatever view presents it (LayoutRules.md, "Presentations").

private struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Editing")
            Button("Done") { dismiss() }
        }
    }
}

final class PresentationTests: XCTestCase {
    private struct SheetScreen: View {
        @State var showing = false
        var detents: Set<PresentationDetent> = [.large]
        var body: some View {
            Button("Edit") { showing = true }
                .sheet(isPresented: $showing) {
                    Editor().presentationDetents(detents)
                }
        }
    }

    /// A large sheet's card starts 10 below the top safe area (69) and reaches the window's
    /// bottom; its content is centred in 69…818; `dismiss` dismisses it.
    @MainActor func testSheetIsPresentedAndDismissed() async {
        let host = ViewHost(SheetScreen(), device: .iPhone16)
        XCTAssertFalse(host.exists(.text("Editing")))
        host.find(.text("Edit"))?.tap()
        assertFrame(host.find(.kind(.presentedLayer)), x: 0, y: 0, width: 393, height: 852)
        assertFrame(host.find(.kind(.roundedRectangle)), x: 0, y: 69, width: 393, height: 783)
        XCTAssertEqual(host.find(.kind(.vStack))?.frame().midY ?? 0, (69 + 818) / 2, accuracy: 0.34)
        host.find(.text("Done"))?.tap()
        XCTAssertFalse(host.exists(.text("Editing")))
        assertNoDiagnostics(host)
    }

    /// A medium detent before iOS 26: 0.56 of the large detent's 749 points, the card with the
    /// home indicator's 34 under it rounded to the pixel (419.44 + 34 → 453.333), so its top is at
    /// 398.667 on an iPhone 16, where iOS 17.5 has it (michaelhenry/XConfigs); on iOS 26 of the
    /// window less both safe areas, 759: 425.04 + 34 → 459 (drawn floating, scaled down).
    @MainActor func testMediumDetent() async {
        let host = ViewHost(SheetScreen(detents: [.medium, .large]), device: .iPhone16, os: .iOS18)
        host.find(.text("Edit"))?.tap()
        XCTAssertEqual(host.find(.kind(.roundedRectangle))?.frame().minY ?? 0, 852 - 453 - 1.0 / 3, accuracy: 0.01)
        let floating = ViewHost(SheetScreen(detents: [.medium, .large]), device: .iPhone16, os: .iOS26)
        floating.find(.text("Edit"))?.tap()
        XCTAssertEqual(floating.find(.kind(.roundedRectangle))?.frame().height ?? 0, 459, accuracy: 0.01)
    }

    /// A `NavigationStack` in a sheet has UIKit's sheet bar: a 56-point row from the card's top
    /// (iOS 17.5, michaelhenry/XConfigs); on iOS 26, where the large card starts at the top safe
    /// area (59), the row is 10 below the card's top and the content 4 below the row
    /// (teufelaudio/HostedSnapshotHelper, in the sheet's unscaled coordinates: the content 70.3
    /// below the card's top).
    @MainActor func testANavigationStackInASheetHasTheSheetsBar() async {
        let sheet = Color.white.sheet(isPresented: .constant(true)) {
            NavigationStack {
                Color.red.id("page").navigationTitle("Name").navigationBarTitleDisplayMode(.inline)
            }
        }
        let host = ViewHost(sheet, device: .iPhone16)
        XCTAssertEqual(host.find(.id("page"))?.frame().minY ?? 0, 69 + 56, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Name"))?.frame().midY ?? 0, 69 + 28, accuracy: 0.5)
        host.os = .iOS26
        XCTAssertEqual(host.find(.id("page"))?.frame().minY ?? 0, 59 + 10 + 56 + 4, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Name"))?.frame().midY ?? 0, 59 + 10 + 28, accuracy: 0.5)
    }

    /// `sheet(item:)` shows the item's content; dismissing sets the item to nil.
    @MainActor func testSheetItem() async {
        struct Item: Identifiable { var id: Int }
        struct Screen: View {
            @State var item: Item?
            var body: some View {
                Button("Open") { item = Item(id: 4) }
                    .sheet(item: $item) { item in
                        VStack {
                            Text("Item \(item.id)"); Editor()
                        }
                    }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.find(.text("Open"))?.tap()
        XCTAssertTrue(host.exists(.text("Item 4")))
        host.find(.text("Done"))?.tap()
        XCTAssertFalse(host.exists(.text("Item 4")))
    }

    /// A full-screen cover: the content is centred in the safe area.
    @MainActor func testFullScreenCover() async {
        let host = ViewHost(Color.clear.fullScreenCover(isPresented: .constant(true)) { Text("Cover") }, device: .iPhone16)
        XCTAssertEqual(host.find(.text("Cover"))?.frame().midY ?? 0, (59 + 818) / 2, accuracy: 0.34)
    }

    /// An alert: a 270-point box centred in the safe area, two buttons side by side 44 tall;
    /// tapping one runs it and dismisses the alert.
    @MainActor func testAlert() async {
        struct Screen: View {
            @State var showing = true
            @State var deleted = false
            var body: some View {
                Text(deleted ? "Deleted" : "Kept")
                    .alert("Delete?", isPresented: $showing) {
                        Button("Cancel", role: .cancel) {}
                        Button("Delete", role: .destructive) { deleted = true }
                    } message: {
                        Text("This cannot be undone.")
                    }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        let box = host.find(.text("Delete?"))!.ancestors.first { $0.kind == .background }
        XCTAssertNotNil(box)
        XCTAssertEqual(box?.frame().midX ?? 0, 196.5, accuracy: 0.34)
        XCTAssertEqual(box?.frame().midY ?? 0, (59 + 818) / 2, accuracy: 0.34)
        let delete = host.find(.text("Delete"))?.ancestors.first { $0.kind == .frame }
        XCTAssertEqual(delete?.frame().width ?? 0, 135, accuracy: 0.34)
        host.find(.text("Delete"))?.tap()
        XCTAssertTrue(host.exists(.text("Deleted")))
        XCTAssertFalse(host.exists(.text("Delete?")))
    }

    /// A confirmation dialog rests on the bottom safe edge, 8 from each side, with a Cancel box.
    @MainActor func testConfirmationDialog() async {
        let host = ViewHost(
            Color.clear.confirmationDialog("Share", isPresented: .constant(true)) {
                Button("Copy Link") {}
            }, device: .iPhone16)
        XCTAssertFalse(host.exists(.text("Share")))
        XCTAssertEqual(host.find(.text("Cancel"))?.frame().midY ?? 0, 818 - 57 / 2, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Copy Link"))?.frame().midY ?? 0, 818 - 57 - 8 - 57 / 2, accuracy: 0.34)
    }

    /// A detent that is not a fraction in 0…1 or a usable height is reported and clamped.
    @MainActor func testBadDetentIsReported() async {
        let host = ViewHost(
            Color.clear.sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationDetents([.fraction(.nan)])
            }, device: .iPhone16)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue])
        XCTAssertTrue(host.exists(.text("Sheet")))
    }
}
