import XCTest
import Tesselate
import TesselateTesting

/// The getting-started article's example (Tesselate.docc/GettingStarted.md), as written there.
struct Badge: View {
    var count: Int
    var body: some View {
        Text("\(count)")
            .font(.caption)
            .padding(6)
            .background(Capsule().fill(.red))
    }
}

final class BadgeTests: XCTestCase {
    @MainActor func testBadgeHugsItsNumber() async {
        let host = ViewHost(Badge(count: 3))
        let badge = host.find(.type(Badge.self))
        assertCentered(host.find(.text("3")), in: badge)
        assertNoDiagnostics(host)
        assertLayout(of: host)  // records __Snapshots__/BadgeTests/testBadgeHugsItsNumber.1.txt
    }
}
