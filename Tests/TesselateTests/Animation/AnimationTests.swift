import XCTest
import Tesselate

/// Animation compiles and ends where SwiftUI ends: a host shows the end state of every animated
/// change, and the animation modifiers leave layout as it is.
final class AnimationTests: XCTestCase {
    private struct Expander: View {
        @State private var isExpanded = false
        var onMake: (@escaping () -> Void) -> Void
        var body: some View {
            let _ = onMake { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isExpanded.toggle() } }
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: isExpanded ? 200 : 50).id("card")
                if isExpanded {
                    Color.blue.frame(width: 100, height: 30).id("details").transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .animation(.easeInOut(duration: 0.3), value: isExpanded)
        }
    }

    @MainActor func testWithAnimationShowsTheEndState() async {
        var toggle: (() -> Void)?
        let host = ViewHost(Expander(onMake: { toggle = $0 }), displayScale: 1)
        XCTAssertEqual(host.frame(id: "card")?.height, 50)
        XCTAssertNil(host.frame(id: "details"))
        toggle?()
        XCTAssertEqual(host.frame(id: "card")?.height, 200, "laid out at the final value at once")
        XCTAssertEqual(host.frame(id: "details")?.height, 30, "an inserted view is in place at once")
        toggle?()
        XCTAssertNil(host.frame(id: "details"), "a removed view is gone at once")
    }

    @MainActor func testWithAnimationReturnsTheBodysResultAndRunsTheCompletionAfterIt() async {
        var order: [String] = []
        let value = withAnimation(.bouncy) { () -> Int in
            order.append("body")
            return 7
        }
        XCTAssertEqual(value, 7)
        withAnimation(.smooth, completionCriteria: .removed) {
            order.append("body")
        } completion: {
            order.append("completion")
        }
        XCTAssertEqual(order, ["body", "body", "completion"])
        XCTAssertEqual(withTransaction(Transaction(animation: .linear)) { 3 }, 3)
        XCTAssertEqual(withTransaction(\.disablesAnimations, true) { 4 }, 4)
        struct Failure: Error {}
        XCTAssertThrowsError(try withAnimation { throw Failure() })
    }

    /// The animation modifiers make no views: the dump is the same with them as without.
    @MainActor func testAnimationModifiersLeaveLayoutAsItIs() async {
        struct Plain: View {
            var animated: Bool
            @Namespace private var namespace
            var body: some View {
                HStack {
                    if animated {
                        Text("12")
                            .contentTransition(.numericText(countsDown: true))
                            .animation(.snappy, value: 12)
                            .transition(.asymmetric(insertion: .scale, removal: .opacity))
                            .matchedGeometryEffect(id: "count", in: namespace)
                            .transaction { $0.animation = nil }
                        Spacer()
                    } else {
                        Text("12")
                        Spacer()
                    }
                }
            }
        }
        let plain = ViewHost(Plain(animated: false)).dump()
        XCTAssertEqual(
            ViewHost(Plain(animated: true)).dump().split(separator: "\n").dropFirst().count, plain.split(separator: "\n").dropFirst().count)
        XCTAssertEqual(
            ViewHost(Plain(animated: true)).frames(kind: .text)[0],
            ViewHost(Plain(animated: false)).frames(kind: .text)[0])
    }

    /// Animations are values: equal when made alike, described as written.
    func testAnimationValues() {
        XCTAssertEqual(Animation.easeInOut, .easeInOut(duration: 0.35))
        XCTAssertNotEqual(Animation.easeIn, .easeOut)
        XCTAssertEqual(Animation.spring, .spring(), "the spring with SwiftUI's default response and damping")
        XCTAssertEqual(
            Animation.linear(duration: 2).delay(0.5).speed(2).repeatCount(3, autoreverses: false).description,
            "linear(duration: 2).delay(0.5).speed(2).repeatCount(3, autoreverses: false)")
        XCTAssertEqual(Animation.default.repeatForever().description, "default.repeatForever(autoreverses: true)")
        XCTAssertEqual(Animation.easeInOut(duration: 0.3).duration, 0.3)
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: 100, damping: 10).duration, 2 * .pi / 10, accuracy: 1e-9)
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: 0.7).bounce, 0.3, accuracy: 1e-9)
        XCTAssertEqual(Spring.bouncy.bounce, 0.3)
        XCTAssertEqual(
            AnyTransition.move(edge: .leading).combined(with: .opacity).description, "move(edge: .leading).combined(with: opacity)")
        _ = [
            Animation.interactiveSpring, .interactiveSpring(duration: 0.2), .spring(duration: 0.3, bounce: 0.2), .spring(.snappy),
            .timingCurve(0.2, 0.8, 0.2, 1), .interpolatingSpring(duration: 0.4), .bouncy(duration: 0.3, extraBounce: 0.1),
        ]
        _ = [
            AnyTransition.slide, .identity, .push(from: .top), .offset(x: 3), .scale(scale: 0.5, anchor: .top),
            .opacity.animation(.easeIn),
        ]
    }

    @MainActor func testAPhaseAnimatorShowsItsFirstPhase() async {
        struct Pulse: View {
            var trigger: Int
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([1.0, 2.0, 3.0], trigger: trigger) { content, scale in
                        content.frame(width: 10 * scale).id("pulse")
                    } animation: { _ in
                        .bouncy
                    }
            }
        }
        let host = ViewHost(Pulse(trigger: 0), displayScale: 1)
        XCTAssertEqual(host.frame(id: "pulse")?.width, 10)
        host.rootView = Pulse(trigger: 1)
        XCTAssertEqual(host.frame(id: "pulse")?.width, 10, "after running through the phases it rests in the first")
        let cycling = ViewHost(
            PhaseAnimator([true, false]) { on in Color.red.frame(width: on ? 40 : 20, height: 5).id("bar") }, displayScale: 1)
        XCTAssertEqual(cycling.frame(id: "bar")?.width, 40)
        let empty = ViewHost(PhaseAnimator([Int]()) { _ in Color.red }, displayScale: 1)
        XCTAssertEqual(empty.diagnostics.map(\.code), [.invalidValue])
    }

    private struct Values {
        var scale = 1.0
        var offset = 0.0
    }

    @MainActor func testAKeyframeAnimatorShowsWhereItsKeyframesEnd() async {
        struct Bounce: View {
            var trigger: Int
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: Values(), trigger: trigger) { content, value in
                        content.frame(width: 10 * value.scale).offset(y: value.offset).id("ball")
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(1.5, duration: 0.2)
                            SpringKeyframe(2.0, duration: 0.3, spring: .bouncy)
                        }
                        KeyframeTrack(\.offset) {
                            CubicKeyframe(-20, duration: 0.2)
                            MoveKeyframe(5)
                        }
                    }
            }
        }
        let host = ViewHost(Bounce(trigger: 0), displayScale: 1)
        XCTAssertEqual(host.frame(id: "ball")?.width, 10, "the initial value before the trigger changes")
        host.rootView = Bounce(trigger: 1)
        XCTAssertEqual(host.frame(id: "ball")?.width, 20, "each track ends at its last keyframe")
        XCTAssertEqual(host.diagnostics, [])
        let looping = ViewHost(
            Color.red.keyframeAnimator(initialValue: 3.0) { content, value in
                content.frame(width: value, height: 1).id("bar")
            } keyframes: { _ in
                LinearKeyframe(9.0, duration: 1)
            }, displayScale: 1)
        XCTAssertEqual(looping.frame(id: "bar")?.width, 3, "a repeating animator shows its initial value")
    }

    /// Custom animatable types compile; a host never interpolates, so they show their own value.
    @MainActor func testAnimatableTypesCompile() async {
        struct Grow: ViewModifier, Animatable {
            var width: CGFloat
            var animatableData: CGFloat {
                get { width }
                set { width = newValue }
            }
            func body(content: Content) -> some View { content.frame(width: width, height: 4).id("grown") }
        }
        struct Still: Animatable {}
        struct Wedge: Shape, Animatable {
            var fraction: Double
            var animatableData: Double {
                get { fraction }
                set { fraction = newValue }
            }
            func path(in rect: CGRect) -> Path {
                Rectangle().path(in: CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
            }
        }
        XCTAssertEqual(Wedge(fraction: 0.5).animatableData, 0.5)
        var pair = AnimatablePair(CGFloat(2), 3.0)
        pair.scale(by: 2)
        XCTAssertEqual(pair, AnimatablePair(4, 6))
        XCTAssertEqual((pair - AnimatablePair(1, 1)).magnitudeSquared, 9 + 25)
        XCTAssertEqual(Still().animatableData, EmptyAnimatableData())
        let host = ViewHost(Color.red.modifier(Grow(width: 30)).animation(.default, value: 30), displayScale: 1)
        XCTAssertEqual(host.frame(id: "grown")?.width, 30)
    }
}
