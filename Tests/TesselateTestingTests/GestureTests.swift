import XCTest
import Tesselate
import TesselateTesting

/// Gestures as a person performs them through the testing library: taps on any view with a tap
/// gesture, long presses, drags with `@GestureState`, priorities, `disabled` and hit testing.
final class GestureTests: XCTestCase {
    private struct Taps: View {
        @State private var taps = 0
        @State private var doubles = 0
        @State private var location = CGPoint.zero
        var body: some View {
            VStack(spacing: 0) {
                Text("taps \(taps)").id("taps")
                Color.red.frame(width: 100, height: 40).id("single").onTapGesture { taps += 1 }
                Color.blue.frame(width: 100, height: 40).id("double").onTapGesture(count: 2) { doubles += 1 }
                Text("doubles \(doubles)").id("doubles")
                Color.green.frame(width: 60, height: 20).onTapGesture(coordinateSpace: .global) { location = $0 }.id("where")
                Text("at \(Int(location.x)),\(Int(location.y))").id("location")
            }
        }
    }

    @MainActor func testTapFiresTapGesturesOnAnyView() async {
        let host = ViewHost(Taps(), size: CGSize(width: 200, height: 300), displayScale: 1)
        XCTAssertTrue(host.find(.id("single"))!.tap())
        host.tap(.id("single"))
        XCTAssertEqual(host.find(.id("taps"))?.text, "taps 2")
        XCTAssertTrue(host.find(.id("double"))!.tap(count: 2))
        XCTAssertEqual(host.find(.id("doubles"))?.text, "doubles 1")
        let failures = collectingFailures { host.find(.id("double"))?.tap() }
        XCTAssertEqual(failures.count, 1, "a single tap is not a double tap")
        XCTAssertTrue(failures.first?.hasPrefix("tap(): no Button or gesture at or above") == true, "\(failures)")
        let target = host.find(.id("where"))!.frame()
        host.find(.id("where"))?.tap()
        XCTAssertEqual(host.find(.id("location"))?.text, "at \(Int(target.midX)),\(Int(target.midY))", "the centre, in the window")
    }

    /// The innermost gesture wins; a high-priority gesture around it wins over it; simultaneous
    /// gestures run along.
    @MainActor func testPriorities() async {
        final class Log { var entries: [String] = [] }
        struct Nested: View {
            let log: Log
            var high: Bool
            var body: some View {
                let inner = Color.red.frame(width: 50, height: 50).id("inner")
                    .onTapGesture { log.entries.append("inner") }
                    .simultaneousGesture(TapGesture().onEnded { log.entries.append("simultaneous") })
                if high {
                    inner.padding().highPriorityGesture(TapGesture().onEnded { log.entries.append("outer") })
                } else {
                    inner.padding().gesture(TapGesture().onEnded { log.entries.append("outer") })
                }
            }
        }
        let log = Log()
        let host = ViewHost(Nested(log: log, high: false))
        host.tap(.id("inner"))
        XCTAssertEqual(log.entries, ["inner", "simultaneous"])
        log.entries = []
        host.rootView = Nested(log: log, high: true)
        host.tap(.id("inner"))
        XCTAssertEqual(log.entries, ["outer", "simultaneous"])
    }

    /// A button inside a view with a tap gesture: the button, the innermost, wins.
    @MainActor func testAButtonWinsOverATapGestureAroundIt() async {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let host = ViewHost(
            VStack {
                Button("Go") { log.entries.append("button") }
            }.onTapGesture { log.entries.append("stack") })
        host.tap(.text("Go"))
        XCTAssertEqual(log.entries, ["button"])
    }

