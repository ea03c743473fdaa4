import XCTest

@testable import Tesselate

/// `scrollTargetBehavior(_:)` (iOS 17): where a person's scroll ends. A host's scroll is a drag
/// released at rest, so the behavior moves the released position to the nearest page or view
/// (developer.apple.com/documentation/swiftui/scrolltargetbehavior).
@MainActor
final class ScrollTargetBehaviorTests: XCTestCase {
    private let window = CGSize(width: 300, height: 200)

    /// Five 300-point pages side by side, or cards 120 wide with 10 between them.
    private func pager(_ behavior: some ScrollTargetBehavior, cardWidth: CGFloat = 300, spacing: CGFloat = 0) -> ViewHost<some View> {
        ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: spacing) {
                    ForEach(0..<5, id: \.self) { index in Color.blue.frame(width: cardWidth).id(index) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(behavior),
            size: window)
    }

    func testPagingEndsAtTheNearestPage() async {
        let host = pager(.paging)
        host.scroll(by: CGSize(width: 140, height: 0))
        XCTAssertEqual(host.scrollOffset(), .zero, "less than half a page springs back")
        host.scroll(by: CGSize(width: 160, height: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 300, y: 0), "more than half a page turns it")
        host.scroll(to: CGPoint(x: 10_000, y: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 1200, y: 0), "the last page ends with the content")
    }

    func testViewAlignedEndsWithTheNearestViewAtTheLeadingEdge() async {
        let host = pager(.viewAligned, cardWidth: 120, spacing: 10)
        host.scroll(by: CGSize(width: 70, height: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 130, y: 0), "card 1 starts at 130")
        host.scroll(by: CGSize(width: 50, height: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 130, y: 0), "180 is nearer 130 than 260")
        XCTAssertEqual(pager(.viewAligned(limitBehavior: .never), cardWidth: 120, spacing: 10).scrollOffset(), .zero)
    }

    /// A behavior of one's own, as Apple's example: every tenth of the container's width.
    struct Tenths: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let multiple = context.containerSize.width / 10
            target.rect.origin.x = (target.rect.origin.x / multiple).rounded() * multiple
            XCTAssertEqual(context.velocity, CGVector(dx: 0, dy: 0))
            XCTAssertEqual(context.axes, .horizontal)
            XCTAssertEqual(context.layoutDirection, .leftToRight, "the context reads the environment")
        }
    }

    func testABehaviorOfOnesOwnMovesTheTarget() async {
        let host = pager(Tenths())
        host.scroll(by: CGSize(width: 44, height: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 30, y: 0))
    }

    func testWithoutABehaviorAScrollEndsWhereItIsReleased() async {
        let host = ViewHost(
            ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.blue.frame(width: 300) } } },
            size: window)
        host.scroll(by: CGSize(width: 44, height: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 44, y: 0))
    }
}
