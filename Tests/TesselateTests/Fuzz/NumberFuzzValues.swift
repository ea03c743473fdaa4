import Foundation
import Tesselate

/// One value the number fuzzer passes: a case reads the field of the kind it takes (`d`/`f` for
/// floating-point parameters, `i` for integers, `t` for durations) and derives the rest (`size`,
/// `point`, `angle`, `date`, `range`…) from it. `g` is a second floating-point value for a second
/// parameter: the same as `f` in the default run, another value in the long mode's combinations.
struct FuzzNumber: CustomStringConvertible {
    var label: String
    var d: Double = 0
    var g: CGFloat = 0
    var i: Int = 0
    var t: Duration = .zero

    var description: String { label }
    var f: CGFloat { CGFloat(d) }
    var size: CGSize { CGSize(width: f, height: g) }
    var point: CGPoint { CGPoint(x: f, y: g) }
    var rect: CGRect { CGRect(x: f, y: g, width: f, height: g) }
    var unit: UnitPoint { UnitPoint(x: f, y: g) }
    var insets: EdgeInsets { EdgeInsets(top: f, leading: g, bottom: f, trailing: g) }
    var angle: Angle { .degrees(d) }
    var date: Date { Date(timeIntervalSinceReferenceDate: d) }
    /// `date`, or the reference date for NaN (a range bound that is NaN traps in a debug build).
    var boundDate: Date { d.isNaN ? Date(timeIntervalSinceReferenceDate: 0) : date }
    /// A range around 0 reaching `d` (`-|d|...|d|`; `-1...1` for NaN: a range with a NaN bound
    /// traps in Swift itself, even made with unchecked bounds, in a debug build).
    var range: ClosedRange<Double> { d.isNaN ? -1...1 : -abs(d)...abs(d) }
    var dateRange: ClosedRange<Date> {
        Date(timeIntervalSinceReferenceDate: range.lowerBound)...Date(timeIntervalSinceReferenceDate: range.upperBound)
    }
    /// An integer range `0...|i|` (`Int.min` gives `0...Int.max`).
    var intRange: ClosedRange<Int> { 0...(i == .min ? .max : abs(i)) }

    /// Whether `d` is one SwiftUI reports for a length (a frame size): NaN, infinite or negative.
    var isBadLength: Bool { !d.isFinite || d < 0 || !g.isFinite || g < 0 }
    var isNaN: Bool { d.isNaN || g.isNaN }
}

enum NumberFuzzValues {
    /// `TESSELATE_FUZZ_NUMBERS=1` (the long mode) runs more values and combinations.
    static var isLong: Bool { ProcessInfo.processInfo.environment["TESSELATE_FUZZ_NUMBERS"].map { $0 != "0" && !$0.isEmpty } ?? false }

    static let extremes: [(String, Double)] = [
        ("nan", .nan), ("inf", .infinity), ("-inf", -.infinity), ("max", .greatestFiniteMagnitude),
        ("-max", -.greatestFiniteMagnitude), ("1e300", 1e300), ("-1e300", -1e300), ("-0", -0.0), ("0", 0),
    ]

    /// Values the long mode adds: subnormals, values at pixel boundaries (at scale 3, and where
    /// a double stops holding fractions), and seeded random doubles of every magnitude.
    static var longExtras: [(String, Double)] {
        var values: [(String, Double)] = [
            ("leastNonzero", .leastNonzeroMagnitude), ("-leastNonzero", -.leastNonzeroMagnitude), ("leastNormal", .leastNormalMagnitude),
            ("1e-300", 1e-300), ("0.5", 0.5), ("1/3", 1.0 / 3), ("1/6", 1.0 / 6), ("0.4999999999", 0.4999999999), ("-0.5", -0.5),
            ("2^52+0.5", 4_503_599_627_370_496.5), ("2^53", 9_007_199_254_740_992), ("1e15+1/3", 1e15 + 1.0 / 3), ("9.2e18", 9.2e18),
            ("1e19", 1e19), ("-1e19", -1e19), ("1e154", 1e154), ("1e308", 1e308), ("-1e308", -1e308), ("100", 100),
        ]
        var random = SeededGenerator(seed: 29)
        for _ in 0..<12 {
            let bits = UInt64.random(in: 0...UInt64.max, using: &random)
            let value = Double(bitPattern: bits)
            values.append(("bits:\(String(bits, radix: 16))", value))
        }
        return values
    }

    static var doubles: [FuzzNumber] {
        let singles = (extremes + (isLong ? longExtras : [])).map { FuzzNumber(label: $0.0, d: $0.1, g: CGFloat($0.1)) }
        guard isLong else { return singles }
        // Combinations: a bad first value beside a good second one and the other way round.
        let pairs: [(String, Double, CGFloat)] = extremes.flatMap { first -> [(String, Double, CGFloat)] in
            [(("\(first.0),10"), first.1, CGFloat(10)), (("10,\(first.0)"), 10, CGFloat(first.1))]
                + extremes.map { ("\(first.0),\($0.0)", first.1, CGFloat($0.1)) }
        }
        return singles + pairs.map { FuzzNumber(label: $0.0, d: $0.1, g: $0.2) }
    }

    static var ints: [FuzzNumber] {
        var values: [(String, Int)] = [("Int.min", .min), ("Int.max", .max), ("-1", -1), ("0", 0)]
        if isLong { values += [("Int32.max", Int(Int32.max)), ("1<<53", 1 << 53), ("-(1<<62)", -(1 << 62)), ("100000", 100_000)] }
        return values.map { FuzzNumber(label: $0.0, d: Double($0.1), g: CGFloat($0.1), i: $0.1) }
    }

    static var durations: [FuzzNumber] {
        var values: [(String, Duration)] = [
            ("Duration.zero", .zero), ("Duration.max", Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999)),
            ("Duration.min", Duration(secondsComponent: .min, attosecondsComponent: 0)), ("-1s", .seconds(-1)),
            ("1as", Duration(secondsComponent: 0, attosecondsComponent: 1)),
        ]
        if isLong {
            values += [
                ("1e9s", .seconds(1_000_000_000)), ("-1as", Duration(secondsComponent: 0, attosecondsComponent: -1)),
                ("Int64.max ns", .nanoseconds(Int64.max)),
            ]
        }
        return values.map { FuzzNumber(label: $0.0, t: $0.1) }
    }
}
