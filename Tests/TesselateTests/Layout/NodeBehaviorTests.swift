import XCTest

@testable import Tesselate

/// The behaviours most nodes have fit an existential's three words, so that a node keeps its
/// behaviour inline instead of in a heap box of its own (an allocation and a release a node).
final class NodeBehaviorTests: XCTestCase {
    func testTheCommonBehavioursAreKeptInline() {
        let inline = 3 * MemoryLayout<Int>.size
        XCTAssertLessThanOrEqual(MemoryLayout<FixedFrameNode>.size, inline)
        XCTAssertLessThanOrEqual(MemoryLayout<FlexibleFrameNode>.size, inline)
        XCTAssertLessThanOrEqual(MemoryLayout<ShapeNode>.size, inline)
    }

    /// Rows of equal flexible frames share one box of bounds; a different frame has its own.
    @MainActor func testEqualFlexibleFramesShareTheirBounds() async {
        let host = ViewHost(
            VStack {
                ForEach(0..<3) { _ in Color.red.frame(maxWidth: .infinity, alignment: .leading) }
                Color.blue.frame(maxWidth: 100)
            })
        let frames = host.tree.nodes.compactMap { $0.behavior as? FlexibleFrameNode }
        XCTAssertEqual(frames.count, 4)
        XCTAssertTrue(frames[0].bounds === frames[1].bounds && frames[1].bounds === frames[2].bounds)
        XCTAssertFalse(frames[2].bounds === frames[3].bounds)
        XCTAssertEqual(frames[0].alignment, .leading)
        XCTAssertEqual(frames[3].horizontal.max, 100)
    }
}
