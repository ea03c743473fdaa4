import Foundation

extension String {
    /// A string to localize, with its interpolated values, as Foundation's
    /// `String.LocalizationValue` on Apple platforms (Linux's Foundation has none).
    ///
    /// Each interpolated value gets the printf-style specifier Apple's Foundation gives it
    /// (integers `%lld`, floating-point numbers `%lf`, other values `%@`), which is the key a strings
    /// table is searched with, and is formatted in the locale the string is made for:
    /// `"\(1000) items"` has the key `"%lld items"` and reads "1,000 items" in en_US. Tesselate has
    /// no strings tables: the value is the key with its values put in.
    public struct LocalizationValue: Equatable, Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
        /// One piece: literal text or a value with its specifier.
        enum Piece: Equatable, Hashable, Codable, Sendable {
            case literal(String)
            case integer(Int64, specifier: String)
            case floatingPoint(Double, specifier: String)
            case object(String)

            var specifier: String {
                switch self {
                case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
                case .integer(_, let specifier), .floatingPoint(_, let specifier): specifier
                case .object: "%@"
                }
            }

            func text(in locale: Locale) -> String {
                switch self {
                case .literal(let text): text
                case .integer(let value, let specifier): String(format: specifier, locale: locale, value)
                case .floatingPoint(let value, let specifier): String(format: specifier, locale: locale, value)
                case .object(let text): text
                }
            }
        }

        let pieces: [Piece]

        /// A value whose key is `value`, with nothing interpolated.
        public init(_ value: String) { pieces = [.literal(value)] }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

        /// The key a strings table is searched with: the literal text with a specifier for each
        /// interpolated value.
        var key: String { pieces.map(\.specifier).joined() }

        /// The text in `locale`: each value formatted with its specifier.
        func text(in locale: Locale) -> String { pieces.map { $0.text(in: locale) }.joined() }

        /// The interpolations of a `LocalizationValue`, as Apple's `String.LocalizationValue.StringInterpolation`.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var pieces: [Piece] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }
            public mutating func appendInterpolation(_ string: String) { pieces.append(.object(string)) }
            public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { pieces.append(.object(String(string))) }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                pieces.append(.integer(Int64(clamping: value), specifier: "%lld"))
            }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                pieces.append(.integer(Int64(clamping: value), specifier: specifier))
            }
            public mutating func appendInterpolation(_ value: Double) { pieces.append(.floatingPoint(value, specifier: "%lf")) }
            public mutating func appendInterpolation(_ value: Float) { appendInterpolation(Double(value)) }
            public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value)) }
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
                pieces.append(.floatingPoint(Double(value), specifier: specifier))
            }
            /// `input` formatted by `format` (in the format's own locale), as Apple's.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                pieces.append(.object(format.format(input)))
            }
            public mutating func appendInterpolation<T>(_ value: T) { pieces.append(.object(String(describing: value))) }
        }
    }

    /// The string for `keyAndValue` in `locale`, as Foundation's `String(localized:table:bundle:locale:comment:)`.
    /// Tesselate has no strings tables: the value with its interpolations formatted in `locale`.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text(in: locale)
    }

    /// The string for `key`, or `defaultValue` when no table has it, as Foundation's
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`; with no strings tables,
    /// always `defaultValue` formatted in `locale`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text(in: locale)
    }

    /// The string a resource stands for, as Foundation's `String(localized:)` with a
    /// `LocalizedStringResource`.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.text(in: resource.locale)
    }
}

extension AttributedString {
    /// The attributed string for `keyAndValue`, as Foundation's
    /// `AttributedString(localized:table:bundle:locale:comment:)`: the text as `String(localized:)`
    /// gives it, with no attributes (Markdown in it is not read).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self.init(keyAndValue.text(in: locale))
    }
}
