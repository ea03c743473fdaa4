import Foundation
import Tesselate

/// How ``assertWork(_:_:bodiesRun:viewsMade:sizesComputed:passes:file:line:)`` compares counts.
public enum WorkComparison: Sendable {
    /// Each count given must be exactly the host's.
    case exactly
    /// Each count given is a budget: the host's must not be more.
    case atMost
}

/// Fails the test when the last update of `host` (``ViewHost/lastUpdateWork``) did other work
/// than the counts given: `assertWork(host, bodiesRun: 2)` after tapping one row of a list pins
/// that the tap ran two bodies, not one per row; `assertWork(host, .atMost, sizesComputed: 40)`
/// sets a budget. Counts left `nil` are not checked. The message names every count that
/// differs, and the whole work.
@MainActor
public func assertWork<Root: View>(
    _ host: ViewHost<Root>, _ comparison: WorkComparison = .exactly, bodiesRun: Int? = nil, viewsMade: Int? = nil,
    sizesComputed: Int? = nil, passes: Int? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    let work = host.lastUpdateWork
    let checks: [(name: String, actual: Int, expected: Int?)] = [
        ("bodiesRun", work.bodiesRun, bodiesRun), ("viewsMade", work.viewsMade, viewsMade),
        ("sizesComputed", work.sizesComputed, sizesComputed), ("passes", work.passes, passes),
    ]
    var problems: [String] = []
    for check in checks {
        guard let expected = check.expected else { continue }
        switch comparison {
        case .exactly where check.actual != expected:
            problems.append("\(check.name) is \(check.actual), expected \(expected)")
        case .atMost where check.actual > expected:
            problems.append("\(check.name) is \(check.actual), over the budget of \(expected)")
        default:
            continue
        }
    }
    guard !problems.isEmpty else { return }
    FailureReporting.fail("The last update's work differs: " + problems.joined(separator: "; ") + " (\(work))", file: file, line: line)
}
