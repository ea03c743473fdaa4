import XCTest

import Tesselate

/// `flipsForRightToLeftLayoutDirection` mirrors a view only when enabled under a right-to-left
/// layout direction.
final class RightToLeftFlipTests: XCTestCase {
    @MainActor private func dump<V: View>(_ view: V) -> String { ViewHost(view, size: CGSize(width: 100, height: 100)).dump() }

    @MainActor func testItFlipsOnlyRightToLeftWhenEnabled() async {
        let flipped = dump(Text("A").flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        XCTAssertTrue(flipped.contains("scaleEffect"), flipped)
        XCTAssertFalse(dump(Text("A").flipsForRightToLeftLayoutDirection(true)).contains("scaleEffect"))
        XCTAssertFalse(
            dump(Text("A").flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft)).contains("scaleEffect"))
    }
}
