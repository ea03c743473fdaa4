import XCTest
import Tesselate
import TesselateTesting

/// iOS 26's `ButtonRole.close` and `.confirm`, and `Button(role:action:)`, which shows the role's
/// default label. Sources: <https://developer.apple.com/documentation/swiftui/buttonrole/confirm>,
/// <https://developer.apple.com/documentation/swiftui/button/init(role:action:)> ("would display a
/// button with a 'x' symbol" for `.cancel`).
final class ButtonRoleLabelTests: XCTestCase {
    private final class Log { var taps: [String] = [] }

    /// Each role's button shows its symbol, is found by the role's name and runs its action.
    @MainActor func testDefaultLabels() async {
        let log = Log()
        let view = HStack {
            Button(role: .cancel) { log.taps.append("cancel") }
            Button(role: .close) { log.taps.append("close") }
            Button(role: .confirm) { log.taps.append("confirm") }
            Button(role: .destructive) { log.taps.append("destructive") }
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 100))
        let symbols = host.findAll(.kind("Image")).compactMap { $0.attribute("systemName") }
        XCTAssertEqual(symbols, ["\"xmark\"", "\"xmark\"", "\"checkmark\"", "\"trash\""])
        for name in ["Cancel", "Close", "Confirm", "Delete"] { host.find(.button(name))?.tap() }
        XCTAssertEqual(log.taps, ["cancel", "close", "confirm", "destructive"])
    }

    /// The new roles reach a style's configuration and the dump, as the others do.
    @MainActor func testTheRoleIsRecorded() async {
        let host = ViewHost(Button("Save", role: .confirm) {}, size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.dump().contains("role: .confirm"), host.dump())
        XCTAssertNotEqual(ButtonRole.close, ButtonRole.cancel)
    }
}
