import Foundation

/// A formatter of the time between two dates in words ("2 hours ago", "in 3 days", "yesterday"),
/// as Foundation's `RelativeDateTimeFormatter` on Apple platforms (Linux's Foundation has none).
///
/// Formats through Foundation's `Date.RelativeFormatStyle`, which Linux has: `.named` style uses
/// words such as "yesterday" where the locale has them, `.numeric` always counts. The largest
/// unit that is not zero is used, as Apple's does.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether to count ("1 day ago") or name ("yesterday"), as Apple's `DateTimeStyle`.
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    /// How units are written, as Apple's `UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        case full = 0
        case spellOut = 1
        case short = 2
        case abbreviated = 3
    }

    /// Numeric (the default) or named.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// Full words (the default) or shorter forms.
    open var unitsStyle: UnitsStyle = .full
    /// The locale the words are in (the current one by default).
    open var locale: Locale! = .current
    /// The calendar the units are counted in (the current one by default).
    open var calendar: Calendar! = .current
    /// The capitalisation context, kept for compatibility; it does not change the text.
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// The time from `referenceDate` to `date` in words.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        let units: Date.RelativeFormatStyle.UnitsStyle =
            switch unitsStyle {
            case .full: .wide
            case .spellOut: .spellOut
            case .short: .narrow
            case .abbreviated: .abbreviated
            }
        var style = Date.RelativeFormatStyle(
            presentation: presentation, unitsStyle: units, locale: locale ?? .current, calendar: calendar ?? .current)
        style.capitalizationContext = .unknown
        // Linux's style counts from now only: the same interval, moved to end now.
        let interval = date.timeIntervalSince(referenceDate)
        return style.format(Date().addingTimeInterval(interval.isFinite ? interval : 0))
    }

    /// `timeInterval` seconds from now in words (negative: in the past).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        localizedString(
            for: Date(timeIntervalSinceReferenceDate: timeInterval.isFinite ? timeInterval : 0),
            relativeTo: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// `dateComponents` from now in words.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}
