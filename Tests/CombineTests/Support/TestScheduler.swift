import Combine
import Foundation

/// A scheduler whose time moves only when the test calls ``advance(by:)``: the actions due run in
/// time order (in the order scheduled for equal times). Not thread-safe; tests use it from one
/// thread.
final class TestScheduler: Scheduler, @unchecked Sendable {
    struct SchedulerTimeType: Strideable, Hashable {
        var nanoseconds: Int

        func distance(to other: SchedulerTimeType) -> Stride { Stride(other.nanoseconds - nanoseconds) }
        func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(nanoseconds: nanoseconds + n.magnitude) }

        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable {
            var magnitude: Int

            init(_ nanoseconds: Int) { magnitude = nanoseconds }
            init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
            init?<T: BinaryInteger>(exactly source: T) { magnitude = Int(source) * 1_000_000_000 }

            static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

            static func seconds(_ s: Int) -> Stride { Stride(s * 1_000_000_000) }
            static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1e9)) }
            static func milliseconds(_ ms: Int) -> Stride { Stride(ms * 1_000_000) }
            static func microseconds(_ us: Int) -> Stride { Stride(us * 1_000) }
            static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }
    }

    typealias SchedulerOptions = Never

    private(set) var now = SchedulerTimeType(nanoseconds: 0)
    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    private var queue: [(time: SchedulerTimeType, order: Int, action: () -> Void)] = []
    private var nextOrder = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) { enqueue(now, action) }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        enqueue(date, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        var cancelled = false
        func arm(_ at: SchedulerTimeType) {
            enqueue(at) { [weak self] in
                guard !cancelled else { return }
                action()
                _ = self
                arm(at.advanced(by: interval))
            }
        }
        arm(date)
        return AnyCancellable { cancelled = true }
    }

    private func enqueue(_ time: SchedulerTimeType, _ action: @escaping () -> Void) {
        queue.append((time, nextOrder, action))
        nextOrder += 1
    }

    /// Runs what is due now.
    func run() { advance(by: .nanoseconds(0)) }

    /// Moves time forward by `stride`, running the actions due on the way.
    func advance(by stride: SchedulerTimeType.Stride) {
        let target = now.advanced(by: stride)
        while let next = queue.filter({ $0.time <= target }).min(by: { ($0.time.nanoseconds, $0.order) < ($1.time.nanoseconds, $1.order) })
        {
            queue.removeAll { $0.order == next.order }
            now = Swift.max(now, next.time)
            next.action()
        }
        now = target
    }

    /// How many actions wait.
    var pending: Int { queue.count }
}
