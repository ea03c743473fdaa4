import Tesselate
import TesselateTesting
import XCTest

/// On iOS 26 a navigation bar's items stand in glass, drawn flat (measured on home-assistant/iOS's
/// iOS 26.4 recordings): a capsule as tall as the row around an item's text, 16 on each side, or
/// a 44-point circle around a symbol; (247, 247, 250) inside a grey rim two pixels wide, or
/// (33, 33, 33) and no rim in the dark appearance. An item taken out of the glass has none, and
/// before iOS 26 bars have no glass.
final class NavigationBarGlassTests: XCTestCase {
    @MainActor func svg(os: OSVersion = .iOS26, glass: Visibility = .automatic, dark: Bool = false) -> String {
        let host = ViewHost(ToolbarSharedBackgroundTests.Page(symbol: true, glass: glass), device: .iPhone16, os: os)
        if dark { host.colorScheme = .dark }
        return host.svg()
    }

    @MainActor func testItemsStandInGlass() async {
        let light = svg()
        // "Edit" leading: its text 16 inside a capsule at the 16-point margin; the plus in a
        // 44-point circle ending at the trailing margin (393 − 16).
        XCTAssertTrue(light.contains("fill=\"#f7f7fa\""), light)
        XCTAssertTrue(light.contains("fill=\"#b6b6bc\""), "the light glass's rim")
        XCTAssertTrue(light.contains("x=\"333\" y=\"53.667\" width=\"44\" height=\"44\" rx=\"22\""), light)
        let dark = svg(dark: true)
        XCTAssertTrue(dark.contains("fill=\"#212121\""), dark)
        XCTAssertFalse(dark.contains("fill=\"#b6b6bc\""), "no rim in the dark appearance")
    }

    @MainActor func testNoGlassWhereThereIsNone() async {
        XCTAssertFalse(svg(os: .iOS18).contains("fill=\"#f7f7fa\""), "before iOS 26 bars have no glass")
        let hidden = svg(glass: .hidden)
        XCTAssertFalse(hidden.contains("width=\"44\" height=\"44\" rx=\"22\""), "the bare plus has no circle")
        XCTAssertTrue(hidden.contains("fill=\"#f7f7fa\""), "\"Edit\" keeps its capsule")
    }
}
