import Foundation

/// Cases the number fuzzer knows to fail on this branch, each with the helper (branch) that fixes
/// it and what goes wrong. A case that crashes the process is not run (a crash would end every
/// other test with it); one that fails without crashing is run and must still fail, so that an
/// entry left behind after its fix is noticed. The lead removes entries as fixes are merged.
struct KnownNumberFailure {
    var name: String
    var values: String
    var fixer: String
    var symptom: String
    var crashes: Bool
    var matches: @Sendable (FuzzNumber) -> Bool
}

enum NumberFuzzKnownFailures {
    static let all: [KnownNumberFailure] = []

    static func entry(_ name: String, _ value: FuzzNumber) -> KnownNumberFailure? {
        all.first { $0.name == name && $0.matches(value) }
    }
}
