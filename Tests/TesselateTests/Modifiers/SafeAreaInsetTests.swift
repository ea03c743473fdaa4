import XCTest
@testable import Tesselate

/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding`: the view is inset by
/// the content (and spacing), its safe area grows by as much, and the content sits on the edge
/// (OpenSwiftUI `InsetViewModifier.swift`; Apple's documentation of both modifiers).
final class SafeAreaInsetTests: XCTestCase {
    /// A 50-tall bar at the bottom of an iPhone 16's safe area (0, 59, 393×759), 8 points from the
    /// view (the default spacing between two colours): the view is 759 − 50 − 8 = 701 tall.
    @MainActor func testBottomBar() async {
        let host = ViewHost(
            Color.red.id("main").safeAreaInset(edge: .bottom) {
                Color.blue.frame(height: 50).id("bar")
            }, device: .iPhone16)
        assertFrame(host.frame(id: "main"), 0, 59, 393, 701)
        assertFrame(host.frame(id: "bar"), 0, 768, 393, 50)
        let tight = ViewHost(
            Color.red.id("main").safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 50).id("bar")
            }, device: .iPhone16)
        assertFrame(tight.frame(id: "main"), 0, 59, 393, 709)
    }

    /// A view that ignores the safe area extends behind the bar and the home indicator; a scroll
    /// view's content ends above the bar, and it shows content down to the window's edge.
    @MainActor func testTheViewExtendsBehindTheBar() async {
        let host = ViewHost(
            Color.red.ignoresSafeArea().id("main").safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 50)
            }, device: .iPhone16)
        assertFrame(host.frame(id: "main"), 0, 0, 393, 852)
        let scroll = ViewHost(
            ScrollView { Color.red.frame(height: 2000).id("content") }.id("scroll").safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 50)
            }, device: .iPhone16)
        XCTAssertEqual(scroll.engine.safeAreaInsets(of: scroll.node(id: "scroll")!), EdgeInsets(top: 59, bottom: 84))
        scroll.scroll(to: CGPoint(x: 0, y: 10_000))
        XCTAssertEqual(scroll.frame(id: "content")?.maxY, 852 - 34 - 50)
    }

    /// The content is aligned to the view by the guide given, and sits against the top edge.
    @MainActor func testTopContentAlignment() async {
        let host = ViewHost(
            Color.red.id("main").safeAreaInset(edge: .top, alignment: .leading, spacing: 10) {
                Color.blue.frame(width: 100, height: 40).id("header")
            }, size: CGSize(width: 300, height: 400))
        assertFrame(host.frame(id: "header"), 0, 0, 100, 40)
        assertFrame(host.frame(id: "main"), 0, 50, 300, 350)
    }

    /// Leading content beside the view: a 60-wide sidebar, 8 points, then the view.
    @MainActor func testLeadingEdge() async {
        let host = ViewHost(
            Color.red.id("main").safeAreaInset(edge: .leading) {
                Color.blue.frame(width: 60).id("side")
            }, size: CGSize(width: 300, height: 400))
        assertFrame(host.frame(id: "side"), 0, 0, 60, 400)
        assertFrame(host.frame(id: "main"), 68, 0, 232, 400)
    }

    /// The node's size along the edge's axis is both children and the spacing at their ideal
    /// sizes; across, the larger.
    @MainActor func testIdealSize() async {
        let host = ViewHost(
            Color.red.frame(width: 80, height: 30).safeAreaInset(edge: .bottom, spacing: 4) {
                Color.blue.frame(width: 120, height: 20)
            }.fixedSize().id("inset"), size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.frame(id: "inset")?.size, CGSize(width: 120, height: 54))
    }

    /// `safeAreaPadding(.horizontal, 20)` on a horizontal scroll view (Apple's example): the scroll
    /// view is laid out 20 in from each side, its content starts there, and it shows content out to
    /// the padded edges.
    @MainActor func testSafeAreaPadding() async {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<10) { Color.red.frame(width: 80, height: 80).id($0) } }
            }.id("scroll").safeAreaPadding(.horizontal, 20), size: CGSize(width: 393, height: 200))
        assertFrame(host.frame(id: "scroll"), 20, 60, 353, 80)
        XCTAssertEqual(host.frame(id: 0)?.minX, 20)
        let node = host.node(id: "scroll")!
        XCTAssertEqual(host.engine.safeAreaInsets(of: node), EdgeInsets(leading: 20, trailing: 20))
        XCTAssertTrue(host.dump().contains("safeAreaPadding(leading: 20, trailing: 20)"), host.dump())
    }
}
