import Foundation
import XCTest
#if canImport(Testing)
    import Testing
#endif

/// Where the testing library's failures go: Swift Testing's `Issue.record` inside a Swift Testing
/// test, `XCTFail` otherwise, or a collector installed by ``collectingFailures(_:)`` (which is how
/// the library's own tests check the messages it prints).
public enum FailureReporting {
    /// A place failures are collected in instead of being reported.
    final class Collector: @unchecked Sendable {
        var messages: [String] = []
    }

    @TaskLocal static var collector: Collector?

    /// Reports `message` as a test failure at `file`:`line`.
    public static func fail(_ message: String, file: StaticString, line: UInt) {
        if let collector {
            collector.messages.append(message)
            return
        }
        #if canImport(Testing)
            if Test.current != nil {
                let path = "\(file)"
                let parts = path.split(separator: "/")
                let fileID = parts.count >= 2 ? "\(parts[parts.count - 2])/\(parts[parts.count - 1])" : "Tests/\(path)"
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: 1))
                return
            }
        #endif
        XCTFail(message, file: file, line: line)
    }
}

/// Runs `body` and returns the failures the testing library reported in it, instead of failing
/// the test: for tests of assertions and of the messages they print.
@MainActor
public func collectingFailures(_ body: () throws -> Void) rethrows -> [String] {
    let collector = FailureReporting.Collector()
    try FailureReporting.$collector.withValue(collector) { try body() }
    return collector.messages
}

/// Runs the asynchronous `body` and returns the failures the testing library reported in it,
/// instead of failing the test (``advance(by:)`` and ``runTasks()`` are asynchronous).
@MainActor
public func collectingFailures(_ body: () async throws -> Void) async rethrows -> [String] {
    let collector = FailureReporting.Collector()
    try await FailureReporting.$collector.withValue(collector) { try await body() }
    return collector.messages
}
