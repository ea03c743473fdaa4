import XCTest
import Tesselate
import TesselateTesting

/// `padding` (research notes R4). Sources: OpenSwiftUI Layout/Modifier/PaddingLayout.swift and
/// DefaultPadding.swift; probes P2–P2c of
/// https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-layout-input-validation.swift
final class PaddingTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 100, _ h: CGFloat = 100) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // R4.1: padding() is EnvironmentValues.defaultPadding, 16 on every edge.
    @MainActor func testDefaultPaddingIsSixteen() async {
        let h = host(box(20, 20).id("c").padding().id("p"))
        assertFrame(h.find(.id("p"))?.frame(), 24, 24, 52, 52)
        assertFrame(h.find(.id("c"))?.frame(), 40, 40, 20, 20)
    }

    // R4.2: the child is proposed the proposal less the insets (at least 0) and the answer is the
    // child's plus the insets: Color.padding(60) at 100×100 offers the Color 0 and answers 120×120.
    @MainActor func testChildIsProposedLessInsetsAndAnswerAddsThem() async {
        let h = host(Color.red.id("c").padding(60).id("p"))
        assertFrame(h.find(.id("p"))?.frame(), -10, -10, 120, 120)
        assertFrame(h.find(.id("c"))?.frame(), 50, 50, 0, 0)
        assertProposal(h.placedProposal(id: "c"), 0, 0)
        let small = host(box(20, 20).padding(5).id("p"))
        assertFrame(small.find(.id("p"))?.frame(), 35, 35, 30, 30)
    }

    // R4.2: a nil axis stays nil: a Color answers 10×10 inside, so padding(5) is 20×20.
    @MainActor func testNilProposalStaysNil() async {
        let h = host(Color.red.id("c").padding(5).id("p").fixedSize())
        assertFrame(h.find(.id("p"))?.frame(), 40, 40, 20, 20)
        assertFrame(h.find(.id("c"))?.frame(), 45, 45, 10, 10)
        assertProposal(h.placedProposal(id: "c"), nil, nil)
    }

    // R4.2: the child is placed at (leading, top); only the chosen edges are padded.
    @MainActor func testEdgesAndInsets() async {
        let horizontal = host(box(20, 20).padding(.horizontal, 10).id("p"))
        assertSize(horizontal.find(.id("p"))?.frame(), 40, 20)
        let insets = host(box(20, 20).id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"), 26, 24)
        assertFrame(insets.find(.id("p"))?.frame(), 0, 0, 26, 24)
        assertFrame(insets.find(.id("c"))?.frame(), 2, 1, 20, 20)
    }

    // R4.2 (probes P2, P2b, P2c): negative padding is accepted. padding(−5) on 20×20 answers
    // 10×10 with the child still 20×20 at (−5, −5); padding(−15) answers 0×0 with the child at
    // (−15, −15); the clamp is per axis: leading −30 / trailing 5 gives a width of 0.
    @MainActor func testNegativePaddingAsSwiftUI() async {
        let minus5 = host(box(20, 20).id("c").padding(-5).id("p"))
        assertFrame(minus5.find(.id("p"))?.frame(), 45, 45, 10, 10)
        assertFrame(minus5.find(.id("c"))?.frame(), 40, 40, 20, 20)
        let minus15 = host(box(20, 20).id("c").padding(-15).id("p"))
        assertFrame(minus15.find(.id("p"))?.frame(), 50, 50, 0, 0)
        assertFrame(minus15.find(.id("c"))?.frame(), 35, 35, 20, 20)
        let lopsided = host(box(20, 20).padding(EdgeInsets(leading: -30, trailing: 5)).id("p"))
        assertSize(lopsided.find(.id("p"))?.frame(), 0, 20)
    }

    // R2.2: a padding with non-zero insets puts default spacing on its padded edges; zero insets
    // leave the spacer's 0: {20; Spacer(0).padding(0); 20} stays 40 wide at its ideal size.
    @MainActor func testOnlyNonZeroInsetsResetSpacing() async {
        let zero = host(
            HStack {
                box(20, 20); Spacer(minLength: 0).padding(0); box(20, 20)
            }.fixedSize())
        assertSize(zero.findAll(.kind(.hStack)).filter(\.isPlaced).map { $0.frame() }.first, 40, 20)
        let vertical = host(
            HStack {
                box(20, 20); Spacer(minLength: 0).padding(.vertical, 2); box(20, 20)
            }.fixedSize())
        assertSize(vertical.findAll(.kind(.hStack)).filter(\.isPlaced).map { $0.frame() }.first, 40, 20)
    }
}
