import Tesselate
import TesselateTesting
import XCTest

/// iOS 17's transitions as `Transition` values: a present view is in the identity phase, where
/// each leaves the view as it is; `apply(content:phase:)` shows the phases SwiftUI animates from
/// and to. Sources: <https://developer.apple.com/documentation/swiftui/scaletransition>,
/// <https://developer.apple.com/documentation/swiftui/pushtransition> ("moving it in from the
/// specified edge while fading it in … moving it out towards the opposite edge and fading it out").
final class BuiltInTransitionsTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    /// The iOS 17 spelling (`scale(_:)` has no `AnyTransition` form) compiles beside the iOS 13
    /// one, and a present view is drawn where it would be without a transition.
    @MainActor func testAPresentViewIsDrawnAsItIs() async {
        let square = Color.red.frame(width: 60, height: 40)
        let plain = ViewHost(square, size: size).frames(kind: .color)
        for view in [
            AnyView(square.transition(.scale(0.5).combined(with: .opacity))),
            AnyView(square.transition(.move(edge: .bottom).combined(with: .push(from: .leading)))),
            AnyView(square.transition(.asymmetric(insertion: .slide, removal: .offset(x: 30)))),
            AnyView(square.transition(.opacity)),
            AnyView(square.transition(.identity)),
        ] {
            XCTAssertEqual(ViewHost(view, size: size).frames(kind: .color), plain)
        }
    }

    /// Out of the identity phase: scaled, faded, offset by the given amount.
    @MainActor func testPhasesBeforeAndAfter() async {
        let scaled = ViewHost(ScaleTransition(0.25).apply(content: Text("A"), phase: .willAppear), size: size).dump()
        XCTAssertTrue(scaled.contains("scaleEffect(0.25"), scaled)
        let faded = ViewHost(OpacityTransition().apply(content: Text("A"), phase: .didDisappear), size: size).dump()
        XCTAssertTrue(faded.contains("opacity(0)"), faded)
        XCTAssertFalse(OpacityTransition.properties.hasMotion)
        XCTAssertTrue(ScaleTransition.properties.hasMotion)
    }

    /// A move, slide or push goes by the view's own size: a 60-point-wide square inserted from
    /// the leading edge is drawn 60 points to the left of its place.
    @MainActor func testEdgesMoveByTheViewsSize() async {
        let square = Color.red.frame(width: 60, height: 40)
        let place = ViewHost(square, size: size).frames(kind: .color)[0]
        func drawn(_ transition: some Transition, _ phase: TransitionPhase) -> CGRect? {
            ViewHost(transition.apply(content: square, phase: phase), size: size).frames(kind: .color).first
        }
        XCTAssertEqual(drawn(MoveTransition(edge: .leading), .willAppear), place.offsetBy(dx: -60, dy: 0))
        XCTAssertEqual(drawn(MoveTransition(edge: .bottom), .didDisappear), place.offsetBy(dx: 0, dy: 40))
        XCTAssertEqual(drawn(SlideTransition(), .willAppear), place.offsetBy(dx: -60, dy: 0))
        XCTAssertEqual(drawn(SlideTransition(), .didDisappear), place.offsetBy(dx: 60, dy: 0))
        XCTAssertEqual(drawn(PushTransition(edge: .top), .willAppear), place.offsetBy(dx: 0, dy: -40))
        XCTAssertEqual(drawn(PushTransition(edge: .top), .didDisappear), place.offsetBy(dx: 0, dy: 40))
        XCTAssertEqual(drawn(PushTransition(edge: .top), .identity), place)
    }

    /// An asymmetric transition shows its insertion before the view appears and its removal
    /// after it goes.
    @MainActor func testAsymmetricPicksThePhasesTransition() async {
        let transition = AsymmetricTransition(insertion: ScaleTransition(0.5), removal: OpacityTransition())
        let before = ViewHost(transition.apply(content: Text("A"), phase: .willAppear), size: size).dump()
        XCTAssertTrue(before.contains("scaleEffect(0.5"), before)
        XCTAssertTrue(before.contains("opacity(1)"), before)
        let after = ViewHost(transition.apply(content: Text("A"), phase: .didDisappear), size: size).dump()
        XCTAssertTrue(after.contains("opacity(0)"), after)
        XCTAssertFalse(after.contains("scaleEffect(0.5"), after)
    }
}
