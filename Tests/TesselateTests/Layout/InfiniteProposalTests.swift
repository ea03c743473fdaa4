import XCTest
import Tesselate
import TesselateTesting

/// ∞ is an ordinary proposal and an ordinary answer (LayoutRules.md, "Infinity"): a greedy view
/// answers ∞ to ∞, a view with a fixed or ideal length answers that length, and containers never
/// compute ∞ − ∞ or 0 × ∞. Stacks probe their children with ∞ on every layout, so everyday trees
/// go through these paths: a greedy `HStack` inside a `VStack` is probed `width×∞`.
final class InfiniteProposalTests: XCTestCase {
    // MARK: The everyday shapes

    /// SwiftUI: the VStack fills the window; its HStack of two rectangles is infinitely flexible
    /// (0 at 0, ∞ at ∞), so the Text (inflexible) is sized first and the HStack takes the rest:
    /// 852 − 20.333 (the text) − 6.434 (SwiftUI's spacing above a body text at 3x) = 825.233.
    @MainActor func testGreedyHStackInVStackTakesWhatTheTextLeaves() async {
        let host = ViewHost(
            VStack {
                HStack {
                    Rectangle().id("left"); Rectangle()
                }.id("row"); Text("x").id("text")
            })
        XCTAssertEqual(host.diagnostics, [])
        assertFrame(host.findAll(.kind(.vStack)).filter(\.isPlaced).map { $0.frame() }.first, 0, 0, 393, 852)
        assertFrame(host.exactFrame(id: "row"), 0, 0, 393, 825.233, accuracy: 0.001)
        assertFrame(host.exactFrame(id: "text"), 192.167, 831.667, 8.667, 20.333, accuracy: 0.001)
        XCTAssertEqual(host.exactFrame(id: "left")?.width ?? 0, 192.5, accuracy: 0.001)  // (393 − 8) / 2
        XCTAssertEqual(
            host.answer(id: "row", to: ProposedViewSize(width: 393, height: .infinity)),
            CGSize(width: 393, height: CGFloat.infinity))
    }

