import Foundation

extension Publishers {
    /// A publisher of the values of the latest publisher upstream sent, as Combine's
    /// `Publishers.SwitchToLatest`: a new inner publisher cancels the one before. It finishes
    /// when upstream and the latest inner publisher have finished; any failure fails it.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(SwitchSubscription<Upstream, S>(subscriber))
        }
    }
}

/// `switchToLatest`'s subscription: the subscriber of upstream and of the latest inner publisher.
final class SwitchSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
where
    Upstream.Output: Publisher, Upstream.Output.Output == Downstream.Input, Upstream.Output.Failure == Downstream.Failure,
    Upstream.Failure == Downstream.Failure
{
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private var upstream: Subscription?
    private var inner: Subscription?
    private var generation = 0
    private var innerLive = false
    private var upstreamFinished = false
    private var done = false
    let description = "SwitchToLatest"

    init(_ downstream: Downstream) {
        outlet = Outlet(downstream)
        outlet.onMoreDemand = { [weak self] demand in self?.lock.withLock { self?.inner }?.request(demand) }
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock {
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        outlet.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        let (previous, id): (Subscription?, Int?) = lock.withLock {
            guard !done else { return (nil, nil) }
            generation += 1
            innerLive = true
            defer { inner = nil }
            return (inner, generation)
        }
        previous?.cancel()
        if let id { input.subscribe(SwitchInnerSide(self, id)) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard case .finished = completion else { return fail(completion) }
        let finish = lock.withLock {
            upstreamFinished = true
            upstream = nil
            return !innerLive && !done
        }
        if finish { outlet.finish(.finished) }
    }

    func attach(_ subscription: Subscription, generation id: Int) {
        let current = lock.withLock {
            guard !done, id == generation else { return false }
            inner = subscription
            return true
        }
        guard current else { return subscription.cancel() }
        let demand = outlet.outstandingDemand
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ value: Downstream.Input, generation id: Int) {
        if lock.withLock({ id == generation && !done }) { outlet.send(value) }
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, generation id: Int) {
        guard lock.withLock({ id == generation && !done }) else { return }
        guard case .finished = completion else { return fail(completion) }
        let finish = lock.withLock {
            innerLive = false
            inner = nil
            return upstreamFinished
        }
        if finish { outlet.finish(.finished) }
    }

    private func fail(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let cancelling = lock.withLock {
            done = true
            defer {
                upstream = nil
                inner = nil
            }
            return [upstream, inner].compactMap { $0 }
        }
        for subscription in cancelling { subscription.cancel() }
        outlet.finish(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.request(demand)
        lock.withLock { inner }?.request(demand)
    }

    func cancel() {
        let cancelling = lock.withLock {
            done = true
            defer {
                upstream = nil
                inner = nil
            }
            return [upstream, inner].compactMap { $0 }
        }
        outlet.cancel()
        for subscription in cancelling { subscription.cancel() }
    }
}

/// The latest inner publisher's subscriber in a ``SwitchSubscription``.
private struct SwitchInnerSide<Upstream: Publisher, Downstream: Subscriber>: Subscriber
where
    Upstream.Output: Publisher, Upstream.Output.Output == Downstream.Input, Upstream.Output.Failure == Downstream.Failure,
    Upstream.Failure == Downstream.Failure
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let parent: SwitchSubscription<Upstream, Downstream>
    let generation: Int
    let combineIdentifier = CombineIdentifier()

    init(_ parent: SwitchSubscription<Upstream, Downstream>, _ generation: Int) {
        self.parent = parent
        self.generation = generation
    }

    func receive(subscription: Subscription) { parent.attach(subscription, generation: generation) }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.receive(input, generation: generation)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { parent.complete(completion, generation: generation) }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this publisher sent.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// The values of the latest publisher this publisher (which cannot fail) sent.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// The values of the latest publisher this publisher sent (neither can fail).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// The values of the latest publisher (which cannot fail) this publisher sent.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
