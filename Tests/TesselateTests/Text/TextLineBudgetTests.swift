import XCTest

@testable import Tesselate

/// A text that is not shrunk depends on the offered height only through the lines it allows:
/// every height in the range `TextLayout.heights(sharing:at:)` gives for a layout lays the text
/// out exactly as that layout (checked against layouts made from scratch), and a layout that
/// shows all its lines holds for every taller height, ∞ included.
final class TextLineBudgetTests: XCTestCase {
    private static let words = ["a", "wrap", "Hello,", "world", "internationalisation", "日本語の", "x", "🙂"]

    /// Heights inside `range`: its ends, their neighbours inside, its middle.
    private func samples(_ range: ClosedRange<CGFloat>) -> [CGFloat] {
        var heights = [range.lowerBound, range.lowerBound.nextUp, range.upperBound, range.upperBound.nextDown]
        if range.upperBound.isFinite { heights.append(range.lowerBound + (range.upperBound - range.lowerBound) / 2) }
        heights.append(range.lowerBound + 1_000)
        return heights.filter { range.contains($0) }
    }

    func testEveryHeightInTheRangeGivesTheSameLayout() {
        var random = SystemRandomNumberGenerator()
        var widened = 0
        for seed in 0..<200 {
            let string = (0..<(1 + seed % 9)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
            let font: Font = [.body, .headline, .caption, .largeTitle][seed % 4]
            let options = TextLayoutOptions(
                lineLimit: [nil, nil, 1, 3][seed % 4], lineSpacing: [0, 0, 4][seed % 3],
                allowsTightening: seed % 5 == 0, displayScale: [1, 2, 3][seed % 3])
            let text = StyledText(string, font: font)
            let layout = TextLayout(text: PreparedText(text))
            for _ in 0..<6 {
                let width: CGFloat? = [nil, 0, 40, 120, 300].randomElement(using: &random)!
                let height = [0, 10, 25, 60, 200, .infinity].randomElement(using: &random)! + CGFloat.random(in: 0..<3, using: &random)
                let request = TextLayoutRequest(width: width, height: height, options: options)
                let result = layout.layout(request)
                let range = try! XCTUnwrap(layout.heights(sharing: result, at: request))
                XCTAssertTrue(range.contains(height), "\(string) \(request): \(range)")
                if range.lowerBound < range.upperBound { widened += 1 }
                for sample in samples(range) {
                    var inside = request
                    inside.height = sample
                    let fresh = TextLayout(text: PreparedText(text)).compute(inside)
                    XCTAssertEqual(fresh, result, "\(string) \(request) ↔ height \(sample) in \(range)")
                }
            }
        }
        // Most ranges hold more than their own height.
        XCTAssertGreaterThan(widened, 600)
    }

    /// A caption wrapped into several lines at width 30: from the height that holds them all up
    /// to ∞ it shows them all; between two and three lines' height, it shows two.
    func testRangesFollowTheLines() {
        let layout = TextLayout(text: PreparedText(StyledText("one two three four", font: .caption)))
        let options = TextLayoutOptions()
        let all = layout.layout(TextLayoutRequest(width: 30, height: nil, options: options))
        XCTAssertGreaterThanOrEqual(all.lineCount, 3)
        // A line and the caption's gap to its 16-point leading (1.667 at 3x) between lines.
        let line = layout.text.lineHeight, gap = layout.text.spaceBetweenLines(options)
        let tall = TextLayoutRequest(width: 30, height: 500, options: options)
        let tallRange = try! XCTUnwrap(layout.heights(sharing: layout.layout(tall), at: tall))
        XCTAssertEqual(tallRange.upperBound, .infinity)
        XCTAssertEqual(tallRange.lowerBound, CGFloat(all.lineCount) * line + CGFloat(all.lineCount - 1) * gap, accuracy: 0.001)
        let two = TextLayoutRequest(width: 30, height: line * 2.5, options: options)
        let twoResult = layout.layout(two)
        XCTAssertTrue(twoResult.isTruncated)
        XCTAssertEqual(twoResult.lineCount, 2)
        let twoRange = try! XCTUnwrap(layout.heights(sharing: twoResult, at: two))
        XCTAssertEqual(twoRange.lowerBound, line * 2 + gap, accuracy: 0.001)
        XCTAssertEqual(twoRange.upperBound, line * 3 + 2 * gap, accuracy: 0.001)
        XCTAssertEqual(layout.lineBudget(TextLayoutRequest(width: 30, height: twoRange.lowerBound, options: options)), 2)
        XCTAssertEqual(layout.lineBudget(TextLayoutRequest(width: 30, height: twoRange.upperBound, options: options)), 2)
    }

    /// Text that shrinks to fit depends on the height in more than its lines: no range.
    func testShrinkingTextHasNoRange() {
        let layout = TextLayout(text: PreparedText(StyledText("one two three four", font: .body)))
        let request = TextLayoutRequest(width: 40, height: 30, options: TextLayoutOptions(minimumScaleFactor: 0.5))
        XCTAssertNil(layout.heights(sharing: layout.layout(request), at: request))
    }
}
