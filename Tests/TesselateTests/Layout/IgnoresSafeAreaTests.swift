import XCTest
import Tesselate

/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`: the view's edges that reach the
/// safe area's edge move out into it, proposed the larger size and anchored at the top-leading
/// corner (OpenSwiftUI `_SafeAreaRegionsIgnoringLayout`); its parent's layout is unchanged.
final class IgnoresSafeAreaTests: XCTestCase {
    /// A greedy root that ignores the safe area fills the window; the dump says how far it moved.
    @MainActor func testAGreedyRootFillsTheWindow() async {
        let host = ViewHost(Color.red.ignoresSafeArea().id("root"), device: .iPhone16)
        assertFrame(host.frame(id: "root"), 0, 0, 393, 852)
        XCTAssertTrue(host.dump().contains("Color(red, id: \"root\", ignoresSafeArea: top 59, bottom 34)  (0, 0, 393×852)"), host.dump())
    }

    /// Only the edges asked for move.
    @MainActor func testOnlyTheGivenEdges() async {
        let top = ViewHost(Color.red.ignoresSafeArea(edges: .top).id("root"), device: .iPhone16)
        assertFrame(top.frame(id: "root"), 0, 0, 393, 818)
        let bottom = ViewHost(Color.red.edgesIgnoringSafeArea(.bottom).id("root"), device: .iPhone16)
        assertFrame(bottom.frame(id: "root"), 0, 59, 393, 793)
    }

    /// A view whose edges stop short of the safe area's edges does not move.
    @MainActor func testAViewInTheMiddleStaysPut() async {
        let host = ViewHost(Color.red.frame(width: 100, height: 100).ignoresSafeArea().id("box"), device: .iPhone16)
        assertFrame(host.exactFrame(id: "box"), 146.5, 59 + 329.5, 100, 100)
        XCTAssertFalse(host.dump().contains("ignoresSafeArea"))
    }

    /// The order of modifiers matters (Apple's tutorial map, Stack Overflow 56450804): a colour
    /// that ignores the safe area inside a 100-tall frame at the top grows to 159; a 100-tall frame
    /// that ignores it moves up to the window's top, staying 100 tall, and leaves a gap of 59
    /// above the view below it.
    @MainActor func testModifierOrder() async {
        let grows = ViewHost(
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea().frame(height: 100).id("header")
                Color.blue.id("rest")
            }, device: .iPhone16)
        assertFrame(grows.frame(id: "header"), 0, 59, 393, 100)
        assertFrame(grows.frames(kind: .color).first, 0, 0, 393, 159)
        let moves = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 100).ignoresSafeArea().id("header")
                Color.blue.id("rest")
            }, device: .iPhone16)
        assertFrame(moves.frame(id: "header"), 0, 0, 393, 100)
        XCTAssertEqual(moves.frame(id: "rest")?.minY, 159)
    }

    /// The keyboard region: with the keyboard up, a view that ignores only the keyboard extends
    /// down to the home indicator's safe edge, not past it.
    @MainActor func testIgnoringTheKeyboardOnly() async {
        let host = ViewHost(Color.red.ignoresSafeArea(.keyboard).id("root"), device: .iPhone16)
        host.showKeyboard(height: 336)
        assertFrame(host.frame(id: "root"), 0, 59, 393, 759)
        let container = ViewHost(Color.red.ignoresSafeArea(.container).id("root"), device: .iPhone16)
        container.showKeyboard(height: 336)
        // The keyboard still covers the bottom: only the top moves.
        assertFrame(container.frame(id: "root"), 0, 0, 393, 852 - 336)
    }

    /// A host without a safe area lays out and dumps as if the modifier were not there.
    @MainActor func testNothingChangesWithoutASafeArea() async {
        let plain = ViewHost(Color.red.id("root"), size: CGSize(width: 100, height: 100))
        let ignoring = ViewHost(Color.red.ignoresSafeArea().id("root"), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(plain.dump(), ignoring.dump())
    }

    /// `background(_:ignoresSafeAreaEdges:)` of a style extends into the container safe area (its
    /// default is every edge; zenn.dev "iOS16 ignoresSafeArea 観測隊": a VStack's background reaches
    /// the screen's edges while its Rectangle stays in the safe area); a view background does not.
    @MainActor func testStyleBackgroundsExtend() async {
        let host = ViewHost(VStack { Rectangle().id("content") }.background(Color.green), device: .iPhone16)
        assertFrame(host.frame(id: "content"), 0, 59, 393, 759)
        assertFrame(host.frames(kind: .rectangle).last, 0, 0, 393, 852)
        let none = ViewHost(VStack { Rectangle() }.background(Color.green, ignoresSafeAreaEdges: []), device: .iPhone16)
        assertFrame(none.frames(kind: .rectangle).last, 0, 59, 393, 759)
        let view = ViewHost(VStack { Rectangle() }.background { Color.green.id("view") }, device: .iPhone16)
        assertFrame(view.frame(id: "view"), 0, 59, 393, 759)
    }

    /// `background(ignoresSafeAreaEdges:)` fills with the default background, into the safe area.
    @MainActor func testDefaultBackground() async {
        let host = ViewHost(Color.clear.background(), device: .iPhone16)
        assertFrame(host.frames(kind: .rectangle).last, 0, 0, 393, 852)
        let top = ViewHost(Color.clear.background(ignoresSafeAreaEdges: .top), device: .iPhone16)
        assertFrame(top.frames(kind: .rectangle).last, 0, 0, 393, 818)
    }
}
