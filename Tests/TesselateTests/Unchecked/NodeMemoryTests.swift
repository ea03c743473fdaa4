import XCTest

@testable import Tesselate

/// The memory of freed node buffers is kept for the next pass's buffers (``NodeMemory``): a pass
/// from scratch then maps no new pages. Kept within its limits and never handed out twice.
final class NodeMemoryTests: XCTestCase {
    override func setUp() { NodeMemory.purge() }
    override func tearDown() { NodeMemory.purge() }

    // A large buffer's block goes back to the pool when the buffer is freed and is the next
    // like-sized buffer's memory; a buffer under half its size gets its own.
    func testAFreedBlockIsReusedForALikeSizedBuffer() {
        var first: NodeBuffer<Int>? = NodeBuffer(repeating: 7, count: 10_000)
        XCTAssertEqual(NodeMemory.keptBytes, 0)
        first = nil
        XCTAssertEqual(NodeMemory.keptBytes, 80_000)
        let small = NodeBuffer<Int>(repeating: 1, count: 3_000)
        XCTAssertEqual(NodeMemory.keptBytes, 80_000, "24 KB is less than half the kept block")
        let second = NodeBuffer<Int>(repeating: 2, count: 9_000)
        XCTAssertEqual(NodeMemory.keptBytes, 0)
        XCTAssertEqual(second[8_999], 2)
        XCTAssertEqual(small[2_999], 1)
        _ = first
    }

    // Small buffers are not kept; the kept blocks stay within the count and byte limits.
    func testThePoolStaysWithinItsLimits() {
        _ = NodeBuffer<Int>(repeating: 0, count: 100)
        XCTAssertEqual(NodeMemory.keptBytes, 0)
        for count in 0..<(NodeMemory.maximumBlocks + 8) {
            _ = NodeBuffer<Int>(repeating: 0, count: 4_000 + count * 5_000)
        }
        XCTAssertLessThanOrEqual(NodeMemory.keptBytes, NodeMemory.maximumBytes)
        XCTAssertGreaterThan(NodeMemory.keptBytes, 0)
    }

    // A layout pass from scratch after another takes the last one's memory.
    @MainActor func testARepeatedPassReusesTheLastPassesMemory() {
        let host = ViewHost(
            HStack { ForEach(0..<3_000, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }, size: CGSize(width: 500, height: 100)
        )
        let measured = host.relayoutFromScratch()
        let kept = NodeMemory.keptBytes
        XCTAssertGreaterThan(kept, 0, "the fresh engine's buffers were kept when it was freed")
        XCTAssertEqual(host.relayoutFromScratch(), measured)
        XCTAssertEqual(NodeMemory.keptBytes, kept, "the next pass took the same blocks and gave them back")
    }
}
