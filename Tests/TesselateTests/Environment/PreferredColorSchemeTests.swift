import XCTest
import Tesselate

/// `preferredColorScheme(_:)` sets the window's scheme (every view reads it, not only the
/// subtree), and `ViewHost.colorScheme` is the system's appearance under it.
final class PreferredColorSchemeTests: XCTestCase {
    final class Seen { var schemes: [String: ColorScheme] = [:] }

    struct Reader: View {
        let name: String
        let seen: Seen
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            let _ = seen.schemes[name] = scheme
            Color.red.frame(width: 10, height: 10)
        }
    }

    struct Screen: View {
        let seen: Seen
        var asks: ColorScheme?
        var body: some View {
            VStack {
                Reader(name: "sibling", seen: seen)
                VStack { Reader(name: "inner", seen: seen) }.preferredColorScheme(asks)
            }
        }
    }

    @MainActor func testTheWholeWindowTakesTheScheme() async {
        let seen = Seen()
        let host = ViewHost(Screen(seen: seen, asks: .dark))
        XCTAssertEqual(seen.schemes, ["sibling": .dark, "inner": .dark], "the sibling too: the window's scheme")
        XCTAssertTrue(host.diagnostics.isEmpty)
        host.rootView = Screen(seen: seen, asks: nil)
        XCTAssertEqual(seen.schemes["sibling"], .light, "asking for nothing leaves the system's")
        host.colorScheme = .dark
        XCTAssertEqual(seen.schemes["sibling"], .dark, "the system's appearance")
        host.rootView = Screen(seen: seen, asks: .light)
        XCTAssertEqual(seen.schemes["inner"], .light, "a view's preference wins over the system's")
    }
}
