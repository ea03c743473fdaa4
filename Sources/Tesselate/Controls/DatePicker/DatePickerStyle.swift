import Foundation

/// The parts of a date a ``DatePicker`` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Hour and minute, as the locale writes them ("9:41 AM").
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// Day, month and year, as the locale writes them ("Jan 5, 2025").
    public static let date = DatePickerComponents(rawValue: 1 << 4)
    /// Hour, minute and second ("9:41:05 AM"). SwiftUI has it on macOS and watchOS; Tesselate
    /// shows it as iOS would a time with seconds.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 5)

    var names: [String] {
        [(Self.date, ".date"), (.hourAndMinute, ".hourAndMinute"), (.hourMinuteAndSecond, ".hourMinuteAndSecond")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// How a ``DatePicker`` is drawn, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {
    /// Which of Tesselate's date picker looks this is.
    var kind: DatePickerStyleKind { get }
}

/// The date picker looks Tesselate draws (iOS's).
public enum DatePickerStyleKind: String, Hashable, Sendable {
    /// iOS's default: `.compact`.
    case automatic
    /// The label, then one grey capsule button per part (date, time) on the trailing side.
    case compact
    /// A month calendar, with the time below it when shown.
    case graphical
    /// Spinning wheels, 216 points tall, beside the label.
    case wheel
}

/// The platform's default date picker style, as SwiftUI's `DefaultDatePickerStyle` (compact on iOS).
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var kind: DatePickerStyleKind { .automatic }
}

/// As SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var kind: DatePickerStyleKind { .compact }
}

/// As SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var kind: DatePickerStyleKind { .graphical }
}

/// As SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var kind: DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { .init() } }

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.automatic }

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in this view, as SwiftUI's `datePickerStyle(_:)`.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { environment(\.datePickerStyle, style.kind) }
}

/// How a date picker writes dates: with the environment's locale, calendar and time zone, so that
/// a host (en_US, Gregorian, UTC by default) always writes the same strings.
struct DatePickerFormat {
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone

    init(_ environment: EnvironmentValues) {
        locale = environment.locale
        calendar = environment.calendar
        timeZone = environment.timeZone
        calendar.timeZone = timeZone
    }

    private func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    /// The date as the compact style's date button shows it: the medium date style ("Jan 5, 2025").
    func day(_ date: Date) -> String { formatter(date: .medium, time: .none).string(from: date) }

    /// The time as the time button shows it: the short time style ("9:41 AM"), with seconds (the
    /// medium style) for `.hourMinuteAndSecond`.
    func time(_ date: Date, seconds: Bool) -> String { formatter(date: .none, time: seconds ? .medium : .short).string(from: date) }

    /// The month and year a calendar shows ("January 2025").
    func month(_ date: Date) -> String {
        let formatter = self.formatter(date: .none, time: .none)
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: date)
    }

    /// The day of the month ("5").
    func dayOfMonth(_ date: Date) -> String { "\(calendar.component(.day, from: date))" }

    /// The date for the dump: ISO 8601 in the picker's time zone.
    func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        return formatter.string(from: date)
    }
}
