import Foundation
import Tesselate

/// Brings `host` up to date and returns how many passes its last update took; fails the test
/// with the cycle trace (what kept changing, pass by pass) when the update did not settle.
@MainActor @discardableResult
public func assertSettles<Root: View>(_ host: ViewHost<Root>, file: StaticString = #filePath, line: UInt = #line) -> Int {
    assertSettles(host as any InspectableHost, file: file, line: line)
    return host.lastPassCount
}

@MainActor
func assertSettles(_ host: any InspectableHost, file: StaticString, line: UInt) {
    host.settle()
    if let loop = host.diagnostics.first(where: isLoopDiagnostic) {
        FailureReporting.fail("The host did not settle: \(loop.message)", file: file, line: line)
    }
}

/// Whether `diagnostic` is the update loop's report that it stopped before settling.
func isLoopDiagnostic(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.code == .updateDidNotSettle
}

/// Fails the test, listing them, if `host` has diagnostics (warnings or errors) after settling.
@MainActor
public func assertNoDiagnostics<Root: View>(_ host: ViewHost<Root>, file: StaticString = #filePath, line: UInt = #line) {
    let diagnostics = host.diagnostics
    guard !diagnostics.isEmpty else { return }
    FailureReporting.fail(
        "The host has \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s"):\n"
            + diagnostics.map { "  \($0)" }.joined(separator: "\n"), file: file, line: line)
}
