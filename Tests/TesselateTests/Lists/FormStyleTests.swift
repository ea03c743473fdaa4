import XCTest
import Tesselate

/// `formStyle(_:)`, `menuStyle(_:)` and `indexViewStyle(_:)` in their iOS values: each is the
/// look Tesselate already lays out, so the layout does not change.
final class FormStyleTests: XCTestCase {
    @MainActor func testTheIOSStylesKeepTheLayout() async {
        struct Settings: View {
            @State var on = true
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $on)
                    Menu("More") { Button("Share") {} }.menuStyle(.button)
                }
            }
        }
        let plain = ViewHost(Settings(), device: .iPhone16).dump()
        XCTAssertEqual(ViewHost(Settings().formStyle(.grouped), device: .iPhone16).dump(), plain)
        XCTAssertEqual(ViewHost(Settings().formStyle(.automatic).menuStyle(.borderlessButton), device: .iPhone16).dump(), plain)
        let pager = TabView {
            Color.red; Color.blue
        }.tabViewStyle(.page)
        XCTAssertEqual(
            ViewHost(pager.indexViewStyle(.page(backgroundDisplayMode: .always)), device: .iPhone16).dump(),
            ViewHost(pager, device: .iPhone16).dump())
    }
}
