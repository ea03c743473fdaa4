import Foundation
import Synchronization

/// A number as a `LocalizedStringKey` interpolation shows it: `String(format:locale:)` with the
/// interpolation's specifier ("%lld" for integers, "%lf" for floating point, or the `specifier:`
/// given), which groups digits and writes the decimal point in the locale's way ("1,234.50" in
/// English, "1.234,50" in German).
///
/// Foundation builds an ICU number formatter for every such call (about half a million
/// instructions on Linux: a screen of 10,000 numbered rows spent most of its update there). So
/// each locale and specifier is probed once: when Foundation's text for a few numbers is the C
/// library's text (`String(format:)` without a locale) with a separator every three digits of
/// the whole part and the locale's decimal point, those two are applied directly to the C
/// library's text from then on. Other locales and specifiers (Indian grouping, other digits, no
/// grouping of four digits, text around the number) and numbers that are not finite are
/// formatted by Foundation every time.
enum LocalizedNumberFormat {
    /// A locale's plain grouping separator and decimal point.
    private struct Plain: Sendable {
        var separator: String
        var decimalPoint: String
    }

    /// What the probes found, by locale, specifier and kind of number; `nil` when not plain.
    private static let plain = Mutex<[Key: Plain?]>([:])

    private struct Key: Hashable {
        var locale: String
        var specifier: String
        var isInteger: Bool
    }

    /// `number` formatted as `String(format: specifier, locale: locale, number)` formats it.
    static func string(_ number: Int64, specifier: String = "%lld", locale: Locale) -> String {
        let key = Key(locale: locale.identifier, specifier: specifier, isInteger: true)
        if let plain = plain(for: key, probing: { String(format: specifier, $0) }, { String(format: specifier, locale: locale, $0) }),
            let text = apply(plain, to: String(format: specifier, number))
        {
            return text
        }
        return String(format: specifier, locale: locale, number)
    }

    /// `number` formatted as `String(format: specifier, locale: locale, number)` formats it.
    static func string(_ number: Double, specifier: String, locale: Locale) -> String {
        let key = Key(locale: locale.identifier, specifier: specifier, isInteger: false)
        if number.isFinite,
            let plain = plain(
                for: key, probing: { String(format: specifier, Double($0)) }, { String(format: specifier, locale: locale, Double($0)) }),
            let text = apply(plain, to: String(format: specifier, number))
        {
            return text
        }
        return String(format: specifier, locale: locale, number)
    }

    /// The plain separators for `key`, probed once: `plainText` formats a probe without a
    /// locale, `localized` in the locale.
    private static func plain(
        for key: Key, probing plainText: (Int64) -> String, _ localized: (Int64) -> String
    ) -> Plain? {
        if let known = plain.withLock({ $0[key] }) { return known }
        let found = probe(plainText, localized)
        plain.withLock { $0[key] = found }
        return found
    }

    /// Learns the separator and decimal point from 1234 (`1,234` or `1.234,00`), then checks
    /// them on other numbers.
    private static func probe(_ plainText: (Int64) -> String, _ localizedText: (Int64) -> String) -> Plain? {
        let localized = localizedText(1234)
        guard let parts = split(plainText(1234)), parts.whole == "1234", localized.hasPrefix("1") else { return nil }
        let fractionDigits = parts.fraction.dropFirst()
        guard localized.hasSuffix(fractionDigits) else { return nil }
        var rest = Substring(localized.dropFirst().dropLast(fractionDigits.count))
        var decimalPoint = "."
        if !parts.fraction.isEmpty {
            // The decimal point follows the whole part's last three digits.
            guard let range = rest.range(of: "234", options: .backwards), range.upperBound < rest.endIndex else { return nil }
            decimalPoint = String(rest[range.upperBound...])
            rest = rest[..<range.upperBound]
        }
        guard rest.hasSuffix("234") else { return nil }
        let plain = Plain(separator: String(rest.dropLast(3)), decimalPoint: decimalPoint)
        guard !plain.separator.isEmpty, !plain.separator.contains(where: \.isNumber), !plain.decimalPoint.contains(where: \.isNumber)
        else { return nil }
        for number: Int64 in [0, 7, -7, 999, -1234, 12_345, 999_999, -1_234_567, 123_456_789_012]
        where apply(plain, to: plainText(number)) != localizedText(number) {
            return nil
        }
        return plain
    }

    /// The C library's text of a number (`-1234.50`) with `plain`'s separators; `nil` when it is
    /// not only a sign, digits and a point.
    private static func apply(_ plain: Plain, to text: String) -> String? {
        guard let parts = split(text) else { return nil }
        var result = parts.isNegative ? "-" : ""
        let digits = Array(parts.whole)
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += plain.separator }
            result.append(digit)
        }
        if !parts.fraction.isEmpty { result += plain.decimalPoint + parts.fraction.dropFirst() }
        return result
    }

    /// A number's text as its sign, whole digits and fraction (with its point, or empty).
    private static func split(_ text: String) -> (isNegative: Bool, whole: Substring, fraction: Substring)? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let whole = unsigned.prefix { $0.isASCII && $0.isNumber }
        let fraction = unsigned[whole.endIndex...]
        guard !whole.isEmpty, fraction.isEmpty || (fraction.first == "." && fraction.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
        else { return nil }
        return (text.hasPrefix("-"), whole, fraction)
    }
}
