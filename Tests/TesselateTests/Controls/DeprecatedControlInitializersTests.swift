import Tesselate
import TesselateTesting
import XCTest

/// iOS 13's control initializers (label last) make the same controls as the current forms.
final class DeprecatedControlInitializersTests: XCTestCase {
    @MainActor func testLabelLastFormsLayOutAsTheCurrentOnes() async {
        let old = ViewHost(
            VStack {
                Slider(
                    value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")
                ) {
                    Text("Volume")
                }
                Stepper(value: .constant(3), in: 0...10, onEditingChanged: { _ in }) { Text("Count") }
            })
        let current = ViewHost(
            VStack {
                Slider(value: .constant(0.5), in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                Stepper(value: .constant(3), in: 0...10) { Text("Count") }
            })
        XCTAssertEqual(old.dump(), current.dump())
    }

    /// `Picker(selection:label:content:)`, the label given as a view before the options, is the
    /// picker the label-last form makes, and selecting through it writes the binding.
    @MainActor func testLabelFirstPickerIsTheLabelLastOne() async {
        struct Flavours: View {
            @State var flavour = "Vanilla"
            var body: some View {
                Form {
                    Picker(selection: $flavour, label: Text("Flavour")) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                    Text("Chosen: \(flavour)")
                }
            }
        }
        let old = ViewHost(
            Form {
                Picker(selection: .constant(1), label: Text("Size")) {
                    Text("S").tag(1); Text("M").tag(2)
                }
            })
        let current = ViewHost(
            Form {
                Picker(selection: .constant(1)) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                } label: {
                    Text("Size")
                }
            })
        XCTAssertEqual(old.dump(), current.dump())
        let host = ViewHost(Flavours())
        XCTAssertEqual(host.find(.picker())?.select("Mint"), true)
        XCTAssertTrue(host.exists(.text("Chosen: Mint")))
    }

    @MainActor func testStepperWithClosuresCallsThem() async {
        final class Count { var value = 0 }
        let count = Count()
        let host = ViewHost(Stepper(onIncrement: { count.value += 1 }, onDecrement: { count.value -= 1 }) { Text("Steps") })
        XCTAssertEqual(host.find(.stepper("Steps"))?.increment(), true)
        XCTAssertEqual(count.value, 1)
    }

    /// `$flag.animation()` writes through to the state (a host shows the end of the animation).
    @MainActor func testAnimatedBindingWritesTheValue() async {
        struct Switch: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $isOn.animation(.easeInOut))
                Text(isOn ? "on" : "off")
            }
        }
        let host = ViewHost(VStack { Switch() })
        XCTAssertEqual(host.find(.toggle("Wi-Fi"))?.toggle(), true)
        XCTAssertTrue(host.exists(.text("on")))
    }

    /// Outside a container that defines a shape (all of Tesselate's), SwiftUI draws a rectangle.
    @MainActor func testContainerRelativeShapeIsARectangle() async {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        XCTAssertEqual(ContainerRelativeShape().path(in: rect).boundingRect, Rectangle().path(in: rect).boundingRect)
    }
}