    @MainActor func testIncludingWithoutSubviewsTurnsTheInnerGesturesOff() async {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20).id("inner").onTapGesture { log.entries.append("inner") }
                .padding().gesture(TapGesture().onEnded { log.entries.append("outer") }, including: .gesture))
        host.tap(.id("inner"))
        XCTAssertEqual(log.entries, ["outer"])
        XCTAssertTrue(host.find(.kind(.gesture))?.attributes.contains("including: .gesture") == true)
    }

    private struct Pressable: View {
        @State private var pressing = false
        @State private var presses = 0
        @GestureState private var isDetecting = false
        var body: some View {
            VStack {
                Text("pressed \(presses) pressing \(pressing)").id("label")
                    .onLongPressGesture(minimumDuration: 1) {
                        presses += 1
                    } onPressingChanged: {
                        pressing = $0
                    }
                Color.red.frame(width: 40, height: 40).id("bar")
                    .gesture(
                        LongPressGesture(minimumDuration: 0.2).updating($isDetecting) { value, state, _ in state = value }
                            .onEnded { _ in presses += 10 })
            }
        }
    }

    @MainActor func testLongPressRunsTheActionAndThePressingChanges() async {
        let host = ViewHost(Pressable())
        XCTAssertTrue(host.find(.id("label"))!.longPress())
        XCTAssertEqual(host.find(.id("label"))?.text, "pressed 1 pressing false", "pressing went true, then false after the action")
        let short = collectingFailures { host.find(.id("label"))?.longPress(duration: 0.5) }
        XCTAssertEqual(short.count, 1, "a press shorter than the minimum duration is not recognized")
        host.find(.id("bar"))?.longPress()
        XCTAssertEqual(host.find(.id("label"))?.text, "pressed 11 pressing false")
    }

    /// A card dragged with `@GestureState`: it follows the finger while dragged and goes back when
    /// released; `onEnded` keeps the total.
    private struct Card: View {
        @GestureState private var drag = CGSize.zero
        @State private var total = CGSize.zero
        @State private var changes = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("moved \(Int(total.width)),\(Int(total.height)) in \(changes)").id("label")
                Color.red.frame(width: 80, height: 80)
                    .id("card")
                    .offset(x: drag.width, y: drag.height)
                    .gesture(
                        DragGesture()
                            .updating($drag) { value, state, _ in state = value.translation }
                            .onChanged { _ in changes += 1 }
                            .onEnded { value in total = value.translation })
            }
        }
    }

    @MainActor func testDragReportsTranslationAndResetsGestureState() async {
        let host = ViewHost(Card(), displayScale: 1)
        let start = host.find(.id("card"))!.frame()
        XCTAssertTrue(host.find(.id("card"))!.drag(by: CGSize(width: 100, height: 40), steps: 5))
        XCTAssertEqual(host.find(.id("label"))?.text, "moved 100,40 in 5")
        XCTAssertEqual(host.find(.id("card"))?.frame(), start, "the gesture state is back to zero once released")
    }

    @MainActor func testAViewFollowsTheFingerWhileDragged() async {
        let host = ViewHost(Card(), displayScale: 1)
        let start = host.find(.id("card"))!.frame()
        let session = host.find(.id("card"))!.startDrag()!
        session.move(by: CGSize(width: 30, height: 0), steps: 3)
        XCTAssertEqual(host.find(.id("card"))?.frame().minX, start.minX + 30, "offset by the gesture state")
        session.move(by: CGSize(width: 0, height: 20))
        XCTAssertEqual(session.translation, CGSize(width: 30, height: 20))
        XCTAssertEqual(host.find(.id("card"))?.frame().origin, CGPoint(x: start.minX + 30, y: start.minY + 20))
        XCTAssertTrue(session.end())
        XCTAssertEqual(host.find(.id("card"))?.frame(), start)
        XCTAssertEqual(host.find(.id("label"))?.text, "moved 30,20 in 13")
    }

    @MainActor func testADragShorterThanTheMinimumDistanceDoesNotStart() async {
        let host = ViewHost(Card(), displayScale: 1)
        XCTAssertFalse(host.find(.id("card"))!.drag(by: CGSize(width: 5, height: 0)))
        XCTAssertEqual(host.find(.id("label"))?.text, "moved 0,0 in 0")
    }

    /// A drag's locations are in the coordinate space the gesture asks for; its velocity is per
    /// second at 60 steps a second.
    @MainActor func testDragValues() async {
        final class Seen { var values: [DragGesture.Value] = [] }
        let seen = Seen()
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 40, height: 40).id("box")
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("stack")).onEnded { seen.values.append($0) })
            }.padding(30).coordinateSpace(name: "stack"), displayScale: 1)
        let box = host.find(.id("box"))!.frame()
        let stack = host.find(.kind(.coordinateSpace))!.frame()
        host.find(.id("box"))?.drag(by: CGSize(width: 0, height: 60), steps: 6)
        let value = seen.values.last
        XCTAssertEqual(value?.startLocation, CGPoint(x: box.midX - stack.minX, y: box.midY - stack.minY))
        XCTAssertEqual(value?.translation, CGSize(width: 0, height: 60))
        XCTAssertEqual(value?.velocity, CGSize(width: 0, height: 600))
        XCTAssertEqual(value?.predictedEndTranslation, CGSize(width: 0, height: 60))
    }

    @MainActor func testDisabledControlsAndGesturesIgnoreActionsAndFail() async {
        struct Form: View {
            @State private var count = 0
            @State private var isOn = false
            var disabled: Bool
            var body: some View {
                VStack {
                    Button("Add \(count)") { count += 1 }
                    Toggle("On", isOn: $isOn).id("toggle")
                    Color.red.frame(width: 30, height: 30).id("tile").onTapGesture { count += 10 }
                }
                .disabled(disabled)
            }
        }
        let host = ViewHost(Form(disabled: true))
        let failures = collectingFailures {
            XCTAssertFalse(host.find(.text("Add 0"))!.tap())
            XCTAssertFalse(host.find(.id("toggle"))!.toggle())
            XCTAssertFalse(host.find(.id("tile"))!.tap())
        }
        XCTAssertEqual(
            failures,
            [
                "tap(): the Button at VStack/Button[0] is disabled (disabled(true) on it or around it); nothing happened",
                "toggle(): the Toggle at VStack/Toggle[1] is disabled (disabled(true) on it or around it); nothing happened",
                "tap(): the onTapGesture(TapGesture()) at VStack/onTapGesture[2] is disabled (disabled(true) on it or around it); nothing happened",
            ])
        XCTAssertNotNil(host.find(.text("Add 0")))
        XCTAssertTrue(host.find(.kind(.button))?.attributes.contains("disabled: true") == true)
        host.rootView = Form(disabled: false)
        host.find(.text("Add 0"))?.tap()
        host.find(.id("tile"))?.tap()
        XCTAssertNotNil(host.find(.text("Add 11")))
    }

    @MainActor func testAViewThatDoesNotReceiveTouchesFails() async {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(
            ZStack {
                Button("Below") { log.taps += 1 }
                Text("Overlay").id("overlay").onTapGesture { log.taps += 100 }.allowsHitTesting(false)
            })
        let failures = collectingFailures { host.find(.id("overlay"))?.tap() }
        XCTAssertEqual(
            failures,
            [
                "tap(): ZStack/allowsHitTesting[1]/onTapGesture/Text does not receive touches: "
                    + "allowsHitTesting(false) at ZStack/allowsHitTesting[1]; nothing happened"
            ])
        host.tap(.text("Below"))
        XCTAssertEqual(log.taps, 1, "the button below still receives its taps")
    }

    /// SwiftUI gives a touch to the topmost view there: a button covered at its centre by a view
    /// drawn over it does not receive the tap, and the test fails naming the cover. Clear colours,
    /// strokes (only their outline is hit), views that do not receive touches, and what is drawn
    /// inside the button itself do not cover it.
    @MainActor func testAViewCoveredAtItsCentreReceivesNoTouch() async {
        final class Log { var taps = 0 }
        let log = Log()
        let covered = ViewHost(
            ZStack {
                Button("Below") { log.taps += 1 }
                Color.black.opacity(0.4).frame(width: 300, height: 60).id("scrim")
            })
        let failures = collectingFailures { covered.tap(.button("Below")) }
        XCTAssertEqual(log.taps, 0)
        XCTAssertTrue(failures.first?.contains("is covered at its centre by ZStack/frame[1]") == true, failures.first ?? "")
        let open = ViewHost(
            ZStack {
                Button("Below") { log.taps += 1 }.overlay(Circle().fill(.red).frame(width: 8, height: 8), alignment: .topTrailing)
                Color.clear
                RoundedRectangle(cornerRadius: 8).stroke(.gray).frame(width: 200, height: 60)
                Color.black.opacity(0.4).allowsHitTesting(false)
            })
        open.tap(.button("Below"))
        XCTAssertEqual(log.taps, 1)
    }

    /// A view that is not drawn (`hidden()`, `opacity(0)`) receives no touches in SwiftUI: tapping
    /// it fails and names the modifier; a faint view (`opacity(0.01)`) still receives them.
    @MainActor func testAViewThatIsNotDrawnReceivesNoTouches() async {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(
            VStack {
                Button("Hidden") { log.taps += 1 }.hidden()
                Button("Clear") { log.taps += 10 }.opacity(0)
                Button("Faint") { log.taps += 100 }.opacity(0.01)
            })
        let failures = collectingFailures {
            host.tap(.button("Hidden"))
            host.tap(.button("Clear"))
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(
            failures.first?.contains("is not drawn, so it receives no touches: hidden() at VStack/hidden[0]") == true, failures.first ?? "")
        XCTAssertTrue(failures.last?.contains("opacity(0) at VStack/opacity[1]") == true, failures.last ?? "")
        host.tap(.button("Faint"))
        XCTAssertEqual(log.taps, 100)
    }

    /// Gestures composed with `simultaneously`, `exclusively`, `sequenced` and `map`, and a custom
    /// gesture made of others.
    @MainActor func testComposedGestures() async {
        final class Log { var entries: [String] = [] }
        struct Swipe: Gesture {
            let log: Log
            var body: some Gesture {
                DragGesture(minimumDistance: 20).onEnded { log.entries.append("swipe \(Int($0.translation.width))") }
            }
        }
        let log = Log()
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 40, height: 40).id("either")
                    .gesture(
                        TapGesture(count: 2).onEnded { log.entries.append("double") }
                            .exclusively(before: TapGesture().onEnded { log.entries.append("single") }))
                Color.blue.frame(width: 40, height: 40).id("both")
                    .gesture(
                        TapGesture().map { "mapped" }.onEnded { log.entries.append($0) }
                            .simultaneously(with: LongPressGesture().onEnded { _ in log.entries.append("long") }))
                Color.green.frame(width: 40, height: 40).id("hold then drag")
                    .gesture(
                        LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
                            if case .second(true, let drag?) = value { log.entries.append("dragged \(Int(drag.translation.height))") }
                        })
                Color.gray.frame(width: 40, height: 40).id("custom").gesture(Swipe(log: log))
            })
        host.find(.id("either"))?.tap()
        host.find(.id("either"))?.tap(count: 2)
        host.find(.id("both"))?.tap()
        host.find(.id("both"))?.longPress()
        host.find(.id("hold then drag"))?.drag(by: CGSize(width: 0, height: 50))
        host.find(.id("custom"))?.drag(by: CGSize(width: -80, height: 0))
        XCTAssertEqual(log.entries, ["single", "double", "mapped", "long", "dragged 50", "swipe -80"])
        XCTAssertEqual(host.find(.id("either"))?.parent?.attributes, ["TapGesture(count: 2).exclusively(before: TapGesture())"])
    }
}

extension GestureTests {
    /// Dragging the content of a scroll view scrolls it, as a finger does, when no drag gesture
    /// at or around the view hears the drag; a view's own `DragGesture` takes the drag instead.
    @MainActor func testDraggingContentScrollsItsScrollView() async {
        struct Feed: View {
            @State var dragged = CGSize.zero
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Text("Handle").frame(height: 50).gesture(DragGesture().onEnded { dragged = $0.translation })
                        ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 50) }
                    }
                }
            }
        }
        let host = ViewHost(Feed(), size: CGSize(width: 300, height: 500))
        XCTAssertTrue(host.find(.text("Row 3"))!.drag(by: CGSize(width: 0, height: -300)))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 0, y: 300), "dragging up by 300 moves the content offset down by 300")
        XCTAssertTrue(host.find(.text("Row 8"))!.drag(by: CGSize(width: 0, height: 1_000)))
        XCTAssertEqual(host.scrollOffset(), .zero, "the offset is clamped at the top")
        XCTAssertTrue(host.find(.text("Handle"))!.drag(by: CGSize(width: 0, height: -300)))
        XCTAssertEqual(host.scrollOffset(), .zero, "the handle's own gesture took the drag")
    }
}
