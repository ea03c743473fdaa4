import XCTest
import Tesselate

/// ScrollView layout, content offsets, `scrollTo` and the host's scrolling, as SwiftUI's.
final class ScrollViewTests: XCTestCase {
    @MainActor private func row(_ count: Int) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in Color.red.frame(width: 100, height: 50).id(index) }
        }
    }

    /// The content is proposed nil along the scroll axis; the scroll view takes the proposal
    /// along it and the content's size across it (swiftuifieldguide.com, "ScrollView"; measured).
    @MainActor func testHorizontalScrollViewSizes() async {
        let host = ViewHost(ScrollView(.horizontal) { row(5) }.id("scroll"), size: CGSize(width: 200, height: 300), displayScale: 1)
        XCTAssertEqual(host.frame(id: "scroll"), CGRect(x: 0, y: 125, width: 200, height: 50))
        XCTAssertEqual(host.frames(kind: .hStack).first, CGRect(x: 0, y: 125, width: 500, height: 50))
    }

    /// Content shorter than the viewport starts at the leading edge of a one-axis scroll view.
    @MainActor func testShortContentStartsAtLeadingEdge() async {
        let host = ViewHost(ScrollView(.horizontal) { row(1) }, size: CGSize(width: 200, height: 300), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .hStack).first?.minX, 0)
    }

    @MainActor func testScrollingMovesContentAndClamps() async {
        let host = ViewHost(ScrollView(.horizontal) { row(5) }, size: CGSize(width: 200, height: 300), displayScale: 1)
        host.scroll(to: CGPoint(x: 150, y: 0))
        XCTAssertEqual(host.frame(id: 2)?.minX, 50)
        host.scroll(by: CGSize(width: 1_000, height: 0))
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 300, y: 0), "clamped to content − viewport")
        host.scroll(to: CGPoint(x: -40, y: 0))
        XCTAssertEqual(host.scrollOffset(), .zero)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// `scrollTo(_:anchor:)`: the anchor point of the view meets the same point of the viewport;
    /// without an anchor, the least movement that shows the view.
    @MainActor func testScrollToAnchors() async {
        struct Scroller: View {
            var target: Int
            var anchor: UnitPoint?
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Color.red.frame(width: 100, height: 50).id($0) } }
                    }
                    .onAppear { proxy.scrollTo(target, anchor: anchor) }
                }
            }
        }
        func offset(_ target: Int, _ anchor: UnitPoint?) -> CGFloat? {
            ViewHost(Scroller(target: target, anchor: anchor), size: CGSize(width: 250, height: 100), displayScale: 1).scrollOffset()?.x
        }
        XCTAssertEqual(offset(4, .leading), 400)
        XCTAssertEqual(offset(4, .trailing), 250)
        XCTAssertEqual(offset(4, .center), 325)
        XCTAssertEqual(offset(4, nil), 250, "least movement: its trailing edge on the viewport's")
        XCTAssertEqual(offset(1, nil), 0, "already visible: no movement")
        XCTAssertEqual(offset(9, .leading), 750, "clamped to the end")
    }

    @MainActor func testScrollToUnknownIDAndScrollingNothingAreReported() async {
        struct Scroller: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView { Color.red.frame(height: 50) }.onAppear { proxy.scrollTo("missing") }
                }
            }
        }
        let host = ViewHost(Scroller(), displayScale: 1)
        XCTAssertTrue(
            host.diagnostics.contains { $0.message.contains("scrollTo(\"missing\"): no view has this id") }, "\(host.diagnostics)")
        let plain = ViewHost(Color.red, displayScale: 1)
        plain.scroll(by: CGSize(width: 0, height: 10))
        XCTAssertTrue(plain.diagnostics.contains { $0.message.contains("there is no ScrollView") })
        let scrolling = ViewHost(ScrollView { Color.red.frame(height: 2_000) }, displayScale: 1)
        scrolling.scroll(to: CGPoint(x: 0, y: CGFloat.nan))
        XCTAssertTrue(scrolling.diagnostics.contains { $0.message.contains("not finite") })
    }

    /// `frame(in:)` of views inside a scroll view reflects the offset.
    @MainActor func testGeometryInsideScrollViewFollowsOffset() async {
        struct Reader: View {
            @State private var minX: CGFloat = -1
            var body: some View {
                VStack {
                    Color.blue.frame(width: max(0, minX + 100), height: 10).id("bar")
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            Color.red.frame(width: 300, height: 50)
                            GeometryReader { proxy in
                                Color.clear.onChange(of: proxy.frame(in: .named("s")).minX, initial: true) { _, new in minX = new }
                            }.frame(width: 100, height: 50)
                        }
                    }
                    .coordinateSpace(name: "s")
                    .id("scroll")
                }
            }
        }
        let host = ViewHost(Reader(), size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 400)
        host.scroll(to: CGPoint(x: 150, y: 0), in: "scroll")
        XCTAssertEqual(host.frame(id: "bar")?.width, 250)
        XCTAssertEqual(host.diagnostics, [])
    }

    @MainActor func testDefaultScrollAnchorAndScrollPosition() async {
        let host = ViewHost(
            ScrollView(.horizontal) { row(5) }.defaultScrollAnchor(.trailing), size: CGSize(width: 200, height: 300), displayScale: 1)
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 300, y: 0))
        struct Positioned: View {
            @State var position = ScrollPosition(edge: .leading)
            var onMake: (Binding<ScrollPosition>) -> Void
            var body: some View {
                let _ = onMake($position)
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5, id: \.self) { Color.red.frame(width: 100, height: 50).id($0) } }
                }.scrollPosition($position)
            }
        }
        var binding: Binding<ScrollPosition>?
        let positioned = ViewHost(Positioned(onMake: { binding = $0 }), size: CGSize(width: 200, height: 300), displayScale: 1)
        binding?.wrappedValue.scrollTo(x: 120)
        XCTAssertEqual(positioned.scrollOffset(), CGPoint(x: 120, y: 0))
        binding?.wrappedValue.scrollTo(id: 3, anchor: .leading)
        XCTAssertEqual(positioned.scrollOffset(), CGPoint(x: 300, y: 0))
        binding?.wrappedValue.scrollTo(edge: .leading)
        XCTAssertEqual(positioned.scrollOffset(), .zero)
    }
}

