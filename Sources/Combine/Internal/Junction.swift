import Foundation

/// The subscription of `zip` and `combineLatest`: several upstream publishers of different
/// types whose values are combined into tuples.
///
/// ``Mode/zip`` pairs the n-th values of every upstream (each upstream is asked for what the
/// subscriber asks) and finishes once an upstream has finished and its unpaired values are used
/// up. ``Mode/combineLatest`` sends the latest value of every upstream each time one sends, once
/// all have sent (upstreams are asked for every value; a subscriber without demand gets the
/// latest combination when it asks again), and finishes when all have finished, or at once when
/// one finishes without having sent a value. A failure fails it at once and cancels the rest.
final class Junction<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    enum Mode { case zip, combineLatest }

    private enum Next { case nothing, send(Downstream.Input), sendAndFinish(Downstream.Input) }

    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private let mode: Mode
    private let combine: ([Any]) -> Downstream.Input
    private var upstreams: [Subscription?]
    private var buffers: [[Any]]
    private var finished: [Bool]
    private var requested = Subscribers.Demand.none
    private var done = false
    var description: String { mode == .zip ? "Zip" : "CombineLatest" }

    init(_ downstream: Downstream, count: Int, mode: Mode, combine: @escaping ([Any]) -> Downstream.Input) {
        outlet = Outlet(downstream, overflow: mode == .zip ? .buffer : .keepLatest)
        self.mode = mode
        self.combine = combine
        upstreams = Array(repeating: nil, count: count)
        buffers = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        if mode == .zip { outlet.onMoreDemand = { [weak self] in self?.forward($0) } }
    }

    /// Subscribes the subscriber, then each upstream through `connect`.
    func start(_ connect: [(Junction) -> Void]) {
        outlet.receive(subscription: self)
        for connect in connect where !lock.withLock({ done }) { connect(self) }
    }

    func attach(_ subscription: Subscription, at index: Int) {
        let demand: Subscribers.Demand? = lock.withLock {
            guard !done, upstreams[index] == nil else { return nil }
            upstreams[index] = subscription
            return mode == .zip ? requested : .unlimited
        }
        guard let demand else { return subscription.cancel() }
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ value: Any, at index: Int) {
        let next: Next = lock.withLock {
            guard !done else { return .nothing }
            switch mode {
            case .zip:
                buffers[index].append(value)
                guard !buffers.contains(where: \.isEmpty) else { return .nothing }
                let tuple = combine(buffers.indices.map { buffers[$0].removeFirst() })
                return zipExhausted ? .sendAndFinish(tuple) : .send(tuple)
            case .combineLatest:
                buffers[index] = [value]
                return buffers.contains(where: \.isEmpty) ? .nothing : .send(combine(buffers.map { $0[0] }))
            }
        }
        switch next {
        case .nothing: break
        case .send(let tuple): outlet.send(tuple)
        case .sendAndFinish(let tuple):
            outlet.send(tuple)
            end(.finished)
        }
    }

    /// Whether an upstream that finished has no unpaired values left (called locked).
    private var zipExhausted: Bool { finished.indices.contains { finished[$0] && buffers[$0].isEmpty } }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        guard case .finished = completion else { return end(completion) }
        let over = lock.withLock {
            finished[index] = true
            upstreams[index] = nil
            switch mode {
            case .zip: return buffers[index].isEmpty
            case .combineLatest: return buffers[index].isEmpty || !finished.contains(false)
            }
        }
        if over { end(.finished) }
    }

    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let others: [Subscription]? = lock.withLock {
            guard !done else { return nil }
            done = true
            defer {
                upstreams = upstreams.map { _ in nil }
                buffers = buffers.map { _ in [] }
            }
            return upstreams.compactMap { $0 }
        }
        guard let others else { return }
        for other in others { other.cancel() }
        outlet.finish(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.request(demand)
        if mode == .zip { forward(demand) }
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
            done = true
            defer {
                self.upstreams = self.upstreams.map { _ in nil }
                buffers = buffers.map { _ in [] }
            }
            return self.upstreams.compactMap { $0 }
        }
        outlet.cancel()
        for upstream in upstreams { upstream.cancel() }
    }
}

/// One upstream of a ``Junction``.
struct JunctionSide<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let junction: Junction<Downstream>
    let index: Int
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: Subscription) { junction.attach(subscription, at: index) }

    func receive(_ input: Input) -> Subscribers.Demand {
        junction.receive(input, at: index)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { junction.complete(completion, at: index) }
}

extension Publisher {
    /// Subscribes this publisher to `junction` as its upstream at `index`.
    func join<D: Subscriber>(_ index: Int) -> (Junction<D>) -> Void where D.Failure == Failure {
        { junction in self.subscribe(JunctionSide<Output, D>(junction: junction, index: index)) }
    }
}
