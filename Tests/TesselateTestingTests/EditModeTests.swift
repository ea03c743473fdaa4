import Tesselate
import TesselateTesting
import XCTest

/// `EditButton` and `\.editMode` (EditMode): the button toggles the window's mode, which views read.
final class EditModeTests: XCTestCase {
    struct Inbox: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            NavigationStack {
                List(0..<3, id: \.self) { Text("Message \($0)") }
                    .toolbar { EditButton() }
                    .overlay(alignment: .bottom) {
                        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing").id("mode")
                    }
            }
        }
    }

    @MainActor func testTheEditButtonTogglesTheMode() async {
        let host = ViewHost(Inbox(), device: .iPhone16)
        XCTAssertEqual(host.find(.id("mode"))?.text, "viewing")
        host.tap(.button("Edit"))
        XCTAssertEqual(host.editMode, .active)
        XCTAssertNotNil(host.find(.button("Done")))
        XCTAssertEqual(host.find(.id("mode"))?.text, "editing")
        host.editMode = .inactive
        XCTAssertNotNil(host.find(.button("Edit")))
        XCTAssertNil(EnvironmentValues().editMode, "no mode outside a host")
    }
}
