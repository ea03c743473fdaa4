import Foundation
import XCTest

@testable import Tesselate

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
}
