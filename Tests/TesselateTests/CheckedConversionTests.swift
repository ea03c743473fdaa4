import Foundation
import XCTest

import Tesselate

/// `CheckedConversion` substitutes where `Int(_:)` and `Duration.seconds(_:)` would trap, and says so.
final class CheckedConversionTests: XCTestCase {
    func testAnIntegerFromAnyDoubleIsInRangeAndReplacementsAreReported() {
        var reports: [String] = []
        let report = { (message: String) in reports.append(message) }
        XCTAssertEqual(CheckedConversion.int(2.7, report: report), 2)
        XCTAssertEqual(CheckedConversion.int(2.5, rounding: .toNearestOrAwayFromZero, report: report), 3)
        XCTAssertEqual(reports, [])
        XCTAssertEqual(CheckedConversion.int(Double.nan, substitute: 7, report: report), 7)
        XCTAssertEqual(CheckedConversion.int(Double.infinity, report: report), Int.max)
        XCTAssertEqual(CheckedConversion.int(-Double.infinity, report: report), Int.min)
        XCTAssertEqual(CheckedConversion.int(1e19, report: report), Int.max)
        XCTAssertEqual(CheckedConversion.int(-1e19, report: report), Int.min)
        XCTAssertEqual(CheckedConversion.int(CGFloat.greatestFiniteMagnitude, clampedTo: 0...100, report: report), 100)
        XCTAssertEqual(reports.count, 6)
        // Double(Int.max) is 2⁶³, one past Int.max: it is clamped, not converted.
        XCTAssertEqual(CheckedConversion.int(Double(Int.max)), Int.max)
        XCTAssertEqual(CheckedConversion.int(Double(Int.min)), Int.min)
    }

    func testADurationFromAnyDoubleIsInRange() {
        var reports: [String] = []
        XCTAssertEqual(CheckedConversion.duration(seconds: 1.5), .milliseconds(1_500))
        XCTAssertEqual(CheckedConversion.duration(seconds: Double.nan) { reports.append($0) }, .zero)
        XCTAssertEqual(
            CheckedConversion.duration(seconds: Double.infinity) { reports.append($0) },
            .seconds(CheckedConversion.maximumSeconds))
        XCTAssertEqual(
            CheckedConversion.duration(seconds: -1e300) { reports.append($0) },
            .seconds(-CheckedConversion.maximumSeconds))
        XCTAssertEqual(reports.count, 3)
        XCTAssertEqual(CheckedConversion.seconds(.milliseconds(2_250)), 2.25)
    }

    // MARK: No conversion bypasses it

