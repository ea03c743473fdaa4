import Foundation

/// Conversions between the schedulers' time units that cannot trap: `Int(x)` traps on NaN, ±∞
/// and values beyond `Int`, and so would `.seconds(Double.nan)` on a stride. NaN becomes zero;
/// values out of range become the nearest one in range.
enum TimeConversion {
    /// `value` as an `Int`, rounded toward zero; NaN is 0, values beyond `Int` are clamped.
    static func int(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        if value >= 9.223_372_036_854_775e18 { return Int.max }
        if value <= -9.223_372_036_854_775e18 { return Int.min }
        return Int(value)
    }

    /// Nanoseconds in `seconds`.
    static func nanoseconds(seconds: Double) -> Int { int(seconds * 1e9) }

    /// `value * factor`, clamped to `Int`'s range.
    static func multiply(_ value: Int, _ factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return (value < 0) == (factor < 0) ? Int.max : Int.min
    }

    /// `a + b`, clamped to `Int`'s range.
    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }

    /// The longest wait on a virtual clock: about 31.7 billion years (far inside `Duration`'s
    /// range, so that adding two cannot overflow).
    static let maximumSeconds: Double = 1e18

    /// `seconds` as a `Duration`, clamped to ±``maximumSeconds``; NaN is zero.
    static func duration(seconds: Double) -> Duration {
        guard !seconds.isNaN else { return .zero }
        return .seconds(Swift.min(Swift.max(seconds, -maximumSeconds), maximumSeconds))
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// `duration` in nanoseconds, clamped to `Int`'s range.
    static func nanoseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return add(multiply(Int(truncatingIfNeeded: seconds), 1_000_000_000), Int(truncatingIfNeeded: attoseconds / 1_000_000_000))
    }
}

/// A value that crosses to another thread or task, where the compiler cannot see that it is
/// used safely (a scheduled closure runs once, on the scheduler's thread).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
