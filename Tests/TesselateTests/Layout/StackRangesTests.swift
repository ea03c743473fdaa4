import XCTest

@testable import Tesselate

/// A measured answer holds for a range of proposals (`ProposalRange`): a text for the heights
/// that allow the same lines, a stack for the lengths whose shares fall where its children's
/// answers hold. The cache answers any proposal in a range without measuring, so a range must be
/// exact: every proposal in it gets, from an engine without a cache, the size measured.
final class StackRangesTests: XCTestCase {
    private static let words = ["Level", "wraps", "when", "narrow", "a", "internationalisation", "🙂"]

    /// A random tree of stacks, texts, fixed and greedy views, spacers and paddings.
    @MainActor private func randomView(_ depth: Int, _ random: inout SystemRandomNumberGenerator) -> AnyView {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1, 2:
                let string = (0..<Int.random(in: 1...6, using: &random)).map { _ in Self.words.randomElement(using: &random)! }
                return AnyView(
                    Text(string.joined(separator: " ")).font([.body, .caption, .title][Int.random(in: 0..<3, using: &random)])
                        .lineLimit([nil, nil, 1, 2][Int.random(in: 0..<4, using: &random)]))
            case 3: return AnyView(Color.red.frame(width: CGFloat(Int.random(in: 0...60, using: &random)), height: 20))
            case 4: return AnyView(Color.blue)
            default: return AnyView(Spacer())
            }
        }
        let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in randomView(depth - 1, &random) }
        let spacing: CGFloat? = [nil, 0, 8][Int.random(in: 0..<3, using: &random)]
        let content = ForEach(children.indices, id: \.self) { children[$0] }
        var view =
            Bool.random(using: &random)
            ? AnyView(
                HStack(alignment: [.center, .top, .firstTextBaseline][Int.random(in: 0..<3, using: &random)], spacing: spacing) { content })
            : AnyView(VStack(alignment: [.center, .leading][Int.random(in: 0..<2, using: &random)], spacing: spacing) { content })
        if Int.random(in: 0..<4, using: &random) == 0 { view = AnyView(view.padding(4)) }
        if Int.random(in: 0..<6, using: &random) == 0 { view = AnyView(view.layoutPriority(1)) }
        return view
    }

    private func randomLength(_ random: inout SystemRandomNumberGenerator) -> CGFloat? {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: nil
        case 1: .infinity
        case 2: 0
        default: CGFloat(Int.random(in: 1...800, using: &random)) / 2
        }
    }

    /// Lengths inside `range` around `length`: its ends, their neighbours inside, its middle; for
    /// `nil`, `nil` and the lengths the range holds besides it (0 or more, none for most nodes).
    private func samples(_ range: ClosedRange<CGFloat>, around length: CGFloat?) -> [CGFloat?] {
        var lengths = [range.lowerBound, range.lowerBound.nextUp, range.upperBound, range.upperBound.nextDown]
        if let length { lengths.append(length) }
        if range.upperBound.isFinite { lengths.append(range.lowerBound + (range.upperBound - range.lowerBound) / 2) }
        let inside = lengths.filter { range.contains($0) && (length != nil || $0 >= 0) }
        return length == nil ? [nil] + inside : inside
    }

    @MainActor func testEveryProposalInARangeGetsTheMeasuredSize() async {
        var random = SystemRandomNumberGenerator()
        var widened = 0
        for _ in 0..<60 {
            let host = ViewHost(randomView(4, &random), size: CGSize(width: 393, height: 852), displayScale: 3)
            let tree = host.tree
            let cached = LayoutEngine(tree: tree, displayScale: 3)
            // The reference: answers from the cache only for proposals asked before (exact, and
            // checked against no cache at all by the engine's other tests).
            let fresh = LayoutEngine(tree: tree, displayScale: 3, usesRanges: false)
            for _ in 0..<8 {
                let proposal = ProposedViewSize(width: randomLength(&random), height: randomLength(&random))
                for node in 0..<tree.count {
                    let (size, range) = cached.measure(node, proposal)
                    guard !range.isPoint else { continue }
                    widened += 1
                    for width in samples(range.width, around: proposal.width) {
                        for height in samples(range.height, around: proposal.height) {
                            let inside = ProposedViewSize(width: width, height: height)
                            XCTAssertEqual(
                                fresh.size(of: node, inside), size,
                                "\(tree.path(to: node)) measured at \(proposal), range \(range), asked \(inside)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(widened, 100)
    }

    /// A VStack of a wrapping text and a fixed-size view at width 60: the fixed view answers any
    /// proposal, the text any height that holds its lines, so the stack answers the same for
    /// every height from what its lines and the fixed view need upwards.
    @MainActor func testAStackHoldsWhereItsChildrenDo() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Level wraps when it is narrow")
                Color.red.frame(width: 10, height: 20)
            }, size: CGSize(width: 393, height: 852), displayScale: 1)
        let engine = LayoutEngine(tree: host.tree, displayScale: 1)
        let stack = host.nodes(kind: .vStack)[0]
        let (size, range) = engine.measure(stack, ProposedViewSize(width: 60, height: 400))
        let lines = engine.size(of: host.nodes(kind: .text)[0], ProposedViewSize(width: 60, height: nil)).height
        XCTAssertEqual(size.height, lines + 20)
        XCTAssertEqual(range.width, 60...60)
        // The lines fit in their height before it is rounded up to the pixel: a little less.
        XCTAssertEqual(range.height.lowerBound, lines + 20, accuracy: 1)
        XCTAssertLessThanOrEqual(range.height.lowerBound, lines + 20)
        XCTAssertEqual(range.height.upperBound, .infinity)
    }

    /// Proposed no height, a text shows all its lines; any height that holds them shows the same
    /// ones. A stack places its children at its own cross length where it measured them with
    /// `nil` (SwiftUI's placing proposal: an `HStack` in a `VStack` measures its texts at `W×nil`
    /// and places them at `W×h`), so such an answer holding those heights spares measuring again.
    @MainActor func testAnIdealAnswerHoldsForTheHeightsThatShowTheSameLines() async {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("One line")
                Text("Two\nlines")
            }, size: CGSize(width: 393, height: 852), displayScale: 1)
        let engine = LayoutEngine(tree: host.tree, displayScale: 1)
        let ideal = ProposedViewSize(width: 200, height: nil)
        let texts = host.nodes(kind: .text)
        let (oneLine, oneLineRange) = engine.measure(texts[0], ideal)
        XCTAssertEqual(oneLineRange.height, 0...CGFloat.infinity, "at least one line is always shown")
        let (twoLines, twoLinesRange) = engine.measure(texts[1], ideal)
        XCTAssertEqual(twoLinesRange.height.lowerBound, twoLines.height, accuracy: 1)
        XCTAssertLessThanOrEqual(twoLinesRange.height.lowerBound, twoLines.height)
        XCTAssertEqual(twoLinesRange.height.upperBound, .infinity)
        XCTAssertTrue(twoLinesRange.contains(ProposedViewSize(width: 200, height: twoLines.height), measuredAt: ideal))
        XCTAssertFalse(twoLinesRange.contains(ProposedViewSize(width: 200, height: twoLines.height / 2), measuredAt: ideal))
        XCTAssertFalse(twoLinesRange.contains(ProposedViewSize(width: 199, height: nil), measuredAt: ideal))
        // The stack proposed no height: every child takes its lines whatever it is offered only
        // when each holds every height, which the two-line text does not.
        let stack = host.nodes(kind: .vStack)[0]
        let (size, range) = engine.measure(stack, ideal)
        XCTAssertEqual(size.height, oneLine.height + twoLines.height)
        XCTAssertEqual(range.height, ProposalRange.nilOnly)
        XCTAssertEqual(engine.size(of: stack, ProposedViewSize(width: 200, height: size.height)), size)
    }

    /// A `VStack` of one-line texts proposed no height answers the same for every height (each
    /// text shows its line whatever it is offered), and an `HStack` row of such stacks, texts and
    /// a spacer, placed in a `VStack` at its own height, measures none of them again.
    @MainActor func testARowOfOneLineTextsIsPlacedWithoutMeasuringAgain() async {
        let host = ViewHost(
            VStack {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Title").font(.headline)
                        Text("Subtitle, cut to one line").lineLimit(1)
                    }
                    Spacer()
                    Text("12:00").font(.caption)
                }
            }, size: CGSize(width: 393, height: 852), displayScale: 3)
        let column = host.nodes(kind: .vStack)[1]
        let (_, range) = LayoutEngine(tree: host.tree, displayScale: 3).measure(column, ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(range.height, 0...CGFloat.infinity)
        // Each of the row's children measured for its maximum (∞; not the spacer, which grows to
        // ∞) and its share, with no height, and the spacer for its minimum (width 0): a text's
        // minimum is 0 whatever its height, and so is a column of texts' (`acrossWhenZero`), so
        // neither is asked it, with no height nor, placed at the row's height, with that height.
        let counts = host.nodes(kind: .text).map { host.engine.measureCounts[$0] }
        XCTAssertEqual(host.engine.measureCounts[column], 2)
        XCTAssertEqual(host.engine.measureCounts[host.nodes(kind: .spacer)[0]], 2)
        XCTAssertEqual(counts, [2, 2, 2])
        XCTAssertEqual(host.uncachedLayoutDifferences(), [])
    }

    /// A frame whose maximum width is ∞ answers ∞ to ∞ whatever it holds: an `HStack` does not
    /// ask it for its maximum, only for its minimum and its share (the uncached engine, which
    /// asks everything, places the same).
    @MainActor func testAFrameWithAnInfiniteMaximumIsNotAskedForInfinity() async {
        let host = ViewHost(
            HStack {
                Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity)
                Text("fixed").fixedSize()
                Color.blue.frame(width: 10, height: 10).frame(minWidth: 30, maxWidth: 200)
            }, size: CGSize(width: 600, height: 100), displayScale: 3)
        let frames = host.nodes(kind: .frame).filter { host.tree[$0].behavior is FlexibleFrameNode }
        XCTAssertEqual(frames.map { host.engine.measureCounts[$0] }, [2, 3], "∞ probed of the frame bounded at 200 alone")
        // The text first, then the bounded frame its half (more than its 200), the rest the other.
        let text = host.frame(of: host.nodes(kind: .text)[0])?.width ?? 0
        XCTAssertEqual(host.frame(of: frames[1])?.width ?? 0, 200)
        XCTAssertEqual(host.frame(of: frames[0])?.width ?? 0, 600 - 200 - 2 * 8 - text, accuracy: 0.34)
        XCTAssertEqual(host.uncachedLayoutDifferences(), [])
    }

    /// An answer of ∞ holds for ∞ alone, whatever range the view gives it: a text moved an
    /// infinite distance off its baseline is infinitely tall, which it may answer to ∞, but a
    /// finite height asked afterwards gets the height (reported), not the cached ∞ — nor does a
    /// stack sizing it read its size at one length from its answer at another.
    @MainActor func testAnInfiniteAnswerHoldsForInfinityAlone() async {
        let host = ViewHost(
            VStack {
                Color.red
                Text("deep").baselineOffset(-.greatestFiniteMagnitude)
            }, size: CGSize(width: 120, height: 300), displayScale: 3)
        let text = host.nodes(kind: .text)[0]
        let engine = LayoutEngine(tree: host.tree, displayScale: 3)
        let (tall, range) = engine.measure(text, ProposedViewSize(width: 120, height: .infinity))
        XCTAssertEqual(tall.height, .infinity)
        XCTAssertEqual(range.height, CGFloat.infinity...CGFloat.infinity)
        XCTAssertEqual(engine.size(of: text, ProposedViewSize(width: 120, height: 50)).height, 50)
        XCTAssertEqual(host.uncachedLayoutDifferences(), [])
    }

    /// Alternating stacks around wrapping text ask each view for hundreds of heights, of which
    /// only a few change its lines: with ranges, a few dozen measurements a node.
    @MainActor func testAlternatingStacksMeasureFewTimes() async {
        struct Alternating: View {
            let depth: Int
            let horizontal: Bool
            var body: some View {
                if depth == 0 {
                    Text("The innermost text, long enough to wrap")
                } else if horizontal {
                    HStack {
                        Text("Level \(depth) wraps when it is narrow"); Alternating(depth: depth - 1, horizontal: false)
                    }
                } else {
                    VStack {
                        Text("Level \(depth) wraps when it is narrow"); Alternating(depth: depth - 1, horizontal: true)
                    }
                }
            }
        }
        let host = ViewHost(Alternating(depth: 24, horizontal: true), size: CGSize(width: 393, height: 852), displayScale: 3)
        let measurements = host.engine.measureCounts.reduce(0) { $0 + Int($1) }
        XCTAssertLessThan(Double(measurements) / Double(host.tree.count), 30, "\(measurements) measurements")
        // Without a cache the work is exponential in the depth: compared shallow.
        let shallow = ViewHost(Alternating(depth: 4, horizontal: true), size: CGSize(width: 393, height: 852), displayScale: 3)
        XCTAssertEqual(shallow.uncachedLayoutDifferences(), [])
    }
}
