import Foundation

extension OperationQueue: Scheduler {
    /// An operation queue's time, as Combine's `OperationQueue.SchedulerTimeType`: a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }

        /// A distance between operation queue times, in seconds.
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

    /// Options for scheduling on an operation queue, as Combine's `OperationQueue.SchedulerOptions` (it has
    /// none).
    public struct SchedulerOptions: Sendable {}

    /// The virtual clock this queue runs on now: the current host's, if this is the main queue.
    private var virtualClock: (any VirtualClock)? {
        guard let clock = VirtualTime.current, self === OperationQueue.main else { return nil }
        return clock
    }

    /// Now: `Date()`; for the main queue inside a Tesselate host, the host's date.
    public var now: SchedulerTimeType { SchedulerTimeType(virtualClock?.virtualDate ?? Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Adds `action` to the queue as an operation; for the main queue inside a Tesselate host,
    /// runs it as a task the host runs before it is idle.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = virtualClock {
            _ = clock.run(at: clock.virtualNow, action)
            return
        }
        let action = UncheckedSendable(action)
        addOperation { action.value() }
    }

    /// Adds `action` to the queue at `date`; for the main queue inside a Tesselate host, when
    /// the host's virtual clock reaches it.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if let clock = virtualClock {
            _ = clock.run(at: clock.virtualTime(of: date.date), action)
            return
        }
        let action = UncheckedSendable(action)
        let queue = UncheckedSendable(self)
        DispatchQueue.global().asyncAfter(deadline: Self.dispatchTime(of: date.date)) { queue.value.addOperation { action.value() } }
    }

    /// Adds `action` to the queue at `date`, then every `interval`, until the token is
    /// cancelled; for the main queue inside a Tesselate host, on the host's virtual clock.
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
        let queue = UncheckedSendable(self)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(
            deadline: Self.dispatchTime(of: date.date),
            repeating: .nanoseconds(Swift.max(TimeConversion.nanoseconds(seconds: interval.timeInterval), 1)))
        timer.setEventHandler { queue.value.addOperation { action.value() } }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// The dispatch time of `date` (now if it has passed; never beyond about 30 years).
    private static func dispatchTime(of date: Date) -> DispatchTime {
        let delay = date.timeIntervalSinceNow
        let nanoseconds = delay.isNaN ? 0 : TimeConversion.nanoseconds(seconds: Swift.min(Swift.max(delay, 0), 1e9))
        return .now() + .nanoseconds(nanoseconds)
    }
}
