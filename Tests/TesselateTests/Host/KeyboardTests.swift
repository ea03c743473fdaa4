import XCTest
import Tesselate

/// `ViewHost.showKeyboard(height:)`: the keyboard is the `.keyboard` safe-area region over the
/// bottom of the window; the safe area ends at its top edge, as when a field is focused.
final class KeyboardTests: XCTestCase {
    /// A bottom bar rides on the keyboard (336 points, an iPhone 16's), and comes back down to the
    /// home indicator when it hides.
    @MainActor func testABottomBarRidesOnTheKeyboard() async {
        let host = ViewHost(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 44).id("bar") }, device: .iPhone16)
        XCTAssertEqual(host.frame(id: "bar")?.maxY, 818)
        host.showKeyboard(height: 336)
        XCTAssertEqual(host.frame(id: "bar")?.maxY, 516)
        XCTAssertTrue(host.dump().hasPrefix("Tesselate dump v1 · window 393×852 @3x · safe area (59, 0, 34, 0) · keyboard 336"))
        host.hideKeyboard()
        XCTAssertEqual(host.frame(id: "bar")?.maxY, 818)
    }

    /// A reader at the bottom sees the keyboard in its insets; a view that ignores the keyboard stays.
    @MainActor func testReadersSeeTheKeyboard() async {
        var bottom: CGFloat = -1
        let host = ViewHost(
            GeometryReader { proxy in
                Color.clear.onAppear { bottom = proxy.safeAreaInsets.bottom }
                    .onChange(of: proxy.safeAreaInsets.bottom) { _, new in bottom = new }
            }, device: .iPhone16)
        host.showKeyboard(height: 336)
        host.settle()
        XCTAssertEqual(bottom, 336)
        let still = ViewHost(
            VStack {
                Spacer(); Color.blue.frame(height: 44).id("bar")
            }.ignoresSafeArea(.keyboard), device: .iPhone16)
        still.showKeyboard(height: 336)
        XCTAssertEqual(still.frame(id: "bar")?.maxY, 818)
    }

    /// In a host without a device the keyboard is the only safe area.
    @MainActor func testKeyboardInASizedHost() async {
        let host = ViewHost(Color.red.id("root"), size: CGSize(width: 300, height: 600))
        host.showKeyboard(height: 200)
        assertFrame(host.frame(id: "root"), 0, 0, 300, 400)
        host.showKeyboard(height: -5)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidWindow])
    }
}
