import XCTest
import Tesselate
import TesselateTesting

/// The `Transition` protocol (iOS 17): a present view is in the `.identity` phase, whose
/// modifiers "will be applied to the view as long as it is visible". Source:
/// <https://developer.apple.com/documentation/swiftui/transitionphase>.
final class TransitionProtocolTests: XCTestCase {
    /// Fades out and turns when not in the identity phase; marks the view in every phase so that
    /// the test sees which phase is shown.
    private struct RotatingFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .rotationEffect(.degrees(30 * phase.value))
                .accessibilityIdentifier("phase \(phase.value)")
        }
    }

    private struct Blurred: Transition {
        static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
        func body(content: Content, phase: TransitionPhase) -> some View { content.blur(radius: phase.isIdentity ? 0 : 10) }
    }

    /// An inserted view shows the identity phase of its transition.
    @MainActor func testAPresentViewIsInTheIdentityPhase() async {
        struct Screen: View {
            @State var shown = false
            var body: some View {
                VStack {
                    if shown { Text("Hello").transition(RotatingFade()) }
                    Button("Show") { shown = true }
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 200))
        XCTAssertFalse(host.exists(.text("Hello")))
        host.find(.button("Show"))?.tap()
        XCTAssertTrue(host.exists(.accessibilityIdentifier("phase 0.0")))
        XCTAssertTrue(host.dump().contains("opacity(1)"), host.dump())
    }

    /// `apply(content:phase:)` shows any phase; combined transitions apply both.
    @MainActor func testApplyAndCombine() async {
        let before = ViewHost(RotatingFade().apply(content: Text("A"), phase: .willAppear), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(before.exists(.accessibilityIdentifier("phase -1.0")))
        XCTAssertTrue(before.dump().contains("opacity(0)"), before.dump())
        let both = ViewHost(Text("B").transition(RotatingFade().combined(with: Blurred())), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(both.dump().contains("blur"), both.dump())
        XCTAssertTrue(RotatingFade.properties.hasMotion)
        XCTAssertFalse(Blurred.properties.hasMotion)
        XCTAssertEqual([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value), [-1, 0, 1])
    }

    /// A transition wrapped in `AnyTransition` is accepted where one is taken.
    @MainActor func testAnyTransitionOfATransition() async {
        let host = ViewHost(Text("C").transition(AnyTransition(Blurred())), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.exists(.text("C")))
    }
}
