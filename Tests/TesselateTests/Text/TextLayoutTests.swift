import XCTest

@testable import Tesselate

/// `TextLayout` reuses layouts it already made: an infinite length is no limit, a height that
/// holds every line changes nothing, a width at least the text's widest line changes nothing.
/// Each rule must give exactly the layout made from scratch, whatever was asked before.
final class TextLayoutTests: XCTestCase {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    private static let words = ["a", "wrap", "Hello,", "world", "—", "internationalisation", "日本語の", "文章", "x", "🙂", "AV", "To"]

    private func randomText(_ random: inout Generator) -> StyledText {
        let fonts: [Font] = [.body, .headline, .caption, .largeTitle, Font(size: 9, weight: .bold)]
        var runs: [StyledRun] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var string = ""
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                string += Self.words.randomElement(using: &random)!
                string += ["", " ", " ", "  ", "\n", "-"].randomElement(using: &random)!
            }
            var run = StyledRun(string: string, font: fonts.randomElement(using: &random)!)
            run.tracking = [0, 0, 0, 1.5, -2, -12].randomElement(using: &random)!
            runs.append(run)
        }
        return StyledText(runs: runs)
    }

    private func randomOptions(_ random: inout Generator) -> TextLayoutOptions {
        TextLayoutOptions(
            lineLimit: [nil, nil, 1, 2, 3].randomElement(using: &random)!,
            minimumLines: [nil, nil, 2].randomElement(using: &random)!,
            truncationMode: [.tail, .head, .middle].randomElement(using: &random)!,
            alignment: [.leading, .center, .trailing].randomElement(using: &random)!,
            lineSpacing: [0, 0, 4].randomElement(using: &random)!,
            minimumScaleFactor: [1, 1, 0.5].randomElement(using: &random)!,
            allowsTightening: Bool.random(using: &random),
            displayScale: [1, 2, 3].randomElement(using: &random)!)
    }

    private func randomLength(_ random: inout Generator) -> CGFloat? {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: nil
        case 1: .infinity
        case 2: 0
        default: CGFloat(Int.random(in: 1...400, using: &random)) / 2
        }
    }

    // Random texts asked for random proposals in random order give the layouts made from scratch.
    func testReusedLayoutsEqualFreshOnes() {
        var random = Generator(state: 16)
        for _ in 0..<300 {
            let text = randomText(&random)
            let options = randomOptions(&random)
            let shared = TextLayout(text: PreparedText(text))
            for _ in 0..<12 {
                let request = TextLayoutRequest(width: randomLength(&random), height: randomLength(&random), options: options)
                let fresh = TextLayout(text: PreparedText(text)).compute(request)
                XCTAssertEqual(shared.layout(request), fresh, "\(text.runs.map(\.string)) \(request)")
            }
        }
    }

    // The reuse rules apply to what stacks ask: the ideal, then a height that fits, then a wider width.
    func testProbesThatChangeNothingReuseOneLayout() {
        let text = PreparedText(StyledText("Contact number 12", font: .headline))
        let layout = TextLayout(text: text)
        let ideal = layout.layout(TextLayoutRequest(width: nil, height: nil, options: TextLayoutOptions()))
        for request in [
            TextLayoutRequest(width: .infinity, height: nil, options: TextLayoutOptions()),
            TextLayoutRequest(width: 300, height: 44, options: TextLayoutOptions()),
            TextLayoutRequest(width: nil, height: .infinity, options: TextLayoutOptions()),
        ] {
            XCTAssertEqual(layout.layout(request), ideal)
        }
        let narrow = layout.layout(TextLayoutRequest(width: 60, height: nil, options: TextLayoutOptions()))
        XCTAssertGreaterThan(narrow.lineCount, 1)
        XCTAssertNotEqual(narrow, ideal)
    }
}
