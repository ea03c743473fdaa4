import XCTest
@testable import Tesselate

/// `GeometryProxy.safeAreaInsets` and scroll views in a safe area. A view's insets say how far it
/// could extend into the safe area on each edge: outside its frame when it fills the safe area,
/// none once it is extended into it (Apple: `ignoresSafeArea` "expands the safe area of a view").
final class SafeAreaGeometryTests: XCTestCase {
    /// A reader that fills the safe area has the device's insets and the safe area's size; one
    /// that ignores the safe area has the window's size and no insets.
    @MainActor func testReaderInsets() async {
        var seen: [EdgeInsets] = []
        var sizes: [CGSize] = []
        let host = ViewHost(
            GeometryReader { proxy in
                Color.clear.onAppear {
                    seen.append(proxy.safeAreaInsets); sizes.append(proxy.size)
                }
            }, device: .iPhone16)
        host.settle()
        XCTAssertEqual(seen.last, EdgeInsets(top: 59, bottom: 34))
        XCTAssertEqual(sizes.last, CGSize(width: 393, height: 759))
        seen = []; sizes = []
        let ignoring = ViewHost(
            GeometryReader { proxy in
                Color.clear.onAppear {
                    seen.append(proxy.safeAreaInsets); sizes.append(proxy.size)
                }
            }.ignoresSafeArea(), device: .iPhone16)
        ignoring.settle()
        XCTAssertEqual(seen.last, EdgeInsets())
        XCTAssertEqual(sizes.last, CGSize(width: 393, height: 852))
    }

    /// A reader below a header reaches only the bottom edge: 34 there, 0 above.
    @MainActor func testOnlyTheEdgesAReaderReaches() async {
        var seen = EdgeInsets()
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.blue.frame(height: 100)
                GeometryReader { proxy in Text("\(proxy.safeAreaInsets.bottom)").onAppear { seen = proxy.safeAreaInsets } }
            }, device: .iPhone16.landscape)
        host.settle()
        XCTAssertEqual(seen, EdgeInsets(leading: 59, bottom: 21, trailing: 59))
    }

    /// A scroll view at the root: its content starts at the safe area's top and ends, scrolled to
    /// the end, at its bottom (content insets), but it shows the content out to the window's edges;
    /// its content has no safe area.
    @MainActor func testScrollViewContentInsets() async {
        var inner = EdgeInsets(top: -1)
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in Color.clear.onAppear { inner = proxy.safeAreaInsets } }.frame(height: 100)
                    Color.red.frame(height: 1900)
                }.id("content")
            }.id("scroll"), device: .iPhone16)
        host.settle()
        assertFrame(host.frame(id: "scroll"), 0, 59, 393, 759)
        XCTAssertEqual(host.frame(id: "content")?.minY, 59)
        XCTAssertEqual(inner, EdgeInsets())
        let scroll = host.node(id: "scroll")!
        XCTAssertEqual(host.engine.safeAreaInsets(of: scroll), EdgeInsets(top: 59, bottom: 34))
        host.scroll(to: CGPoint(x: 0, y: 10_000))
        XCTAssertEqual(host.frame(id: "content")?.maxY, 818)
        // What is drawn is clipped to the window, not to the frame.
        let node = host.node(id: "scroll")!
        let visible = (host.tree[node].behavior as? ScrollViewNode)?.visibleRect(node, frame: host.engine.frames[node]!, host.engine)
        assertFrame(visible, 0, 0, 393, 852)
    }
}
