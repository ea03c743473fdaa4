import XCTest
import Tesselate

/// Lazy stacks lay out as stacks but fill the space offered across their axis.
final class LazyStackTests: XCTestCase {
    @MainActor func testLazyVStackFillsWidthAndAlignsChildren() async {
        let view = LazyVStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.red.frame(width: 20, height: 10).id("b")
        }.id("stack")
        let host = ViewHost(view, size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(host.frame(id: "stack"), CGRect(x: 0, y: 40, width: 200, height: 20))
        XCTAssertEqual(host.frame(id: "b")?.minX, 0)
    }

    @MainActor func testLazyHStackHugsItsAxisAndFillsHeight() async {
        let view = LazyHStack {
            Color.red.frame(width: 40, height: 10); Spacer()
        }.id("stack")
        let host = ViewHost(view, size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(host.frame(id: "stack")?.size, CGSize(width: 200, height: 100))
    }

    /// As other stacks (SwiftUI's `proposalWhenPlacing`), a lazy stack proposed `nil` across its
    /// axis places its children with its own final width, so a greedy child spans the stack.
    @MainActor func testLazyStackPlacesWithItsWidthWhenProposedNil() async {
        let view = LazyVStack(spacing: 0) {
            Color.red.frame(height: 10).id("bar")
            Color.blue.frame(width: 80, height: 10)
        }.fixedSize(horizontal: true, vertical: false)
        let host = ViewHost(view, size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 80)
    }
}
