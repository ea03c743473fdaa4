import SwiftUI
import TesselateTesting
import XCTest

/// What Apple's Foundation brings along with SwiftUI and Linux's lacks, as the SwiftUI module
/// provides it.
final class FoundationGapsTests: XCTestCase {
    private let enUS = Locale(identifier: "en_US")

    func testLocalizedStringFormatsInterpolationsInItsLocale() {
        // Apple gives an integer the specifier %lld, formatted in the locale (grouped in en_US).
        XCTAssertEqual(String(localized: "\(1000) items", locale: enUS), "1,000 items")
        XCTAssertEqual(String(localized: "\(1000) items", locale: Locale(identifier: "de_DE")), "1.000 items")
        XCTAssertEqual(String(localized: "Hello \("Ann")", locale: enUS), "Hello Ann")
        XCTAssertEqual(String(localized: "\(0.5)", locale: enUS), "0.500000")
        XCTAssertEqual(String(localized: "greeting", defaultValue: "Hi \(3)", locale: enUS), "Hi 3")
    }

    func testLocalizationValueKeyHasASpecifierPerValue() {
        let value: String.LocalizationValue = "\(3) of \("x") at 100%"
        XCTAssertEqual(LocalizedStringResource(value).key, "%lld of %@ at 100%%")
    }

    func testLocalizedStringResourceResolvesInItsLocale() {
        let resource = LocalizedStringResource("\(2500) steps", locale: enUS)
        XCTAssertEqual(String(localized: resource), "2,500 steps")
        XCTAssertEqual(resource.description, "2,500 steps")
        XCTAssertEqual(AttributedString(localized: "\(2500) steps", locale: enUS), AttributedString("2,500 steps"))
    }

    @MainActor
    func testTextShowsAResource() async throws {
        let host = ViewHost(Text(LocalizedStringResource("**\(1200)** likes", locale: enUS)))
        XCTAssertTrue(host.exists(.text("1,200 likes")))
    }

    func testRelativeDateTimeFormatterCountsOrNames() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = enUS
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now), "2 hours ago")
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(3 * 86400), relativeTo: now), "in 3 days")
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -7200), "2 hr. ago")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(-86400), relativeTo: now), "yesterday")
    }

    func testListFormatterJoinsWithAnd() {
        XCTAssertEqual(ListFormatter.localizedString(byJoining: ["a", "b", "c"]), "a, b, and c")
        let formatter = ListFormatter()
        formatter.locale = enUS
        XCTAssertEqual(formatter.string(from: [1, 2]), "1 and 2")
    }

    func testObjectiveCIntegerNamesAreSwiftIntegers() {
        let count: NSInteger = 3
        let size: NSUInteger = 4
        XCTAssertEqual(count + Int(size), 7)
    }

    func testURLSessionIsInScope() {
        XCTAssertNotNil(URLSession.shared as URLSession?)
    }
}
