import XCTest
import Tesselate

/// `Form`: an inset grouped list whatever the list style, whose controls are rows (SwiftUI's
/// automatic form style on iOS is `.grouped`; swiftui-web `Docs/elements/iOS.md`: "Form: an inset
/// grouped list … a toggle, stepper … row is its label's line and the control overflows it").
final class FormTests: XCTestCase {
    /// A toggle row is 44 tall: the toggle is its label's line and the 51×31 switch is centred on
    /// it, at the card's trailing margin (393 − 16 − 16 = 361).
    @MainActor func testToggleRows() async {
        let host = ViewHost(
            Form {
                Section("Notifications") {
                    Toggle("Allow", isOn: .constant(true)).id("allow")
                    Stepper("Count", value: .constant(2), in: 0...5)
                }
            }.listStyle(.plain), device: .iPhone16)
        XCTAssertTrue(
            host.dump().hasPrefix("Tesselate dump v1 · window 393×852 @3x · safe area (59, 0, 34, 0)\nForm  (0, 59, 393×759)"), host.dump())
        let rows = host.frames(kind: .listRow)
        XCTAssertEqual(rows.count, 2)
        for row in rows { XCTAssertEqual(row.height, 44, accuracy: 0.001) }
        XCTAssertEqual(rows.first?.minX, 20)
        let toggle = host.exactFrame(id: "allow")!
        XCTAssertEqual(toggle.height, 61.0 / 3, accuracy: 0.001)
        let switchFrame = host.frames(kind: .switch).first!
        XCTAssertEqual(switchFrame.width, 51, accuracy: 0.001)
        XCTAssertEqual(switchFrame.height, 31, accuracy: 0.001)
        XCTAssertEqual(switchFrame.maxX, 353)
        XCTAssertEqual(switchFrame.midY, rows[0].midY, accuracy: 0.34)
    }

    /// `LabeledContent` in a form: the label leading, the value trailing.
    @MainActor func testLabeledContent() async {
        let host = ViewHost(Form { LabeledContent("Version", value: "2.4.1") }, device: .iPhone16)
        let value = host.frames(kind: .text).last!
        XCTAssertEqual(value.maxX, 353, accuracy: 0.34)
    }
}
