import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// `subject` (a Foundation value: a `Date`, a `URL`, a `Measurement`, …) written by
    /// `formatter`, as SwiftUI's `appendInterpolation(_:formatter:)`:
    /// `Text("Due \(date, formatter: Self.dueFormatter)")`. The formatter writes it when the key is
    /// made, in the formatter's own locale (SwiftUI too leaves the locale to the formatter); with
    /// no formatter, or one that cannot write it, the value is shown as it describes itself.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        appendText(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// `subject` (an object: an `NSNumber`, …) written by `formatter`, as SwiftUI's
    /// `appendInterpolation(_:formatter:)` for `NSObject`:
    /// `Text("\(NSNumber(value: 0.25), formatter: percent)")`.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendText(formatter?.string(for: subject) ?? subject.description)
    }

    /// A `Date` written by `formatter` (usually a `DateFormatter`), as SwiftUI's
    /// `appendInterpolation(_:formatter:)`. On Apple platforms `Date` is `ReferenceConvertible` and
    /// takes the generic form; Linux's Foundation does not make it so, hence this overload (as for
    /// `UUID`, `Decimal` and `DateInterval` below).
    public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) {
        appendText(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// A `UUID` written by `formatter` (see the `Date` form).
    public mutating func appendInterpolation(_ subject: UUID, formatter: Formatter? = nil) {
        appendText(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// A `Decimal` written by `formatter` (usually a `NumberFormatter`; see the `Date` form).
    public mutating func appendInterpolation(_ subject: Decimal, formatter: Formatter? = nil) {
        appendText(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// A `DateInterval` written by `formatter` (usually a `DateIntervalFormatter`; see the `Date`
    /// form).
    public mutating func appendInterpolation(_ subject: DateInterval, formatter: Formatter? = nil) {
        appendText(formatter?.string(for: subject) ?? String(describing: subject))
    }
}
