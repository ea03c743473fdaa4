import Foundation

/// The snapshot settings of the current task: the record mode chosen with
/// `withSnapshotTesting(record:operation:)`, and the environment and directory the library's own
/// tests replace.
///
/// Task-local, as swift-snapshot-testing's configuration is: tests running side by side (Swift
/// Testing runs them in parallel) each see their own settings, and nothing global is mutated.
struct SnapshotConfiguration: Sendable {
    /// The record mode set by `withSnapshotTesting`, `nil` for the environment's.
    var record: RecordMode?
    /// The environment read for `TESSELATE_RECORD` and `CI`.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Where `__Snapshots__` goes instead of beside the test file.
    var directory: URL?

    @TaskLocal static var current = SnapshotConfiguration()

    /// The record mode when an assertion passes `record`: the parameter, else
    /// `withSnapshotTesting`'s, else `TESSELATE_RECORD`, else `.missing`.
    func recordMode(_ record: RecordMode?) -> RecordMode {
        record ?? self.record ?? RecordMode.fromEnvironment(environment) ?? .missing
    }

    var isCI: Bool { ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "") }
}

/// Runs `operation` with snapshots recorded as `record` says (see ``RecordMode``), as
/// swift-snapshot-testing's `withSnapshotTesting(record:)`: assertions in it that pass no
/// `record:` of their own use this mode instead of `TESSELATE_RECORD`'s. `nil` keeps the mode of
/// an enclosing `withSnapshotTesting`. The setting is task-local: it applies to this task and the
/// tasks it creates, not to tests running beside it.
///
/// ```swift
/// func testCard() async {
///     await withSnapshotTesting(record: .failed) {
///         assertLayout(of: ViewHost(Card()))
///     }
/// }
/// ```
public func withSnapshotTesting<R>(record: RecordMode? = nil, operation: () throws -> R) rethrows -> R {
    var configuration = SnapshotConfiguration.current
    configuration.record = record ?? configuration.record
    return try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs the asynchronous `operation` with snapshots recorded as `record` says, across its
/// suspensions; see the synchronous `withSnapshotTesting(record:operation:)`.
public func withSnapshotTesting<R>(
    record: RecordMode? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    var configuration = SnapshotConfiguration.current
    configuration.record = record ?? configuration.record
    return try await SnapshotConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}
