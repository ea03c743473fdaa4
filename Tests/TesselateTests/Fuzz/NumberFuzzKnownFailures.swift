import Foundation

/// Cases the number fuzzer knows to fail on this branch, each with the helper (branch) expected
/// to fix it and what goes wrong. A `skip` entry (a crash or a hang, which would end every other
/// test with it) is not run; any other entry excuses the problems that start with one of its
/// `problems` prefixes (all problems when empty), and must still excuse one in the default run,
/// so that an entry left behind after its fix is noticed. The name `*` matches every case. The
/// lead removes entries as fixes are merged.
struct KnownNumberFailure {
    var name: String
    var values: Set<String>
    var fixer: String
    var symptom: String
    var skip = false
    var problems: [String] = []

    func matches(_ caseName: String, _ value: FuzzNumber) -> Bool {
        (name == "*" || name == caseName) && (values.contains(value.label) || values.contains("*"))
    }

    func excuses(_ problem: String) -> Bool { problems.isEmpty || problems.contains { problem.hasPrefix($0) } }
}

enum NumberFuzzKnownFailures {
    static let huge: Set<String> = ["max", "-max", "1e300", "-1e300"]
    static let nonFinite: Set<String> = ["nan", "inf", "-inf"]
    static let frame = "has the frame", dump = "the dump says", json = "the JSON dump", svgWord = "the SVG says"

    static func entries(_ caseName: String, _ value: FuzzNumber) -> [KnownNumberFailure] {
        (crashes + failures).filter { $0.matches(caseName, value) }
    }

    /// Crashes and hangs: not run.
    static let crashes: [KnownNumberFailure] = []
}
