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
        let node = host.tree[host.nodes(kind: "Text")[0]].behavior as? TextNode
        XCTAssertEqual(node?.content, "Say hello")
        XCTAssertEqual(node?.text.runs.map(\.font.weight), [.regular, .bold])
        let plain = TextMeasurement("Say hello").size.width
        XCTAssertGreaterThan(host.exactFrame(id: "t")?.width ?? 0, plain, "bold letters are wider")
        XCTAssertTrue(host.dump().contains("Text(\"Say hello\", fonts: .body + .body.weight(.bold)"), host.dump())
    }
}
