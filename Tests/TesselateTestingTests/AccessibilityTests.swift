import XCTest
import Tesselate
import TesselateTesting

/// Accessibility as VoiceOver reads it: texts, images and controls are elements; a button's
/// label is its text; the modifiers name, describe, hide, group and add traits and actions; the
/// dump shows the elements and `.label(_:)` finds them. Sources:
/// <https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv>,
/// <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior>.
final class AccessibilityTests: XCTestCase {
    struct Compose: View {
        @State var sent = 0
        @State var archived = false
        var body: some View {
            VStack {
                Text("Inbox").accessibilityAddTraits(.isHeader)
                Button("Send") { sent += 1 }.accessibilityHint("Sends the message")
                Button {
                    sent += 1
                } label: {
                    Image(systemName: "paperplane")
                }.accessibilityLabel("Send now")
                HStack {
                    Text("Alice")
                    Text("3 new")
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Archive") { archived = true }
                Image(systemName: "sparkles").accessibilityHidden(true)
                Text("\(sent) \(archived)").accessibilityValue("count").id("state")
            }
        }
    }

    @MainActor func testLabelsAsVoiceOverReadsThem() async {
        let host = ViewHost(Compose(), size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.find(.label("Send"))?.kind, .button, "a button is found by its text, as one element")
        XCTAssertEqual(host.findAll(.label("Send")).count, 1, "the text inside the button is not an element of its own")
        XCTAssertEqual(host.find(.label("Send"))?.accessibilityHint, "Sends the message")
        XCTAssertEqual(host.find(.label("Send"))?.accessibilityTraits, .isButton)
        XCTAssertEqual(host.find(.label("Inbox"))?.accessibilityTraits, [.isStaticText, .isHeader])
        host.find(.label("Send now"))?.tap()
        XCTAssertEqual(host.find(.id("state"))?.text, "1 false")
        XCTAssertEqual(host.find(.id("state"))?.accessibilityValue, "count")
        XCTAssertTrue(host.findAll(.label("Alice")).isEmpty, "combined texts are one element")
        XCTAssertEqual(host.find(.label("Alice, 3 new"))?.kind, .hStack)
        XCTAssertTrue(host.findAll(.label("sparkles")).isEmpty, "hidden views are not elements")
        host.find(.label("Alice, 3 new"))?.performAccessibilityAction(named: "Archive")
        XCTAssertEqual(host.find(.id("state"))?.text, "1 true")
        XCTAssertEqual(collectingFailures { host.find(.label("Inbox"))?.performAccessibilityAction(named: "Delete") }.count, 1)
    }

    @MainActor func testTheDumpShowsTheElements() async {
        let host = ViewHost(Compose(), size: CGSize(width: 300, height: 400))
        let dump = host.dump(DumpOptions(properties: [.attributes, .accessibility]))
        XCTAssertTrue(dump.contains("Button ⟨\"Send\", hint: \"Sends the message\", .isButton⟩"), dump)
        XCTAssertTrue(dump.contains("HStack ⟨\"Alice, 3 new\", actions: \"Archive\"⟩"), dump)
        XCTAssertFalse(host.dump().contains("⟨"), "not in the standard dump")
    }

    @MainActor func testLinksAndToggles() async {
        let host = ViewHost(
            VStack {
                Link("Help", destination: URL(string: "https://example.com")!)
                Toggle("Wi-Fi", isOn: .constant(true))
            }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.find(.label("Help"))?.accessibilityTraits, .isLink)
        XCTAssertEqual(host.find(.label("Wi-Fi"))?.accessibilityTraits, [.isButton, .isToggle])
    }

    @MainActor func testControlsSayWhatTheyDoNotShow() async {
        let host = ViewHost(
            VStack {
                Slider(value: .constant(0.25)) { Text("Volume") }
                ProgressView("Uploading", value: 0.4)
                ProgressView()
                Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
                Slider(value: .constant(0.5)) { Text("Bass") }.accessibilityLabel("Low end")
            }, size: CGSize(width: 300, height: 400))
        XCTAssertEqual(host.find(.label("Volume"))?.kind, .slider, "a slider's label names it though it is not shown")
        XCTAssertEqual(host.find(.label("Volume"))?.accessibilityValue, "25%")
        XCTAssertEqual(host.find(.label("Uploading"))?.accessibilityValue, "40%")
        XCTAssertEqual(host.findAll(.kind(.progressView)).last?.accessibilityValue, "In progress")
        XCTAssertEqual(host.find(.label("Wi-Fi"))?.kind, .toggle, "a hidden label still names the toggle")
        XCTAssertTrue(host.findAll(.text("Wi-Fi")).isEmpty)
        XCTAssertNotNil(host.find(.label("Low end")), "a modifier wins over what the control says")
    }

    /// `accessibilityAdjustableAction(_:)`: VoiceOver's swipe up and down adjust the element;
    /// the testing library does the same with `accessibilityIncrement()` and
    /// `accessibilityDecrement()`. Source:
    /// <https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)>.
    @MainActor func testAdjustableElements() async {
        struct Rating: View {
            @State var stars = 3
            var body: some View {
                HStack {
                    ForEach(1...5, id: \.self) { star in
                        Image(systemName: star <= stars ? "star.fill" : "star")
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rating")
                .accessibilityValue("\(stars) stars")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: stars = min(stars + 1, 5)
                    case .decrement: stars = max(stars - 1, 1)
                    }
                }
            }
        }
        let host = ViewHost(
            VStack {
                Rating(); Text("Other")
            }, size: CGSize(width: 300, height: 200))
        let rating = host.find(.label("Rating"))!
        XCTAssertTrue(rating.accessibilityIncrement())
        XCTAssertTrue(rating.accessibilityIncrement())
        XCTAssertTrue(rating.accessibilityIncrement())
        XCTAssertEqual(host.find(.label("Rating"))?.accessibilityValue, "5 stars", "the handler clamps at 5")
        host.find(.label("Rating"))?.accessibilityDecrement()
        XCTAssertEqual(host.find(.label("Rating"))?.accessibilityValue, "4 stars")
        let dump = host.dump(DumpOptions(properties: [.accessibility]))
        XCTAssertTrue(dump.contains("⟨\"Rating\", value: \"4 stars\", adjustable⟩"), dump)
        let failures = collectingFailures { host.find(.label("Other"))?.accessibilityIncrement() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("is not adjustable") == true, failures.first ?? "")
    }
}
