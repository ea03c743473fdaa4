import Foundation
import Tesselate

/// The CI report: when `TESSELATE_REPORT_DIR` is set, every failed snapshot (text and PNG),
/// audit and configuration matrix adds an entry to one self-contained HTML page in that
/// directory, `report.html` (the pictures inline), and to a short Markdown summary for a pull
/// request's comment, `summary.md`.
///
/// Each failure is kept as a JSON file in the directory's `entries` folder (written atomically,
/// so that test processes running side by side never mix their bytes), and the page and the
/// summary are made again from all of them after each failure. Point the variable at an empty
/// directory for each run: entries of an earlier run would be reported again.
enum FailureReport {
    /// The environment variable that names the directory.
    static let environmentVariable = "TESSELATE_REPORT_DIR"

    /// A picture of a report, with its caption.
    struct Picture: Codable, Equatable {
        var caption: String
        var png: Data
    }

    /// One failure.
    struct Entry: Codable, Equatable {
        enum Kind: String, Codable {
            case layout, image, audit, matrix
        }

        var kind: Kind
        /// `SnapshotTests.swift:42`.
        var place: String
        /// The snapshot or view the failure is about: `SnapshotTests/testCard.1.txt`.
        var subject: String
        /// The failure message, as the test reported it.
        var message: String
        /// The line diff of a text snapshot (`- snapshot`, `+ now`).
        var diff: String?
        /// The pictures shown with the failure, as PNG: a snapshot's reference, the picture now
        /// and the pixels that differ; an audited window; each configuration with findings.
        var pictures: [Picture] = []
        /// Audit findings, one a line, by configuration for a matrix.
        var findings: [String] = []
        /// When it was reported, to order the entries.
        var time = Date()

        /// The message's first line.
        var headline: String { message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "" }
    }

    /// The report directory of the current task's environment, or `nil` when there is none.
    static var directory: URL? {
        guard let path = SnapshotConfiguration.current.environment[environmentVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    private static let lock = NSLock()

    /// Adds `entry` to the report, when there is one, and writes the page and the summary anew.
    /// A report that cannot be written is said once on the standard output; it never fails a test.
    static func add(_ entry: Entry) {
        guard let directory else { return }
        lock.lock()
        defer { lock.unlock() }
        do {
            let folder = directory.appendingPathComponent("entries", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(entry).write(to: folder.appendingPathComponent("\(UUID().uuidString).json"), options: .atomic)
            let entries = try load(folder)
            try Data(html(entries).utf8).write(to: directory.appendingPathComponent("report.html"), options: .atomic)
            try Data(summary(entries).utf8).write(to: directory.appendingPathComponent("summary.md"), options: .atomic)
        } catch {
            print("TesselateTesting: could not write the report in \(directory.path): \(error)")
        }
    }

    /// The entries of the report in `folder`, oldest first.
    static func load(_ folder: URL) throws -> [Entry] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        let entries = files.compactMap { try? decoder.decode(Entry.self, from: Data(contentsOf: $0)) }
        return entries.sorted { ($0.time, $0.place, $0.subject) < ($1.time, $1.place, $1.subject) }
    }

    /// `File.swift:12` for a failure at `file`:`line`.
    static func place(_ file: StaticString, _ line: UInt) -> String {
        "\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(line)"
    }
}
