import Foundation

import Tesselate

/// pixelrevision/SwiftUIML's control tests (`Corpus/swiftuiml.json`, iOS 18.4 at 3x, Dynamic Type
/// large): SwiftUI's own controls in a stack padded 20, framed to the snapshot's size. The button
/// cases go through `ImageRenderer` (a transparent background, measured as black), the others
/// through a window of the frame's size.
extension FidelityViews {
    static let swiftUIML: [String: @MainActor () -> AnyView] = [
        "swiftuiml/controlSize.bordered.light": { controlSizes },
        "swiftuiml/controlSize.bordered.dark": { controlSizes },
        "swiftuiml/buttonStyle.variations.light": { buttonStyles },
        "swiftuiml/buttonStyle.variations.dark": { buttonStyles },
        "swiftuiml/buttonBorderShape.light": { borderShapes },
        "swiftuiml/buttonBorderShape.dark": { borderShapes },
        "swiftuiml/tint.button.light": { tintedButtons },
        "swiftuiml/tint.button.dark-headlines": { tintedButtons },
        "swiftuiml/stepper.light": { steppers },
        "swiftuiml/stepper.dark": { steppers },
        "swiftuiml/pickerStyle.light": { pickerStyles },
        "swiftuiml/pickerStyle.dark": { pickerStyles },
        "swiftuiml/progressViewStyle.light": { progressStyles },
        "swiftuiml/progressViewStyle.dark": { progressStyles },
        "swiftuiml/slider.dark": { sliders },
    ]

    private static var controlSizes: AnyView {
        AnyView(
            VStack(spacing: 20) {
                Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini)
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Regular") {}.buttonStyle(.bordered).controlSize(.regular)
                Button("Large") {}.buttonStyle(.bordered).controlSize(.large)
                Button("Extra Large") {}.buttonStyle(.bordered).controlSize(.extraLarge)
            }
            .padding(20)
            .frame(width: 250, height: 400))
    }

    private static var buttonStyles: AnyView {
        AnyView(
            VStack(spacing: 20) {
                Button("Automatic Style") {}.buttonStyle(.automatic)
                Button("Plain Style") {}.buttonStyle(.plain)
                Button("Bordered Style") {}.buttonStyle(.bordered)
                Button("Bordered Prominent") {}.buttonStyle(.borderedProminent)
                Button("Borderless Style") {}.buttonStyle(.borderless)
            }
            .padding(20)
            .frame(width: 200, height: 300))
    }

    private static var borderShapes: AnyView {
        AnyView(
            VStack(spacing: 20) {
                Button("Automatic") {}.buttonStyle(.bordered).buttonBorderShape(.automatic)
                Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                Button("Rounded Rectangle") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)
            }
            .padding(20)
            .frame(width: 300, height: 250))
    }

    private static func hex(_ value: Int) -> Color {
        Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    private static var tintedButtons: AnyView {
        AnyView(
            VStack(spacing: 16) {
                Text("Bordered Buttons").font(.headline)
                HStack(spacing: 12) {
                    Button("Blue") {}.buttonStyle(.bordered).tint(hex(0x007AFF))
                    Button("Red") {}.buttonStyle(.bordered).tint(hex(0xFF3B30))
                    Button("Green") {}.buttonStyle(.bordered).tint(hex(0x34C759))
                }
                Text("Prominent Buttons").font(.headline)
                HStack(spacing: 12) {
                    Button("Purple") {}.buttonStyle(.borderedProminent).tint(hex(0x5856D6))
                    Button("Orange") {}.buttonStyle(.borderedProminent).tint(hex(0xFF9500))
                    Button("Pink") {}.buttonStyle(.borderedProminent).tint(hex(0xFF2D55))
                }
            }
            .frame(width: 300, height: 280))
    }

    private static var steppers: AnyView {
        AnyView(
            VStack(alignment: .leading, spacing: 20) {
                Stepper("Volume", value: .constant(0), in: 0...100)
                Stepper("Brightness", value: .constant(50), in: 0...100)
                Stepper("Level", value: .constant(5), in: 0...10)
                Stepper("Count", value: .constant(10), in: 0...100, step: 5)
                Stepper("Temperature", value: .constant(72), in: 60...80)
                    .padding(8)
                    .background(hex(0xF0F0F0))
                    .cornerRadius(6)
            }
            .padding(20)
            .frame(width: 300, height: 400))
    }

    private static var pickerStyles: AnyView {
        @ViewBuilder func options() -> some View {
            Text("Option A").tag("a")
            Text("Option B").tag("b")
            Text("Option C").tag("c")
        }
        return AnyView(
            VStack(spacing: 20) {
                Picker("Menu", selection: .constant("a")) { options() }.pickerStyle(.menu)
                Picker("Segmented", selection: .constant("a")) { options() }.pickerStyle(.segmented)
                Picker("Wheel", selection: .constant("b")) { options() }.pickerStyle(.wheel).frame(height: 150)
            }
            .padding(20)
            .frame(width: 350, height: 450))
    }

    private static var progressStyles: AnyView {
        AnyView(
            VStack(spacing: 20) {
                ProgressView().progressViewStyle(.automatic)
                ProgressView().progressViewStyle(.linear)
                ProgressView().progressViewStyle(.circular)
            }
            .padding(20)
            .frame(width: 300, height: 250))
    }

    private static var sliders: AnyView {
        AnyView(
            VStack(alignment: .leading, spacing: 20) {
                Slider(value: .constant(0.5))
                Slider(value: .constant(0.75))
                Slider(value: .constant(50), in: 0...100)
                Slider(value: .constant(5), in: 0...10, step: 1)
                Slider(value: .constant(0.6))
                    .padding(8)
                    .background(hex(0xF0F0F0))
                    .cornerRadius(6)
            }
            .padding(20)
            .frame(width: 300, height: 300))
    }
}
