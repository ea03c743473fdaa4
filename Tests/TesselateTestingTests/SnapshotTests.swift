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

    /// Each test writes its snapshots to a temporary directory of its own and sees an empty
    /// environment. The settings are task-local: nothing global changes.
    override func invokeTest() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-snapshots-\(UUID().uuidString)")
        self.directory = directory
        SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: [:], directory: directory)) {
            super.invokeTest()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `body` with `environment` instead of the process's (task-local: nothing global changes).
    private func withEnvironment(_ environment: [String: String], _ body: () -> Void) {
        var configuration = SnapshotConfiguration.current
        configuration.environment = environment
        SnapshotConfiguration.$current.withValue(configuration, operation: body)
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

    /// A reference that exists but is not UTF-8 (saved as UTF-16 by an editor, or binary) is a
    /// failure naming the file, and is left as it is unless recording is on: it was taken as
    /// missing and silently overwritten, and the test passed. A UTF-8 byte-order mark is read past.
    @MainActor func testAReferenceThatIsNotUTF8FailsAndIsKept() async throws {
        let folder = directory.appendingPathComponent("__Snapshots__/SnapshotTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layout = host().dump(DumpOptions(properties: .layout))
        let utf16 = Data([0xFF, 0xFE]) + layout.data(using: .utf16LittleEndian)!, binary = Data([0x89, 0x50, 0x4E, 0x47, 0xFF, 0x00, 0xC3])
        for (name, bytes) in [("utf16", utf16), ("binary", binary)] {
            let file = folder.appendingPathComponent("testAReferenceThatIsNotUTF8FailsAndIsKept.\(name).txt")
            try bytes.write(to: file)
            let failures = collectingFailures { assertLayout(of: host(), named: name) }
            XCTAssertEqual(failures.count, 1, name)
            XCTAssertTrue(
                failures.first?.contains("testAReferenceThatIsNotUTF8FailsAndIsKept.\(name).txt is not UTF-8 text") == true, "\(failures)")
            XCTAssertEqual(try Data(contentsOf: file), bytes, "\(name): left as it is")
            XCTAssertEqual(collectingFailures { withSnapshotTesting(record: .failed) { assertLayout(of: host(), named: name) } }.count, 1)
            XCTAssertEqual(stored("testAReferenceThatIsNotUTF8FailsAndIsKept.\(name).txt"), layout, "\(name): recorded when asked")
        }
        XCTAssertTrue(collectingFailures { assertLayout(of: host(), named: "utf16") }.first?.contains("UTF-16") != true)
        let marked = folder.appendingPathComponent("testAReferenceThatIsNotUTF8FailsAndIsKept.bom.txt")
        try (Data([0xEF, 0xBB, 0xBF]) + Data(layout.utf8)).write(to: marked)
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), named: "bom") }, [])
    }

    /// `.picture` stores the window drawn in characters, and a changed picture fails.
    @MainActor func testPictureSnapshots() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .picture, named: "picture") }, [])
        XCTAssertEqual(stored("testPictureSnapshots.picture.txt"), host().render() + "\n")
        XCTAssertTrue(stored("testPictureSnapshots.picture.txt")?.contains("+") ?? false, "the red square is drawn")
        XCTAssertEqual(collectingFailures { assertLayout(of: host(wide: true), as: .picture, named: "picture") }.count, 1)
    }

    /// A difference leads with its cause (the parameters that changed), then the views that
    /// moved or resized, then the line diff.
    @MainActor func testADifferenceFailsWithChangedFramesThenADiff() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), named: "pair") }, [])
        let failures = collectingFailures { assertLayout(of: host(wide: true), named: "pair") }
        XCTAssertEqual(
            failures,
            [
                """
                Snapshot __Snapshots__/SnapshotTests/testADifferenceFailsWithChangedFramesThenADiff.pair.txt differs from the layout.
                Parameters changed:
                  frame: width: 40 → 60
                Frames changed:
                  HStack(spacing: 0) (60, 30, 80×40) → (50, 30, 100×40)
                  frame(width: 60, height: 40) (60, 30, 40×40) → (50, 30, 60×40)
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
                """
            ])
    }

    @MainActor func testInCIAMissingSnapshotFailsInsteadOfBeingWritten() async {
        let failures = collectingFailures { withEnvironment(["CI": "true"]) { assertLayout(of: host()) } }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "No snapshot at __Snapshots__/SnapshotTests/testInCIAMissingSnapshotFailsInsteadOfBeingWritten.1.txt "
                    + "(CI: missing snapshots are not recorded).") == true, "\(failures)")
        XCTAssertNil(stored("testInCIAMissingSnapshotFailsInsteadOfBeingWritten.1.txt"))
    }

    @MainActor func testRecordModesFromTheEnvironmentAndTheParameter() async {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), named: "a") }, [])
        let failedMode = ["TESSELATE_RECORD": "failed"]
        let failed = collectingFailures { withEnvironment(failedMode) { assertLayout(of: host(wide: true), named: "a") } }
        XCTAssertTrue(failed.first?.hasSuffix("Recorded the new layout (record mode failed); run again to compare.") == true, "\(failed)")
        XCTAssertEqual(
            collectingFailures { withEnvironment(failedMode) { assertLayout(of: host(wide: true), named: "a") } }, [], "recorded")
        let all = collectingFailures { withEnvironment(failedMode) { assertLayout(of: host(wide: true), named: "a", record: .all) } }
        XCTAssertEqual(
            all,
            [
                "Recorded __Snapshots__/SnapshotTests/testRecordModesFromTheEnvironmentAndTheParameter.a.txt (record mode all, unchanged); turn recording off and run again."
            ])
        let never = collectingFailures { assertLayout(of: host(), named: "b", record: .never) }
        XCTAssertTrue(never.first?.hasPrefix("No snapshot at") == true, "\(never)")
    }

    /// `withSnapshotTesting(record:)` sets the mode for what it runs, over `TESSELATE_RECORD`; an
    /// inner one without a mode keeps the outer one's; an assertion's `record:` wins.
    @MainActor func testWithSnapshotTestingSetsTheRecordMode() async {
        withEnvironment(["TESSELATE_RECORD": "never"]) {
            XCTAssertEqual(
                collectingFailures { withSnapshotTesting(record: .missing) { assertLayout(of: host(), named: "a") } }, [],
                "recorded although the environment says never")
            let all = collectingFailures {
                withSnapshotTesting(record: .all) { withSnapshotTesting { assertLayout(of: host(), named: "a") } }
            }
            XCTAssertEqual(
                all,
                [
                    "Recorded __Snapshots__/SnapshotTests/testWithSnapshotTestingSetsTheRecordMode.a.txt (record mode all, unchanged); "
                        + "turn recording off and run again."
                ])
            XCTAssertEqual(
                collectingFailures { withSnapshotTesting(record: .all) { assertLayout(of: host(), named: "a", record: .missing) } }, [])
            let never = collectingFailures { assertLayout(of: host(), named: "b") }
            XCTAssertTrue(never.first?.hasPrefix("No snapshot at") == true, "outside, the environment's mode again: \(never)")
        }
    }

    /// The asynchronous form keeps the mode across suspensions.
    @MainActor func testWithSnapshotTestingAroundAsynchronousWork() async {
        let failures = await withSnapshotTesting(record: .never) {
            await Task.yield()
            return collectingFailures { assertLayout(of: host(), named: "c") }
        }
        XCTAssertTrue(
            failures.first?.hasPrefix("No snapshot at __Snapshots__/SnapshotTests/testWithSnapshotTestingAroundAsynchronousWork.c.txt")
                == true, "\(failures)")
    }

    /// Unnamed snapshots are numbered from 1 in every test, whatever ran before: here and in
    /// ``SnapshotNumberingTests``, a test of the same name in the same file.
    @MainActor func testNumberingStartsAtOneInEveryTest() async {
        XCTAssertEqual(
            collectingFailures {
                assertLayout(of: host()); assertLayout(of: host())
            }, [])
        XCTAssertNotNil(stored("testNumberingStartsAtOneInEveryTest.1.txt"))
        XCTAssertNotNil(stored("testNumberingStartsAtOneInEveryTest.2.txt"))
        XCTAssertNil(stored("testNumberingStartsAtOneInEveryTest.3.txt"))
    }

    @MainActor func testSnapshotOfASubtree() async {
        let host = host()
        XCTAssertEqual(collectingFailures { assertLayout(of: host.find(.kind(.hStack))?.children.last) }, [])
        XCTAssertEqual(
            stored("testSnapshotOfASubtree.1.txt"),
            """
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

/// A test with the name of one of ``SnapshotTests``' in the same file: its snapshots are
/// numbered from 1 too, whichever of the two runs first.
final class SnapshotNumberingTests: XCTestCase {
    @MainActor func testNumberingStartsAtOneInEveryTest() async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: [:], directory: directory)) {
            XCTAssertEqual(collectingFailures { assertLayout(of: ViewHost(Card())) }, [])
        }
        let folder = directory.appendingPathComponent("__Snapshots__/SnapshotTests")
        XCTAssertEqual(try? FileManager.default.contentsOfDirectory(atPath: folder.path), ["testNumberingStartsAtOneInEveryTest.1.txt"])
    }
}
