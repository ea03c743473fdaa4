import Foundation
import XCTest

@testable import Tesselate

/// Integers in a `LocalizedStringKey` are what `String(format: "%lld", locale:)` makes of them in
/// every locale: learned once for plain grouping, Foundation's own otherwise.
final class LocalizedIntegerFormatTests: XCTestCase {
    func testEveryNumberIsFoundationsInEveryLocale() {
        var generator = SystemRandomNumberGenerator()
        var numbers: [Int64] = [0, 7, -7, 999, 1000, -1000, 9999, 10_000, 123_456, .min, .max, .min + 1]
        for _ in 0..<200 { numbers.append(Int64.random(in: .min ... .max, using: &generator) >> Int64.random(in: 0...60)) }
        for identifier in ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "pl_PL", "hi_IN", "en_IN", "ar_EG", "ja_JP", "de_CH", ""] {
            let locale = Locale(identifier: identifier)
            for number in numbers {
                XCTAssertEqual(
                    LocalizedIntegerFormat.string(number, locale: locale), String(format: "%lld", locale: locale, number),
                    "\(identifier) \(number)")
            }
        }
    }

    func testGroupingPutsTheSeparatorEveryThreeDigits() {
        XCTAssertEqual(LocalizedIntegerFormat.grouped(1_234_567, separator: ","), "1,234,567")
        XCTAssertEqual(LocalizedIntegerFormat.grouped(-100_000, separator: "."), "-100.000")
        XCTAssertEqual(LocalizedIntegerFormat.grouped(12, separator: ","), "12")
        XCTAssertEqual(LocalizedIntegerFormat.grouped(.min, separator: ","), "-9,223,372,036,854,775,808")
    }
}
