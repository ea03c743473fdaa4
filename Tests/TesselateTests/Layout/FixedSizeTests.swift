import XCTest
@testable import Tesselate

/// `fixedSize` (research notes R5.1). Sources: OpenSwiftUI Layout/FixedSizeLayout.swift;
/// https://developer.apple.com/documentation/swiftui/view/fixedsize()
final class FixedSizeTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 100, _ h: CGFloat = 100) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    /// The model's width of `text` in body text, rounded up to whole points (display scale 1).
    private func bodyWidth(_ text: String) -> CGFloat {
        TextMetrics(font: .body).width(of: text).rounded(.up)
    }

    // R5.1: fixedSize() proposes nil on both axes: a Color answers its 10×10.
    @MainActor func testProposesNilOnBothAxes() async {
        let h = host(Color.red.id("c").fixedSize().id("fixed"))
        assertFrame(h.frame(id: "c"), 45, 45, 10, 10)
        assertProposal(h.placedProposal(id: "c"), nil, nil)
    }

    // R5.1: only the fixed axis gets nil; the other gets the parent's proposal.
    @MainActor func testOneAxis() async {
        let horizontal = host(Color.red.id("c").fixedSize(horizontal: true, vertical: false).id("fixed"))
        assertFrame(horizontal.frame(id: "c"), 45, 0, 10, 100)
        let vertical = host(Color.red.id("c").fixedSize(horizontal: false, vertical: true).id("fixed"))
        assertFrame(vertical.frame(id: "c"), 0, 45, 100, 10)
    }

    // R5.1: the answer is the child's ideal size whatever the parent offers; a 20×20 frame
    // centres the 50×30 result, which overflows it (R3.1).
    @MainActor func testIdealSizeOverflowsSmallerParent() async {
        let h = host(Color.red.frame(idealWidth: 50, idealHeight: 30).fixedSize().id("c").frame(width: 20, height: 20).id("f"))
        assertFrame(h.frame(id: "f"), 40, 40, 20, 20)
        assertFrame(h.frame(id: "c"), 25, 35, 50, 30)
    }

    // R5.1 with text: fixed, "Hello World" keeps one line at its ideal width even in a 50-wide
    // frame; unfixed, it wraps to two lines (21 pt each at 1x, R8.2, and body's gap to its
    // 22-point leading between them, 1 point at 1x).
    @MainActor func testTextKeepsItsIdealLine() async {
        let fixed = host(Text("Hello World").fixedSize().id("t").frame(width: 50).id("f"), 200, 100)
        assertSize(fixed.frame(id: "t"), bodyWidth("Hello World"), 21)
        let wrapped = host(Text("Hello World").id("t").frame(width: 50).id("f"), 200, 100)
        assertSize(wrapped.frame(id: "t"), bodyWidth("World"), 42)
    }

    // R5.1 in a stack: a fixed text's minimum is its ideal width, so the greedy Color gets the rest.
    @MainActor func testFixedTextInStack() async {
        let width = bodyWidth("Hello World")
        let h = host(
            HStack(spacing: 0) {
                Text("Hello World").fixedSize().id("t"); Color.red.id("c")
            }, 100, 21)
        assertFrame(h.frame(id: "t"), 0, 0, width, 21)
        assertFrame(h.frame(id: "c"), width, 0, 100 - width, 21)
    }
}
