import XCTest
@testable import Tesselate

/// Type-erased layouts, as SwiftUI's `AnyLayout`.
final class AnyLayoutTests: XCTestCase {
    private struct Switching: View {
        var wide: Bool
        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                Counter().id("counter")
                Color.blue.frame(width: 50, height: 50).id("square")
            }
        }
    }

    private struct Counter: View {
        @State var count = 0
        var body: some View { Text("\(count)").frame(width: 50, height: 50).onAppear { count += 1 } }
    }

    /// `AnyLayout` switches the arrangement; the subviews stay the same views, so their state
    /// survives (the counter appeared once), as in SwiftUI.
    @MainActor func testAnyLayoutSwitchesArrangementAndKeepsState() async {
        let host = ViewHost(Switching(wide: true), size: CGSize(width: 300, height: 300), displayScale: 1)
        XCTAssertEqual(host.frame(id: "square")?.origin, CGPoint(x: 150, y: 125))
        XCTAssertEqual(host.frames(kind: .hStack).count, 1, "the dump names the erased layout")
        host.rootView = Switching(wide: false)
        XCTAssertEqual(host.frame(id: "square")?.origin, CGPoint(x: 125, y: 150))
        XCTAssertEqual(host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.content }, ["1"])
    }

    /// A `Spacer` in an erased stack grows along that stack's axis.
    @MainActor func testSpacerInAnAnyLayoutFollowsItsAxis() async {
        let host = ViewHost(
            AnyLayout(VStackLayout(spacing: 0)) {
                Color.red.frame(width: 10, height: 10); Spacer().id("gap")
            },
            size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.frame(id: "gap")?.size, CGSize(width: 0, height: 90))
    }
}
