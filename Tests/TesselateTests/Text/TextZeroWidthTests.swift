import XCTest

@testable import Tesselate

/// A text answers 0 wide to 0 wide whatever height it is offered, when it has no sliver of a
/// grapheme (`PreparedText.hasNoSlivers`) and does not shrink or tighten: stacks take that answer
/// without asking (`TextNode.acrossWhenZero`). Each claim must be the layout made from scratch.
final class TextZeroWidthTests: XCTestCase {
    private static let words = ["a", "wrap", "Hello,", "world", "—", "internationalisation", "日本語の", "文章", "x", "🙂", "AV", "To", "\u{200B}"]

    private func randomText(_ random: inout SeededGenerator) -> StyledText {
        let fonts: [Font] = [.body, .headline, .caption, .largeTitle, Font(size: 9, weight: .bold), Font(size: 0.001)]
        var runs: [StyledRun] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var string = ""
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                string += Self.words.randomElement(using: &random)!
                string += ["", " ", " ", "  ", "\n", "-", "/"].randomElement(using: &random)!
            }
            var run = StyledRun(string: string, font: fonts.randomElement(using: &random)!)
            run.tracking = [0, 0, 0, 1.5, -2, -12].randomElement(using: &random)!
            run.baselineOffset = [0, 0, 0, 3, -4].randomElement(using: &random)!
            runs.append(run)
        }
        return StyledText(runs: runs)
    }

    private func randomOptions(_ random: inout SeededGenerator) -> TextLayoutOptions {
        TextLayoutOptions(
            lineLimit: [nil, nil, 1, 2, 3].randomElement(using: &random)!,
            minimumLines: [nil, nil, 2].randomElement(using: &random)!,
            truncationMode: [.tail, .head, .middle].randomElement(using: &random)!,
            alignment: [.leading, .center, .trailing].randomElement(using: &random)!,
            lineSpacing: [0, 0, 4, -3].randomElement(using: &random)!,
            minimumScaleFactor: [1, 1, 1, 0.5].randomElement(using: &random)!,
            allowsTightening: [false, false, true].randomElement(using: &random)!,
            pushesOut: Bool.random(using: &random),
            displayScale: [1, 2, 3].randomElement(using: &random)!)
    }

    private static let heights: [CGFloat?] = [nil, 0, 0.5, 10, 20.333, 33, 45, 100, 1_000, .infinity]

    /// Random texts that claim it are 0 wide at width 0, at every height, and no taller than the
    /// claim's most; none claims it across (a text is always a line tall).
    @MainActor func testAClaimedTextIsZeroWideAtEveryHeight() async {
        let engine = LayoutEngine(tree: ViewHost(EmptyView()).tree, displayScale: 3)
        var random = SeededGenerator(seed: 36)
        var claimed = 0
        for _ in 0..<400 {
            let text = randomText(&random)
            let node = TextNode(text: text, options: randomOptions(&random))
            XCTAssertNil(node.acrossWhenZero(along: .vertical, 0, engine))
            guard let most = node.acrossWhenZero(along: .horizontal, 0, engine) else { continue }
            claimed += 1
            for height in Self.heights {
                let request = TextLayoutRequest(width: 0, height: height, options: node.options)
                let size = TextLayout(text: PreparedText(text)).compute(request).size
                XCTAssertEqual(size.width, 0, "\(text.runs.map(\.string)) \(request)")
                XCTAssert(size.height >= 0 && size.height <= most, "\(text.runs.map(\.string)) \(request): \(size), most \(most)")
            }
        }
        XCTAssertGreaterThan(claimed, 100)
    }

    /// A grapheme narrower than 1e-6 but not 0 (tracking that nearly cancels its advance) is a
    /// line of its own at width 0 that rounds up to a pixel: such a text makes no claim.
    @MainActor func testASliverIsNotClaimed() async {
        let font = Font.body
        var run = StyledRun(string: "i", font: font)
        run.tracking = 5e-7 - TextMetrics(font: font).advance(ofASCII: UInt8(ascii: "i"))
        let text = StyledText(runs: [run])
        let options = TextLayoutOptions(displayScale: 3)
        let request = TextLayoutRequest(width: 0, height: nil, options: options)
        XCTAssertEqual(TextLayout(text: PreparedText(text)).compute(request).size.width, 1.0 / 3, accuracy: 1e-9)
        XCTAssertFalse(PreparedText(text).hasNoSlivers)
        let engine = LayoutEngine(tree: ViewHost(EmptyView()).tree, displayScale: 3)
        XCTAssertNil(TextNode(text: text, options: options).acrossWhenZero(along: .horizontal, 0, engine))
    }
}
