import Tesselate
import TesselateTesting
import XCTest

/// `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)` on a navigation bar.
final class ToolbarBackgroundTests: XCTestCase {
    final class Seen { var scheme: ColorScheme? }

    struct SchemeReader: View {
        let seen: Seen
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            let _ = seen.scheme = scheme
            Image(systemName: "gear")
        }
    }

    struct Inbox: View {
        var visibility: Visibility
        let seen: Seen
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Message \($0)") }
                    .navigationTitle("Inbox")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { SchemeReader(seen: seen) } }
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(visibility, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }
        }
    }

    // `.visible`: the bar is drawn on its style, up behind the status bar (y 0 on an iPhone 16,
    // whose bar starts at 59); `.automatic` at rest (nothing under the bar): no background.
    @MainActor func testTheBackgroundShowsWhenVisible() async {
        let seen = Seen()
        let visible = ViewHost(Inbox(visibility: .visible, seen: seen), device: .iPhone16)
        // The background, not the hairline below it (see below).
        let background = visible.find(.kind(.navigationBar))?.findAll(.kind(.rectangle)).first { $0.frame().height > 1 }
        XCTAssertEqual(background?.frame().minY, 0)
        XCTAssertEqual(background?.frame().maxY ?? 0, 53.667 + 96, accuracy: 0.5)
        XCTAssertTrue(background?.attributes.contains("fill: indigo") == true, "\(background?.attributes ?? [])")
        XCTAssertEqual(seen.scheme, .dark, "the bar's items read the bar's scheme")
        let automatic = ViewHost(Inbox(visibility: .automatic, seen: seen), device: .iPhone16)
        XCTAssertEqual(automatic.find(.kind(.navigationBar))?.findAll(.kind(.rectangle)).count, 0)
    }

    // A bar whose background shows draws UIKit's shadow to iOS 18: a one-pixel hairline just
    // below its bottom edge (iOS 17.0.1, bitwarden/ios's opaque bars, `NavigationMetrics`); none
    // on iOS 26.
    @MainActor func testAVisibleBackgroundHasAHairlineBelowIt() async throws {
        let host = ViewHost(Inbox(visibility: .visible, seen: Seen()), device: .iPhone16)
        let bar = try XCTUnwrap(host.find(.kind(.navigationBar))?.frame())
        let rectangles = host.find(.kind(.navigationBar))?.findAll(.kind(.rectangle)) ?? []
        let hairline = try XCTUnwrap(rectangles.first { $0.frame().height < 1 }?.frame())
        XCTAssertEqual(hairline.minY, bar.maxY, accuracy: 0.01)
        XCTAssertEqual(hairline.height, 1.0 / 3, accuracy: 0.001)
        XCTAssertEqual(hairline.width, bar.width)
        let iOS26 = ViewHost(Inbox(visibility: .visible, seen: Seen()), device: .iPhone16, os: .iOS26)
        XCTAssertEqual(iOS26.find(.kind(.navigationBar))?.findAll(.kind(.rectangle)).filter { $0.frame().height < 1 }.count, 0)
    }
}
