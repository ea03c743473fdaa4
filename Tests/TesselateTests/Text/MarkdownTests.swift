import XCTest
@testable import Tesselate

/// Inline Markdown in a `Text` literal (InlineMarkdown), as SwiftUI reads it: emphasis, code,
/// strikethrough and links become runs with their fonts; `Text(verbatim:)` and `String` values
/// are shown as they are.
final class MarkdownTests: XCTestCase {
    private func runs(_ key: LocalizedStringKey) -> [Text.Run] { Text(key).runs }

    func testEmphasisCodeStrikethroughAndLinks() {
        let parts = runs("Plain **bold** *italic* ***both*** `co*de` ~~gone~~ [site](https://example.com)")
        XCTAssertEqual(parts.map(\.string), ["Plain ", "bold", " ", "italic", " ", "both", " ", "co*de", " ", "gone", " ", "site"])
        XCTAssertEqual(parts[1].weight, .bold)
        XCTAssertTrue(parts[3].italic)
        XCTAssertEqual(parts[5].weight, .bold)
        XCTAssertTrue(parts[5].italic)
        XCTAssertEqual(parts[7].design, .monospaced, "code is read as it is: its * is a letter")
        XCTAssertEqual(parts[9].strikethrough, .single)
        XCTAssertEqual(parts[11].link, URL(string: "https://example.com"))
        XCTAssertEqual(runs("__bold__ and _it_").map(\.string), ["bold", " and ", "it"])
    }

    // CommonMark: `_` inside a word is a letter, a marker with no partner or followed by a space
    // is shown, and `\` shows a marker.
    func testMarkersThatAreNotMarkdown() {
        XCTAssertEqual(runs("snake_case_name").map(\.string), ["snake_case_name"])
        XCTAssertEqual(runs("2 * 3 = 6").map(\.string), ["2 * 3 = 6"])
        XCTAssertEqual(runs("a **b").map(\.string), ["a **b"])
        XCTAssertEqual(runs("\\*not italic\\*").map(\.string), ["*not italic*"])
        XCTAssertEqual(runs("# Heading").map(\.string), ["# Heading"], "block syntax is shown as it is")
        XCTAssertEqual(Text(verbatim: "**raw**").runs.map(\.string), ["**raw**"])
        XCTAssertEqual(Text(String("**raw**")).runs.map(\.string), ["**raw**"])
    }

    // A bold run measures in the bold font, a code run in the monospaced design; the text shows
    // its string without the markers.
    @MainActor func testRunsAreMeasuredInTheirFonts() async {
        let host = ViewHost(Text("Say **hello**").id("t"), size: CGSize(width: 300, height: 100), displayScale: 3)
        let node = host.tree[host.nodes(kind: .text)[0]].behavior as? TextNode
        XCTAssertEqual(node?.content, "Say hello")
        XCTAssertEqual(node?.text.runs.map(\.font.weight), [.regular, .bold])
        let plain = TextMeasurement("Say hello").size.width
        XCTAssertGreaterThan(host.exactFrame(id: "t")?.width ?? 0, plain, "bold letters are wider")
        XCTAssertTrue(host.dump().contains("Text(\"Say hello\", fonts: .body + .body.weight(.bold)"), host.dump())
    }

    // SwiftUI reads the Markdown of a literal with interpolations, formatted ones included: the
    // formatted value takes the style of the markers around it and is formatted where the text
    // is shown (the host's locale), and it is never read as a marker itself.
    @MainActor func testMarkdownAroundFormattedInterpolations() async {
        let count = 3
        XCTAssertEqual(runs("**\(count)** items").map(\.string), ["3", " items"], "a plain interpolation is part of the key")
        let price = 1234.5
        let parts = runs("Total: **\(price, format: .number)** *each*")
        XCTAssertEqual(parts.map(\.string), ["Total: ", "1,234.5", " ", "each"])
        XCTAssertEqual(parts[1].weight, .bold)
        XCTAssertNotNil(parts[1].format, "formatted where it is shown")
        XCTAssertTrue(parts[3].italic)
        let starred = runs("\("*", format: StringStyle()) and **\(0.5, format: .percent)**")
        XCTAssertEqual(starred.map(\.string), ["* and ", "50%"], "a formatted value is never a marker")
        XCTAssertEqual(runs("No markers \(price, format: .number)").map(\.string), ["No markers 1,234.5"])

        let host = ViewHost(
            Text("Total: **\(price, format: .number)**").environment(\.locale, Locale(identifier: "de_DE")),
            size: CGSize(width: 300, height: 100))
        let node = host.tree[host.nodes(kind: .text)[0]].behavior as? TextNode
        XCTAssertEqual(node?.content, "Total: 1.234,5", "formatted in the view's locale")
        XCTAssertEqual(node?.text.runs.map(\.font.weight), [.regular, .bold])
    }

    /// A format style that shows a string as it is.
    private struct StringStyle: FormatStyle {
        func format(_ value: String) -> String { value }
    }
}
