import Tesselate
import TesselateTesting
import XCTest

extension EnvironmentValues {
    @Entry var badgeTitle: String = "New"
    @Entry var badgeLimit: Int?
    @Entry var badgeCounts: [String: Int] = ["inbox": 3]
}

/// `@Entry` declares an environment value whose default is the property's initial value.
final class EntryMacroTests: XCTestCase {
    private struct Badge: View {
        @Environment(\.badgeTitle) private var title
        @Environment(\.badgeLimit) private var limit
        @Environment(\.badgeCounts) private var counts
        var body: some View { Text(verbatim: "\(title) \(limit.map(String.init) ?? "no limit") \(counts["inbox"] ?? 0)") }
    }

    @MainActor func testDefaultsAreTheInitialValues() async {
        XCTAssertTrue(ViewHost(Badge()).exists(.text("New no limit 3")))
        XCTAssertEqual(EnvironmentValues().badgeTitle, "New")
        XCTAssertNil(EnvironmentValues().badgeLimit)
    }

    @MainActor func testEnvironmentSetsTheValueForTheSubtree() async {
        let host = ViewHost(
            VStack {
                Badge().environment(\.badgeTitle, "Sale").environment(\.badgeLimit, 9)
                Badge()
            })
        XCTAssertTrue(host.exists(.text("Sale 9 3")))
        XCTAssertTrue(host.exists(.text("New no limit 3")))
    }

    func testTheSetterStoresThroughTheKey() {
        var values = EnvironmentValues()
        values.badgeCounts = [:]
        XCTAssertEqual(values.badgeCounts, [:])
        XCTAssertEqual(EnvironmentValues().badgeCounts, ["inbox": 3])
    }
}
