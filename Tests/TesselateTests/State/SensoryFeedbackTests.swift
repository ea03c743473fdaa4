import XCTest

import Tesselate
import TesselateTesting

/// Sensory feedback plays when its trigger changes (not when the view appears), and the host
/// records what played.
final class SensoryFeedbackTests: XCTestCase {
    private struct Liker: View {
        @State var liked = false
        var body: some View {
            Button("Like") { liked.toggle() }
                .sensoryFeedback(trigger: liked) { _, liked in liked ? .success : .impact(weight: .light) }
                .sensoryFeedback(.selection, trigger: liked)
                .sensoryFeedback(.warning, trigger: liked) { old, _ in old }
        }
    }

    @MainActor func testFeedbackPlaysWhenTheTriggerChanges() async {
        let host = ViewHost(Liker(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.sensoryFeedback, [], "nothing plays when the view appears")
        XCTAssertEqual(host.find(.text("Like"))?.tap(), true)
        XCTAssertEqual(host.sensoryFeedback.map(\.description).sorted(), ["selection", "success"])
        XCTAssertEqual(host.find(.text("Like"))?.tap(), true)
        XCTAssertEqual(host.sensoryFeedback.count, 5)
        XCTAssertTrue(host.sensoryFeedback.contains(.warning), "the condition passes going from liked")
        XCTAssertTrue(host.sensoryFeedback.contains(.impact(weight: .light)))
    }

    func testFeedbackValues() {
        XCTAssertEqual(SensoryFeedback.impact(weight: .heavy, intensity: 0.5).description, "impact(weight: heavy, intensity: 0.5)")
        XCTAssertEqual(SensoryFeedback.impact(flexibility: .soft).description, "impact(flexibility: soft, intensity: 1)")
        XCTAssertNotEqual(SensoryFeedback.impact, SensoryFeedback.impact())
    }
}
