import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal passed
/// to `Text`, `TextField` or another view's title becomes.
///
/// Tesselate does not localize: the key is the text. Interpolations are formatted as SwiftUI
/// formats them (each value gets a printf-style format specifier, applied in the environment's
/// locale when the text is shown): integers as `%lld`, so `Text("\(3)")` shows "3" and
/// `Text("\(1000)")` "1,000" in en_US ("1.000" in de_DE: a year interpolated as a number shows
/// as "2,024", as on a device); floating-point numbers as `%lf`, so `Text("\(0.5)")` shows
/// "0.500000"; `specifier:` uses the given format ("%.2f"). Strings and other
/// values are shown as they describe themselves. Values interpolated with a format style
/// (`"\(price, format: .currency(code: "EUR"))"`) or a date style (`"\(date, style: .time)"`)
/// are formatted in the environment's locale when the text is shown, as SwiftUI formats them.
///
/// A `Text` made from a key reads Markdown in it as SwiftUI does (see `Text.init(_:tableName:bundle:comment:)`),
/// formatted pieces included: `"**\(price, format: .currency(code: "EUR"))** total"` shows the
/// price in bold.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// The key's pieces, literal or formatted where the text is shown, when some are formatted.
    let parts: [(literal: String, format: TextFormat?)]?

    public init(_ value: String) {
        key = value
        parts = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        parts = stringInterpolation.parts
    }

    /// The whole key formatted where it is shown, when some pieces are formatted.
    var format: TextFormat? {
        parts.map { parts in TextFormat(joining: parts.map { part in part.format ?? .literal(part.literal) }) }
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// The pieces, literal or formatted, in order; `nil` until a formatted piece arrives (most
        /// keys have none, and pay for nothing more than their string).
        var parts: [(literal: String, format: TextFormat?)]?

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(min(max(literalCapacity, 0), 1 << 16) * 2) }

        /// A piece formatted where the text is shown; `output` gets its text in the defaults.
        mutating func append(_ format: TextFormat) {
            if parts == nil { parts = [(output, nil)] }
            parts?.append(("", format))
            output += format.key
        }

        /// A piece that is `text` wherever it is shown.
        mutating func appendText(_ text: String) {
            parts?.append((text, nil))
            output += text
        }

        /// `input` formatted by `format`, as SwiftUI's `appendInterpolation(_:format:)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(TextFormat(input, format: format))
        }

        /// `date` in `style`, as SwiftUI's `appendInterpolation(_:style:)`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(TextFormat { environment in style.format(date, environment) })
        }

        public mutating func appendLiteral(_ literal: String) { appendText(literal) }
        public mutating func appendInterpolation(_ string: String) { appendText(string) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { appendText(String(string)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            // Below 1,000 no locale groups digits: such a number is the same text everywhere
            // (Latin digits), and costs no formatting where it is shown.
            if value > -1000 && value < 1000 { return appendText(String(value)) }
            guard let number = Int64(exactly: value) else { return append(TextFormat(UInt64(clamping: value), format: .number)) }
            append(TextFormat { environment in LocalizedNumberFormat.string(number, locale: environment.locale) })
        }
        public mutating func appendInterpolation(_ value: Double) { appendInterpolation(value, specifier: "%lf") }
        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(value, specifier: "%lf") }
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(value, specifier: "%lf") }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            let number = Int64(clamping: value)
            append(TextFormat { environment in LocalizedNumberFormat.string(number, specifier: specifier, locale: environment.locale) })
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            let number = Double(value)
            append(TextFormat { environment in LocalizedNumberFormat.string(number, specifier: specifier, locale: environment.locale) })
        }
        public mutating func appendInterpolation(_ text: Text) { appendText(text.content) }
        public mutating func appendInterpolation<T>(_ value: T) { appendText(String(describing: value)) }
    }
}
