import XCTest
import Tesselate
import TesselateTesting

/// Toggle styles as SwiftUI's: a custom style builds the toggle from `configuration.label` and
/// `configuration.isOn`; `.switch` is iOS's default and `.button` a button that flips it;
/// `labelsHidden()` leaves the control alone. Sources:
/// <https://developer.apple.com/documentation/swiftui/togglestyleconfiguration>,
/// <https://developer.apple.com/documentation/swiftui/view/labelshidden()>.
final class ToggleStyleTests: XCTestCase {
    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    .onTapGesture { configuration.isOn.toggle() }
                configuration.label
            }
        }
    }

    struct Screen<S: ToggleStyle>: View {
        var style: S
        @State var isOn = false
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn).toggleStyle(style).id("toggle")
        }
    }

    @MainActor func testACustomStyleReadsAndWritesIsOn() async {
        let host = ViewHost(Screen(style: Checkbox()), size: CGSize(width: 300, height: 100))
        let toggle = host.find(.id("toggle"))!
        XCTAssertTrue(toggle.attributes.contains("style: Checkbox"), "\(toggle.attributes)")
        XCTAssertLessThan(toggle.frame().width, 300, "a custom style lays out as its body: no spacer")
        host.find(.kind(.image))?.tap()
        XCTAssertTrue(host.find(.id("toggle"))!.attributes.contains("isOn: true"))
        host.find(.text("Wi-Fi"))?.toggle()
        XCTAssertTrue(host.find(.id("toggle"))!.attributes.contains("isOn: false"))
    }

    @MainActor func testSwitchAndButtonStyles() async {
        let switched = ViewHost(Screen(style: .switch), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(switched.find(.id("toggle"))?.frame().width, 300)
        XCTAssertNotNil(switched.find(.kind(.switch)))
        let button = ViewHost(Screen(style: .button), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(button.findAll(.kind(.switch)).isEmpty)
        XCTAssertTrue(button.find(.kind(.button))!.attributes.contains("style: .borderless"))
        button.find(.text("Wi-Fi"))?.tap()
        XCTAssertTrue(button.find(.id("toggle"))!.attributes.contains("isOn: true"))
        XCTAssertTrue(button.find(.kind(.button))!.attributes.contains("style: .bordered"), "an on button toggle is highlighted")
    }

    @MainActor func testLabelsHidden() async {
        struct Controls: View {
            @State var isOn = true
            @State var count = 1
            var body: some View {
                VStack {
                    Toggle("Sound", isOn: $isOn).id("toggle")
                    Stepper("Count", value: $count).id("stepper")
                }
                .labelsHidden()
            }
        }
        let host = ViewHost(Controls(), size: CGSize(width: 300, height: 200), displayScale: 1)
        assertSize(host.find(.id("toggle")), width: 51, height: 31)
        assertSize(host.find(.id("stepper")), width: 94, height: 32)
        XCTAssertTrue(host.findAll(.kind(.text)).isEmpty)
        host.find(.id("toggle"))?.toggle()
        XCTAssertTrue(host.find(.id("toggle"))!.attributes.contains("isOn: false"))
    }

    @MainActor func testAStyleWrappingToggleConfigurationDrawsASwitch() async {
        struct RedBorder: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Toggle(configuration).padding(2).border(Color.red)
            }
        }
        let host = ViewHost(Screen(style: RedBorder()), size: CGSize(width: 300, height: 100))
        XCTAssertNotNil(host.find(.kind(.switch)), "the inner toggle is a switch, not the style again")
        host.find(.kind(.switch))?.toggle()
        XCTAssertEqual(host.findAll(.kind(.toggle)).map { $0.attributes.contains("isOn: true") }, [true, true])
    }
}
