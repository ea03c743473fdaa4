import XCTest
import Tesselate
import TesselateTesting

/// `frame(width:height:alignment:)` (research notes R3.1). Sources: OpenSwiftUI FrameLayout.swift;
/// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) ;
/// probes A, B, E of https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-frame-semantics.swift
/// and P3 of https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-layout-input-validation.swift
final class FixedFrameTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // R3.1: frame(width: 60) at nil proposes 60×nil, answers 60×20 (the child's height) and
    // centres the 20×20 child at x = 20.
    @MainActor func testGivenWidthWithNilHeightTakesChildHeight() async {
        let h = host(box(20, 20).id("child").frame(width: 60).id("frame").fixedSize(), 100, 100)
        assertFrame(h.find(.id("frame"))?.frame(), 20, 40, 60, 20)
        assertFrame(h.find(.id("child"))?.frame(), 40, 40, 20, 20)
        assertProposal(h.placedProposal(id: "child"), 60, nil)
    }

    // R3.1: a nil dimension passes the parent's proposal through: a Color with frame(height: 30)
    // in a 100×100 window is 100×30.
    @MainActor func testNilDimensionPassesProposalThrough() async {
        let h = host(Color.red.id("c").frame(height: 30).id("f"), 100, 100)
        assertFrame(h.find(.id("f"))?.frame(), 0, 35, 100, 30)
        assertFrame(h.find(.id("c"))?.frame(), 0, 35, 100, 30)
    }

    // R3.1: with both dimensions the frame answers without asking the child; a 200×160 child
    // overflows a 60×40 frame, centred at (−70, −60).
    @MainActor func testBothDimensionsIgnoreChildAndChildOverflows() async {
        let h = host(box(200, 160).id("child").frame(width: 60, height: 40).id("frame"), 60, 40)
        assertFrame(h.find(.id("frame"))?.frame(), 0, 0, 60, 40)
        assertFrame(h.find(.id("child"))?.frame(), -70, -60, 200, 160)
    }

    // R3.1: chained frame(width: 100).frame(width: 50): the outer answers 50 while the inner (and
    // a greedy Color in it) is proposed 100 and centred, overflowing by 25 on each side.
    @MainActor func testChainedFramesOuterWins() async {
        let h = host(Color.red.id("c").frame(width: 100).frame(width: 50).id("outer"), 100, 20)
        assertFrame(h.find(.id("outer"))?.frame(), 25, 0, 50, 20)
        assertFrame(h.find(.id("c"))?.frame(), 0, 0, 100, 20)
    }

    // R3.1: the child is placed so that its alignment guide meets the frame's:
    // x = frameGuide − childGuide.
    @MainActor func testAlignmentPlacesChild() async {
        let cases: [(Alignment, CGFloat, CGFloat)] = [
            (.topLeading, 0, 0), (.center, 20, 20), (.bottomTrailing, 40, 40), (.trailing, 40, 20),
        ]
        for (alignment, x, y) in cases {
            let h = host(box(20, 20).id("child").frame(width: 60, height: 60, alignment: alignment).id("frame"), 60, 60)
            assertFrame(h.find(.id("child"))?.frame(), x, y, 20, 20, "\(alignment)")
        }
    }

    // R3.1 (probe P3): a negative width logs "Invalid frame dimension (negative or non-finite)."
    // and answers 0; +∞ and NaN log too and answer the child's 20.
    @MainActor func testInvalidDimensionsAreReportedAndReplaced() async {
        let negative = host(box(20, 20).frame(width: -10).id("f").fixedSize(), 100, 100)
        assertSize(negative.find(.id("f"))?.frame(), 0, 20)
        XCTAssertTrue(negative.diagnostics.contains { $0.message.contains("Invalid frame dimension") })
        for bad in [CGFloat.infinity, .nan] {
            let h = host(box(20, 20).frame(width: bad).id("f").fixedSize(), 100, 100)
            assertSize(h.find(.id("f"))?.frame(), 20, 20, "width \(bad)")
            XCTAssertTrue(h.diagnostics.contains { $0.message.contains("Invalid frame dimension") }, "width \(bad)")
        }
    }

    // R3.1 / R2.2: a frame puts the default spacing on the edges it sets (an ordinary view
    // beside a framed one gets 8), but a framed spacer keeps its own zero (SwiftUI's
    // `requiresSpacingProjection`; measured on iOS 17, GordianSeedTool-iOS's identity block):
    // 20 + 10 + 20, where a framed colour is 20 + 8 + 10 + 8 + 20.
    @MainActor func testFixedFrameResetsSpacingOnItsAxisButNotASpacers() async {
        let spacer = host(
            HStack {
                box(20, 20); Spacer().frame(width: 10); box(20, 20)
            }.fixedSize(), 100, 100)
        assertSize(spacer.findAll(.kind(.hStack)).filter(\.isPlaced).map { $0.frame() }.first, 50, 20)
        let flexible = host(
            HStack {
                box(20, 20); Spacer().frame(maxWidth: 10); box(20, 20)
            }.fixedSize(), 100, 100)
        assertSize(flexible.findAll(.kind(.hStack)).filter(\.isPlaced).map { $0.frame() }.first, 48, 20)
        let colour = host(
            HStack {
                box(20, 20); Color.red.frame(width: 10); box(20, 20)
            }.fixedSize(), 100, 100)
        assertSize(colour.findAll(.kind(.hStack)).filter(\.isPlaced).map { $0.frame() }.first, 66, 20)
    }
}
