import Foundation
import Testing
import Tesselate
@testable import TesselateTesting

// Swift Testing runs tests in parallel. Snapshot settings are task-local, so each test sees its
// own record mode; unnamed snapshots are numbered per test, so two tests of the same name in one
// file (here `numbering()` in two suites) both count from 1, whichever runs first.

/// Runs `body` with snapshots written to a fresh temporary directory and an empty environment;
/// returns the failures it reported and the snapshot files it wrote.
@MainActor
private func snapshots(_ body: () -> Void) -> (failures: [String], files: [String]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let failures = SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: [:], directory: directory)) {
        collectingFailures(body)
    }
    let folder = directory.appendingPathComponent("__Snapshots__/SnapshotParallelTests")
    return (failures, ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted())
}

@Suite struct SnapshotsNeverRecorded {
    @Test @MainActor func numbering() {
        let result = snapshots {
            withSnapshotTesting(record: .never) {
                assertLayout(of: ViewHost(Card()))
                assertLayout(of: ViewHost(Card()))
            }
        }
        #expect(result.files == [])
        #expect(result.failures.count == 2)
        #expect(result.failures.first?.hasPrefix("No snapshot at __Snapshots__/SnapshotParallelTests/numbering.1.txt.") == true)
        #expect(result.failures.last?.hasPrefix("No snapshot at __Snapshots__/SnapshotParallelTests/numbering.2.txt.") == true)
    }
}

@Suite struct SnapshotsRecordedWhenMissing {
    @Test @MainActor func numbering() {
        let result = snapshots {
            assertLayout(of: ViewHost(Card()))
            assertLayout(of: ViewHost(Card()))
        }
        #expect(result.failures == [])
        #expect(result.files == ["numbering.1.txt", "numbering.2.txt"])
    }
}
