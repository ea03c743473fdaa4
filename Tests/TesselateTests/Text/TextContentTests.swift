import XCTest
@testable import Tesselate

/// What a Text shows: literals, verbatim strings, interpolated numbers, concatenation.
final class TextContentTests: XCTestCase {
    // String literals are LocalizedStringKeys: integers interpolate as %lld, floating-point
    // numbers as %lf (six decimals, as SwiftUI shows them), `specifier:` as given.
    @MainActor func testInterpolationFormatsNumbersAsSwiftUI() async {
        let count = 3, ratio = 0.5
        XCTAssertEqual(Text("\(count) items").content, "3 items")
        XCTAssertEqual(Text("\(ratio)").content, "0.500000")
        XCTAssertEqual(Text("\(ratio, specifier: "%.1f")").content, "0.5")
        let value: String = "\(ratio)"
        XCTAssertEqual(Text(value).content, "0.5", "a String value is shown as it is")
        XCTAssertEqual(Text(verbatim: "%d \\(x)").content, "%d \\(x)")
    }

    // SwiftUI applies a key's format specifiers in the environment's locale, so numbers of 1,000
    // and more are grouped: the issue's recording shows `Text("\(count)")` with 1000 as "1,000".
    @MainActor func testInterpolatedNumbersAreGroupedInTheLocale() async {
        let count = 1000, year = 2024, big = UInt64.max
        XCTAssertEqual(Text("\(count)").content, "1,000")
        XCTAssertEqual(Text("Year \(year)").content, "Year 2,024")
        XCTAssertEqual(Text("\(-1_234_567)").content, "-1,234,567")
        XCTAssertEqual(Text("\(big)").content, "18,446,744,073,709,551,615")
        XCTAssertEqual(Text("\(1234.5, specifier: "%.2f")").content, "1,234.50")
    }

    // `+` joins texts, each keeping its font; the line is as tall as its tallest font and as
    // wide as the parts.
    @MainActor func testConcatenation() async {
        let joined = Text("Big").font(.largeTitle) + Text(" small").bold()
        XCTAssertEqual(joined.content, "Big small")
        let h = ViewHost(joined.id("t"), size: CGSize(width: 400, height: 100))
        let big = TextMetrics(font: .largeTitle), small = TextMetrics(font: .body.bold())
        let width = big.width(of: "Big") + small.width(of: " small")
        assertSize(h.exactFrame(id: "t"), (width * 3).rounded(.up) / 3, 40.666667, accuracy: 1e-5)
        XCTAssertTrue(h.dump().contains("fonts: .largeTitle + .body.weight(.semibold)"), h.dump())
    }

    // Text modifiers return Text, so they can be joined; the environment's font applies to parts
    // that set none.
    @MainActor func testTextModifiersAndEnvironment() async {
        let h = ViewHost((Text("a").italic() + Text("b")).font(.caption).id("t"), size: CGSize(width: 100, height: 100))
        let node = h.tree[h.nodes(kind: .text)[0]].behavior as! TextNode
        XCTAssertEqual(node.text.runs.map(\.font), [Font.caption.italic(), .caption])
        let env = ViewHost(VStack { Text("a") + Text("b").bold() }.font(.title), size: CGSize(width: 100, height: 100))
        let runs = (env.tree[env.nodes(kind: .text)[0]].behavior as! TextNode).text.runs
        XCTAssertEqual(runs.map(\.font), [Font.title, .title.bold()])
    }
}
