import Tesselate
import TesselateTesting
import XCTest

/// `toolbar(content:)` built with `ToolbarContentBuilder` as apps write it: items behind an `if`
/// come and go with their condition.
final class ToolbarTests: XCTestCase {
    struct Photos: View {
        @State var isSelecting = false
        var body: some View {
            NavigationStack {
                Text("Photos")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button(isSelecting ? "Done" : "Select") { isSelecting.toggle() }
                        }
                        if isSelecting {
                            ToolbarItem(placement: .bottomBar) {
                                Button("Delete") {}
                            }
                        }
                    }
            }
        }
    }

    @MainActor func testAnItemBehindAnIfComesAndGoes() async {
        let host = ViewHost(Photos(), device: .iPhone16)
        XCTAssertTrue(host.findAll(.kind(.bottomToolbar)).isEmpty)
        host.tap(.button("Select"))
        XCTAssertNotNil(host.find(.button("Delete")))
        XCTAssertEqual(host.find(.kind(.bottomToolbar))?.frame().height, 44)
    }

    // In a bar a Label shows its icon only (iOS's automatic label style in toolbars); VoiceOver,
    // and `.label(_:)`, still read its title.
    @MainActor func testLabelsInABarShowTheirIconOnly() async {
        struct Notes: View {
            var body: some View {
                NavigationStack {
                    Text("Notes")
                        .toolbar {
                            Button("Add", systemImage: "plus") {}
                            ShareLink(item: URL(string: "https://example.com")!)
                        }
                }
            }
        }
        let host = ViewHost(Notes(), device: .iPhone16)
        let bar = host.find(.kind(.navigationBar))
        XCTAssertEqual(bar?.findAll(.kind(.text)).count, 0, "no titles in the bar")
        XCTAssertEqual(bar?.findAll(.kind(.image)).count, 2)
        XCTAssertNotNil(host.find(.label("Add")))
    }
}
