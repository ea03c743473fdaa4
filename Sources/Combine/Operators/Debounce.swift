import Foundation

extension Publishers {
    /// A publisher that sends upstream's latest value once upstream has been quiet for a time,
    /// as Combine's `Publishers.Debounce`: each value restarts the wait, and the value goes out
    /// on the scheduler when it ends (dropped if the subscriber has no demand then). Upstream's
    /// completion is delivered on the scheduler at once; a value still waiting is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, dueTime, options) = (scheduler, dueTime, options)
            let timing = TimedRelay<Output, S>("Debounce", subscriber, schedule: { scheduler.schedule(options: options, $0) })
            var generation = 0
            var latest: Output?
            let lock = NSLock()
            timing.onValue = { [weak timing] value in
                let current: Int = lock.withLock {
                    generation += 1
                    latest = value
                    return generation
                }
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    let due: Output? = lock.withLock {
                        guard current == generation else { return nil }
                        defer { latest = nil }
                        return latest
                    }
                    if let due { timing?.emit(due) }
                }
            }
            timing.onCompletion = { _ in lock.withLock { generation += 1 } }
            upstream.subscribe(timing)
        }
    }

    /// A publisher that sends at most one of upstream's values per interval, as Combine's
    /// `Publishers.Throttle`: a value after a quiet interval goes out at once (on the scheduler);
    /// during the interval that follows, the latest value (or, with `latest: false`, the first)
    /// waits and goes out when it ends. Values the subscriber has no demand for are dropped. When
    /// upstream finishes, a waiting value goes out before the completion.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, interval, keepsLatest) = (scheduler, interval, latest)
            let timing = TimedRelay<Output, S>("Throttle", subscriber, schedule: { scheduler.schedule($0) })
            let lock = NSLock()
            var windowOpen = false
            var waiting: Output?
            var ended = false
            func closeWindowLater(_ timing: TimedRelay<Output, S>?) {
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                    [weak timing] in
                    let due: Output? = lock.withLock {
                        guard let value = waiting, !ended else {
                            windowOpen = false
                            return nil
                        }
                        waiting = nil
                        return value
                    }
                    guard let due, let timing else { return }
                    timing.emit(due)
                    closeWindowLater(timing)
                }
            }
            timing.onValue = { [weak timing] value in
                let now: Bool = lock.withLock {
                    guard windowOpen else {
                        windowOpen = true
                        return true
                    }
                    if keepsLatest || waiting == nil { waiting = value }
                    return false
                }
                guard now else { return }
                scheduler.schedule { timing?.emit(value) }
                closeWindowLater(timing)
            }
            timing.beforeCompletion = {
                lock.withLock {
                    ended = true
                    defer { waiting = nil }
                    return waiting
                }
            }
            upstream.subscribe(timing)
        }
    }
}

/// The subscriber of the operators that decide when values go out (`debounce`, `throttle`):
/// asks upstream for every value, hands each to ``onValue``, and delivers what ``emit(_:)`` is
/// given within the subscriber's demand (dropping the rest). The completion goes out through
/// `schedule`, after the value ``beforeCompletion`` returns, if any.
final class TimedRelay<Input, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Input {
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private var upstream: Subscription?
    private var ended = false
    private let schedule: (@escaping () -> Void) -> Void
    var onValue: (Input) -> Void = { _ in }
    var onCompletion: (Subscribers.Completion<Failure>) -> Void = { _ in }
    var beforeCompletion: () -> Input? = { nil }
    let description: String

    init(_ name: String, _ downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        description = name
        outlet = Outlet(downstream, overflow: .drop)
        self.schedule = schedule
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock {
            guard upstream == nil, !ended else { return false }
            upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        outlet.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if lock.withLock({ !ended }) { onValue(input) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let open = lock.withLock {
            defer {
                ended = true
                upstream = nil
            }
            return !ended
        }
        guard open else { return }
        onCompletion(completion)
        let last = beforeCompletion()
        schedule { [outlet] in
            if let last { outlet.send(last) }
            outlet.finish(completion)
        }
    }

    /// Delivers `value` if the subscriber has demand for it.
    func emit(_ value: Input) { outlet.send(value) }

    func request(_ demand: Subscribers.Demand) { outlet.request(demand) }

    func cancel() {
        let upstream = lock.withLock {
            ended = true
            defer { self.upstream = nil }
            return self.upstream
        }
        outlet.cancel()
        upstream?.cancel()
    }
}

extension Publisher {
    /// The latest value once the publisher has been quiet for `dueTime`, on `scheduler`.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S>
    {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// At most one value per `interval`, on `scheduler`: the latest of each interval, or the
    /// first with `latest: false`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
