import Tesselate
import TesselateTesting
import XCTest

/// The `.scrollView` coordinate space (iOS 17): the nearest scroll view's visible region, so a
/// frame in it moves as the content scrolls (parallax effects are written with it), and
/// `GeometryProxy.bounds(of:)`: a named space's bounds in the reader's own coordinates, `nil`
/// where no ancestor is that space. Sources:
/// <https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview>,
/// <https://developer.apple.com/documentation/swiftui/geometryproxy/bounds(of:)>.
final class ScrollViewCoordinateSpaceTests: XCTestCase {
    final class Seen {
        var values: [CGRect?] = []
    }

    /// A 50×40 square 150 points down the content of a scroll view that starts 100 points down a
    /// 200×400 window.
    struct Screen: View {
        let seen: Seen
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 150)
                        Color.red.frame(width: 50, height: 40)
                            .onGeometryChange(for: [CGRect?].self) { proxy in
                                [
                                    proxy.frame(in: .scrollView), proxy.bounds(of: .scrollView),
                                    proxy.bounds(of: .scrollView(axis: .horizontal)),
                                ]
                            } action: { [seen] in
                                seen.values = $0
                            }
                        Color.clear.frame(height: 600)
                    }
                }
                .id("scroll")
            }
        }
    }

    @MainActor func testFrameAndBoundsInTheScrollView() async {
        let seen = Seen()
        let host = ViewHost(Screen(seen: seen), size: CGSize(width: 200, height: 400), displayScale: 1)
        XCTAssertEqual(
            seen.values,
            [
                CGRect(x: 75, y: 150, width: 50, height: 40), CGRect(x: -75, y: -150, width: 200, height: 300),
                nil,  // the scroll view scrolls vertically only
            ])
        host.scroll(to: CGPoint(x: 0, y: 100), in: "scroll")
        host.settle()
        XCTAssertEqual(seen.values.first, CGRect(x: 75, y: 50, width: 50, height: 40), "the content moved up 100 points")
        XCTAssertEqual(host.diagnostics, [])
    }

    /// Outside a scroll view `bounds(of:)` is `nil` and `frame(in:)` falls back to the window.
    @MainActor func testOutsideAScrollView() async {
        final class Box { var bounds: CGRect? = .zero; var frame = CGRect.zero }
        let box = Box()
        _ = ViewHost(
            Color.red.frame(width: 50, height: 40)
                .onGeometryChange(for: [CGRect?].self) {
                    [$0.bounds(of: .scrollView), $0.frame(in: .scrollView)]
                } action: {
                    box.bounds = $0[0]
                    box.frame = $0[1] ?? .zero
                },
            size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertNil(box.bounds)
        XCTAssertEqual(box.frame, CGRect(x: 75, y: 30, width: 50, height: 40))
    }
}
