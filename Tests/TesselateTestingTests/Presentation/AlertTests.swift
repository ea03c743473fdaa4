import XCTest
import Tesselate
import TesselateTesting

// Alert.swift: alerts presenting data (`alert(_:isPresented:presenting:actions:message:)`).

private struct Item: Identifiable {
    var id: Int
    var name: String
}

private struct Items: View {
    @State var items = [Item(id: 1, name: "Report"), Item(id: 2, name: "Photo")]
    @State var selected: Item?
    @State var isAsking = false
    @State var emptyAsk = false

    var body: some View {
        VStack {
            ForEach(items) { item in
                Button(item.name) {
                    selected = item
                    isAsking = true
                }
            }
            Button("Ask About Nothing") { emptyAsk = true }
        }
        .alert("Delete?", isPresented: $isAsking, presenting: selected) { item in
            Button("Delete \(item.name)", role: .destructive) { items.removeAll { $0.id == item.id } }
            Button("Cancel", role: .cancel) {}
        } message: { item in
            Text("\(item.name) will be deleted.")
        }
        .alert("Nothing", isPresented: $emptyAsk, presenting: nil as Item?) { _ in
            Button("OK") {}
        }
    }
}

final class AlertTests: XCTestCase {
    /// The alert shows the presented item's actions and message; a button runs with the item and
    /// dismisses; with no data nothing is presented even though `isPresented` is true.
    @MainActor func testAnAlertPresentingDataBuildsItsActionsFromIt() async {
        let host = ViewHost(Items(), device: .iPhone16)
        host.find(.text("Photo"))?.tap()
        XCTAssertTrue(host.exists(.text("Photo will be deleted.")))
        host.find(.text("Delete Photo"))?.tap()
        XCTAssertFalse(host.exists(.text("Photo")))
        XCTAssertFalse(host.exists(.text("Delete?")))
        host.find(.text("Ask About Nothing"))?.tap()
        XCTAssertFalse(host.exists(.text("Nothing")))
        assertNoDiagnostics(host)
    }

    /// An alert with a destructive button and none with the cancel role gets a "Cancel" after its
    /// own (iOS 15 and later; iOS 26, teufelaudio/HostedSnapshotHelper's alert); tapping it
    /// dismisses the alert.
    @MainActor func testADestructiveAlertGetsACancelButton() async {
        @MainActor func buttons(_ actions: some View) -> [String] {
            let host = ViewHost(Color.white.alert("Sure?", isPresented: .constant(true)) { actions }, device: .iPhone16)
            let shown = host.findAll(.kind(.button)).sorted { ($0.frame().minY, $0.frame().minX) < ($1.frame().minY, $1.frame().minX) }
            return shown.compactMap(\.text)
        }
        XCTAssertEqual(buttons(Button("Delete", role: .destructive) {}), ["Cancel", "Delete"], "two side by side, the cancel leading")
        XCTAssertEqual(
            buttons(
                Group {
                    Button("Delete", role: .destructive) {}; Button("Keep") {}
                }), ["Delete", "Keep", "Cancel"])
        XCTAssertEqual(
            buttons(
                Group {
                    Button("Delete", role: .destructive) {}; Button("No", role: .cancel) {}
                }), ["No", "Delete"])
        XCTAssertEqual(buttons(Button("OK") {}), ["OK"], "only a destructive alert gets one")
        var shown = true
        let host = ViewHost(
            Color.white.alert("Sure?", isPresented: Binding(get: { shown }, set: { shown = $0 })) {
                Button("Delete", role: .destructive) {}
            }, device: .iPhone16)
        host.find(.text("Cancel"))?.tap()
        XCTAssertFalse(shown)
    }

    /// iOS 26's alert: a 320-point box, the title and message at its leading edge, the buttons
    /// capsules 48 tall, 16 in from its sides and 8 apart (teufelaudio/HostedSnapshotHelper).
    @MainActor func testOnIOS26AnAlertsButtonsAreCapsules() async {
        let host = ViewHost(
            Color.white.alert("Ready?", isPresented: .constant(true)) {
                Button("Yes") {}
                Button("No") {}
                Button("Later") {}
            } message: {
                Text("Choose one.")
            }, device: .iPhone16)
        host.os = .iOS26
        let buttons = host.findAll(.kind(.button)).map { $0.frame() }
        for button in buttons {
            XCTAssertEqual(button.height, 48, accuracy: 1e-9)
            XCTAssertEqual(button.width, 288, accuracy: 1e-9)
        }
        XCTAssertEqual(buttons[1].minY - buttons[0].maxY, 8, accuracy: 1e-9)
        let title = host.find(.text("Ready?"))!.frame(), message = host.find(.text("Choose one."))!.frame()
        XCTAssertEqual(title.minX, message.minX, "leading-aligned")
        XCTAssertEqual(buttons[0].minX - title.minX, 16 - 30, accuracy: 1e-9)
        XCTAssertEqual(host.findAll(.kind(.capsule)).count, 3)
    }
}
