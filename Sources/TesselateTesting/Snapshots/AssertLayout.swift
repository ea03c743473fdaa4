import Foundation
import Tesselate

/// Compares the layout of `host` with the snapshot stored beside the test file, in
/// `__Snapshots__/<TestFile>/<test>.<n>.<ext>` (`n` counts the snapshots of the test from 1;
/// with `named:`, `<test>.<name>.<ext>`).
///
/// A missing snapshot is written (and the test passes with a note), unless `CI=true`, where it
/// fails. A difference fails with the views whose frames changed, then a line diff. `record:`,
/// else an enclosing `withSnapshotTesting(record:operation:)`, else `TESSELATE_RECORD`, chooses
/// when snapshots are written (see ``RecordMode``).
@MainActor
public func assertLayout<Root: View>(
    of host: ViewHost<Root>, as strategy: SnapshotStrategy = .dump, named name: String? = nil,
    record: RecordMode? = nil, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line
) {
    assertSettles(host, file: file, line: line)
    let snapshotFile = SnapshotFile(file: file, testName: testName, name: name, pathExtension: strategy.pathExtension)
    if let image = strategy.image { return snapshotFile.checkImage(image(host.layoutSnapshot), record: record, file: file, line: line) }
    snapshotFile.check(strategy.render(host.layoutSnapshot, nil), record: record, file: file, line: line)
}

/// Compares the layout of the subtree of `view` with the snapshot stored beside the test file.
@MainActor
public func assertLayout(
    of view: ViewMatch?, as strategy: SnapshotStrategy = .dump, named name: String? = nil,
    record: RecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    guard let view else {
        FailureReporting.fail("assertLayout: no view (the query found none; see its failure)", file: file, line: line)
        return
    }
    let snapshotFile = SnapshotFile(file: file, testName: testName, name: name, pathExtension: strategy.pathExtension)
    if let image = strategy.image { return snapshotFile.checkImage(image(view.snapshot), record: record, file: file, line: line) }
    snapshotFile.check(strategy.render(view.snapshot, view.node), record: record, file: file, line: line)
}

/// One snapshot file and the comparison with it.
@MainActor
struct SnapshotFile {
    let url: URL

    init(file: StaticString, testName: String, name: String?, pathExtension: String) {
        let testFile = URL(fileURLWithPath: "\(file)")
        let test = SnapshotFile.sanitized(testName)
        let suffix = name.map(SnapshotFile.sanitized) ?? String(SnapshotCounter.next(file: "\(file)", test: test))
        url = (SnapshotConfiguration.current.directory ?? testFile.deletingLastPathComponent())
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(test).\(suffix).\(pathExtension)")
    }

    /// `testTitle()` → `testTitle`; anything but letters, digits, `-` and `_` becomes `_`.
    static func sanitized(_ name: String) -> String {
        var base = name
        if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        return String(base.unicodeScalars.map { allowed.contains($0) ? Character($0) : "_" })
    }

    func check(_ text: String, record: RecordMode?, file: StaticString, line: UInt) {
        let configuration = SnapshotConfiguration.current
        let mode = configuration.recordMode(record)
        let isCI = configuration.isCI
        let relative = url.pathComponents.suffix(3).joined(separator: "/")
        let stored: String
        switch SnapshotFile.read(url) {
        case .text(let text):
            stored = text
        case .unreadable(let problem):
            // A reference is replaced only when recording is on; otherwise it stays as it is.
            var message = "Snapshot \(relative) \(problem)."
            if mode == .all || mode == .failed {
                write(text, file: file, line: line)
                message += " Recorded the layout over it (record mode \(mode.rawValue)); run again to compare."
            } else {
                message += " It was left as it is: fix or delete it, or record (TESSELATE_RECORD=failed)."
            }
            fail(message, file: file, line: line)
            return
        case .missing:
            if mode == .never || (isCI && mode == .missing) {
                fail(
                    "No snapshot at \(relative)\(isCI ? " (CI: missing snapshots are not recorded)" : ""). "
                        + "Run the test locally to record it. The layout now:\n" + text, file: file, line: line)
                return
            }
            write(text, file: file, line: line)
            if mode == .all {
                fail("Recorded \(relative) (record mode all); turn recording off and run again.", file: file, line: line)
            } else {
                print("TesselateTesting: recorded the new snapshot \(url.path)")
            }
            return
        }
        if stored == text {
            if mode == .all {
                write(text, file: file, line: line)
                fail(
                    "Recorded \(relative) (record mode all, unchanged); turn recording off and run again.", file: file, line: line)
            }
            return
        }
        var message = "Snapshot \(relative) differs from the layout."
        let changes = snapshotChanges(old: stored, new: text)
        if !changes.parameters.isEmpty {
            message += "\nParameters changed:\n" + changes.parameters.map { "  " + $0 }.joined(separator: "\n")
        }
        if !changes.frames.isEmpty {
            message += "\nFrames changed:\n" + changes.frames.map { "  " + $0 }.joined(separator: "\n")
        }
        let diff = lineDiff(old: stored, new: text)
        message += "\nDiff (- snapshot, + now):\n" + diff
        if mode == .all || mode == .failed {
            write(text, file: file, line: line)
            message += "\nRecorded the new layout (record mode \(mode.rawValue)); run again to compare."
        }
        fail(message, diff: diff, file: file, line: line)
    }

    /// Fails the test with `message`, and adds the failure to the CI report (``FailureReport``)
    /// with the line diff and pictures given.
    func fail(
        _ message: String, diff: String? = nil, pictures: [FailureReport.Picture] = [],
        file: StaticString, line: UInt
    ) {
        FailureReporting.fail(message, file: file, line: line)
        FailureReport.add(
            FailureReport.Entry(
                kind: url.pathExtension == "png" ? .image : .layout, place: FailureReport.place(file, line),
                subject: url.pathComponents.suffix(2).joined(separator: "/"), message: message, diff: diff,
                pictures: pictures))
    }

    /// What a reference file holds.
    enum Stored {
        case missing
        case text(String)
        /// There is a file, but not UTF-8 text: why, in words.
        case unreadable(String)
    }

    /// The reference at `url`: missing only when there is no file at all. A UTF-8 byte-order
    /// mark (some editors write one) is not part of the text.
    static func read(_ url: URL) -> Stored {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        guard let data = try? Data(contentsOf: url) else { return .unreadable("exists but cannot be read") }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        return .unreadable("is not UTF-8 text\(utf16 ? " (it is UTF-16: saved by an editor as UTF-16?)" : "")")
    }

    private func write(_ text: String, file: StaticString, line: UInt) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            FailureReporting.fail("Could not write the snapshot \(url.path): \(error)", file: file, line: line)
        }
    }
}
