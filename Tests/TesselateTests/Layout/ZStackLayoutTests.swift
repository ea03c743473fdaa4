import XCTest
@testable import Tesselate

/// ZStack (research notes R6.1; probes A3–A5n, Z1–Z4 of
/// https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-stack-algorithms.swift).
final class ZStackLayoutTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // R6.1: the size is the union of the children aligned on the guide: 60×20 and 20×40 → 60×40.
    @MainActor func testSizeIsUnionOfAlignedChildren() async {
        let h = host(
            ZStack {
                box(60, 20).id("a"); box(20, 40).id("b")
            }, 100, 100)
        assertFrame(h.frames(kind: .zStack).first, 20, 30, 60, 40)
        assertFrame(h.frame(id: "a"), 20, 40, 60, 20)
        assertFrame(h.frame(id: "b"), 40, 30, 20, 40)
    }

    // R6.1 (probe A5): the nine alignments put a 20×20 child of a 60×40 ZStack at
    // x ∈ {0, 20, 40} and y ∈ {0, 10, 20}.
    @MainActor func testNineAlignments() async {
        let cases: [(Alignment, CGFloat, CGFloat)] = [
            (.topLeading, 0, 0), (.top, 20, 0), (.topTrailing, 40, 0),
            (.leading, 0, 10), (.center, 20, 10), (.trailing, 40, 10),
            (.bottomLeading, 0, 20), (.bottom, 20, 20), (.bottomTrailing, 40, 20),
        ]
        for (alignment, x, y) in cases {
            let h = host(
                ZStack(alignment: alignment) {
                    box(60, 40); box(20, 20).id("c")
                }, 60, 40)
            assertFrame(h.frame(id: "c"), x, y, 20, 20, "\(alignment)")
        }
    }

    // R6.1 (probes A5n, Z1–Z4): every child is measured at the ZStack's proposal (here nil, so a
    // Color answers 10×10) and then placed with the ZStack's own final size: it fills 60×40.
    @MainActor func testChildrenArePlacedAtTheStacksFinalSize() async {
        let h = host(
            ZStack {
                box(60, 40); Color.red.id("fill")
            }.fixedSize(), 100, 100)
        assertFrame(h.frames(kind: .zStack).first, 20, 30, 60, 40)
        assertFrame(h.frame(id: "fill"), 20, 30, 60, 40)
        assertProposal(h.placedProposal(id: "fill"), 60, 40)
        XCTAssertEqual(h.answeredProposals(id: "fill").first, .unspecified)
        XCTAssertEqual(h.uncachedLayoutDifferences(), [])
    }

    // R6.1: every child is measured at the full proposal; a greedy child makes the stack greedy.
    @MainActor func testGreedyChildTakesTheWholeProposal() async {
        let h = host(
            ZStack(alignment: .bottomTrailing) {
                Color.red.id("fill"); box(20, 20).id("c")
            }, 100, 60)
        assertFrame(h.frames(kind: .zStack).first, 0, 0, 100, 60)
        assertFrame(h.frame(id: "fill"), 0, 0, 100, 60)
        assertFrame(h.frame(id: "c"), 80, 40, 20, 20)
    }

    // R1.7 / R6.1: an empty ZStack takes no space (centred by the host at 50, 50).
    @MainActor func testEmptyZStackTakesNoSpace() async {
        let h = host(ZStack {}, 100, 100)
        assertFrame(h.frames(kind: .zStack).first, 50, 50, 0, 0)
    }

    // R2.3 (OpenSwiftUI SpacerLayoutComputer): outside a linear stack a Spacer grows on both axes:
    // max(proposal ?? −∞, 8), so 8×8 at nil and the whole proposal otherwise.
    @MainActor func testSpacerInZStackGrowsOnBothAxes() async {
        let ideal = host(ZStack { Spacer().id("s") }.fixedSize(), 100, 100)
        assertFrame(ideal.frame(id: "s"), 46, 46, 8, 8)
        let offered = host(ZStack { Spacer().id("s") }, 100, 60)
        assertFrame(offered.frame(id: "s"), 0, 0, 100, 60)
    }

    // R6.1 with an explicit guide: a .leading guide of −10 moves the view 10 right of the others'.
    // https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)
    @MainActor func testExplicitGuideShiftsChildWithinZStack() async {
        let h = host(
            ZStack(alignment: .topLeading) {
                box(60, 40).id("big")
                box(20, 20).alignmentGuide(.leading) { _ in -10 }.id("c")
            }, 60, 40)
        assertFrame(h.frame(id: "big"), 0, 0, 60, 40)
        assertFrame(h.frame(id: "c"), 10, 0, 20, 20)
    }

    // R1.5 / R6.1: proposed ∞, a ZStack with a greedy child answers ∞ (not NaN): so a single
    // Spacer in a ZStack is infinitely flexible in an HStack and shares like any greedy view.
    @MainActor func testInfiniteProposalGivesInfiniteZStack() async {
        let h = ViewHost(
            Proposing(width: .infinity, height: 20) {
                ZStack {
                    Color.red; box(20, 20)
                }.id("z")
            },
            size: CGSize(width: 100, height: 20), displayScale: 1)
        XCTAssertEqual(h.answer(id: "z", to: ProposedViewSize(width: .infinity, height: 20))?.width, .infinity)
        XCTAssertEqual(h.diagnostics, [])
    }
}
