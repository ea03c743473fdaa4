import Foundation

extension Publishers {
    /// A publisher of the values of the publishers a closure makes from upstream's values, as
    /// Combine's `Publishers.FlatMap`.
    ///
    /// Upstream is asked for `maxPublishers` values; each becomes a publisher whose values are
    /// merged (in the order they arrive, within the subscriber's demand), and each that finishes
    /// makes room for one more. It finishes when upstream and every inner publisher have
    /// finished; any failure fails it and cancels the rest.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// How many inner publishers may be subscribed at once.
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(
                FlatMapSubscription<Upstream, NewPublisher, S>(subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

/// `flatMap`'s subscription: the subscriber of upstream and of every inner publisher.
final class FlatMapSubscription<Upstream: Publisher, Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private let maxPublishers: Subscribers.Demand
    private let transform: (Upstream.Output) -> Inner
    private var upstream: Subscription?
    private var inners: [Int: Subscription] = [:]
    private var live = Set<Int>()
    private var nextInner = 0
    private var upstreamFinished = false
    private var done = false
    let description = "FlatMap"

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> Inner) {
        outlet = Outlet(downstream)
        self.maxPublishers = maxPublishers
        self.transform = transform
        outlet.onMoreDemand = { [weak self] in self?.forward($0) }
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock {
            guard upstream == nil, !done else { return false }
            upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        outlet.receive(subscription: self)
        if maxPublishers > 0 { subscription.request(maxPublishers) }
    }

    func receive(_ input: Upstream.Output) -> Subscribers.Demand {
        let id: Int? = lock.withLock {
            guard !done else { return nil }
            defer { nextInner += 1 }
            live.insert(nextInner)
            return nextInner
        }
        guard let id else { return .none }
        transform(input).subscribe(FlatMapInnerSide(self, id))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            let finish = lock.withLock {
                upstreamFinished = true
                upstream = nil
                return live.isEmpty && !done
            }
            if finish { outlet.finish(.finished) }
        case .failure: fail(completion)
        }
    }

    func attach(_ subscription: Subscription, inner id: Int) {
        let open = lock.withLock {
            guard !done, live.contains(id) else { return false }
            inners[id] = subscription
            return true
        }
        guard open else { return subscription.cancel() }
        let demand = outlet.outstandingDemand
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ value: Downstream.Input, inner id: Int) { outlet.send(value) }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, inner id: Int) {
        guard case .finished = completion else { return fail(completion) }
        let (finish, upstream): (Bool, Subscription?) = lock.withLock {
            inners[id] = nil
            live.remove(id)
            return (live.isEmpty && upstreamFinished && !done, upstreamFinished ? nil : self.upstream)
        }
        if finish { return outlet.finish(.finished) }
        if maxPublishers != .unlimited { upstream?.request(.max(1)) }
    }

    private func fail(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let cancelling = lock.withLock {
            done = true
            defer {
                upstream = nil
                inners = [:]
                live = []
            }
            return [upstream].compactMap { $0 } + inners.values
        }
        for subscription in cancelling { subscription.cancel() }
        outlet.finish(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.request(demand)
        forward(demand)
    }

    private func forward(_ demand: Subscribers.Demand) {
        for inner in lock.withLock({ Array(inners.values) }) { inner.request(demand) }
    }

    func cancel() {
        let cancelling = lock.withLock {
            done = true
            defer {
                upstream = nil
                inners = [:]
                live = []
            }
            return [upstream].compactMap { $0 } + inners.values
        }
        outlet.cancel()
        for subscription in cancelling { subscription.cancel() }
    }
}

/// One inner publisher's subscriber in a ``FlatMapSubscription``.
private struct FlatMapInnerSide<Upstream: Publisher, Inner: Publisher, Downstream: Subscriber>: Subscriber
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure, Upstream.Failure == Downstream.Failure {
    typealias Input = Inner.Output
    typealias Failure = Inner.Failure

    let parent: FlatMapSubscription<Upstream, Inner, Downstream>
    let id: Int
    let combineIdentifier = CombineIdentifier()

    init(_ parent: FlatMapSubscription<Upstream, Inner, Downstream>, _ id: Int) {
        self.parent = parent
        self.id = id
    }

    func receive(subscription: Subscription) { parent.attach(subscription, inner: id) }

    func receive(_ input: Input) -> Subscribers.Demand {
        parent.receive(input, inner: id)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { parent.complete(completion, inner: id) }
}

extension Publisher {
    /// The values of the publishers `transform` makes from this publisher's values, merged; at
    /// most `maxPublishers` at once.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self>
    where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` into publishers that cannot fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self>
    where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` from a publisher that cannot fail into ones that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// `flatMap` where neither can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self>
    where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
