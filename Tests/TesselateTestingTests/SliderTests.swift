import XCTest
import Tesselate
import TesselateTesting

/// Slider as on iOS: a track as wide as offered and 31 points tall (measured on iOS 17.5–18.2), value labels at
/// its ends, the label not shown; `slide(to:)` drags the thumb, clamping and snapping as a drag
/// would and reporting editing. Source:
/// <https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)>.
final class SliderTests: XCTestCase {
    struct Volume: View {
        @State var volume = 50.0
        @State var edits: [Bool] = []
        var body: some View {
            VStack {
                Slider(value: $volume, in: 0...100, step: 5) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                } onEditingChanged: {
                    edits.append($0)
                }
                .id("slider")
                Text("\(Int(volume)) \(edits)").id("value")
            }
        }
    }

    @MainActor func testLayout() async {
        let host = ViewHost(Volume(), size: CGSize(width: 300, height: 200), displayScale: 1)
        let slider = host.find(.id("slider"))!
        XCTAssertEqual(slider.frame().width, 300)
        XCTAssertEqual(slider.frame().height, 31)
        XCTAssertTrue(host.findAll(.text("Volume")).isEmpty, "the label is not shown on iOS")
        XCTAssertEqual(host.find(.text("0"))!.frame().minX, 0)
        XCTAssertEqual(host.find(.text("100"))!.frame().maxX, 300)
        XCTAssertEqual(Array(slider.attributes.prefix(3)), ["value: 50.0", "in: 0.0...100.0", "step: 5.0"])
        let thumb = host.findAll(.kind(.circle))[0].frame(), track = host.find(.kind(.geometryReader))!.frame()
        XCTAssertEqual(thumb.midX, track.midX, accuracy: 0.5, "the thumb is half way")
        let plain = ViewHost(Slider(value: .constant(0.5)), size: CGSize(width: 200, height: 100), displayScale: 1)
        assertSize(plain.find(.kind(.slider)), width: 200, height: 31)
    }

    @MainActor func testSlidingClampsSnapsAndReportsEditing() async {
        let host = ViewHost(Volume(), size: CGSize(width: 300, height: 200))
        host.find(.id("slider"))?.slide(to: 62.0)
        XCTAssertEqual(host.find(.id("value"))?.text, "60 [true, false]")
        host.find(.id("slider"))?.slide(to: 400.0)
        XCTAssertEqual(host.find(.id("value"))?.text, "100 [true, false, true, false]")
        let failures = collectingFailures { host.find(.id("value"))?.slide(to: 1.0) }
        XCTAssertEqual(failures.count, 1, "a text outside a slider cannot be slid")
    }

    @MainActor func testABadStepIsDiagnosedAndIgnored() async {
        struct Bad: View {
            @State var value = 0.3
            var body: some View {
                VStack {
                    Slider(value: $value, in: 0...1, step: -0.5).id("slider")
                    Text("\(value)").id("value")
                }
            }
        }
        let host = ViewHost(Bad(), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.diagnostics.contains { $0.message.contains("step -0.5 is not a positive number") }, "\(host.diagnostics)")
        host.find(.id("slider"))?.slide(to: 0.42)
        XCTAssertEqual(host.find(.id("value"))?.text, "0.420000", "not snapped")
    }

    /// Bad numbers never crash (VoiceOver's percentage was `Int(NaN)`): a NaN value or bounds that
    /// are not finite draw the thumb at the start with a diagnostic; a drag to NaN fails the test
    /// and changes nothing; a drag to ±∞ reaches an end.
    @MainActor func testBadNumbersAreDiagnosedNotFatal() async {
        struct Bad: View {
            @State var value = Double.nan
            var body: some View {
                VStack {
                    Slider(value: $value, in: 0...1).id("slider")
                    Slider(value: .constant(5), in: 0...Double.infinity).id("endless")
                    Text("\(value)").id("value")
                }
            }
        }
        let host = ViewHost(Bad(), size: CGSize(width: 300, height: 200), displayScale: 1)
        let messages = host.diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("value NaN is not a number") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("are not finite") }, "\(messages)")
        XCTAssertEqual(host.find(.id("slider"))?.accessibilityValue, "0%")
        let thumbs = host.findAll(.kind(.circle)).map { $0.frame() }
        XCTAssertTrue(thumbs.allSatisfy { $0.minX.isFinite && $0.minX < 1 }, "\(thumbs)")
        let failures = collectingFailures { host.find(.id("slider"))?.slide(to: Double.nan) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("NaN") == true, "\(failures)")
        XCTAssertEqual(host.find(.id("value"))?.text?.lowercased(), "nan", "unchanged")
        host.find(.id("slider"))?.slide(to: Double.infinity)
        XCTAssertEqual(host.find(.id("value"))?.text, "1.000000")
        host.find(.id("endless"))?.slide(to: -Double.infinity)
    }
}
