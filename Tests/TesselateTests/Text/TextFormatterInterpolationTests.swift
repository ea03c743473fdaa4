import XCTest
import Tesselate
import TesselateTesting

/// `"\(value, formatter: f)"` in a `LocalizedStringKey`: the formatter writes the value into the
/// text. Source: <https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)>.
final class TextFormatterInterpolationTests: XCTestCase {
    private static func utcFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    /// A date written by a date formatter.
    @MainActor func testADateWithADateFormatter() async {
        let formatter = Self.utcFormatter("yyyy-MM-dd")
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        let host = ViewHost(Text("Due \(date, formatter: formatter)"), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.exists(.text("Due 1971-01-01")))
    }

    /// A number written by a number formatter, as a percentage.
    @MainActor func testANumberWithANumberFormatter() async {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .percent
        let host = ViewHost(Text("Done: \(NSNumber(value: 0.25), formatter: formatter)"), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.exists(.text("Done: 25%")))
    }

    /// A formatter that cannot write the value leaves it as it describes itself.
    @MainActor func testAFormatterThatCannotWriteTheValue() async {
        let url = URL(string: "https://example.com")!
        let host = ViewHost(Text("Go to \(url, formatter: NumberFormatter())"), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.exists(.text("Go to https://example.com")))
    }
}

extension TextFormatterInterpolationTests {
    /// A `Decimal` written by a currency formatter.
    @MainActor func testADecimalWithACurrencyFormatter() async {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .currency
        let price = Decimal(string: "12.5")!
        let host = ViewHost(Text("Total \(price, formatter: formatter)"), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.exists(.text("Total $12.50")))
    }
}
