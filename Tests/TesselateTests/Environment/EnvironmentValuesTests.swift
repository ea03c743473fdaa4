import XCTest

@testable import Tesselate

private struct CountKey: EnvironmentKey { static let defaultValue = 0 }
private struct NameKey: EnvironmentKey { static let defaultValue = "default" }

/// `EnvironmentValues` as SwiftUI's: a value set is seen by the subtree (here: the copy it was
/// set in and copies made from it), the newest setting wins, and keys never set read their
/// default.
final class EnvironmentValuesTests: XCTestCase {
    func testUnsetKeysReadTheirDefault() {
        let environment = EnvironmentValues()
        XCTAssertEqual(environment[CountKey.self], 0)
        XCTAssertEqual(environment[NameKey.self], "default")
    }

    func testASettingIsSeenByCopiesMadeAfterItAndNotBefore() {
        var parent = EnvironmentValues()
        parent[NameKey.self] = "parent"
        var child = parent
        child[NameKey.self] = "child"
        child[CountKey.self] = 1
        XCTAssertEqual(parent[NameKey.self], "parent")
        XCTAssertEqual(parent[CountKey.self], 0)
        XCTAssertEqual(child[NameKey.self], "child")
        XCTAssertEqual(child[CountKey.self], 1)
    }

    /// A deep tree that sets a value at every level: the newest value is read at every depth, a
    /// value set at the root is still read below hundreds of settings, and the count of keys set
    /// stays the count of distinct keys.
    func testDeepSettingsKeepTheNewestValueAndTheRootsValues() {
        var environment = EnvironmentValues()
        environment[NameKey.self] = "root"
        var levels: [EnvironmentValues] = []
        for depth in 1...500 {
            environment[CountKey.self] = depth
            levels.append(environment)
        }
        for (index, level) in levels.enumerated() {
            XCTAssertEqual(level[CountKey.self], index + 1)
            XCTAssertEqual(level[NameKey.self], "root")
        }
        XCTAssertEqual(environment.description, "EnvironmentValues(2 set)")
    }
}
