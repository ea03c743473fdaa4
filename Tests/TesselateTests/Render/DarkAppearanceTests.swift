import XCTest
import Tesselate

/// The dark appearance in pictures: under `preferredColorScheme(.dark)` or a dark system
/// appearance the window is black and the system colours are drawn in their dark variants, as
/// UIKit's dynamic colours resolve them (Apple's Human Interface Guidelines, "Color": red
/// (255, 69, 58), blue (10, 132, 255), …; `label` white, `secondaryLabel` (235, 235, 245) at 60%,
/// `secondarySystemGroupedBackground` (28, 28, 30)); fixed colours do not change.
final class DarkAppearanceTests: XCTestCase {
    struct Swatches: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.opacity(0.5).frame(width: 10, height: 10)
                Color.black.frame(width: 10, height: 10)
                Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10)
                Text("Title")
                Text("Subtitle").foregroundStyle(.secondary)
            }
        }
    }

    @MainActor private func svg(_ view: some View, scheme: ColorScheme? = nil) -> String {
        let host = ViewHost(view, size: CGSize(width: 200, height: 200), displayScale: 1)
        if let scheme { host.colorScheme = scheme }
        return host.svg()
    }

    @MainActor func testSystemColoursTakeTheirDarkVariants() async {
        let light = svg(Swatches())
        XCTAssertTrue(light.contains("fill=\"#ffffff\"/>"), "the white window")
        XCTAssertTrue(light.contains("fill=\"#ff3b30\""), light)
        let dark = svg(Swatches().preferredColorScheme(.dark))
        XCTAssertTrue(dark.contains("<rect width=\"200\" height=\"200\" fill=\"#000000\"/>"), "the black window\n" + dark)
        XCTAssertTrue(dark.contains("fill=\"#ff453a\""), "red\n" + dark)
        XCTAssertFalse(dark.contains("#ff3b30"), dark)
        XCTAssertTrue(dark.contains("fill=\"#0a84ff\" fill-opacity=\"0.5\""), "blue keeps the opacity applied to it\n" + dark)
        XCTAssertTrue(dark.contains("fill=\"#336699\""), "a colour made from components does not change\n" + dark)
        XCTAssertEqual(dark.components(separatedBy: "fill=\"#000000\"").count - 1, 2, "black stays black (and the window)")
        XCTAssertTrue(dark.contains("fill=\"#ffffff\""), "the primary text is white\n" + dark)
        XCTAssertTrue(dark.contains("fill=\"#ebebf5\" fill-opacity=\"0.6\""), "the secondary level\n" + dark)
        XCTAssertEqual(svg(Swatches(), scheme: .dark), dark, "the system's dark appearance draws the same")
    }

    @MainActor func testGroupedListsOnTheDarkGround() async {
        let list = List {
            Section("Account") { Text("Name") }
        }
        let dark = svg(list.preferredColorScheme(.dark))
        XCTAssertTrue(dark.contains("fill=\"#1c1c1e\""), "the card: secondarySystemGroupedBackground\n" + dark)
        XCTAssertFalse(dark.contains("#f2f2f7"), "no light grouped ground\n" + dark)
    }
}
