import XCTest
import Tesselate
import TesselateTesting

/// Button styles as SwiftUI's: a `ButtonStyle` draws the label and keeps the tap; a
/// `PrimitiveButtonStyle` triggers the action itself; the built-in styles are its static members.
/// Sources: <https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration>,
/// <https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration>,
/// <https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)>.
final class ButtonStyleTests: XCTestCase {
    struct Capsuled: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(Capsule().fill(configuration.role == .destructive ? Color.red : .blue))
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    struct DoubleTap: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    struct Wrapping: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4)
        }
    }

    struct Counter<S: PrimitiveButtonStyle>: View {
        var style: S
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(count)").id("count")
                Button("Add") { count += 1 }.buttonStyle(style)
            }
        }
    }

    @MainActor func testACustomButtonStyleDrawsTheLabelAndKeepsTheTap() async {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Text("\(count)").id("count")
                    Button("Add") { count += 1 }.buttonStyle(Capsuled())
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 200), displayScale: 1)
        let button = host.find(.kind(.button))!
        let text = host.find(.text("Add"))!
        XCTAssertEqual(button.frame().width, text.frame().width + 20)
        XCTAssertEqual(button.frame().height, text.frame().height + 20)
        XCTAssertTrue(button.attributes.contains("style: Capsuled"), "\(button.attributes)")
        XCTAssertNotNil(button.find(.kind(.capsule)))
        text.tap()
        XCTAssertEqual(host.find(.id("count"))?.text, "1")
    }

    @MainActor func testAPrimitiveStyleTriggersTheAction() async {
        let host = ViewHost(Counter(style: DoubleTap()), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(collectingFailures { host.find(.text("Add"))?.tap() }.count, 1, "a single tap is not the style's gesture")
        host.find(.text("Add"))?.tap(count: 2)
        XCTAssertEqual(host.find(.id("count"))?.text, "1")

        let wrapped = ViewHost(Counter(style: Wrapping()), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(wrapped.findAll(.kind(.button)).count, 2, "the style's Button(configuration) is a button in the button")
        wrapped.find(.text("Add"))?.tap()
        XCTAssertEqual(wrapped.find(.id("count"))?.text, "1")
    }

    @MainActor func testBuiltInStylesAreStaticMembers() async {
        let host = ViewHost(
            VStack {
                Button("A") {}.buttonStyle(.bordered)
                Button("B") {}.buttonStyle(.borderedProminent)
                Button("C") {}.buttonStyle(.plain)
                Button("D") {}.buttonStyle(.borderless)
                Button("E") {}.buttonStyle(.automatic)
                Button("F") {}.buttonStyle(BorderedButtonStyle())
            })
        let styles = host.findAll(.kind(.button)).map { $0.attributes }
        XCTAssertEqual(
            styles,
            [["style: .bordered"], ["style: .borderedProminent"], ["style: .plain"], ["style: .borderless"], [], ["style: .bordered"]])
    }

    @MainActor func testRoles() async {
        let host = ViewHost(
            VStack {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
                Button(role: .destructive) {
                } label: {
                    Text("Remove")
                }
            })
        XCTAssertEqual(
            host.findAll(.kind(.button)).map(\.attributes), [["role: .destructive"], ["role: .cancel"], ["role: .destructive"]])
        XCTAssertTrue(host.svg().contains(svgColor(.red)), "a destructive button's label is red")
        let styled = ViewHost(Button("Delete", role: .destructive) {}.buttonStyle(Capsuled()), size: CGSize(width: 200, height: 100))
        XCTAssertTrue(styled.svg().contains(svgColor(.red)), "the style reads the role")
    }

    @MainActor func testControlSizesAndBorderShapes() async {
        func height(_ size: ControlSize) -> CGFloat {
            let host = ViewHost(
                Button("Go") {}.buttonStyle(.bordered).controlSize(size), size: CGSize(width: 300, height: 200), displayScale: 1)
            return host.find(.kind(.button))!.frame().height - host.find(.text("Go"))!.frame().height
        }
        // iOS 18.4 (pixelrevision/SwiftUIML's .bordered buttons at the five sizes): mini and
        // small 5 above and below a subheadline label (28-point capsules), regular 7, large and
        // extra large 15 (50.333 with a body label; iOS 17: 49.5 with a 16-point one).
        XCTAssertEqual(ControlSize.allCases.map(height), [10, 10, 14, 30, 30])
        let small = ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.small))
        XCTAssertEqual(small.find(.text("Go"))?.attributes.first { $0.hasPrefix("font") }, "font: .subheadline")
        XCTAssertNotNil(small.find(.kind(.capsule)), "small and mini buttons are capsules")
        XCTAssertNotNil(ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.extraLarge)).find(.kind(.capsule)))
        XCTAssertTrue(ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.large)).findAll(.kind(.capsule)).isEmpty)
        let capsule = ViewHost(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        XCTAssertNotNil(capsule.find(.kind(.capsule)))
        let rounded = ViewHost(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)))
        XCTAssertTrue(rounded.dump().contains("cornerRadius: 3"), rounded.dump())
        let plain = ViewHost(Button("Go") {}.controlSize(.large), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(plain.find(.kind(.button))!.frame().height, plain.find(.text("Go"))!.frame().height, "only bordered buttons grow")
    }

    // The automatic style centres its label's lines unless the label sets an alignment (iOS
    // 17.0.1, bitwarden/authenticator-ios's "Take me to / the app / settings" at accessibility5);
    // a custom style's label keeps the leading edge.
    @MainActor func testTheAutomaticStyleCentresItsLabelsLines() async {
        func shown(_ view: some View) -> Bool {
            !ViewHost(view, size: CGSize(width: 300, height: 100)).findAll(.text("centred")).isEmpty
        }
        XCTAssertTrue(
            shown(
                Button {
                } label: {
                    MenuTests.AlignmentProbe()
                }))
        XCTAssertFalse(
            shown(
                Button {
                } label: {
                    MenuTests.AlignmentProbe().multilineTextAlignment(.leading)
                }))
        XCTAssertFalse(
            shown(
                Button {
                } label: {
                    MenuTests.AlignmentProbe()
                }.buttonStyle(Flat())))
    }

    /// A custom style: the label as it is.
    private struct Flat: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    private func svgColor(_ color: Color) -> String {
        "fill=\"#" + [color.red, color.green, color.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined() + "\""
    }
}
