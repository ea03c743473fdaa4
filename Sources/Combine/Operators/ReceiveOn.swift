import Foundation

extension Publishers {
    /// A publisher that delivers upstream's values and completion on a scheduler, as Combine's
    /// `Publishers.ReceiveOn`: each is scheduled with `schedule(options:_:)`, in order. The
    /// subscription itself is handed over at once, and requests go straight upstream.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, options) = (scheduler, options)
            upstream.subscribe(
                ScheduledRelay<Output, Failure, S>("ReceiveOn", subscriber) { event in scheduler.schedule(options: options, event) })
        }
    }

    /// A publisher that subscribes to upstream, and sends it requests and the cancel, on a
    /// scheduler, as Combine's `Publishers.SubscribeOn`. Values arrive as upstream sends them.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, options, upstream) = (scheduler, options, upstream)
            let schedule: (@escaping () -> Void) -> Void = { scheduler.schedule(options: options, $0) }
            let relay = SubscribeOnRelay<Output, Failure, S>(subscriber, schedule: schedule)
            schedule { upstream.subscribe(relay) }
        }
    }
}

/// A relay that hands each value and the completion to `schedule` (`receive(on:)`): values go
/// downstream in the scheduled closure, and the demand the subscriber returns goes upstream.
/// Cancelling stops the closures already scheduled from delivering.
final class ScheduledRelay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    private let lock = NSLock()
    private var upstream: Subscription?
    private var downstream: Downstream?
    private var ended = false
    private let schedule: (@escaping () -> Void) -> Void
    let description: String

    init(_ name: String, _ downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        description = name
        self.downstream = downstream
        self.schedule = schedule
    }

    func receive(subscription: Subscription) {
        let downstream: Downstream? = lock.withLock {
            guard upstream == nil, !ended else { return nil }
            upstream = subscription
            return self.downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ !ended }) else { return .none }
        schedule { [self] in
            guard let downstream = lock.withLock({ downstream }) else { return }
            let more = downstream.receive(input)
            if more > 0 { lock.withLock { upstream }?.request(more) }
        }
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

/// `subscribe(on:)`'s relay: requests and the cancel go upstream in closures handed to
/// `schedule`.
private final class SubscribeOnRelay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    private let lock = NSLock()
    private var upstream: Subscription?
    private var downstream: Downstream?
    private let schedule: (@escaping () -> Void) -> Void

    init(_ downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    func receive(subscription: Subscription) {
        let downstream = lock.withLock {
            upstream = subscription
            return self.downstream
        }
        downstream?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { lock.withLock { downstream }?.receive(input) ?? .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock {
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        schedule { [self] in lock.withLock { upstream }?.request(demand) }
    }

    func cancel() {
        let upstream = lock.withLock {
            downstream = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        schedule { upstream?.cancel() }
    }
}

extension Publisher {
    /// Delivers the values and completion on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes, requests and cancels on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
