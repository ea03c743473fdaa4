import Foundation

/// The subscription of `merge`: several upstream publishers of one type, whose values reach the
/// subscriber in the order they arrive, within its demand (each upstream is asked for what the
/// subscriber asks; what arrives beyond its demand waits). It finishes when every upstream has
/// finished, and fails (cancelling the others) when one fails.
final class MergeSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var requested = Subscribers.Demand.none
    private var cancelled = false
    let description = "Merge"

    init(_ downstream: Downstream, count: Int) {
        outlet = Outlet(downstream)
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        outlet.onMoreDemand = { [weak self] in self?.forward($0) }
    }

    /// Subscribes the subscriber, then each publisher (the one at `index` through `subscribe`).
    func start(_ subscribe: [(MergeSide<Downstream>) -> Void]) {
        outlet.receive(subscription: self)
        if subscribe.isEmpty { return outlet.finish(.finished) }
        for (index, connect) in subscribe.enumerated() where !lock.withLock({ cancelled }) {
            connect(MergeSide(self, index))
        }
    }

    func attach(_ subscription: Subscription, at index: Int) {
        let demand: Subscribers.Demand? = lock.withLock {
            guard !cancelled, upstreams[index] == nil, !finished[index] else { return nil }
            upstreams[index] = subscription
            return requested
        }
        guard let demand else { return subscription.cancel() }
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ value: Downstream.Input) { outlet.send(value) }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        switch completion {
        case .finished:
            let all = lock.withLock {
                finished[index] = true
                upstreams[index] = nil
                return !finished.contains(false)
            }
            if all { outlet.finish(.finished) }
        case .failure:
            let others = lock.withLock {
                finished[index] = true
                upstreams[index] = nil
                cancelled = true
                defer { upstreams = upstreams.map { _ in nil } }
                return upstreams.compactMap { $0 }
            }
            for other in others { other.cancel() }
            outlet.finish(completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.request(demand)
        forward(demand)
    }

    private func forward(_ demand: Subscribers.Demand) {
        let upstreams = lock.withLock {
            requested += demand
            return self.upstreams.compactMap { $0 }
        }
        for upstream in upstreams { upstream.request(demand) }
    }

    func cancel() {
        let upstreams = lock.withLock {
            cancelled = true
            defer { self.upstreams = self.upstreams.map { _ in nil } }
            return self.upstreams.compactMap { $0 }
        }
        outlet.cancel()
        for upstream in upstreams { upstream.cancel() }
    }
}

/// One upstream of a ``MergeSubscription``.
struct MergeSide<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let merge: MergeSubscription<Downstream>
    let index: Int
    let combineIdentifier = CombineIdentifier()

    init(_ merge: MergeSubscription<Downstream>, _ index: Int) {
        self.merge = merge
        self.index = index
    }

    func receive(subscription: Subscription) { merge.attach(subscription, at: index) }

    func receive(_ input: Input) -> Subscribers.Demand {
        merge.receive(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { merge.complete(completion, at: index) }
}

extension Publisher {
    /// Subscribes `side` to this publisher (for ``MergeSubscription/start(_:)``).
    func connect<D: Subscriber>(_ side: MergeSide<D>) where D.Input == Output, D.Failure == Failure { subscribe(side) }
}
