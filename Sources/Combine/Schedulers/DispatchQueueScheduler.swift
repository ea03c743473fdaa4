import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time, as Combine's `DispatchQueue.SchedulerTimeType`: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = dispatchTime.uptimeNanoseconds, end = other.dispatchTime.uptimeNanoseconds
            return end >= start
                ? Stride(.nanoseconds(Int(clamping: end - start))) : Stride(.nanoseconds(-Int(clamping: start - end)))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let start = dispatchTime.uptimeNanoseconds
            guard start != DispatchTime.distantFuture.uptimeNanoseconds else { return self }
            let moved =
                n.magnitude >= 0
                ? start.addingReportingOverflow(UInt64(n.magnitude)) : start.subtractingReportingOverflow(UInt64(n.magnitude.magnitude))
            let nanoseconds = moved.overflow ? (n.magnitude >= 0 ? UInt64.max - 1 : 1) : Swift.max(moved.partialValue, 1)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: nanoseconds))
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// A distance between dispatch times, in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable,
            Sendable
        {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The distance in nanoseconds.
            public var magnitude: Int

            /// The distance as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// A distance of `timeInterval` (`.never` is the longest distance).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = TimeConversion.multiply(s, 1_000_000_000)
                case .milliseconds(let ms): magnitude = TimeConversion.multiply(ms, 1_000_000)
                case .microseconds(let us): magnitude = TimeConversion.multiply(us, 1_000)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = Int.max
                @unknown default: magnitude = Int.max
                }
            }

            /// A distance of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = TimeConversion.nanoseconds(seconds: value) }
            /// A distance of `value` seconds.
            public init(integerLiteral value: Int) { magnitude = TimeConversion.multiply(value, 1_000_000_000) }
            /// A distance of `source` seconds, if it can be represented.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                guard !overflow else { return nil }
                magnitude = nanoseconds
            }

            private init(nanoseconds: Int) { magnitude = nanoseconds }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: TimeConversion.int(Double(lhs.magnitude) * Double(rhs.magnitude) / 1e9))
            }
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: TimeConversion.add(lhs.magnitude, rhs.magnitude))
            }
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: TimeConversion.add(lhs.magnitude, rhs.magnitude == Int.min ? Int.max : -rhs.magnitude))
            }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: TimeConversion.multiply(s, 1_000_000_000)) }
            /// `s` seconds (NaN is zero; beyond `Int`'s nanoseconds, the longest distance).
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: TimeConversion.nanoseconds(seconds: s)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: TimeConversion.multiply(ms, 1_000_000)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: TimeConversion.multiply(us, 1_000)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// Options for scheduling on a dispatch queue, as Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The virtual clock this queue runs on now: the current host's, if this is the main queue.
    private var virtualClock: (any VirtualClock)? {
        guard let clock = VirtualTime.current, label == DispatchQueue.main.label else { return nil }
        return clock
    }

    /// The uptime that virtual time zero maps to.
    private static let virtualUptimeBase: UInt64 = 1_000_000_000

    private static func virtualTime(of time: SchedulerTimeType) -> Duration {
        let uptime = time.dispatchTime.uptimeNanoseconds
        guard uptime != DispatchTime.distantFuture.uptimeNanoseconds else {
            return TimeConversion.duration(seconds: TimeConversion.maximumSeconds)
        }
        return uptime > virtualUptimeBase ? .nanoseconds(Int(clamping: uptime - virtualUptimeBase)) : .zero
    }

    /// Now: `DispatchTime.now()`; on the main queue inside a Tesselate host, the host's virtual
    /// time (as a dispatch time).
    public var now: SchedulerTimeType {
        if let clock = virtualClock {
            let nanoseconds = UInt64(clamping: Swift.max(0, TimeConversion.nanoseconds(clock.virtualNow)))
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: Self.virtualUptimeBase &+ nanoseconds))
        }
        return SchedulerTimeType(DispatchTime.now())
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` asynchronously on the queue; on the main queue inside a Tesselate host, as a
    /// task the host runs before it is idle.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = virtualClock {
            _ = clock.run(at: clock.virtualNow, action)
            return
        }
        let action = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    /// Runs `action` on the queue at `date`; on the main queue inside a Tesselate host, when the
    /// host's virtual clock reaches it (the testing library's `advance(by:)`).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if let clock = virtualClock {
            _ = clock.run(at: Self.virtualTime(of: date), action)
            return
        }
        let action = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    /// Runs `action` on the queue at `date`, then every `interval`, until the token is cancelled;
    /// on the main queue inside a Tesselate host, on the host's virtual clock.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = UncheckedSendable(action)
        if let clock = virtualClock {
            return clock.scheduleRepeating(at: Self.virtualTime(of: date), every: .nanoseconds(interval.magnitude)) { action.value() }
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(
            deadline: date.dispatchTime, repeating: .nanoseconds(Swift.max(interval.magnitude, 1)),
            leeway: .nanoseconds(Swift.max(tolerance.magnitude, 0)))
        timer.setEventHandler { action.value() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
