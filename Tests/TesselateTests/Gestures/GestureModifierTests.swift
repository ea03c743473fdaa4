import XCTest
import Tesselate

/// Gesture modifiers, `disabled` and `allowsHitTesting` change nothing in layout; they are shown
/// in the dump. (Performing gestures is the testing library's: see TesselateTestingTests.)
final class GestureModifierTests: XCTestCase {
    @MainActor func testGestureNodesAreLayoutNeutralAndKeepASpacersPriority() async {
        struct Row: View {
            var gestures: Bool
            var body: some View {
                HStack(spacing: 0) {
                    if gestures {
                        Color.red.frame(width: 40, height: 20).id("box").onTapGesture {}.onLongPressGesture {}.allowsHitTesting(true)
                        Spacer().gesture(DragGesture())
                    } else {
                        Color.red.frame(width: 40, height: 20).id("box")
                        Spacer()
                    }
                    Text("end").id("end")
                }
            }
        }
        let plain = ViewHost(Row(gestures: false), size: CGSize(width: 300, height: 100), displayScale: 1)
        let withGestures = ViewHost(Row(gestures: true), size: CGSize(width: 300, height: 100), displayScale: 1)
        XCTAssertEqual(withGestures.frame(id: "box"), plain.frame(id: "box"))
        XCTAssertEqual(withGestures.frame(id: "end"), plain.frame(id: "end"), "the spacer still takes what is left")
        let dump = withGestures.dump()
        XCTAssertTrue(dump.contains("onTapGesture(TapGesture())"), dump)
        XCTAssertTrue(dump.contains("onLongPressGesture(LongPressGesture(minimumDuration: 0.5))"), dump)
        XCTAssertTrue(dump.contains("gesture(DragGesture(minimumDistance: 10))"), dump)
        XCTAssertTrue(dump.contains("allowsHitTesting(true)"), dump)
    }

    @MainActor func testDisabledTurnsIsEnabledOffForTheSubtree() async {
        var seen: [Bool] = []
        struct Reader: View {
            @Environment(\.isEnabled) private var isEnabled
            var onRead: (Bool) -> Void
            var body: some View {
                let _ = onRead(isEnabled)
                Color.red
            }
        }
        _ = ViewHost(
            VStack {
                Reader { seen.append($0) }
                Reader { seen.append($0) }.disabled(false)
                Reader { seen.append($0) }.disabled(true)
            }.disabled(false))
        XCTAssertEqual(seen.prefix(3), [true, true, false])
        seen = []
        _ = ViewHost(VStack { Reader { seen.append($0) }.disabled(false) }.disabled(true))
        XCTAssertEqual(seen.first, false, "disabled(false) inside does not enable it again")
    }

    @MainActor func testGesturesCompile() async {
        struct Everything: View {
            @GestureState private var scale = 1.0
            @GestureState private var pressed: Bool? = nil
            var body: some View {
                Color.red
                    .contentShape(Rectangle())
                    .gesture(SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded { _ in })
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: CoordinateSpace.local).map(\.location).onChanged { _ in })
                    .gesture(AnyGesture(TapGesture().map { 1 }))
                    .highPriorityGesture(
                        LongPressGesture(minimumDuration: 1, maximumDistance: 5).updating($pressed) { v, s, _ in s = v },
                        including: .subviews
                    )
                    .simultaneousGesture(
                        DragGesture().updating($scale) { _, s, t in
                            s = 2; t.animation = .default
                        }, including: .all)
            }
        }
        let host = ViewHost(Everything())
        XCTAssertEqual(host.frames(kind: .gesture).count, 3)
        XCTAssertEqual(host.frames(kind: "highPriorityGesture").count, 1)
        XCTAssertEqual(GestureState(wrappedValue: 3).wrappedValue, 3, "outside a host, the initial value")
    }
}
