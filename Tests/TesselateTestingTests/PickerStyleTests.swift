import Tesselate
import TesselateTesting
import XCTest

/// `pickerStyle(_:)` (PickerStyle, PickerLook): each iOS look, its size, and selection through it.
final class PickerStyleTests: XCTestCase {
    enum Flavour: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    struct Flavours: View {
        @State var flavour = Flavour.chocolate
        var body: some View {
            ForEach(Flavour.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
    }

    struct Screen<S: PickerStyle>: View {
        var style: S
        @State var flavour = Flavour.chocolate
        var body: some View {
            VStack {
                Picker("Flavour", selection: $flavour) {
                    ForEach(Flavour.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(style)
                .id("picker")
                Text("Chose \(flavour.rawValue)").id("chosen")
            }
            .padding(.horizontal, 16)
        }
    }

    @MainActor private func host<S: PickerStyle>(_ style: S) -> ViewHost<Screen<S>> {
        ViewHost(Screen(style: style), size: CGSize(width: 393, height: 600), displayScale: 3)
    }

    // A segmented control takes the width offered and 32 points of height (measured on iOS 17 and
    // 26, criticalmaps/criticalmaps-ios), in equal segments; selecting a segment updates the binding.
    @MainActor func testSegmentedFillsTheWidthInEqualSegments() async {
        let h = host(.segmented)
        XCTAssertEqual(h.find(.id("picker"))?.frame().size, CGSize(width: 361, height: 32))
        // The outer frame is the control's height; then a flexible frame per segment and a 6-point
        // one between segments: on iOS 17–18 the segments are equal, 2 in from the bar's ends and 6
        // apart (measured: criticalmaps/criticalmaps-ios, iOS 17), so (361 − 4 − 12) / 3 = 115.
        let frames = h.find(.id("picker"))?.findAll(.kind(.frame)).dropFirst().compactMap(\.exactFrame) ?? []
        let segments = frames.filter { $0.width > 6 }
        XCTAssertEqual(segments.count, 3)
        for segment in segments { XCTAssertEqual(segment.width, 115, accuracy: 1e-6) }
        let picker = h.find(.id("picker"))?.frame() ?? .zero
        XCTAssertEqual(segments.first?.minX ?? 0, picker.minX + 2, accuracy: 1e-6)
        XCTAssertEqual(segments.last?.maxX ?? 0, picker.maxX - 2, accuracy: 1e-6)
        h.find(.id("picker"))?.select(Flavour.strawberry)
        XCTAssertEqual(h.find(.id("chosen"))?.text, "Chose strawberry")
        XCTAssertEqual(h.find(.id("picker"))?.attribute("style"), ".segmented")
    }

    // A wheel is 216 tall (UIPickerView's height) and as wide as offered.
    @MainActor func testWheelIsAPickerViewTall() async {
        let h = host(.wheel)
        XCTAssertEqual(h.find(.id("picker"))?.frame().width ?? 0, 361, accuracy: 1e-6)
        XCTAssertEqual(h.find(.id("picker"))?.frame().height ?? 0, 216, accuracy: 1e-6)
    }

    // Inline: a row per option, 44 tall, the selected one with a checkmark.
    @MainActor func testInlineShowsARowPerOption() async {
        let h = host(.inline)
        XCTAssertEqual(h.find(.id("picker"))?.frame().height ?? 0, 132, accuracy: 0.34)
        XCTAssertEqual(h.find(.id("picker"))?.findAll(.kind(.image)).count, 1, "one checkmark")
    }

    // In a Form row the menu picker shows its label leading and the selection trailing.
    @MainActor func testInAFormTheLabelLeadsAndTheSelectionTrails() async {
        struct Settings: View {
            @State var flavour = Flavour.vanilla
            var body: some View {
                Form {
                    Picker("Flavour", selection: $flavour) {
                        ForEach(Flavour.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .id("picker")
                }
            }
        }
        let h = ViewHost(Settings(), device: .iPhone16)
        let picker = h.find(.id("picker"))
        let label = picker?.find(.text("Flavour"))
        let value = picker?.find(.text("Vanilla"))
        XCTAssertNotNil(label)
        XCTAssertLessThan(label?.frame().maxX ?? 999, value?.frame().minX ?? 0)
        XCTAssertGreaterThan(value?.frame().minX ?? 0, 250, "the selection sits on the trailing side")
        let outside = ViewHost(Screen(style: .menu), size: CGSize(width: 393, height: 600))
        XCTAssertEqual(outside.find(.id("picker"))?.findAll(.text("Flavour")).count, 0, "outside a form, no label")
    }
}
