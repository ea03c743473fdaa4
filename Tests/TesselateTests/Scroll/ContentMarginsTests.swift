import XCTest

@testable import Tesselate

/// `contentMargins` (iOS 17): "the scroll view will automatically inset its content by the safe
/// area plus an additional 20 points" (developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)).
@MainActor
final class ContentMarginsTests: XCTestCase {
    private let window = CGSize(width: 300, height: 300)

    /// Ten 100-point bars in a vertical scroll view.
    private func bars(_ margins: (AnyView) -> AnyView) -> ViewHost<AnyView> {
        let scroll = AnyView(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in Color.blue.frame(height: 100).id(index) }
                }
            })
        return ViewHost(margins(scroll), size: window)
    }

    func testTheContentStartsInsideTheMarginsAndIsNarrowerByThem() async {
        let host = bars { AnyView($0.contentMargins(20, for: .scrollContent)) }
        XCTAssertEqual(host.frames(kind: .color).first, CGRect(x: 20, y: 20, width: 260, height: 100))
        XCTAssertEqual(
            host.frames(kind: ViewKind("ScrollView")).first, CGRect(origin: .zero, size: window), "the scroll view's frame is unchanged")
    }

    func testScrolledToTheEndTheContentEndsInsideTheMargin() async {
        let host = bars { AnyView($0.contentMargins(.vertical, 20)) }
        host.scroll(to: CGPoint(x: 0, y: 10_000))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 0, y: 1040 - 300), "the content and its margins are 1,040 tall")
        XCTAssertEqual(host.frames(kind: .color).last?.maxY ?? 0, 280, accuracy: 0.001)
        XCTAssertEqual(host.frames(kind: .color).first?.width, 300, "no horizontal margins")
    }

    func testAppleExampleHorizontalMargins() async {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.green.frame(width: 100, height: 50) } }
            }
            .contentMargins(.horizontal, 20.0),
            size: window)
        XCTAssertEqual(host.frames(kind: .color).first?.minX, 20)
        host.scroll(to: CGPoint(x: 10_000, y: 0))
        XCTAssertEqual(host.frames(kind: .color).last?.maxX ?? 0, 280, accuracy: 0.001)
    }

    func testIndicatorMarginsAndNilLeaveTheContentWhereItWas() async {
        let plain = bars { $0 }.frames(kind: .color)
        XCTAssertEqual(bars { AnyView($0.contentMargins(20, for: .scrollIndicators)) }.frames(kind: .color), plain)
        XCTAssertEqual(bars { AnyView($0.contentMargins(.all, nil).contentMargins(20)) }.frames(kind: .color), plain, "the inner nil wins")
        XCTAssertEqual(bars { AnyView($0.contentMargins(20).contentMargins(.all, nil)) }.frames(kind: .color).first?.minX, 20)
    }

    /// Set above a navigation stack (as Apple's Backyard Birds sample does), the margins reach the
    /// scroll views inside it, and a lazy stack's rows are made and placed inside them.
    func testMarginsReachScrollViewsBelowAndLazyRows() async {
        let host = ViewHost(
            NavigationStack {
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 40) } }
                }
            }
            .contentMargins(16, for: .scrollContent),
            size: window)
        let first = host.frames(kind: .text).first
        XCTAssertNotNil(first)
        host.scroll(to: CGPoint(x: 0, y: 10_000))
        XCTAssertTrue(host.dump().contains("\"Row 49\""), "the last row is made at the end")
    }

    func testANonFiniteMarginIsReportedAndTakenAsZero() async {
        let host = bars { AnyView($0.contentMargins(.infinity)) }
        XCTAssertEqual(host.frames(kind: .color).first?.minX, 0)
        XCTAssertTrue(host.diagnostics.contains { $0.message.contains("contentMargins") }, "\(host.diagnostics)")
    }
}