    /// The conversions to an integer type in Sources/Tesselate and Sources/TesselateTesting
    /// that convert from an integer (so cannot trap on NaN or ∞), as "File.swift: call". Any
    /// other `Int(…)`, `Int32(…)`, `UInt8(…)`, … fails the test below: convert a floating-point
    /// value with `CheckedConversion.int`, or, for an integer, add the call here.
    static let integerConversions: Set<String> = [
        "LargeStack.swift: Int(min(limit.rlim_cur, rlim_t(Int.max)))",
        "LargeStack.swift: Int32(RLIMIT_STACK.rawValue)",
        "LayoutSnapshot.swift: Int(engine.measureCounts[node])",
        "MarkdownFormatted.swift: Int(placeholderBase)",
        "MarkdownFormatted.swift: Int(scalar.value)",
        "MarkdownFormatted.swift: UInt32(formats.count)",
        "MeasureCache.swift: Int(count)",
        "NodeChildren.swift: Int(child)",
        #"OpticalSize.swift: Int(byte - UInt8(ascii: "0"))"#,
        "OpticalSize.swift: Int(value - range.lowerBound)",
        "OpticalSize.swift: UInt16(value)",
        "OpticalSize.swift: UInt32(UInt16.max)",
        #"OpticalSize.swift: UInt32(byte - UInt8(ascii: "0"))"#,
        #"OpticalSize.swift: UInt32(byte - UInt8(ascii: "A"))"#,
        #"OpticalSize.swift: UInt32(byte - UInt8(ascii: "a"))"#,
        "PositionIndex.swift: Int(slots[slot])",
        "PositionIndex.swift: Int32(position)",
        "PositionIndex.swift: UInt64(64 - capacity.trailingZeroBitCount)",
        "PreparedText.swift: Int(byte)",
        "PreparedText.swift: Int(byteOffsets[end])",
        "PreparedText.swift: Int(byteOffsets[start])",
        "PreparedText.swift: Int(first.value)",
        "PreparedText.swift: Int(runOf[max(0, index)])",
        "PreparedText.swift: Int32(index)",
        "PreparedText.swift: Int32(utf8.count)",
        "PreparedText.swift: UInt8($0)",
        "ProposalKey.swift: UInt(bits)",
        "ProposalKey.swift: UInt64(length.bitPattern)",
        "Reporting.swift: Int(line)",
        "ResolveContext.swift: Int64(identity)",
        "ResolveContext.swift: Int64(value)",
        "ResolveContext.swift: UInt(finalized(UInt64(bitPattern: Int64(identity)) ^ step))",
        "TextLayout.swift: Int32(line.start)",
        "TextLayout.swift: Int32(line.visibleEnd)",
        "TextLayoutMemo.swift: Int32(options)",
        "TextLayoutMemo.swift: Int64(lineBudget)",
        "TextLayoutMemo.swift: Int64(options)",
        "TextLayoutResult.swift: Int(range.end)",
        "TextLayoutResult.swift: Int(range.start)",
        "TextMetrics.swift: UInt16(first)",
        "TextMetrics.swift: UInt16(second)",
        "TextMetrics.swift: UInt8(scalar.value)",
        "ViewAttributes.swift: Int($0)",
        "ViewHost+Benchmark.swift: Int(count)",
        // An id typed on the command line, parsed from a string (`nil` when it is not a number).
        "ViewLocator.swift: Int(id)",
    ]

    /// Every `Int(…)`-like call in the library and the testing library (but `bitPattern:`,
    /// `clamping:`, `exactly:`, `truncatingIfNeeded:` and `ascii:` ones, which cannot trap on
    /// NaN) is an integer conversion listed above, and no `Duration` is made from a variable
    /// number of seconds: bad input can only reach them through `CheckedConversion`.
    func testNoConversionBypassesIt() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let call = try NSRegularExpression(
            pattern: #"\b(U?Int(8|16|32|64)?)\((?!bitPattern:|clamping:|exactly:|truncatingIfNeeded:|ascii:)"#)
        let duration = try NSRegularExpression(pattern: #"\.(seconds|milliseconds|microseconds|nanoseconds)\((?![0-9_]+\))"#)
        var found: [String] = []
        for target in ["Tesselate", "TesselateTesting"] {
            let folder = sources.appendingPathComponent(target)
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files.sorted() where file.hasSuffix(".swift") && !file.hasSuffix("CheckedConversion.swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let name = (file as NSString).lastPathComponent
                for line in text.split(separator: "\n") {
                    let code = String(line.components(separatedBy: "//")[0])
                    let range = NSRange(code.startIndex..., in: code)
                    for match in call.matches(in: code, range: range) {
                        let start = code.index(code.startIndex, offsetBy: match.range.location)
                        var depth = 0, end = start
                        for index in code[start...].indices {
                            if code[index] == "(" { depth += 1 }
                            if code[index] == ")" {
                                depth -= 1
                                if depth == 0 {
                                    end = code.index(after: index)
                                    break
                                }
                            }
                        }
                        let key = "\(name): \(code[start..<end])"
                        if !Self.integerConversions.contains(key) { found.append(key) }
                    }
                    if duration.firstMatch(in: code, range: range) != nil {
                        found.append("\(name): \(code.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertEqual(found, [], "conversions that bypass CheckedConversion:\n" + found.map { "\"\($0)\"," }.joined(separator: "\n"))
    }
}
