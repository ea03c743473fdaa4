import Foundation
import Tesselate
import TesselateTesting

/// A view that changes under `animation` when it appears, so that a host interpolates with it as
/// time passes.
struct AnimatedProbe: View {
    var animation: Animation
    var transition: AnyTransition = .opacity
    @State private var isOn = false
    var body: some View {
        VStack {
            Color.red.frame(width: isOn ? 80 : 20, height: 20).offset(x: isOn ? 10 : 0).opacity(isOn ? 1 : 0.5)
            if isOn { Text("arrived").transition(transition) }
        }
        .onAppear { withAnimation(animation) { isOn = true } }
    }
}

extension NumberFuzzCases {
    /// Advances a host by a tenth of a second, so that animations interpolate.
    static let advanceALittle: @MainActor (ViewHost<AnyView>, FuzzNumber) async -> Void = { host, _ in
        await host.advance(by: .milliseconds(100))
    }

    /// Animations, springs, keyframes and transitions, played for a while.
    static let animations: [NumberCase] = [
        .acting(
            "Animation.linear(duration:)", "Animation.easeIn(duration:)", "Animation.easeOut(duration:)", "Animation.easeInOut(duration:)",
            "Animation.delay(_:)", "Animation.speed(_:)", "Animation.timingCurve(_:_:_:_:duration:)",
            content: { v in
                VStack {
                    AnimatedProbe(animation: .linear(duration: v.d)); AnimatedProbe(animation: .easeIn(duration: v.d).delay(v.d))
                    AnimatedProbe(animation: .easeOut(duration: 0.3).speed(v.d)); AnimatedProbe(animation: .easeInOut(duration: v.d))
                    AnimatedProbe(animation: .timingCurve(v.d, v.d, 0.5, 1, duration: v.d))
                }
            }, act: advanceALittle),
        .acting(
            "PeriodicTimelineSchedule.init(from:by:)", "TimelineSchedule.periodic(from:by:)",
            "PeriodicTimelineSchedule.entries(from:mode:)",
            "AnimationTimelineSchedule.init(minimumInterval:paused:)", "TimelineSchedule.animation(minimumInterval:paused:)",
            "AnimationTimelineSchedule.entries(from:mode:)", "EveryMinuteTimelineSchedule.entries(from:mode:)",
            "ExplicitTimelineSchedule.entries(from:mode:)",
            content: { v in
                VStack {
                    TimelineView(.periodic(from: v.date, by: v.d)) { Text($0.date, style: .time) }
                    TimelineView(PeriodicTimelineSchedule(from: .distantPast, by: v.d)) { Text($0.date, style: .time) }
                    TimelineView(.animation(minimumInterval: v.d, paused: false)) { Text($0.date, style: .time) }
                    TimelineView(AnimationTimelineSchedule(minimumInterval: v.d)) { Text($0.date, style: .time) }
                    TimelineView(.everyMinute) { Text($0.date, style: .time) }
                    TimelineView(.explicit([v.date])) { Text($0.date, style: .time) }
                    Text(
                        verbatim:
                            "\(Array(PeriodicTimelineSchedule(from: v.date, by: v.d).entries(from: v.date, mode: .normal).prefix(2)).count)"
                    )
                    Text(
                        verbatim:
                            "\(Array(AnimationTimelineSchedule(minimumInterval: v.d).entries(from: v.date, mode: .normal).prefix(2)).count)"
                    )
                    Text(verbatim: "\(Array(EveryMinuteTimelineSchedule().entries(from: v.date, mode: .lowFrequency).prefix(2)).count)")
                    Text(verbatim: "\(Array(ExplicitTimelineSchedule([v.date]).entries(from: v.date, mode: .normal)).count)")
                }
            }, act: advanceALittle),
        .acting(
            "Animation.repeatCount(_:autoreverses:)", kind: .int,
            content: { v in AnimatedProbe(animation: .linear(duration: 0.05).repeatCount(v.i)) }, act: advanceALittle),
        .acting(
            "Animation.spring(response:dampingFraction:blendDuration:)", "Animation.spring(duration:bounce:blendDuration:)",
            "Animation.interactiveSpring(response:dampingFraction:blendDuration:)",
            "Animation.interactiveSpring(duration:extraBounce:blendDuration:)", "Animation.bouncy(duration:extraBounce:)",
            "Animation.smooth(duration:extraBounce:)", "Animation.snappy(duration:extraBounce:)",
            content: { v in
                VStack {
                    AnimatedProbe(animation: .spring(response: v.d, dampingFraction: v.d, blendDuration: v.d));
                    AnimatedProbe(animation: .spring(duration: v.d, bounce: v.d))
                    AnimatedProbe(animation: .interactiveSpring(response: v.d, dampingFraction: v.d));
                    AnimatedProbe(animation: .interactiveSpring(duration: v.d, extraBounce: v.d))
                    AnimatedProbe(animation: .bouncy(duration: v.d, extraBounce: v.d)); AnimatedProbe(animation: .smooth(duration: v.d));
                    AnimatedProbe(animation: .snappy(extraBounce: v.d))
                }
            }, act: advanceALittle),
        .acting(
            "Spring.init(duration:bounce:)", "Spring.init(response:dampingRatio:)", "Spring.init(mass:stiffness:damping:allowOverDamping:)",
            "Spring.bouncy(duration:extraBounce:)", "Spring.smooth(duration:extraBounce:)", "Spring.snappy(duration:extraBounce:)",
            "Animation.spring(_:blendDuration:)", "Animation.interpolatingSpring(_:initialVelocity:)",
            "Animation.interpolatingSpring(duration:bounce:initialVelocity:)",
            "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)",
            content: { v in
                VStack {
                    AnimatedProbe(animation: .spring(Spring(duration: v.d, bounce: v.d), blendDuration: v.d))
                    AnimatedProbe(animation: .interpolatingSpring(Spring(response: v.d, dampingRatio: v.d), initialVelocity: v.d))
                    AnimatedProbe(animation: .spring(Spring(mass: v.d, stiffness: v.d, damping: v.d, allowOverDamping: true)))
                    AnimatedProbe(animation: .spring(.bouncy(duration: v.d, extraBounce: v.d)));
                    AnimatedProbe(animation: .spring(.smooth(duration: v.d))); AnimatedProbe(animation: .spring(.snappy(extraBounce: v.d)))
                    AnimatedProbe(animation: .interpolatingSpring(duration: v.d, bounce: v.d, initialVelocity: v.d))
                    AnimatedProbe(animation: .interpolatingSpring(mass: v.d, stiffness: v.d, damping: v.d, initialVelocity: v.d))
                }
            }, act: advanceALittle),
        .acting(
            "AnyTransition.offset(_:)", "AnyTransition.offset(x:y:)", "AnyTransition.scale(scale:anchor:)",
            "ContentTransition.numericText(value:)",
            content: { v in
                VStack {
                    AnimatedProbe(animation: .linear(duration: 0.3), transition: .offset(v.size));
                    AnimatedProbe(animation: .linear(duration: 0.3), transition: .offset(x: v.f, y: v.g))
                    AnimatedProbe(animation: .linear(duration: 0.3), transition: .scale(scale: v.f, anchor: v.unit))
                    Text("counted").contentTransition(.numericText(value: v.d))
                }
            }, act: advanceALittle),
        .view(
            "ScaleTransition.init(_:anchor:)", "OffsetTransition.init(_:)", "Transition.scale(_:anchor:)", "Transition.offset(_:)",
            "Transition.offset(x:y:)"
        ) { v in
            VStack {
                ScaleTransition(v.d, anchor: v.unit).apply(content: Text("scaled"), phase: .willAppear)
                OffsetTransition(v.size).apply(content: Text("moved"), phase: .didDisappear)
                Text("shown").transition(
                    .scale(v.d, anchor: v.unit).combined(with: .offset(v.size)).combined(with: .offset(x: v.f, y: v.g)))
            }
        },
        .acting(
            "LinearKeyframe.init(_:duration:timingCurve:)", "SpringKeyframe.init(_:duration:spring:startVelocity:)",
            "CubicKeyframe.init(_:duration:startVelocity:endVelocity:)", "UnitCurve.bezier(startControlPoint:endControlPoint:)",
            content: { v in
                Color.red.frame(width: 20, height: 20).keyframeAnimator(initialValue: CGFloat(1), trigger: true) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(v.f, duration: v.d, timingCurve: .bezier(startControlPoint: v.unit, endControlPoint: v.unit))
                    SpringKeyframe(v.g, duration: v.d, spring: Spring(duration: v.d), startVelocity: v.f)
                    CubicKeyframe(v.f, duration: v.d, startVelocity: v.g, endVelocity: v.f)
                }
            }, act: advanceALittle),
    ]
}
