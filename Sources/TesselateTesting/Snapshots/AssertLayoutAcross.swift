import Foundation
import Tesselate

/// Runs `body` with a host of `view` in each of `configurations`, in order (see
/// ``ViewConfiguration``): a fresh host each time, so state never leaks from one to the next.
///
/// ```swift
/// forEachConfiguration(of: ProfileScreen()) { host, configuration in
///     XCTAssertFalse(host.find(.text("Ada Lovelace"))?.isTruncated ?? true, "\(configuration)")
/// }
/// ```
@MainActor
public func forEachConfiguration<Content: View>(
    of view: Content, across configurations: [ViewConfiguration] = .standard,
    _ body: (ViewHost<AnyView>, ViewConfiguration) throws -> Void
) rethrows {
    for configuration in configurations {
        try body(ViewHost(view, configuration: configuration), configuration)
    }
}

/// Compares the layout of `view` in each of `configurations` with its snapshot, named after the
/// configuration (`<test>.iPhone16-landscape.txt`), and audits each (``ViewHost/audit()``): the
/// test fails once more, naming the configurations whose windows have findings that `ignoring`
/// and `allowing` do not leave out, with the findings of each.
///
/// ```swift
/// assertLayout(of: ProfileScreen(), across: .standard)
/// assertLayout(of: ProfileScreen(), across: [ViewConfiguration(dynamicTypeSize: .accessibility5)], ignoring: [.truncatedText])
/// ```
///
/// Snapshots are recorded and compared as `assertLayout(of:as:named:record:)` does; `audit:
/// false` compares snapshots only. With `TESSELATE_REPORT_DIR` set, the failures go into the CI
/// report too.
@MainActor
public func assertLayout<Content: View>(
    of view: Content, across configurations: [ViewConfiguration], as strategy: SnapshotStrategy = .dump, audit: Bool = true,
    ignoring kinds: Set<AuditFinding.Kind> = [], allowing isExpected: (AuditFinding) -> Bool = { _ in false },
    record: RecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let names = configurations.map(\.name)
    if Set(names).count != names.count {
        FailureReporting.fail(
            "assertLayout(of:across:): two configurations have the same name, and would share a snapshot", file: file, line: line)
        return
    }
    var audited: [(configuration: ViewConfiguration, findings: [AuditFinding])] = []
    var pictures: [FailureReport.Picture] = []
    forEachConfiguration(of: view, across: configurations) { host, configuration in
        assertLayout(of: host, as: strategy, named: configuration.name, record: record, file: file, testName: testName, line: line)
        guard audit else { return }
        let findings = host.audit().filter { !kinds.contains($0.kind) && !isExpected($0) }
        guard !findings.isEmpty else { return }
        audited.append((configuration, findings))
        if FailureReport.directory != nil { pictures.append(FailureReport.Picture(caption: configuration.name, png: host.png())) }
    }
    guard !audited.isEmpty else { return }
    var message = "The audit found problems in \(audited.count) of \(configurations.count) configurations: "
    message += audited.map(\.configuration.name).joined(separator: ", ")
    for (configuration, findings) in audited {
        message += "\n\(configuration.name):\n" + findings.map { "  " + $0.description }.joined(separator: "\n")
    }
    FailureReporting.fail(message, file: file, line: line)
    FailureReport.add(
        FailureReport.Entry(
            kind: .matrix, place: FailureReport.place(file, line), subject: "\(Content.self) across \(configurations.count) configurations",
            message: message, pictures: pictures,
            findings: audited.flatMap { [$0.configuration.name + ":"] + $0.findings.map { "  " + $0.description } }))
}
