import Foundation

/// The snapshot files beside `testFile`'s directory that no test uses: files in
/// `__Snapshots__/<TestFile>/` whose `<TestFile>.swift` does not exist or has no function named
/// like the snapshot's test (`<test>.<n>.<ext>` is used by `func <test>(`). Paths are absolute.
public func unusedSnapshots(besideTestsIn testFile: StaticString = #filePath) -> [String] {
    unusedSnapshots(in: URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent())
}

/// The snapshot files in `directory/__Snapshots__` that no test in `directory` uses.
func unusedSnapshots(in directory: URL) -> [String] {
    let snapshots = directory.appendingPathComponent("__Snapshots__")
    let manager = FileManager.default
    guard let folders = try? manager.contentsOfDirectory(atPath: snapshots.path) else { return [] }
    var unused: [String] = []
    for folder in folders.sorted() {
        let folderURL = snapshots.appendingPathComponent(folder)
        guard let files = try? manager.contentsOfDirectory(atPath: folderURL.path) else { continue }
        let source = try? String(contentsOf: directory.appendingPathComponent(folder + ".swift"), encoding: .utf8)
        for file in files.sorted() where !file.hasPrefix(".") {
            let test = String(file.prefix { $0 != "." })
            if source?.contains("func \(test)(") != true { unused.append(folderURL.appendingPathComponent(file).path) }
        }
    }
    return unused
}

/// Fails the test, listing them, if snapshot files beside the tests of `testFile`'s directory
/// are used by no test (see ``unusedSnapshots(besideTestsIn:)``).
@MainActor
public func assertNoUnusedSnapshots(besideTestsIn testFile: StaticString = #filePath, file: StaticString = #filePath, line: UInt = #line) {
    let unused = unusedSnapshots(besideTestsIn: testFile)
    guard !unused.isEmpty else { return }
    FailureReporting.fail(
        "\(unused.count) snapshot file\(unused.count == 1 ? " is" : "s are") used by no test; delete "
            + "\(unused.count == 1 ? "it" : "them") or rename the test back:\n" + unused.map { "  " + $0 }.joined(separator: "\n"),
        file: file, line: line)
}
