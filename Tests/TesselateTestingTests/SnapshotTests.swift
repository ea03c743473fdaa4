import XCTest
import Tesselate
@testable import TesselateTesting

/// Snapshots are stored in `__Snapshots__/<TestFile>/<test>.<n>.<ext>`; missing ones are
/// recorded (except in CI), differences fail with the changed frames and a line diff.
final class SnapshotTests: XCTestCase {
    private var directory: URL!

    /// Two squares side by side; `wide` makes the first one wider.
    private struct Pair: View {
        var wide = false
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: wide ? 60 : 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
        }
    }

    @MainActor override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-snapshots-\(UUID().uuidString)")
        SnapshotFile.directoryOverride = directory
        SnapshotFile.environment = [:]
    }

    @MainActor override func tearDown() async throws {
        SnapshotFile.directoryOverride = nil
        SnapshotFile.environment = ProcessInfo.processInfo.environment
        try? FileManager.default.removeItem(at: directory)
    }

    @MainActor private func stored(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent("__Snapshots__/SnapshotTests/\(name)"), encoding: .utf8)
    }

    @MainActor private func host(wide: Bool = false) -> ViewHost<Pair> {
        ViewHost(Pair(wide: wide), size: CGSize(width: 200, height: 100), displayScale: 1)
    }

    @MainActor func testAMissingSnapshotIsRecordedThenMatched() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host()) }, [])
        XCTAssertEqual(stored("testAMissingSnapshotIsRecordedThenMatched.1.txt"), host().dump(DumpOptions(properties: .layout)))
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), named: "again") }, [])
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .json) }, [], "a second snapshot of the test: .2.json")
        XCTAssertNotNil(stored("testAMissingSnapshotIsRecordedThenMatched.2.json"))
        XCTAssertNotNil(stored("testAMissingSnapshotIsRecordedThenMatched.again.txt"))
    }

    /// `.picture` stores the window drawn in characters, and a changed picture fails.
    @MainActor func testPictureSnapshots() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .picture, named: "picture") }, [])
        XCTAssertEqual(stored("testPictureSnapshots.picture.txt"), host().render() + "\n")
        XCTAssertTrue(stored("testPictureSnapshots.picture.txt")?.contains("+") ?? false, "the red square is drawn")
        XCTAssertEqual(collectingFailures { assertLayout(of: host(wide: true), as: .picture, named: "picture") }.count, 1)
    }

    @MainActor func testADifferenceFailsWithChangedFramesThenADiff() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), named: "pair") }, [])
        let failures = collectingFailures { assertLayout(of: host(wide: true), named: "pair") }
        XCTAssertEqual(failures, ["""
            Snapshot __Snapshots__/SnapshotTests/testADifferenceFailsWithChangedFramesThenADiff.pair.txt differs from the layout.
            Frames changed:
              HStack(spacing: 0) (60, 30, 80×40) → (50, 30, 100×40)
              Color(red) (60, 30, 40×40) → (50, 30, 60×40)
              frame(width: 40, height: 40) (100, 30, 40×40) → (110, 30, 40×40)
              Color(blue) (100, 30, 40×40) → (110, 30, 40×40)
            Diff (- snapshot, + now):
              Tesselate dump v1 · window 200×100 @1x
            - Pair ▸ HStack(spacing: 0)  (60, 30, 80×40)
            - ├─ frame(width: 40, height: 40)  (60, 30, 40×40)
            - │  └─ Color(red)  (60, 30, 40×40)
            - └─ frame(width: 40, height: 40)  (100, 30, 40×40)
            -    └─ Color(blue)  (100, 30, 40×40)
            + Pair ▸ HStack(spacing: 0)  (50, 30, 100×40)
            + ├─ frame(width: 60, height: 40)  (50, 30, 60×40)
            + │  └─ Color(red)  (50, 30, 60×40)
            + └─ frame(width: 40, height: 40)  (110, 30, 40×40)
            +    └─ Color(blue)  (110, 30, 40×40)
            """])
    }

    @MainActor func testInCIAMissingSnapshotFailsInsteadOfBeingWritten() async {
        SnapshotFile.environment = ["CI": "true"]
        let failures = collectingFailures { assertLayout(of: host()) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("No snapshot at __Snapshots__/SnapshotTests/testInCIAMissingSnapshotFailsInsteadOfBeingWritten.1.txt "
            + "(CI: missing snapshots are not recorded).") == true, "\(failures)")
        XCTAssertNil(stored("testInCIAMissingSnapshotFailsInsteadOfBeingWritten.1.txt"))
    }

    @MainActor func testRecordModesFromTheEnvironmentAndTheParameter() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), named: "a") }, [])
        SnapshotFile.environment = ["TESSELATE_RECORD": "failed"]
        let failed = collectingFailures { assertLayout(of: host(wide: true), named: "a") }
        XCTAssertTrue(failed.first?.hasSuffix("Recorded the new layout (record mode failed); run again to compare.") == true, "\(failed)")
        XCTAssertEqual(collectingFailures { assertLayout(of: host(wide: true), named: "a") }, [], "recorded")
        let all = collectingFailures { assertLayout(of: host(wide: true), named: "a", record: .all) }
        XCTAssertEqual(all, ["Recorded __Snapshots__/SnapshotTests/testRecordModesFromTheEnvironmentAndTheParameter.a.txt (record mode all, unchanged); turn recording off and run again."])
        let never = collectingFailures { assertLayout(of: host(), named: "b", record: .never) }
        XCTAssertTrue(never.first?.hasPrefix("No snapshot at") == true, "\(never)")
    }

    @MainActor func testSnapshotOfASubtree() async {
        let host = host()
        XCTAssertEqual(collectingFailures { assertLayout(of: host.find(.kind("HStack"))?.children.last) }, [])
        XCTAssertEqual(stored("testSnapshotOfASubtree.1.txt"), """
            Tesselate dump v1 · window 200×100 @1x · subtree HStack/frame[1]
            frame(width: 40, height: 40)  (100, 30, 40×40)
            └─ Color(blue)  (100, 30, 40×40)

            """)
    }

    @MainActor func testUnusedSnapshotsAreThoseOfNoTest() async throws {
        let folder = directory.appendingPathComponent("__Snapshots__/SomeTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "func testKept() {}".write(to: directory.appendingPathComponent("SomeTests.swift"), atomically: true, encoding: .utf8)
        for name in ["testKept.1.txt", "testGone.1.txt"] {
            try "x".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(unusedSnapshots(in: directory).map { URL(fileURLWithPath: $0).lastPathComponent }, ["testGone.1.txt"])
    }
}
