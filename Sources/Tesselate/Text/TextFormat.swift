import Foundation

/// A piece of text that is formatted when the text is resolved, with the environment it is shown
/// in: a `Text(_:format:)`, a `Text(_:style:)`, or a `LocalizedStringKey` that interpolates a
/// formatted value. SwiftUI formats with the environment's locale, calendar and time zone, and
/// relative date styles against the current date; Tesselate does the same with the host's
/// (en_US, Gregorian, UTC unless set, and ``ViewHost/date``).
struct TextFormat: Equatable, Sendable {
    /// What it shows, for equality and for a `Text` made outside a host (formatted with the
    /// host's defaults).
    let key: String
    let render: @Sendable (EnvironmentValues) -> String

    init(render: @escaping @Sendable (EnvironmentValues) -> String) {
        self.render = render
        var environment = EnvironmentValues()
        environment.referenceDate = Date(timeIntervalSince1970: 0)
        key = render(environment)
    }

    /// Several pieces shown one after the other.
    init(joining parts: [TextFormat]) {
        self.init { environment in parts.map { $0.render(environment) }.joined() }
    }

    /// `input` formatted by `format` in the environment's locale.
    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        // Erased to a closure of the locale, so that the sendable closure captures no generic type.
        let formatted = UncheckedSendable<(Locale) -> String> { locale in format.locale(locale).format(input) }
        self.init { environment in formatted.value(environment.locale) }
    }

    /// A piece that is always `string`.
    static func literal(_ string: String) -> TextFormat { TextFormat { _ in string } }

    static func == (lhs: TextFormat, rhs: TextFormat) -> Bool { lhs.key == rhs.key }
}

struct ReferenceDateKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSince1970: 0) }

extension EnvironmentValues {
    /// The date views treat as now (``ViewHost/date`` in a host): what `Text(_:style:)` with a
    /// relative style counts from.
    var referenceDate: Date {
        get { self[ReferenceDateKey.self] }
        set { self[ReferenceDateKey.self] = newValue }
    }
}

extension Text {
    /// Text showing `input` formatted by `format` in the environment's locale, as SwiftUI's
    /// `init(_:format:)`: `Text(0.25, format: .percent)` shows "25%", `Text(1234.5, format:
    /// .number)` "1,234.5".
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatted: TextFormat(input, format: format))
    }

    /// Text showing `date` in `style`, as SwiftUI's `init(_:style:)`: `.date` "June 3, 2019",
    /// `.time` "11:23 AM", and, counted from now (``ViewHost/date`` in a host), `.relative`
    /// "2 hours, 23 minutes", `.offset` "+2 hours" and `.timer` "2:32". SwiftUI updates the
    /// relative styles as time passes; a host shows them at its date when it last updated.
    public init(_ date: Date, style: DateStyle) {
        self.init(formatted: TextFormat { environment in style.format(date, environment) })
    }

    /// Text showing a range of dates, as SwiftUI's `init(_:)` for `ClosedRange<Date>`:
    /// "10:00 AM – 11:30 AM" (dates on different days show their days too).
    public init(_ dates: ClosedRange<Date>) {
        self.init(formatted: TextFormat { environment in DateStyle.range(dates.lowerBound, dates.upperBound, environment) })
    }

    /// Text showing an interval of dates, as SwiftUI's `init(_:)` for `DateInterval`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    init(formatted: TextFormat) {
        self.init(runs: [Run(string: formatted.key, format: formatted)])
    }

    /// The styles of `Text(_:style:)`, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Equatable, Sendable {
        let name: String

        /// The date: "June 3, 2019".
        public static let date = DateStyle(name: "date")
        /// The time: "11:23 AM".
        public static let time = DateStyle(name: "time")
        /// The time between now and the date, in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(name: "relative")
        /// The signed time from now to the date, in its largest unit: "+2 hours", "-3 minutes".
        public static let offset = DateStyle(name: "offset")
        /// A count from now to the date: "2:32", "1:02:03".
        public static let timer = DateStyle(name: "timer")

        func format(_ date: Date, _ environment: EnvironmentValues) -> String {
            let seconds = date.timeIntervalSince(environment.referenceDate)
            switch name {
            case "date": return DateStyle.formatter(environment, date: .long, time: .omitted).format(date)
            case "time": return DateStyle.formatter(environment, date: .omitted, time: .shortened).format(date)
            case "relative": return DateStyle.units(abs(seconds), count: 2)
            case "offset": return (seconds < 0 ? "-" : "+") + DateStyle.units(abs(seconds), count: 1)
            default: return DateStyle.timer(abs(seconds))
            }
        }

        static func formatter(_ environment: EnvironmentValues, date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle)
            -> Date.FormatStyle
        {
            Date.FormatStyle(
                date: date, time: time, locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
        }

        static func range(_ start: Date, _ end: Date, _ environment: EnvironmentValues) -> String {
            let sameDay = environment.calendar.isDate(start, inSameDayAs: end)
            let style = formatter(environment, date: sameDay ? .omitted : .abbreviated, time: .shortened)
            return style.format(start) + " – " + style.format(end)
        }

        /// `seconds` in its `count` largest non-zero units, as "2 hours, 23 minutes".
        static func units(_ seconds: TimeInterval, count: Int) -> String {
            var rest = CheckedConversion.int(seconds, rounding: .down, clampedTo: 0...Int.max)
            let units: [(String, Int)] = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
            var parts: [String] = []
            for (name, size) in units where parts.count < count {
                let value = rest / size
                rest -= value * size
                if value > 0 || (parts.isEmpty && size == 1) { parts.append("\(value) \(name)\(value == 1 ? "" : "s")") }
            }
            return parts.joined(separator: ", ")
        }

        /// `seconds` as a timer shows it: "2:32", "1:02:03".
        static func timer(_ seconds: TimeInterval) -> String {
            // A date centuries away (or NaN) still shows a number, never traps.
            let total = CheckedConversion.int(seconds, rounding: .down, clampedTo: 0...Int.max)
            let hours = total / 3_600, minutes = total / 60 % 60, rest = total % 60
            let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
        }
    }
}

/// A value the compiler cannot prove `Sendable` (a format style and its input), used only on the
/// main actor where texts are resolved.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
