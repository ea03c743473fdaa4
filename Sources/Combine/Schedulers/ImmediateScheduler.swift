/// A scheduler that runs every action at once, on the calling thread, as Combine's
/// `ImmediateScheduler`: `schedule(after:)` ignores the date, and a repeating schedule runs once.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The immediate scheduler's time: a count that never advances by itself.
    public struct SchedulerTimeType: Strideable, Sendable {
        private let ticks: Int

        fileprivate init(_ ticks: Int) { self.ticks = ticks }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(TimeConversion.add(other.ticks, -ticks)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(TimeConversion.add(ticks, n.magnitude)) }

        /// A number of ticks (the unit makes no difference to an immediate scheduler).
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            public var magnitude: Int

            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = TimeConversion.int(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(TimeConversion.multiply(lhs.magnitude, rhs.magnitude)) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(TimeConversion.add(lhs.magnitude, rhs.magnitude)) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { lhs + Stride(rhs.magnitude == Int.min ? Int.max : -rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(s) }
            public static func seconds(_ s: Double) -> Stride { Stride(TimeConversion.int(s)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            public static func microseconds(_ us: Int) -> Stride { Stride(us) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }
    }

    public typealias SchedulerOptions = Never

    /// The immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType(0) }
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        action()
    }

    @discardableResult
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
