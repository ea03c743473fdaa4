import XCTest
import Tesselate

/// Custom layout values, as SwiftUI's `LayoutValueKey`.
final class LayoutValueKeyTests: XCTestCase {
    /// A subview's share of the width, 1 by default.
    private struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

    /// Shares the proposed width by weight (as the documentation's `Flexibility` example does).
    private struct WeightedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let total = subviews.map { $0[Weight.self] }.reduce(0, +)
            var x = bounds.minX
            for subview in subviews {
                let width = bounds.width * subview[Weight.self] / total
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
                x += width
            }
        }
    }

    /// The layout reads each subview's value, the default where none is set; modifiers applied
    /// after `layoutValue` keep it (it is a trait, as `layoutPriority`).
    @MainActor func testALayoutReadsItsSubviewsValues() async {
        let host = ViewHost(
            WeightedRow {
                Color.red.layoutValue(key: Weight.self, value: 2).padding(0).id("two")
                Color.blue.id("one")
                Color.green.layoutValue(key: Weight.self, value: 1).id("also one")
            }, size: CGSize(width: 400, height: 50), displayScale: 1)
        XCTAssertEqual(host.frame(id: "two")?.width, 200)
        XCTAssertEqual(host.frame(id: "one")?.width, 100)
        XCTAssertEqual(host.frame(id: "also one")?.minX, 300)
    }
}
