import Tesselate
import XCTest

/// `scrollDisabled(_:)` and the environment's `isScrollEnabled`: the user cannot scroll a
/// disabled scroll view (the host reports the attempt), code still can. Sources:
/// <https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)>,
/// <https://developer.apple.com/documentation/swiftui/environmentvalues/isscrollenabled>.
@MainActor
final class ScrollModifiersTests: XCTestCase {
    final class Seen { var isScrollEnabled: Bool? }

    private struct Reader: View {
        let seen: Seen
        @Environment(\.isScrollEnabled) private var isScrollEnabled
        var body: some View {
            let _ = (seen.isScrollEnabled = isScrollEnabled)
            Color.blue.frame(height: 2000)
        }
    }

    func testADisabledScrollViewIgnoresTheUserAndSaysSo() async {
        let seen = Seen()
        let host = ViewHost(ScrollView { Reader(seen: seen) }.scrollDisabled(true), size: CGSize(width: 100, height: 200))
        XCTAssertEqual(seen.isScrollEnabled, false)
        host.scroll(by: CGSize(width: 0, height: 300))
        XCTAssertEqual(host.scrollOffset(), .zero)
        XCTAssertEqual(host.diagnostics.map(\.code), [.scrollNotPossible])
    }

    func testScrollingIsEnabledByDefault() async {
        let seen = Seen()
        let host = ViewHost(ScrollView { Reader(seen: seen) }, size: CGSize(width: 100, height: 200))
        XCTAssertEqual(seen.isScrollEnabled, true)
        host.scroll(by: CGSize(width: 0, height: 300))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 0, y: 300))
        XCTAssertEqual(host.diagnostics, [])
    }
}
