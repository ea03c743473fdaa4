import Foundation
import Synchronization

/// An integer as a `LocalizedStringKey` interpolation shows it: `String(format: "%lld", locale:)`,
/// which groups digits in the locale's way ("1,000" in English, "1.000" in German).
///
/// Foundation builds an ICU number formatter for every such call (about half a million
/// instructions on Linux: a screen of 10,000 numbered rows spent most of its update there), so
/// a locale whose grouping is plain is learned once from a few probes and applied directly:
/// Latin digits, one separator every three digits from the right, from four digits on, and a
/// hyphen-minus. Other locales (Indian grouping, other digits, no grouping of four digits) are
/// formatted by Foundation every time.
enum LocalizedIntegerFormat {
    /// The separator each locale identifier groups digits with; `nil` when the locale is not plain.
    private static let separators = Mutex<[String: String?]>([:])

    /// `number` formatted as `String(format: "%lld", locale: locale, number)` formats it.
    static func string(_ number: Int64, locale: Locale) -> String {
        let identifier = locale.identifier
        let separator: String?
        if let known = separators.withLock({ $0[identifier] }) {
            separator = known
        } else {
            separator = plainSeparator(of: locale)
            separators.withLock { $0[identifier] = separator }
        }
        guard let separator else { return String(format: "%lld", locale: locale, number) }
        return grouped(number, separator: separator)
    }

    /// The separator of `locale` when Foundation formats the probes as plain grouping does.
    private static func plainSeparator(of locale: Locale) -> String? {
        let probe = String(format: "%lld", locale: locale, Int64(1234))
        guard probe.count > 4, probe.hasPrefix("1"), probe.hasSuffix("234") else { return nil }
        let separator = String(probe.dropFirst().dropLast(3))
        for number: Int64 in [0, 999, -1234, 12_345, -1_234_567, 123_456_789_012, .min, .max]
        where String(format: "%lld", locale: locale, number) != grouped(number, separator: separator) {
            return nil
        }
        return separator
    }

    /// The digits of `number` with `separator` before every three from the right.
    static func grouped(_ number: Int64, separator: String) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return text
    }
}
