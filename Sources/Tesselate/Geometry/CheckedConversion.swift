import Foundation

/// Conversions from floating-point values that cannot trap.
///
/// `Int(x)`, `Int64(x)` and `Duration.seconds(x)` trap on NaN, ±∞ and values outside the
/// target's range, so each is a crash site for bad input (a NaN slider value, a far-future date, a
/// view offset by 1e19 described in a failure message). Every such conversion in Tesselate and
/// TesselateTesting goes through `CheckedConversion`: it substitutes a value in range, and calls
/// `report` with what it replaced so that the caller can turn it into a diagnostic.
/// `CheckedConversionTests` scans the sources for conversions that bypass it.
package enum CheckedConversion {
    /// `value` rounded by `rule` and clamped to `range`; NaN becomes `substitute`.
    ///
    /// `report` is called, with a sentence saying what was replaced, when `value` is NaN or
    /// rounds outside `range` (±∞ included).
    package static func int<F: BinaryFloatingPoint>(
        _ value: F, rounding rule: FloatingPointRoundingRule = .towardZero,
        clampedTo range: ClosedRange<Int> = Int.min...Int.max, substitute: Int = 0,
        report: ((String) -> Void)? = nil
    ) -> Int {
        let wide = Double(value)
        guard !wide.isNaN else {
            report?("NaN is not a number; \(substitute) is used instead")
            return min(max(substitute, range.lowerBound), range.upperBound)
        }
        let rounded = wide.rounded(rule)
        // Double(Int.max) rounds up to 2⁶³, so `>=` catches every value `Int(_:)` would trap on.
        if rounded >= Double(range.upperBound) {
            if rounded > Double(range.upperBound) { report?("\(wide) is too large; \(range.upperBound) is used instead") }
            return range.upperBound
        }
        if rounded <= Double(range.lowerBound) {
            if rounded < Double(range.lowerBound) { report?("\(wide) is too small; \(range.lowerBound) is used instead") }
            return range.lowerBound
        }
        return Int(rounded)
    }

    /// The longest duration Tesselate works with: about 31.7 billion years, far inside
    /// `Duration`'s range, so that adding two such durations cannot overflow either.
    package static let maximumSeconds: Double = 1e18
    /// ``maximumSeconds`` as a `Duration`.
    package static let maximumDuration: Duration = .seconds(maximumSeconds)

    /// `seconds` as a `Duration`, clamped to ±``maximumSeconds``; NaN becomes `substitute`.
    package static func duration<F: BinaryFloatingPoint>(
        seconds: F, substitute: Duration = .zero, report: ((String) -> Void)? = nil
    ) -> Duration {
        let wide = Double(seconds)
        guard !wide.isNaN else {
            report?("a duration of NaN seconds is not a duration; \(substitute) is used instead")
            return substitute
        }
        guard abs(wide) <= maximumSeconds else {
            report?("a duration of \(wide) seconds is out of range; \(wide < 0 ? -maximumSeconds : maximumSeconds) s is used instead")
            return .seconds(wide < 0 ? -maximumSeconds : maximumSeconds)
        }
        return .seconds(wide)
    }

    /// `duration` in seconds as a `Double` (exact to attoseconds' worth of a `Double`).
    package static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
