import XCTest
import Tesselate
import TesselateTesting

/// Interactions act as a person would (tapping a button's text taps the button) and settle the
/// host before they return; controls have SwiftUI's iOS layout.
final class InteractionTests: XCTestCase {
    @MainActor func testTappingAButtonRunsItsActionAndSettles() async {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.find(.id("label"))?.text, "Count: 0")
        host.find(.text("Add"))?.tap()
        host.tap(.type(Button<Text>.self))
        XCTAssertEqual(host.find(.id("label"))?.text, "Count: 2")
    }

    @MainActor func testTappingAViewOutsideAButtonFails() async {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 100))
        let failures = collectingFailures { host.find(.id("label"))?.tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix("tap(): no Button or gesture at or above VStack/Text[0] responds to it: Text(\"Count: 0\"") == true,
            "\(failures)")
        XCTAssertTrue(failures.first?.contains("◀︎ here") == true, "\(failures)")
    }

    @MainActor func testAButtonIsTheSizeOfItsLabel() async {
        let host = ViewHost(
            Button(action: {}) { Color.red.frame(width: 60, height: 30) }, size: CGSize(width: 200, height: 100), displayScale: 1)
        assertFrame(host.find(.kind(.button)), x: 70, y: 35, width: 60, height: 30)
    }

    private struct Settings: View {
        @State var count = 1
        @State var isOn = false
        @State var flavour = "vanilla"

        var body: some View {
            VStack(spacing: 0) {
                Stepper("Count: \(count)", value: $count, in: 0...2).id("stepper")
                Toggle("Sound", isOn: $isOn).id("toggle")
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag("vanilla")
                    Text("Chocolate").tag("chocolate")
                }
                .id("picker")
            }
        }
    }

    @MainActor func testSteppingStopsAtTheBounds() async {
        let host = ViewHost(Settings(), size: CGSize(width: 393, height: 300))
        let stepper = host.find(.id("stepper"))!
        XCTAssertTrue(stepper.increment())
        XCTAssertEqual(host.find(.id("stepper"))?.text, "Count: 2")
        XCTAssertFalse(host.find(.id("stepper"))!.increment(), "the + segment is disabled at the upper bound")
        XCTAssertEqual(host.find(.id("stepper"))?.text, "Count: 2")
        host.find(.text("Count: 2"))?.decrement()
        host.find(.id("stepper"))?.decrement()
        XCTAssertFalse(host.find(.id("stepper"))!.decrement(), "the − segment is disabled at the lower bound")
        XCTAssertEqual(host.find(.id("stepper"))?.text, "Count: 0")
    }

    @MainActor func testStepperAndToggleSpanTheWidthWithTheIOSControlsTrailing() async {
        let host = ViewHost(Settings(), size: CGSize(width: 393, height: 300), displayScale: 1)
        let stepper = host.find(.id("stepper"))!
        XCTAssertEqual(stepper.frame().width, 393)
        let segments = stepper.find(.kind(.stepperSegments))
        assertSize(segments, width: 94, height: 32)
        XCTAssertEqual(segments?.frame().maxX, 393)
        let toggle = host.find(.id("toggle"))!
        XCTAssertEqual(toggle.frame().width, 393)
        let knob = toggle.find(.kind(.switch))
        assertSize(knob, width: 51, height: 31)
        XCTAssertEqual(knob?.frame().maxX, 393)
    }

    @MainActor func testTogglingFlipsTheBinding() async {
        let host = ViewHost(Settings())
        XCTAssertTrue(host.find(.id("toggle"))!.attributes.contains("isOn: false"))
        host.find(.text("Sound"))?.toggle()
        XCTAssertTrue(host.find(.id("toggle"))!.attributes.contains("isOn: true"))
    }

    @MainActor func testAPickerShowsItsSelectionAndSelectsByTag() async {
        let host = ViewHost(Settings())
        XCTAssertEqual(host.find(.id("picker"))?.text, "Vanilla")
        host.find(.id("picker"))?.select("chocolate")
        XCTAssertEqual(host.find(.id("picker"))?.text, "Chocolate")
        let failures = collectingFailures { host.find(.id("picker"))?.select("strawberry") }
        XCTAssertEqual(
            failures, ["select(strawberry): the picker has no option tagged strawberry of type String; its options: vanilla, chocolate"])
    }

    /// A finger lands on what is seen: a view whose centre a clip hides is touched at the centre
    /// of its visible part, and one clipped away entirely cannot be touched (the button used to
    /// be tapped at its hidden centre, and the test passed).
    @MainActor func testAClippedViewIsTouchedWhereItShows() async {
        final class Taps { var spots: [String] = [] }
        let taps = Taps()
        /// `content` below an 80-point band, in a window clipped 95 points down.
        func clipped<Content: View>(@ViewBuilder _ content: () -> Content) -> ViewHost<some View> {
            let view = VStack(spacing: 0) {
                Color.gray.frame(height: 80)
                content()
            }
            .frame(height: 95, alignment: .top).clipped()
            .frame(maxHeight: .infinity, alignment: .top)
            return ViewHost(view, size: CGSize(width: 200, height: 300), displayScale: 1)
        }
        let button = clipped { Button("Partly") { taps.spots.append("button") }.id("button").frame(height: 40) }
        XCTAssertGreaterThan(button.find(.id("button"))!.frame().midY, 95, "its centre is clipped away")
        XCTAssertEqual(collectingFailures { button.find(.id("button"))?.tap() }, [], "its top shows")
        let gesture = clipped { Color.blue.frame(width: 50, height: 40).onTapGesture { taps.spots.append("gesture") }.id("gesture") }
        XCTAssertEqual(collectingFailures { gesture.find(.id("gesture"))?.tap() }, [], "its top 15 points show, blue under the finger")
        let hidden = clipped {
            Color.clear.frame(height: 20)
            Button("Hidden") { taps.spots.append("hidden") }.id("hidden")
        }
        let failures = collectingFailures { hidden.find(.id("hidden"))?.tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("clipped away entirely") == true, "\(failures)")
        XCTAssertEqual(taps.spots, ["button", "gesture"])
    }
}
