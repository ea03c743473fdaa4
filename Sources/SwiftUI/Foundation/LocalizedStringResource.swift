import Foundation

/// A reference to a localized string, resolved later in a locale, as Foundation's
/// `LocalizedStringResource` (Linux's Foundation has none).
///
/// Tesselate has no strings tables: ``String/init(localized:)-(LocalizedStringResource)`` gives the
/// default value with its interpolations formatted in ``locale``. `Text`, `Button` and the
/// other views that take a resource show that string.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// Where a resource's strings table lives, as Foundation's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Equatable, Hashable, Sendable, Codable {
        /// The main bundle.
        case main
        /// The bundle at `url`.
        case atURL(URL)
    }

    /// The key a strings table is searched with.
    public var key: String
    /// The text when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table searched (`nil` for `Localizable`).
    public var table: String?
    /// The locale the string is made for.
    public var locale: Locale
    /// The bundle whose table is searched.
    public var bundle: BundleDescription
    /// The comment for translators.
    public var comment: String?

    /// A resource whose key and default value are `keyAndValue`.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    /// A resource with its own key and default value.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    private init(
        _ key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription,
        comment: StaticString?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment?.description
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string in ``locale``.
    public var description: String { String(localized: self) }
}
