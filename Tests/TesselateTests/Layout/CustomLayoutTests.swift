import XCTest
@testable import Tesselate

/// A simple flow layout: subviews at their ideal sizes, left to right, wrapping to a new row
/// when the next one would pass the proposed width.
private struct Flow: Layout {
    var spacing: CGFloat = 10

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
        let limit = proposal.width ?? .infinity
        var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > limit {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            width = max(width, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (origins, CGSize(width: width, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, arrange(proposal, subviews).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// Every subview centred on one point (anchor .center), at its ideal size.
private struct Pile: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified) }
    }
}

/// Takes the whole proposal; places only its first subview (at the top-leading corner), the
/// first of them twice when `twice` is set (the second call at x + 50).
private struct FirstOnly: Layout {
    var twice = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        first.place(at: bounds.origin, proposal: .unspecified)
        if twice { first.place(at: CGPoint(x: bounds.minX + 50, y: bounds.minY), proposal: .unspecified) }
    }
}

/// User-written `Layout` conformers (research notes R11.2, R11.3). Sources:
/// https://developer.apple.com/documentation/swiftui/layout ;
/// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:) ;
/// https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
final class CustomLayoutTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 100, _ h: CGFloat = 100) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // The layout's sizeThatFits is the container's size and its place(at:) calls, in the
    // container's coordinates, are the subviews' positions: four 40×20 boxes in 100 points with
    // spacing 10 make two rows of two (90×50), centred by the host at x = 5.
    @MainActor func testFlowLayoutWrapsRows() async {
        let h = host(
            Flow {
                box(40, 20).id(0); box(40, 20).id(1); box(40, 20).id(2); box(40, 20).id(3)
            }, 100, 50)
        assertFrame(h.frames(kind: "Flow").first, 5, 0, 90, 50)
        assertFrame(h.frame(id: 0), 5, 0, 40, 20)
        assertFrame(h.frame(id: 1), 55, 0, 40, 20)
        assertFrame(h.frame(id: 2), 5, 30, 40, 20)
        assertFrame(h.frame(id: 3), 55, 30, 40, 20)
        XCTAssertEqual(h.uncachedLayoutDifferences(), [])
    }

    // The same flow in a wider proposal keeps everything on one row: 4 × 40 + 3 × 10 = 190.
    @MainActor func testFlowLayoutFollowsItsProposal() async {
        let h = host(
            Flow {
                box(40, 20); box(40, 20); box(40, 20); box(40, 20)
            }, 200, 20)
        assertFrame(h.frames(kind: "Flow").first, 5, 0, 190, 20)
    }

    // R11.2: the anchor says which point of the subview goes at the position: with .center all
    // subviews share one centre.
    @MainActor func testAnchorCentresSubviewsOnOnePoint() async {
        let h = host(
            Pile {
                box(60, 40).id("big"); box(20, 20).id("small")
            }, 60, 40)
        assertFrame(h.frame(id: "big"), 0, 0, 60, 40)
        assertFrame(h.frame(id: "small"), 20, 10, 20, 20)
    }

    // R11.2: a subview that placeSubviews never places appears at the centre of the container.
    @MainActor func testUnplacedSubviewIsCentred() async {
        let h = host(
            FirstOnly {
                box(30, 30).id("first"); box(20, 20).id("second")
            }, 100, 60)
        assertFrame(h.frame(id: "first"), 0, 0, 30, 30)
        assertFrame(h.frame(id: "second"), 40, 20, 20, 20)
    }

    // R11.2: when a subview is placed more than once, the last call wins.
    @MainActor func testLastPlacementWins() async {
        let h = host(FirstOnly(twice: true) { box(30, 30).id("first") }, 100, 60)
        assertFrame(h.frame(id: "first"), 50, 0, 30, 30)
    }

    // R11.3: replacingUnspecifiedDimensions() uses 10 for nil: the FirstOnly container at its
    // ideal size is 10×10.
    @MainActor func testUnspecifiedDimensionsBecomeTen() async {
        let h = host(FirstOnly { box(4, 4) }.fixedSize(), 100, 100)
        assertFrame(h.frames(kind: "FirstOnly").first, 45, 45, 10, 10)
    }

    // A custom layout is an ordinary child of a stack: it gets its share and reports its size.
    @MainActor func testCustomLayoutInsideHStack() async {
        let h = host(
            HStack(spacing: 0) {
                Pile { box(30, 20) }.id("pile"); Color.red.id("fill")
            }, 100, 20)
        assertFrame(h.frame(id: "pile"), 0, 0, 30, 20)
        assertFrame(h.frame(id: "fill"), 30, 0, 70, 20)
    }

    /// `placeSubviews` gets bounds where the container is, not at the origin ("specified in the
    /// parent's coordinate space", Apple's documentation of `placeSubviews(in:proposal:subviews:cache:)`):
    /// a layout that ignores `bounds.minX/minY` misplaces its subviews, as it would on a device.
    @MainActor func testBoundsAreWhereTheContainerIs() async {
        struct Corner: Layout {
            var useBounds: Bool
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: useBounds ? bounds.origin : .zero, proposal: .unspecified)
            }
        }
        func child(_ useBounds: Bool) -> CGRect? {
            let host = ViewHost(
                Corner(useBounds: useBounds) { Color.red.frame(width: 10, height: 10).id("child") }.padding(50),
                size: CGSize(width: 300, height: 300), displayScale: 1)
            return host.frame(id: "child")
        }
        XCTAssertEqual(child(true)?.origin, CGPoint(x: 100, y: 100), "the container's top-leading corner")
        XCTAssertNotEqual(child(false)?.origin, CGPoint(x: 100, y: 100))
    }
}
