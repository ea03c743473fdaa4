import Foundation
import Tesselate

/// Fails the test when ``ViewHost/audit()`` finds problems in the window of `host`, listing
/// each finding (kind, view path, frame and message) on its own line.
///
/// `ignoring` leaves out whole kinds (`[.smallTapTarget]`); `allowing` leaves out single
/// findings a test expects, for example `{ $0.kind == .lowContrast && $0.path.hasSuffix("Badge") }`.
/// Reported through Swift Testing inside a `@Test`, through XCTest otherwise, and added to the CI
/// report with the window's picture when `TESSELATE_REPORT_DIR` is set.
@MainActor
public func assertAudit<Root: View>(
    _ host: ViewHost<Root>, ignoring kinds: Set<AuditFinding.Kind> = [],
    allowing isExpected: (AuditFinding) -> Bool = { _ in false }, file: StaticString = #filePath, line: UInt = #line
) {
    assertSettles(host, file: file, line: line)
    let findings = host.audit().filter { !kinds.contains($0.kind) && !isExpected($0) }
    guard !findings.isEmpty else { return }
    let message = auditFailureMessage(findings)
    FailureReporting.fail(message, file: file, line: line)
    if FailureReport.directory != nil {
        FailureReport.add(
            FailureReport.Entry(
                kind: .audit, place: FailureReport.place(file, line), subject: "\(Root.self)", message: message,
                pictures: [FailureReport.Picture(caption: "The window", png: host.png())],
                findings: findings.map(\.description)))
    }
}

/// The failure message of an audit with `findings`.
func auditFailureMessage(_ findings: [AuditFinding], prefix: String = "") -> String {
    let count = findings.count == 1 ? "1 problem" : "\(findings.count) problems"
    return "\(prefix)The audit found \(count):\n" + findings.map { "  " + $0.description }.joined(separator: "\n")
        + "\n(leave a kind out with assertAudit(_:ignoring:), a single finding with allowing:)"
}
