import Foundation

extension RunLoop: Scheduler {
    /// A run loop's time, as Combine's `RunLoop.SchedulerTimeType`: a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }

        /// A distance between run loop times, in seconds.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The distance in seconds.
            public var magnitude: TimeInterval
            /// The distance in seconds.
            public var timeInterval: TimeInterval { magnitude }

            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// Options for scheduling on a run loop, as Combine's `RunLoop.SchedulerOptions` (it has
    /// none).
    public struct SchedulerOptions: Sendable {}

    /// The virtual clock this run loop runs on now: the current host's, if this is the main run
    /// loop.
    private var virtualClock: (any VirtualClock)? {
        guard let clock = VirtualTime.current, self === RunLoop.main else { return nil }
        return clock
    }

    /// Now: `Date()`; for the main run loop inside a Tesselate host, the host's date (its start
    /// date moved by its virtual time).
    public var now: SchedulerTimeType { SchedulerTimeType(virtualClock?.virtualDate ?? Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` on the run loop, the next time it runs; for the main run loop inside a
    /// Tesselate host, as a task the host runs before it is idle.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = virtualClock {
            _ = clock.run(at: clock.virtualNow, action)
            return
        }
        let action = UncheckedSendable(action)
        perform { action.value() }
    }

    /// Runs `action` on the run loop at `date`; for the main run loop inside a Tesselate host,
    /// when the host's virtual clock reaches it.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if let clock = virtualClock {
            _ = clock.run(at: clock.virtualTime(of: date.date), action)
            return
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
        timer.tolerance = Swift.max(0, tolerance.timeInterval)
        add(timer, forMode: .default)
    }

    /// Runs `action` on the run loop at `date`, then every `interval`, until the token is
    /// cancelled; for the main run loop inside a Tesselate host, on the host's virtual clock.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = UncheckedSendable(action)
        if let clock = virtualClock {
            return clock.scheduleRepeating(
                at: clock.virtualTime(of: date.date), every: TimeConversion.duration(seconds: interval.timeInterval)
            ) { action.value() }
        }
        let timer = Timer(fire: date.date, interval: Swift.max(interval.timeInterval, 0.000_1), repeats: true) { _ in action.value() }
        timer.tolerance = Swift.max(0, tolerance.timeInterval)
        add(timer, forMode: .default)
        let invalidate = UncheckedSendable(timer)
        return AnyCancellable { invalidate.value.invalidate() }
    }
}
