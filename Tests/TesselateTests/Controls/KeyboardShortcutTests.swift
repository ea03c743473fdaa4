import XCTest
import Tesselate
import TesselateTesting

/// `keyboardShortcut` binds a key to a button; the testing library presses it. Sources:
/// <https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)>
/// ("Assigns a keyboard shortcut to the modified control"; ⌘ by default),
/// <https://developer.apple.com/documentation/swiftui/keyboardshortcut> (`defaultAction`: Return,
/// `cancelAction`: Escape, both without modifiers), <https://developer.apple.com/documentation/swiftui/keyequivalent>.
final class KeyboardShortcutTests: XCTestCase {
    private struct Editor: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ",")).id("log")
                Button("Save") { log.append("save") }.keyboardShortcut("s")
                Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
                Button("Cancel", role: .cancel) { log.append("cancel") }.keyboardShortcut(.cancelAction)
                Button("Next") { log.append("next") }.keyboardShortcut(.downArrow, modifiers: [.command, .shift])
            }
        }
    }

    /// Each shortcut taps its own button; a key with other modifiers is another shortcut.
    @MainActor func testPressingTapsTheButton() async {
        let host = ViewHost(Editor(), size: CGSize(width: 300, height: 300))
        host.press("s", modifiers: .command)
        host.press(.defaultAction)
        host.press(.return, modifiers: [])
        host.press(.escape, modifiers: [])
        host.press(.downArrow, modifiers: [.shift, .command])
        XCTAssertEqual(host.find(.id("log"))?.text, "save,done,done,cancel,next")
        let failures = collectingFailures { host.press("s", modifiers: .shift) }
        XCTAssertEqual(failures.count, 1, "⇧S is not ⌘S")
        XCTAssertTrue(failures.first?.contains("⌘S") ?? false, "the message lists the shortcuts there are: \(failures)")
    }

    /// Layout is unchanged; the dump names the shortcut.
    @MainActor func testLayoutAndDump() async {
        let plain = ViewHost(Button("Save") {}, size: CGSize(width: 200, height: 100))
        let host = ViewHost(Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .option]), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.find(.text("Save"))?.frame(), plain.find(.text("Save"))?.frame())
        XCTAssertEqual(host.find(.kind(.keyboardShortcut))?.attributes, ["⌥⌘S"])
        XCTAssertEqual(KeyboardShortcut.defaultAction.description, ".defaultAction")
        XCTAssertEqual(KeyboardShortcut("k").modifiers, .command, "⌘ by default")
    }

    /// A disabled button is not performed; a view without a button fails clearly.
    @MainActor func testDisabledAndMissingButtons() async {
        var ran = false
        let host = ViewHost(
            VStack {
                Button("Send") { ran = true }.keyboardShortcut(.return, modifiers: .command).disabled(true)
                Text("Label").keyboardShortcut("l")
            }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(collectingFailures { host.press(.return) }.count, 1)
        XCTAssertFalse(ran)
        let failures = collectingFailures { host.press("l") }
        XCTAssertTrue(failures.first?.contains("no button") ?? false, "\(failures)")
    }

    /// While an alert is up the keyboard is its: Return taps the alert's default button (and
    /// dismisses the alert), not the screen's.
    @MainActor func testThePresentationOnTopHasTheKeyboard() async {
        struct Screen: View {
            @State var asking = true
            @State var log = ""
            var body: some View {
                VStack {
                    Text(log).id("log")
                    Button("Screen") { log += "screen" }.keyboardShortcut(.defaultAction)
                }
                .alert("Discard?", isPresented: $asking) {
                    Button("Discard", role: .destructive) { log += "discard" }.keyboardShortcut(.defaultAction)
                    Button("Keep", role: .cancel) {}
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.press(.defaultAction)
        XCTAssertEqual(host.find(.id("log"))?.text, "discard")
        XCTAssertFalse(host.exists(.text("Discard?")), "the alert's button dismissed it")
        host.press(.defaultAction)
        XCTAssertEqual(host.find(.id("log"))?.text, "discardscreen")
    }
}
