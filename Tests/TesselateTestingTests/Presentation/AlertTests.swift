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
}
