import XCTest
import Tesselate
import TesselateTesting

/// A real snapshot beside this file, and the check that every snapshot file here belongs to a
/// test.
final class SnapshotHygieneTests: XCTestCase {
    @MainActor func testTheCardRowLayout() async {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 200), displayScale: 1)
        assertLayout(of: host.find(.id("row")))
        assertLayout(of: host.find(.id("row")), as: .json)
    }

    @MainActor func testEverySnapshotBelongsToATest() async {
        assertNoUnusedSnapshots()
    }
}
