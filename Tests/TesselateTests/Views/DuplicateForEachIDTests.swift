import XCTest
@testable import Tesselate

/// Two elements of a `ForEach` with the same id are both shown, as SwiftUI shows them (it logs
/// the duplicate once). Each repeat is a view of its own: the state, geometry and callbacks of
/// one never stand for another's, so an update built from their geometry settles.
final class DuplicateForEachIDTests: XCTestCase {
    /// The width of each word, by its position, as a `GeometryReader` behind it measures it.
    struct Widths: PreferenceKey {
        static let defaultValue: [Int: CGFloat] = [:]
        static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) { value.merge(nextValue()) { $1 } }
    }

    /// The frame each reader sees in the flow's coordinate space, by position.
    struct ReaderFrames: PreferenceKey {
        static let defaultValue: [Int: CGRect] = [:]
        static func reduce(value: inout [Int: CGRect], nextValue: () -> [Int: CGRect]) { value.merge(nextValue()) { $1 } }
    }

    final class Seen { var frames: [Int: CGRect] = [:] }

    /// Words flowed into lines 100 points wide, 4 apart: each word is placed from the measured
    /// widths (kept in `@State`) of the words before it. The rows are keyed by the word, so
    /// "swift" repeats. A word is 10 points a letter, whatever the text metrics.
    struct WordFlow: View {
        let words: [String]
        let seen: Seen
        @State private var widths: [Int: CGFloat] = [:]

        var body: some View {
            let origins = Self.origins(words.indices.map { widths[$0] ?? 0 })
            ZStack(alignment: .topLeading) {
                ForEach(Array(words.enumerated()), id: \.element) { index, word in
                    Text(word)
                        .frame(width: CGFloat(word.count * 10), height: 20)
                        .background(
                            GeometryReader { proxy in
                                Color.clear
                                    .preference(key: Widths.self, value: [index: proxy.size.width])
                                    .preference(key: ReaderFrames.self, value: [index: proxy.frame(in: .named("flow"))])
                            }
                        )
                        .alignmentGuide(.leading) { _ in -origins[index].x }
                        .alignmentGuide(.top) { _ in -origins[index].y }
                }
            }
            .coordinateSpace(name: "flow")
            .onPreferenceChange(Widths.self) { widths = $0 }
            .onPreferenceChange(ReaderFrames.self) { seen.frames = $0 }
        }

        static func origins(_ widths: [CGFloat]) -> [CGPoint] {
            var origins: [CGPoint] = []
            var x: CGFloat = 0, y: CGFloat = 0
            for width in widths {
                if x > 0 && x + width > 100 { (x, y) = (0, y + 24) }
                origins.append(CGPoint(x: x, y: y))
                x += width + 4
            }
            return origins
        }
    }

    /// "swift" (50) and "ui" (20) fill the first line; the second "swift" starts the second line
    /// and "layout" (60) the third. The update settles in a few passes with one diagnostic, and
    /// each reader sees its own word's frame.
    @MainActor func testAFlowOverRepeatedWordsSettles() async {
        let seen = Seen()
        let host = ViewHost(
            WordFlow(words: ["swift", "ui", "swift", "layout"], seen: seen), size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.diagnostics.map(\.severity), [.warning], "\(host.diagnostics)")
        XCTAssertTrue(host.diagnostics.first?.message.contains("\"swift\" 2 times") == true, "\(host.diagnostics)")
        XCTAssertLessThanOrEqual(host.lastPassCount, 4)

        let expected = [
            CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 54, y: 0, width: 20, height: 20),
            CGRect(x: 0, y: 24, width: 50, height: 20), CGRect(x: 0, y: 48, width: 60, height: 20),
        ]
        XCTAssertEqual(seen.frames, Dictionary(uniqueKeysWithValues: expected.enumerated().map { ($0, $1) }))
        let flow = host.frames(kind: .zStack)[0]
        let words = host.nodes(kind: .text).compactMap { host.frame(of: host.tree[$0].parent) }
        XCTAssertEqual(words.map { $0.offsetBy(dx: -flow.minX, dy: -flow.minY) }, expected)
    }

    /// Each repeat keeps its own `@State` and runs its own `onAppear`.
    @MainActor func testRepeatsKeepTheirOwnState() async {
        struct Row: View {
            var word: String
            var index: Int
            @State private var shown = -1
            var body: some View {
                Text("\(word) \(shown)").onAppear { shown = index }
            }
        }
        let view = VStack {
            ForEach(Array(["a", "b", "a", "a"].enumerated()), id: \.element) { Row(word: $1, index: $0) }
        }
        let host = ViewHost(view)
        XCTAssertEqual(
            host.nodes(kind: .text).compactMap { (host.tree[$0].behavior as? TextNode)?.content }, ["a 0", "b 1", "a 2", "a 3"])
        XCTAssertEqual(host.diagnostics.count, 1, "one diagnostic, however many repeats: \(host.diagnostics)")
        XCTAssertTrue(host.diagnostics[0].message.contains("\"a\" 3 times"), host.diagnostics[0].message)
    }
}
