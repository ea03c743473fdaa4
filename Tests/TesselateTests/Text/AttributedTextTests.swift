import XCTest
@testable import Tesselate

/// `Text(AttributedString)` with SwiftUI's attributes (AttributedText).
final class AttributedTextTests: XCTestCase {
    @MainActor func testRunsKeepTheirAttributes() async {
        var string = AttributedString("Hello world")
        string.foregroundColor = .red
        if let range = string.range(of: "world") {
            string[range].font = .headline
            string[range].underlineStyle = .single
            string[range].link = URL(string: "https://example.com")
        }
        let host = ViewHost(Text(string).id("t"), size: CGSize(width: 300, height: 100), displayScale: 3)
        let node = host.tree[host.nodes(kind: .text)[0]].behavior as? TextNode
        XCTAssertEqual(node?.content, "Hello world")
        XCTAssertEqual(node?.text.runs.map(\.string), ["Hello ", "world"])
        XCTAssertEqual(node?.text.runs.map(\.font.weight), [.regular, .semibold], "headline is semibold")
        XCTAssertEqual(node?.color, .red)
        XCTAssertTrue(host.dump().contains("underline, link: \"https://example.com\""), host.dump())
        XCTAssertEqual(Text(AttributedString()).runs.map(\.string), [""])
    }
}
