import XCTest
@testable import Tesselate

/// HStack / VStack space sharing (research notes R1, R2). Sources cited per test:
/// objc.io https://www.objc.io/blog/2020/11/09/hstacks-child-ordering/ ,
/// https://www.swiftuifieldguide.com/layout/hstack/ , OpenSwiftUI StackLayout.swift, and the
/// probes https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-stack-algorithms.swift
final class StackLayoutTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // R1.1: spacing comes off first; each child is offered remaining / children left.
    @MainActor func testGreedyChildrenShareWhatIsLeftAfterSpacing() async {
        let h = host(
            HStack {
                Color.red.id("a"); Color.green.id("b"); Color.blue.id("c")
            }, 100, 20)
        assertFrame(h.frame(id: "a"), 0, 0, 28, 20)  // (100 − 2×8) / 3
        assertFrame(h.frame(id: "b"), 36, 0, 28, 20)
        assertFrame(h.frame(id: "c"), 72, 0, 28, 20)
    }

    // R1.2 worked example (probe G1): a = 20…100, b = 60…100; b (flex 40) goes first, is offered
    // 50 and takes 60; a is offered the 40 left.
    @MainActor func testLeastFlexibleChildIsServedFirst() async {
        let h = host(
            HStack(spacing: 0) {
                flexWidth(20, 100).id("a"); flexWidth(60, 100).id("b")
            }, 100, 20)
        assertFrame(h.frame(id: "b"), 40, 0, 60, 20)
        assertFrame(h.frame(id: "a"), 0, 0, 40, 20)
        assertProposal(h.placedProposal(id: "b"), 50, 20)
        assertProposal(h.placedProposal(id: "a"), 40, 20)
        XCTAssertEqual(h.uncachedLayoutDifferences(), [])
    }

    // R1.2: the flexibility sort is stable: equal flex (30) keeps source order, so a (10…40) is
    // offered 50 first and b (50…80) the 60 left. (Serving b first would give 50 + 40.)
    @MainActor func testEqualFlexibilityKeepsSourceOrder() async {
        let h = host(
            HStack(spacing: 0) {
                flexWidth(10, 40).id("a"); flexWidth(50, 80).id("b")
            }, 100, 20)
        assertFrame(h.frame(id: "a"), 0, 0, 40, 20)
        assertFrame(h.frame(id: "b"), 40, 0, 60, 20)
    }

    // R1.2 tie rule (OpenSwiftUI FlexibilityEstimate compares −minLength): of two infinitely
    // flexible children the one with the larger minimum goes first. b (min 60) is offered 50 and
    // takes 60; a gets 40. Source order would have given a 50 and b 60 (110 in total).
    @MainActor func testInfinitelyFlexibleTieServesLargerMinimumFirst() async {
        let h = host(
            HStack(spacing: 0) {
                flexWidth(10, .infinity).id("a"); flexWidth(60, .infinity).id("b")
            }, 100, 20)
        assertFrame(h.frame(id: "a"), 0, 0, 40, 20)
        assertFrame(h.frame(id: "b"), 40, 0, 60, 20)
        assertSize(h.frames(kind: .hStack).first, 100, 20)
    }

    // R1.1 (probes G9, G10): the stack reports the sum of its children's answers, overflowing
    // (160 at 100, centred by the host) or shrink-wrapping (40 at 300).
    @MainActor func testStackReportsSumOfAnswers() async {
        let over = host(
            HStack(spacing: 0) {
                box(80, 20).id("a"); box(80, 20).id("b")
            }, 100, 20)
        assertFrame(over.frames(kind: .hStack).first, -30, 0, 160, 20)
        assertFrame(over.frame(id: "a"), -30, 0, 80, 20)
        assertFrame(over.frame(id: "b"), 50, 0, 80, 20)
        let under = host(
            HStack(spacing: 0) {
                box(20, 20); box(20, 20)
            }, 300, 20)
        assertFrame(under.frames(kind: .hStack).first, 130, 0, 40, 20)
    }

    // R1.3 example G2 (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)):
    // the higher group is offered the proposal less the minimums of lower groups: a gets 70.
    @MainActor func testLayoutPriorityReservesMinimumsOfLowerGroups() async {
        let h = host(
            HStack(spacing: 0) {
                flexWidth(0, 80).layoutPriority(1).id("a"); flexWidth(30, 80).id("b")
            }, 100, 20)
        assertFrame(h.frame(id: "a"), 0, 0, 70, 20)
        assertFrame(h.frame(id: "b"), 70, 0, 30, 20)
        assertProposal(h.placedProposal(id: "a"), 70, 20)
    }

    // R1.3 example SP8: the spacer (priority −∞) has its minimum 8 reserved; a is offered
    // (200 − 8) / 2 = 96, b the 172 left, and the spacer takes the 160 that remain.
    @MainActor func testSpacerMinimumIsReservedAndSpacerGoesLast() async {
        let h = host(
            HStack(spacing: 0) {
                box(20, 20).id("a"); Spacer().id("s"); box(20, 20).id("b")
            }, 200, 20)
        assertProposal(h.placedProposal(id: "a"), 96, 20)
        assertProposal(h.placedProposal(id: "b"), 172, 20)
        assertFrame(h.frame(id: "a"), 0, 0, 20, 20)
        assertFrame(h.frame(id: "s"), 20, 10, 160, 0)
        assertFrame(h.frame(id: "b"), 180, 0, 20, 20)
    }

    // R1.3 / R2.3: Spacer's priority is −∞ (https://github.com/water-rs/waterui/issues/968), so a
    // flexible sibling is served first with only the spacer's 8 held back: 92, not an equal 50.
    @MainActor func testSpacerHasLowestPriority() async {
        let h = host(
            HStack(spacing: 0) {
                Spacer().id("s"); flexWidth(10, 300).id("c")
            }, 100, 20)
        assertFrame(h.frame(id: "s"), 0, 10, 8, 0)
        assertFrame(h.frame(id: "c"), 8, 0, 92, 20)
    }

    // R1.4: a padding hides the spacer's −∞ (both are then priority 0; c, less flexible, is
    // offered 50). R2.2: the padding also resets the spacing on its padded edge to the default.
    @MainActor func testPaddingHidesSpacerPriorityAndSpacing() async {
        let h = host(
            HStack(spacing: 0) {
                Spacer().padding(1).id("s"); flexWidth(10, 300).id("c")
            }, 100, 20)
        assertFrame(h.frame(id: "c"), 50, 0, 50, 20)
        let padded = host(
            HStack {
                box(20, 20); Spacer(minLength: 0).padding(.leading, 1)
            }.fixedSize(), 200, 100)
        assertSize(padded.frames(kind: .hStack).first, 20 + 8 + 1, 20)
    }

    // R2.1: with spacing nil the gap between ordinary views is 8 on both axes (SwiftUICore
    // defaultSpacing 8×8, https://developer.apple.com/documentation/swiftui/viewspacing).
    @MainActor func testDefaultSpacingIsEight() async {
        let row = host(
            HStack {
                box(20, 20); box(20, 20); box(20, 20)
            }.fixedSize(), 200, 100)
        assertFrame(row.frames(kind: .hStack).first, 62, 40, 76, 20)
        let column = host(
            VStack {
                box(20, 20); box(20, 20)
            }.fixedSize(), 200, 100)
        assertFrame(column.frames(kind: .vStack).first, 90, 26, 20, 48)
    }

    // R2.1 (probe P1): an explicit spacing is used exactly, negative too: HStack(−10){20; 20} = 30.
    @MainActor func testExplicitNegativeSpacingIsUsedAsGiven() async {
        let h = host(
            HStack(spacing: -10) {
                box(20, 20).id("a"); box(20, 20).id("b")
            }.fixedSize(), 100, 20)
        assertFrame(h.frames(kind: .hStack).first, 35, 0, 30, 20)
        assertFrame(h.frame(id: "b"), 45, 0, 20, 20)
    }

    // R2.3 (probes SP1–SP8): no default spacing next to a spacer; its nil minLength is 8, a
    // constant: {20; Spacer(); 20} is 48 at its ideal size, with default or zero spacing.
    @MainActor func testNoSpacingNextToSpacerAndDefaultMinLengthEight() async {
        let spaced = host(
            HStack {
                box(20, 20); Spacer().id("s"); box(20, 20)
            }.fixedSize(), 200, 100)
        assertFrame(spaced.frames(kind: .hStack).first, 76, 40, 48, 20)
        assertFrame(spaced.frame(id: "s"), 96, 50, 8, 0)
        let tight = host(
            HStack(spacing: 0) {
                box(20, 20); Spacer(); box(20, 20)
            }.fixedSize(), 200, 100)
        assertSize(tight.frames(kind: .hStack).first, 48, 20)
        let long = host(
            HStack(spacing: 0) {
                box(20, 20); Spacer(minLength: 30); box(20, 20)
            }.fixedSize(), 200, 100)
        assertSize(long.frames(kind: .hStack).first, 70, 20)
    }

    // R2.3: an explicit stack spacing is still added next to a spacer: 20+20+0+20+20 = 80.
    @MainActor func testExplicitSpacingIsAddedNextToSpacer() async {
        let h = host(
            HStack(spacing: 20) {
                box(20, 20); Spacer(minLength: 0); box(20, 20)
            }.fixedSize(), 200, 100)
        assertFrame(h.frames(kind: .hStack).first, 60, 40, 80, 20)
    }

    // R2.3: in a VStack a spacer is 0 wide; the stack is as wide as its other child.
    @MainActor func testSpacerIsZeroAcrossTheStack() async {
        let h = host(
            VStack {
                box(20, 20).id("a"); Spacer().id("s")
            }, 100, 100)
        assertFrame(h.frame(id: "a"), 40, 0, 20, 20)
        assertFrame(h.frame(id: "s"), 50, 20, 0, 80)
        assertFrame(h.frames(kind: .vStack).first, 40, 0, 20, 100)
    }

    // R1.5 nil (probe G7): each child is proposed nil along the axis: 80 (ideal) + 8 + 20 = 108.
    // R1.6: when placed, children get the stack's final cross size (20), so a is 20 tall.
    @MainActor func testNilProposalSumsIdealSizes() async {
        let h = host(
            HStack {
                flexWidth(0, 80, ideal: 80).id("a"); Spacer(); box(20, 20)
            }.fixedSize(), 200, 100)
        assertFrame(h.frames(kind: .hStack).first, 46, 40, 108, 20)
        assertFrame(h.frame(id: "a"), 46, 40, 80, 20)
        assertProposal(h.placedProposal(id: "a"), nil, 20)
    }

    // R1.5 zero: every child is offered 0, so the stack is Σ minimums + spacing = 20 + 8 + 30.
    @MainActor func testZeroProposalSumsMinimums() async {
        let h = host(
            Proposing(width: 0, height: 20) {
                HStack {
                    flexWidth(20, 100).id("a"); flexWidth(30, 100).id("b")
                }
            }, 100, 20)
        assertFrame(h.frames(kind: .hStack).first, 21, 0, 58, 20)
        assertFrame(h.frame(id: "a"), 21, 0, 20, 20)
        assertFrame(h.frame(id: "b"), 49, 0, 30, 20)
    }

    // R1.5 infinity (probe G8): every child is offered ∞; the stack is Σ answers, ∞ with a greedy child.
    @MainActor func testInfiniteProposal() async {
        let fixed = host(
            Proposing(width: .infinity, height: 20) {
                HStack {
                    box(20, 20); box(30, 20)
                }
            }, 100, 20)
        XCTAssertEqual(fixed.frames(kind: .hStack).first?.width, 58)
        let greedy = host(
            Proposing(width: .infinity, height: 20) {
                HStack {
                    box(20, 20); Color.red
                }.id("stack")
            }, 100, 20)
        XCTAssertEqual(
            greedy.answer(id: "stack", to: ProposedViewSize(width: .infinity, height: 20)), CGSize(width: CGFloat.infinity, height: 20))
        XCTAssertEqual(greedy.diagnostics, [])
    }

    // R1.6 (probes A1, A2): cross-axis alignment in a 40×30 HStack / 30-wide VStack.
    @MainActor func testCrossAxisAlignment() async {
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20)] {
            let h = host(
                HStack(alignment: alignment, spacing: 0) {
                    box(20, 10).id("a"); box(20, 30)
                }, 40, 30)
            assertFrame(h.frame(id: "a"), 0, y, 20, 10, "\(alignment)")
        }
        for (alignment, x) in [(HorizontalAlignment.leading, 0.0), (.center, 10), (.trailing, 20)] {
            let h = host(
                VStack(alignment: alignment, spacing: 0) {
                    box(10, 20).id("a"); box(30, 20)
                }, 30, 40)
            assertFrame(h.frame(id: "a"), x, 0, 10, 20, "\(alignment)")
        }
    }

    // R1.6: the cross size is the extent of the aligned children, not the largest child: a's top
    // guide sits 10 down, so two 20-tall boxes aligned on .top span 30.
    @MainActor func testCrossSizeIsExtentOfAlignedChildren() async {
        let h = host(
            HStack(alignment: .top, spacing: 0) {
                box(20, 20).alignmentGuide(.top) { _ in 10 }.id("a"); box(20, 20).id("b")
            }, 40, 30)
        assertFrame(h.frames(kind: .hStack).first, 0, 0, 40, 30)
        assertFrame(h.frame(id: "a"), 0, 0, 20, 20)
        assertFrame(h.frame(id: "b"), 20, 10, 20, 20)
    }

    // R1.6 probe Q1 (OpenSwiftUI proposalWhenPlacing: minor = proposal.minor ?? size.minor): with
    // a nil cross proposal the VStack reports 30×80 and re-proposes a at width 30: a is 30×20.
    @MainActor func testNilCrossProposalIsReplacedByFinalCrossSizeWhenPlacing() async {
        let h = host(
            Proposing(width: nil, height: 80) {
                VStack(spacing: 0) {
                    Color.red.frame(height: 20).id("a"); box(30, 60)
                }
            }, 100, 80)
        assertFrame(h.frames(kind: .vStack).first, 35, 0, 30, 80)
        assertFrame(h.frame(id: "a"), 35, 0, 30, 20)
        assertProposal(h.placedProposal(id: "a"), 30, 40)  // the major offer (80 / 2) is kept
        XCTAssertEqual(h.uncachedLayoutDifferences(), [])
    }

    // R1.7 (probes G22, G23): an `if false` child adds no spacing: 20 + 8 + 20 = 48.
    @MainActor func testAbsentChildAddsNoSpacing() async {
        let show = false
        let h = host(
            HStack {
                box(20, 20); if show { box(20, 20) }; box(20, 20)
            }.fixedSize(), 100, 20)
        assertSize(h.frames(kind: .hStack).first, 48, 20)
    }

    // R1: VStack is the same algorithm along y (G1 turned on its side).
    @MainActor func testVStackSharesHeightTheSameWay() async {
        let h = host(
            VStack(spacing: 0) {
                Color.red.frame(minHeight: 20, maxHeight: 100).id("a")
                Color.red.frame(minHeight: 60, maxHeight: 100).id("b")
            }, 20, 100)
        assertFrame(h.frame(id: "a"), 0, 0, 20, 40)
        assertFrame(h.frame(id: "b"), 0, 40, 20, 60)
    }
}
