import XCTest
import Tesselate
import TesselateTesting

// Picker.swift: the default (menu) picker in a form row, and ForEach ids as implicit tags.

final class PickerTests: XCTestCase {
    private enum Flavor: String, CaseIterable, Hashable { case vanilla = "Vanilla", mint = "Mint" }

    private struct FlavorForm: View {
        @State var flavor = Flavor.vanilla
        var body: some View {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases, id: \.self) { flavor in
                        Text(flavor.rawValue)
                    }
                }
            }
        }
    }

    /// In a form row the label is on the leading side (the row's 16-point margin inside the
    /// 16-point card inset) and the value with its chevron ends at the trailing margin (377 − 16);
    /// the options, untagged in a `ForEach` of the selection's type, are tagged by their ids.
    @MainActor func testAPickerInAFormRowShowsItsLabelAndItsValueTrailing() async {
        let host = ViewHost(FlavorForm(), device: .iPhone16)
        XCTAssertEqual(host.find(.text("Flavor"))?.frame().minX ?? 0, 40, accuracy: 0.01)
        XCTAssertEqual(host.find(.kind(.chevron))?.frame().maxX ?? 0, 353, accuracy: 0.34)
        XCTAssertTrue(host.exists(.text("Vanilla")))
        host.find(.picker())?.select(Flavor.mint)
        XCTAssertTrue(host.exists(.text("Mint")))
        assertNoDiagnostics(host)
    }

    /// Outside a list the picker is its value and chevron alone, without its label.
    @MainActor func testAPickerOutsideAListShowsOnlyItsValue() async {
        let host = ViewHost(
            Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
            }, size: CGSize(width: 300, height: 100))
        XCTAssertFalse(host.exists(.text("Flavor")))
        XCTAssertTrue(host.exists(.text("Mint")))
        assertNoDiagnostics(host)
    }
}
