import Foundation
import XCTest

/// SwiftUIParity.md cannot contradict itself: its tables are read as data (API, status, notes),
/// and an API that a row calls supported or partial is never called missing by another row or by
/// a note. A note that says something is missing names it in a sentence of its own with the word
/// "missing"; a cross-reference to another row ("see its row") is written without that word.
final class SwiftUIParityDocTests: XCTestCase {
    struct Row {
        var line: Int
        var apis: [String]
        var status: String
        var notes: String
    }

    private static func rows() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Tesselate/Tesselate.docc/SwiftUIParity.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("| "), !line.hasPrefix("| API |") else { continue }
            let columns = line.dropFirst(2).components(separatedBy: " | ").map { column in
                column.hasSuffix("|") ? String(column.dropLast()).trimmingCharacters(in: .whitespaces) : column
            }
            guard columns.count >= 2 else { continue }
            rows.append(
                Row(
                    line: index + 1, apis: codeSpans(in: columns[0]), status: columns[1],
                    notes: columns.dropFirst(2).joined(separator: " | ")))
        }
        return rows
    }

    /// The text between backticks, in order.
    private static func codeSpans(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().compactMap { $0.offset % 2 == 1 && !$0.element.isEmpty ? $0.element : nil }
    }

    /// The name without its argument labels: `pickerStyle(_:)` → `pickerStyle`.
    private static func bareName(_ api: String) -> String { String(api.prefix { $0 != "(" }) }

    /// What a row or note calls missing: every API of a Missing row, and the code spans of each
    /// note sentence that says "missing" (argument labels and `.member` values left out: they
    /// name forms of an API, not the API).
    private static func missingMentions(_ row: Row) -> [String] {
        var mentions = row.status == "Missing" ? row.apis : []
        let sentences = row.notes.components(separatedBy: ". ").flatMap { $0.components(separatedBy: "; ") }
        for sentence in sentences where sentence.range(of: "missing", options: .caseInsensitive) != nil {
            mentions += codeSpans(in: sentence)
        }
        return mentions.filter { !$0.hasPrefix(".") && !$0.hasSuffix(":") && $0 != "init" }
    }

    func testEveryRowHasAKnownStatus() throws {
        let rows = try Self.rows()
        XCTAssertGreaterThan(rows.count, 200)
        for row in rows {
            XCTAssertTrue(["Supported", "Partial", "Missing", "Tesselate"].contains(row.status), "line \(row.line): status \(row.status)")
        }
    }

    func testNothingSupportedIsCalledMissing() throws {
        let rows = try Self.rows()
        var supported: [String: Int] = [:]
        for row in rows where row.status == "Supported" || row.status == "Partial" {
            for api in row.apis {
                supported[api] = row.line
                supported[Self.bareName(api), default: row.line] = row.line
            }
        }
        for row in rows {
            for mention in Self.missingMentions(row) {
                // A bare name (`formStyle`) stands for every form; a signature names one form.
                guard let line = supported[mention], line != row.line else { continue }
                XCTFail("line \(row.line) calls `\(mention)` missing; line \(line) lists it as supported or partial")
            }
        }
    }
}
