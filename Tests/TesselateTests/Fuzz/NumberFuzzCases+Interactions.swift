import Foundation
import Tesselate
import TesselateTesting

/// A screen whose state follows the testing library's interactions: a slider, a view moved by a
/// drag, one scaled and turned by pinches, a date picker, a tap counter and a long press, and a
/// task that sleeps.
struct InteractionProbe: View {
    @State private var level = 0.5
    @State private var moved = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var turn = Angle.zero
    @State private var date = Date(timeIntervalSinceReferenceDate: 0)
    @State private var taps = 0
    var sleep: Duration = .zero
    var body: some View {
        VStack {
            Slider(value: $level, in: 0...10) { Text("level") }
            Color.red.frame(width: 40, height: 40).offset(moved).gesture(DragGesture().onChanged { moved = $0.translation }).id("drag")
            Color.blue.frame(width: 40, height: 40).scaleEffect(scale).rotationEffect(turn)
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification }).gesture(RotateGesture().onChanged { turn = $0.rotation })
                .id("pinch")
            DatePicker("when", selection: $date)
            Text("tapped \(taps)").onTapGesture(count: 2) { taps += 1 }.onLongPressGesture(minimumDuration: 1) { taps -= 1 }.id("tap")
        }
        .task { try? await ViewTasks.sleep(for: sleep) }
    }
}

extension NumberFuzzCases {
    static func interaction(
        _ keys: String..., kind: NumberCase.Kind = .double, act: @escaping @MainActor (ViewHost<AnyView>, FuzzNumber) async -> Void
    ) -> NumberCase {
        NumberCase(
            keys: keys, kind: kind, make: { _ in ViewHost(AnyView(InteractionProbe()), size: NumberCase.window, displayScale: 3) }, act: act
        )
    }

    /// The testing library's interactions and geometry assertions with fuzzed numbers. Their
    /// failures (a drag that cannot be made) are collected, not reported: only a crash, a hang or
    /// bad output counts.
    static let interactions: [NumberCase] = [
        interaction("ViewMatch.slide(to:file:line:)") { host, v in _ = host.find(.slider())?.slide(to: v.d) },
        interaction("ViewMatch.drag(by:steps:file:line:)") { host, v in _ = host.find(.id("drag"))?.drag(by: v.size) },
        interaction("DragSession.move(by:steps:file:line:)") { host, v in
            let session = host.find(.id("drag"))?.startDrag()
            session?.move(by: v.size)
            _ = session?.end()
        },
        interaction("drag and pinch steps", kind: .int) { host, v in
            _ = host.find(.id("drag"))?.drag(by: CGSize(width: 5, height: 5), steps: v.i)
            host.find(.id("drag"))?.startDrag()?.move(by: CGSize(width: 1, height: 1), steps: v.i)
            _ = host.find(.id("pinch"))?.magnify(by: 2, steps: v.i)
            _ = host.find(.id("pinch"))?.rotate(by: .degrees(10), steps: v.i)
        },
        interaction("ViewMatch.magnify(by:steps:file:line:)", "ViewMatch.rotate(by:steps:file:line:)") { host, v in
            _ = host.find(.id("pinch"))?.magnify(by: v.f)
            _ = host.find(.id("pinch"))?.rotate(by: v.angle)
        },
        interaction("ViewMatch.longPress(duration:file:line:)") { host, v in _ = host.find(.id("tap"))?.longPress(duration: v.d) },
        interaction("ViewMatch.tap(count:file:line:)", kind: .int) { host, v in _ = host.find(.id("tap"))?.tap(count: v.i) },
        interaction("ViewMatch.pick(date:file:line:)") { host, v in _ = host.find(.kind(.datePicker))?.pick(date: v.date) },
        interaction(
            "assertFrame(_:_:in:accuracy:file:line:)", "assertFrame(_:x:y:width:height:in:accuracy:file:line:)",
            "assertSize(_:width:height:accuracy:file:line:)",
            "assertCentered(_:in:axes:accuracy:file:line:)", "assertContained(_:in:accuracy:file:line:)"
        ) { host, v in
            let view = host.find(.id("drag"))
            assertFrame(view, v.rect, accuracy: v.f)
            assertFrame(view, x: v.f, y: v.g, width: v.f, height: v.g, accuracy: v.g)
            assertSize(view, width: v.f, height: v.g, accuracy: v.f)
            assertCentered(view, accuracy: v.f)
            assertContained(view, in: host.find(.id("pinch")), accuracy: v.f)
        },
        interaction("assertWork(_:_:bodiesRun:viewsMade:sizesComputed:passes:file:line:)", kind: .int) { host, v in
            host.find(.id("tap"))?.tap(count: 2)
            assertWork(host, bodiesRun: v.i, viewsMade: v.i, sizesComputed: v.i, passes: v.i)
            assertWork(host, .atMost, bodiesRun: v.i, viewsMade: v.i, sizesComputed: v.i, passes: v.i)
        },
        NumberCase(
            keys: ["ViewHost.advance(by:file:line:)", "ViewTasks.sleep(for:)"], kind: .duration,
            make: { v in ViewHost(AnyView(InteractionProbe(sleep: v.t)), size: NumberCase.window, displayScale: 3) },
            act: { host, v in
                await host.advance(by: v.t)
                await host.advance(by: .seconds(1))
            }),
    ]
}
