import Foundation

extension Publishers {
    /// A publisher that ends when upstream is quiet for too long, as Combine's
    /// `Publishers.Timeout`: if no value arrives within the interval after the subscription or
    /// the last value, upstream is cancelled and the publisher finishes (or fails with
    /// `customError()`). Values and the completion are delivered on the scheduler.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Failure)?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
            customError: (() -> Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(TimeoutSubscription(subscriber, self))
        }
    }

    /// A publisher of the time between upstream's values (the first measured from the
    /// subscription), by a scheduler's clock, as Combine's `Publishers.MeasureInterval`.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Context.SchedulerTimeType.Stride {
            let scheduler = scheduler
            var last = scheduler.now
            let hooks = Relay<Upstream.Output, Failure, S>.Hooks(subscription: { _ in last = scheduler.now })
            upstream.relay("MeasureInterval", to: subscriber, hooks: hooks) { _ in
                let now = scheduler.now
                defer { last = now }
                return .emit(last.distance(to: now))
            }
        }
    }
}

/// `timeout`'s subscription: a ``ScheduledRelay``-like relay with a timer restarted by each value.
private final class TimeoutSubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = NSLock()
    private var upstream: Subscription?
    private var downstream: Downstream?
    private var generation = 0
    private var ended = false
    private let settings: Publishers.Timeout<Upstream, Context>
    let description = "Timeout"

    init(_ downstream: Downstream, _ settings: Publishers.Timeout<Upstream, Context>) {
        self.downstream = downstream
        self.settings = settings
    }

    private func schedule(_ action: @escaping () -> Void) { settings.scheduler.schedule(options: settings.options, action) }

    /// Starts (or restarts) the wait for the next value.
    private func restartTimer() {
        let current = lock.withLock {
            generation += 1
            return generation
        }
        let scheduler = settings.scheduler
        scheduler.schedule(
            after: scheduler.now.advanced(by: settings.interval), tolerance: scheduler.minimumTolerance, options: settings.options
        ) {
            [weak self] in self?.timedOut(current)
        }
    }

    private func timedOut(_ expected: Int) {
        let (upstream, downstream): (Subscription?, Downstream?) = lock.withLock {
            guard expected == generation, !ended else { return (nil, nil) }
            ended = true
            defer {
                self.upstream = nil
                self.downstream = nil
            }
            return (self.upstream, self.downstream)
        }
        guard let downstream else { return }
        upstream?.cancel()
        downstream.receive(completion: settings.customError.map { .failure($0()) } ?? .finished)
    }

    func receive(subscription: Subscription) {
        let downstream: Downstream? = lock.withLock {
            guard upstream == nil, !ended else { return nil }
            upstream = subscription
            return self.downstream
        }
        guard let downstream else { return subscription.cancel() }
        restartTimer()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ !ended }) else { return .none }
        restartTimer()
        schedule { [self] in
            guard let downstream = lock.withLock({ ended ? nil : downstream }) else { return }
            let more = downstream.receive(input)
            if more > 0 { lock.withLock { upstream }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let open = lock.withLock {
            guard !ended else { return false }
            ended = true
            upstream = nil
            return true
        }
        guard open else { return }
        schedule { [self] in
            let downstream = lock.withLock {
                defer { self.downstream = nil }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let upstream = lock.withLock {
            ended = true
            downstream = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension Publisher {
    /// Ends the publisher (finished, or `customError()`) if no value arrives within `interval`.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// The time between values, by `scheduler`'s clock.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
