import XCTest
import Tesselate

/// `redacted(reason:)`, `unredacted()`, `privacySensitive()` (Redaction) and `textSelection`.
final class RedactionTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 300, height: 200), displayScale: 3)
    }

    // A placeholder keeps the layout and draws grey boxes where the lines are.
    @MainActor func testPlaceholderTextKeepsItsSizeAndIsDrawnAsBoxes() async {
        let h = host(
            VStack {
                Text("Balance").id("a"); Text("$1,024").unredacted().id("b")
            }.redacted(reason: .placeholder))
        XCTAssertEqual(h.exactFrame(id: "a")?.size, TextMeasurement("Balance").size)
        XCTAssertTrue(h.dump().contains("Text(\"Balance\", redacted"), h.dump())
        XCTAssertFalse(h.dump().contains("Text(\"$1,024\", redacted"), "unredacted() shows it")
        XCTAssertTrue(h.svg().contains("<rect"), "a box")
        XCTAssertFalse(h.svg().contains(">Balance<"), "not the letters")
        XCTAssertTrue(h.render().contains("▒▒▒"))
    }

    // `.privacy` redacts only the views marked privacy-sensitive.
    @MainActor func testPrivacyRedactsOnlySensitiveViews() async {
        let h = host(
            VStack {
                Text("Name").id("a"); Text("PIN 1234").privacySensitive().id("b")
            }.redacted(reason: .privacy))
        XCTAssertFalse(h.dump().contains("Text(\"Name\", redacted"))
        XCTAssertTrue(h.dump().contains("Text(\"PIN 1234\", redacted"))
        var seen: RedactionReasons?
        _ = host(Color.red.redacted(reason: .placeholder).transformEnvironment(\.redactionReasons) { seen = $0 })
        XCTAssertEqual(seen, [], "outside the redacted view nothing is redacted")
    }

    @MainActor func testTextSelectionIsShownInTheDump() async {
        let h = host(VStack { Text("Copy me") }.textSelection(.enabled))
        XCTAssertTrue(h.dump().contains("Text(\"Copy me\", textSelection"))
        XCTAssertEqual(host(Text("x").textSelection(.disabled)).dump().contains("textSelection"), false)
    }
}
