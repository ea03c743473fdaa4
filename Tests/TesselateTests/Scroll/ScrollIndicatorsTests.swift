import XCTest
import Tesselate
import TesselateTesting

/// `scrollIndicators(_:axes:)` sets the indicators' visibility in the environment; a host draws
/// none, so tests read it (the environment values, the scroll view's dump line). Sources:
/// <https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)>,
/// <https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility>.
final class ScrollIndicatorsTests: XCTestCase {
    final class Seen { var vertical: ScrollIndicatorVisibility?; var horizontal: ScrollIndicatorVisibility? }

    struct Reader: View {
        let seen: Seen
        @Environment(\.verticalScrollIndicatorVisibility) private var vertical
        @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
        var body: some View {
            let _ = (seen.vertical = vertical, seen.horizontal = horizontal)
            Color.blue.frame(height: 2000)
        }
    }

    /// The axes given are set, the others keep `.automatic`.
    @MainActor func testTheEnvironmentHoldsTheVisibility() async {
        let seen = Seen()
        _ = ViewHost(ScrollView { Reader(seen: seen) }.scrollIndicators(.hidden, axes: .vertical), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(seen.vertical, .hidden)
        XCTAssertEqual(seen.horizontal, .automatic)
        _ = ViewHost(ScrollView { Reader(seen: seen) }.scrollIndicators(.never), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(seen.vertical, .never)
        XCTAssertEqual(seen.horizontal, .never)
    }

    /// The scroll view's line says how its indicators show: `scrollIndicators(.hidden)` and
    /// `showsIndicators: false` agree; automatic ones are not mentioned.
    @MainActor func testTheScrollViewShowsItsVisibility() async {
        func indicators<V: View>(_ view: V) -> String? {
            ViewHost(view, size: CGSize(width: 100, height: 100)).find(.kind(.scrollView))?.attribute("indicators")
        }
        XCTAssertNil(indicators(ScrollView { Color.red.frame(height: 300) }))
        XCTAssertEqual(indicators(ScrollView { Color.red.frame(height: 300) }.scrollIndicators(.hidden)), ".hidden")
        XCTAssertEqual(indicators(ScrollView(showsIndicators: false) { Color.red.frame(height: 300) }), ".hidden")
        XCTAssertEqual(indicators(ScrollView(showsIndicators: false) { Color.red.frame(height: 300) }.scrollIndicators(.never)), ".never")
        XCTAssertNil(
            indicators(ScrollView { Color.red.frame(height: 300) }.scrollIndicators(.hidden, axes: .horizontal)),
            "a vertical scroll view reads the vertical visibility")
        XCTAssertEqual(
            indicators(ScrollView(.horizontal) { Color.red.frame(width: 300) }.scrollIndicators(.visible, axes: .horizontal)), ".visible")
    }
}
