import XCTest

@testable import Tesselate

/// A pass's per-node values: buffers that start from cleared memory hold their types' empty
/// values (`ZeroBitsDefault`), keep what is written and release it when dropped; the proposals
/// nodes were placed with are kept as keys and read back as they were, and so are their frames.
final class NodeBufferTests: XCTestCase {
    private final class Tracked {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    func testAZeroedBufferOfMeasureCachesHoldsEmptyCaches() {
        let caches = NodeBuffer<MeasureCache>(zeroedCount: 3)
        for node in 0..<3 {
            XCTAssertTrue(caches[node].entries.isEmpty)
            // A width of 0 is the bits of an unread key: an empty cache must not answer it.
            for proposal in [ProposedViewSize(width: 0, height: 0), .zero, .unspecified, ProposedViewSize(width: 10, height: nil)] {
                XCTAssertNil(caches[node].size(for: proposal), "\(proposal)")
            }
        }
        caches[1].insert(CGSize(width: 4, height: 5), for: ProposedViewSize(width: 0, height: 0))
        XCTAssertEqual(caches[1].size(for: ProposedViewSize(width: 0, height: 0)), CGSize(width: 4, height: 5))
        XCTAssertNil(caches[0].size(for: ProposedViewSize(width: 0, height: 0)))
        XCTAssertNil(caches[2].size(for: ProposedViewSize(width: 0, height: 0)))
    }

    /// A buffer drops only the caches that hold a spill (more than two answers, or ranges): the
    /// word it reads for that is the spill's, zero until a third answer. A cache is 80 bytes.
    func testACacheKeepsItsOnlyReferenceWhereTheBufferLooks() {
        XCTAssertEqual(MemoryLayout<MeasureCache>.stride, 80)
        var cache = MeasureCache()
        func spillWord() -> UInt {
            withUnsafeBytes(of: &cache) { $0.load(fromByteOffset: MeasureCache.referenceOffset, as: UInt.self) }
        }
        for width in 1...2 {
            cache.insert(CGSize(width: width, height: 1), for: ProposedViewSize(width: CGFloat(width), height: nil))
            XCTAssertEqual(spillWord(), 0)
        }
        cache.insert(CGSize(width: 3, height: 1), for: ProposedViewSize(width: 3, height: nil))
        XCTAssertNotEqual(spillWord(), 0)
        let caches = NodeBuffer<MeasureCache>(zeroedCount: 2)
        caches[1] = cache
        XCTAssertEqual(caches[1].entries.map(\.size.width), [1, 2, 3])
        XCTAssertEqual(caches[1].size(for: ProposedViewSize(width: 3, height: nil)), CGSize(width: 3, height: 1))
    }

    func testAZeroedBufferOfReferencesStartsEmptyAndReleasesWhatItHolds() {
        weak var released: Tracked?
        do {
            let flags = NodeBuffer<Bool>(zeroedCount: 4)
            let counts = NodeBuffer<Int32>(zeroedCount: 4)
            let boxes = NodeBuffer<Tracked?>(zeroedCount: 4)
            XCTAssertEqual(Array(flags), [false, false, false, false])
            XCTAssertEqual(Array(counts), [0, 0, 0, 0])
            XCTAssertTrue(boxes.allSatisfy { $0 == nil })
            let tracked = Tracked(7)
            released = tracked
            boxes[2] = tracked
            flags[3] = true
            counts[0] = 9
            XCTAssertEqual(boxes[2]?.value, 7)
            XCTAssertEqual(Array(flags), [false, false, false, true])
            XCTAssertEqual(counts[0], 9)
        }
        XCTAssertNil(released, "dropping the buffer releases the references it holds")
    }

    func testPlacedProposalsReadBackWhatWasWritten() {
        let placed = PlacedProposals(count: 2)
        XCTAssertNil(placed[0])
        let proposals: [ProposedViewSize] = [
            .zero, .unspecified, .infinity, ProposedViewSize(width: 393, height: nil), ProposedViewSize(width: nil, height: 20.333),
        ]
        for proposal in proposals {
            placed[1] = proposal
            XCTAssertEqual(placed[1], proposal)
        }
        placed[1] = nil
        XCTAssertNil(placed[1])
        XCTAssertNil(placed[0])
    }

    func testPlacedFramesReadBackWhatWasWrittenEvenANaNFrame() {
        let frames = PlacedFrames(count: 2)
        XCTAssertNil(frames[0])
        // A custom layout may put a subview at NaN: that is still a frame, not "not placed".
        let rects = [
            CGRect.zero, CGRect(x: -3, y: 4.5, width: 10, height: .infinity), CGRect(x: CGFloat.nan, y: .nan, width: 1, height: 2),
        ]
        for rect in rects {
            frames[1] = rect
            let read = frames[1]
            XCTAssertNotNil(read)
            XCTAssertEqual(read?.width, rect.width)
            XCTAssertEqual(read?.origin.x.isNaN, rect.origin.x.isNaN)
        }
        frames[1] = nil
        XCTAssertNil(frames[1])
        XCTAssertNil(frames[0])
    }
}