    /// The mirror image: the VStack of two colours is infinitely flexible across the HStack, so the
    /// 20-wide frame is served first and the VStack gets the 373 points left.
    @MainActor func testGreedyVStackInHStackTakesWhatTheFrameLeaves() async {
        let host = ViewHost(
            HStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.id("red"); Color.blue.id("blue")
                }.id("column")
                Color.green.frame(width: 20).id("green")
            })
        XCTAssertEqual(host.diagnostics, [])
        assertFrame(host.find(.id("column"))?.frame(), 0, 0, 373, 852)
        assertFrame(host.find(.id("red"))?.frame(), 0, 0, 373, 426)
        assertFrame(host.find(.id("blue"))?.frame(), 0, 426, 373, 426)
        assertFrame(host.find(.id("green"))?.frame(), 373, 0, 20, 852)
    }

    /// Every stack a row deeper still shares by flexibility, with no NaN anywhere.
    @MainActor func testAlternatingGreedyStacksShareTheWindow() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    VStack(spacing: 0) {
                        Color.red.id("deep"); Color.blue
                    }; Color.green.frame(width: 93)
                }
                Color.gray.frame(height: 52)
            }, size: CGSize(width: 393, height: 852), displayScale: 1)
        XCTAssertEqual(host.diagnostics, [])
        assertFrame(host.find(.id("deep"))?.frame(), 0, 0, 300, 400)
    }

    // MARK: Each site answers ∞ to ∞

    /// What each kind of view answers to ∞×∞, as SwiftUI's views do: greedy ones ∞, the rest their
    /// fixed or ideal lengths; nothing is NaN and nothing is reported.
    @MainActor func testEveryKindOfViewAnswersInfinityWithoutNaN() async {
        let infinite = ProposedViewSize(width: .infinity, height: .infinity)
        func answer<V: View>(_ view: V, file: StaticString = #filePath, line: UInt = #line) -> CGSize? {
            let host = ViewHost(
                Proposing(width: .infinity, height: .infinity) { view.id("probe") },
                size: CGSize(width: 100, height: 100), displayScale: 1)
            XCTAssertEqual(host.diagnostics, [], file: file, line: line)
            return host.answer(id: "probe", to: infinite)
        }
        let both = CGSize(width: CGFloat.infinity, height: .infinity)
        XCTAssertEqual(
            answer(
                HStack {
                    Color.red; Color.blue
                }), both)
        XCTAssertEqual(
            answer(
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 5)
                }),
            CGSize(width: 50, height: 10))
        XCTAssertEqual(
            answer(
                VStack {
                    Color.red; Text("hi")
                }), both)
        let column = answer(
            VStack(alignment: .leading) {
                Color.red.frame(height: 10); Text("hi")
            })
        XCTAssertEqual(column?.width, .infinity)
        XCTAssertEqual(column?.height.isFinite, true, "10, the spacing and the text's line")
        XCTAssertEqual(
            answer(
                LazyVStack {
                    Color.red; Text("hi")
                }), both)
        XCTAssertEqual(
            answer(
                ZStack(alignment: .bottomTrailing) {
                    Color.red; Text("hi")
                }), both)
        XCTAssertEqual(answer(Color.red.frame(width: 10)), CGSize(width: 10, height: CGFloat.infinity))
        XCTAssertEqual(answer(Color.red.frame(maxWidth: .infinity)), both)
        XCTAssertEqual(answer(Color.red.frame(minWidth: 10, maxWidth: 50)), CGSize(width: 50, height: CGFloat.infinity))
        XCTAssertEqual(answer(Text("hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)), both)
        XCTAssertEqual(answer(Color.red.padding()), both)
        XCTAssertEqual(answer(Color.red.padding(-8)), both)
        XCTAssertEqual(answer(Color.red.fixedSize()), CGSize(width: 10, height: 10))
        XCTAssertEqual(answer(Color.red.overlay(alignment: .bottomTrailing) { Text("hi") }), both)
        XCTAssertEqual(answer(Text("hi").background { Color.red }), answer(Text("hi")))
        XCTAssertEqual(answer(GeometryReader { _ in Color.red }), both)
        XCTAssertEqual(answer(Color.red.offset(x: 5, y: 5).scaleEffect(2).rotationEffect(.degrees(30))), both)
        XCTAssertEqual(answer(ScrollView { Color.red }), both)
        XCTAssertEqual(answer(Spacer()), both)
        XCTAssertEqual(
            answer(
                HStack(alignment: .top) {
                    Color.red.alignmentGuide(.top) { $0.height / 2 }; Text("x")
                }), both)
        XCTAssertEqual(answer(Text("Hello, world!")), answer(Text("Hello, world!").fixedSize()), "one line at its ideal size")
    }

    /// A stack's share of an infinite length is ∞ for every child: what one greedy child takes
    /// is never subtracted from ∞ (that would make ∞ − ∞ = NaN for the next).
    @MainActor func testEveryChildOfAStackIsOfferedInfinityWhenTheStackIs() async {
        let host = ViewHost(
            Proposing(width: .infinity, height: 10) {
                HStack {
                    Color.red.id("a"); Color.blue.id("b"); Text("c").id("c")
                }
            }, size: CGSize(width: 100, height: 100), displayScale: 1)
        for id in ["a", "b"] {
            XCTAssertEqual(host.answeredProposals(id: id).filter { $0.height == 10 && $0.width == .infinity }.count, 1, id)
            XCTAssertFalse(host.answeredProposals(id: id).contains { $0.width?.isNaN ?? false }, id)
        }
    }

    // MARK: Bad answers

    /// A custom layout that answers ∞ to a finite proposal would make infinite frames: reported,
    /// and the proposal is taken instead.
    @MainActor func testInfiniteAnswerToAFiniteProposalIsReported() async {
        struct Endless: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.infinity, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let host = ViewHost(Endless { Color.red }.id("endless"), size: CGSize(width: 100, height: 100), displayScale: 1)
        assertSize(host.find(.id("endless"))?.frame(), 100, 10)
        XCTAssertEqual(host.diagnostics.map(\.message), ["chose an infinite width for 100×100; taken as 100"])
    }
}
