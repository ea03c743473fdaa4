import XCTest
import Tesselate
import TesselateTesting

/// `background` and `overlay` (research notes R6.2, R1.4, R9.1). Sources: probes A6–A11, K5 of
/// https://github.com/mburger89/MetalUI/blob/main/docs/probes/swiftui-stack-algorithms.swift ;
/// https://www.swiftuifieldguide.com/layout/geometry-reader/ (the overlay's proposal).
final class BackgroundOverlayTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // R6.2: primary 60×40 with a 20×20 overlay at .center: the overlay sits at (20, 10); the
    // result has the primary's size.
    @MainActor func testOverlayIsAlignedOnThePrimary() async {
        let h = host(box(60, 40).overlay { box(20, 20).id("o") }, 60, 40)
        assertFrame(h.findAll(.kind(.overlay)).filter(\.isPlaced).map { $0.frame() }.first, 0, 0, 60, 40)
        assertFrame(h.find(.id("o"))?.frame(), 20, 10, 20, 20)
        let corner = host(box(60, 40).overlay(alignment: .bottomTrailing) { box(20, 20).id("o") }, 60, 40)
        assertFrame(corner.find(.id("o"))?.frame(), 40, 20, 20, 20)
    }

    // R6.2: a 100×100 overlay at .topLeading sits at (0, 0) and overflows; the size stays 60×40.
    @MainActor func testLargerOverlayOverflowsWithoutChangingSize() async {
        let h = host(box(60, 40).overlay(alignment: .topLeading) { box(100, 100).id("o") }, 200, 200)
        assertFrame(h.findAll(.kind(.overlay)).filter(\.isPlaced).map { $0.frame() }.first, 70, 80, 60, 40)
        assertFrame(h.find(.id("o"))?.frame(), 70, 80, 100, 100)
    }

    // R6.2 / R9.1: the secondary is proposed the primary's size, not the window's: a greedy
    // background behind a 60×40 root is 60×40.
    @MainActor func testSecondaryIsProposedThePrimarySize() async {
        let h = host(box(60, 40).background { Color.blue.id("bg") }, 200, 200)
        assertFrame(h.find(.id("bg"))?.frame(), 70, 80, 60, 40)
        assertProposal(h.placedProposal(id: "bg"), 60, 40)
        let style = host(box(60, 40).background(Color.red), 200, 200)
        assertFrame(style.findAll(.kind(.rectangle)).filter(\.isPlaced).map { $0.frame() }.first, 70, 80, 60, 40)
    }

    // R6.2: several views in one overlay form an implicit centred ZStack (20×30), which the
    // modifier's alignment then positions.
    @MainActor func testSeveralViewsFormACentredZStack() async {
        let h = host(
            box(60, 40).overlay(alignment: .topLeading) {
                box(20, 20).id("a"); box(10, 30).id("b")
            }, 60, 40)
        assertFrame(h.findAll(.kind(.zStack)).filter(\.isPlaced).map { $0.frame() }.first, 0, 0, 20, 30)
        assertFrame(h.find(.id("a"))?.frame(), 0, 5, 20, 20)
        assertFrame(h.find(.id("b"))?.frame(), 5, 0, 10, 30)
    }

    // R6.2: an empty overlay changes nothing.
    @MainActor func testEmptyOverlayChangesNothing() async {
        let show = false
        let h = host(box(60, 40).id("p").overlay { if show { box(100, 100) } }, 100, 100)
        assertFrame(h.find(.id("p"))?.frame(), 20, 30, 60, 40)
        assertFrame(h.findAll(.kind(.overlay)).filter(\.isPlaced).map { $0.frame() }.first, 20, 30, 60, 40)
    }

    // R1.4 (probe reading section): an overlay on a Spacer keeps its −∞ priority, so a flexible
    // sibling is served first and takes 92 of 100.
    @MainActor func testOverlayKeepsSpacerPriority() async {
        let h = host(
            HStack(spacing: 0) {
                Spacer().overlay { Color.red }; flexWidth(10, 300).id("c")
            }, 100, 20)
        assertFrame(h.find(.id("c"))?.frame(), 8, 0, 92, 20)
        assertSize(h.findAll(.kind(.overlay)).filter(\.isPlaced).map { $0.frame() }.first, 8, 0)
    }
}