/// `scrollPosition(id:)` and bounce behaviour.
final class ScrollPositionIDTests: XCTestCase {
    private struct Pager: View {
        @State var current: Int? = 2
        var onMake: (Binding<Int?>) -> Void
        var body: some View {
            let _ = onMake($current)
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<6, id: \.self) { _ in Color.red.frame(width: 100, height: 50) } }.scrollTargetLayout()
            }
            .scrollPosition(id: $current)
        }
    }

    @MainActor func testBindingScrollsAndScrollingUpdatesBinding() async {
        var binding: Binding<Int?>?
        let host = ViewHost(Pager(onMake: { binding = $0 }), size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 200, y: 0), "the initial id is scrolled to the leading edge")
        host.scroll(to: CGPoint(x: 350, y: 0))
        host.settle()
        XCTAssertEqual(binding?.wrappedValue, 3, "view 3 (300…400) is the first visible at offset 350")
        binding?.wrappedValue = 1
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 100, y: 0))
        XCTAssertEqual(host.diagnostics, [])
    }

    /// A target's `.id` passes up through the modifiers applied after it to the scroll target
    /// layout, as SwiftUI's view-list ids do: the padded page is the target named "page 3".
    @MainActor func testAnIDInsideModifiersNamesTheTarget() async {
        struct Padded: View {
            @State var current: String?
            var onMake: (Binding<String?>) -> Void
            var body: some View {
                let _ = onMake($current)
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<6, id: \.self) { Color.red.frame(width: 90, height: 50).id("page \($0)").padding(.horizontal, 5) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $current)
            }
        }
        var binding: Binding<String?>?
        let host = ViewHost(Padded(onMake: { binding = $0 }), size: CGSize(width: 200, height: 100), displayScale: 1)
        host.scroll(to: CGPoint(x: 350, y: 0))
        host.settle()
        XCTAssertEqual(binding?.wrappedValue, "page 3", "page 3 (300…400 with its padding) is the first visible at offset 350")
        XCTAssertEqual(host.diagnostics, [])
    }

    /// `.basedOnSize`: content that fits does not move.
    @MainActor func testBasedOnSizeKeepsFittingContentStill() async {
        let host = ViewHost(
            ScrollView(.horizontal) { Color.red.frame(width: 100, height: 50) }.scrollBounceBehavior(.basedOnSize, axes: .horizontal),
            size: CGSize(width: 200, height: 100), displayScale: 1)
        host.scroll(by: CGSize(width: 30, height: 0))
        XCTAssertEqual(host.scrollOffset(), .zero)
        XCTAssertEqual(host.frames(kind: .color).first?.minX, 0)
    }
}

/// `scrollTo` a view in nested scroll views scrolls each of them so the view shows.
final class NestedScrollTests: XCTestCase {
    @MainActor func testScrollToInNestedScrollViews() async {
        struct Grid: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30, id: \.self) { row in
                                ScrollView(.horizontal) {
                                    HStack(spacing: 0) {
                                        ForEach(0..<30, id: \.self) { column in
                                            Color.red.frame(width: 50, height: 50).id("r\(row)c\(column)")
                                        }
                                    }
                                }
                            }
                        }
                    }
                    .onAppear { proxy.scrollTo("r20c20", anchor: .topLeading) }
                }
            }
        }
        let host = ViewHost(Grid(), size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.frame(id: "r20c20")?.origin, .zero, "both the row and the page scrolled")
        XCTAssertEqual(host.diagnostics, [])
    }
}

/// `ScrollPosition.scrollTo(x:)` and `scrollTo(y:)` move one axis and keep the other.
final class ScrollPositionAxisTests: XCTestCase {
    @MainActor func testOneAxisKeepsTheOther() async {
        struct Both: View {
            @State var position = ScrollPosition()
            var onMake: (Binding<ScrollPosition>) -> Void
            var body: some View {
                let _ = onMake($position)
                ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1_000, height: 1_000) }.scrollPosition($position)
            }
        }
        var binding: Binding<ScrollPosition>?
        let host = ViewHost(Both(onMake: { binding = $0 }), size: CGSize(width: 200, height: 200), displayScale: 1)
        binding?.wrappedValue.scrollTo(y: 300)
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 0, y: 300))
        binding?.wrappedValue.scrollTo(x: 120)
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 120, y: 300))
    }
}
