import Foundation

/// What an operator makes of one value from upstream (see ``Relay``).
enum RelayStep<Output, Failure: Error> {
    /// Send this value downstream.
    case emit(Output)
    /// Send nothing (a filtered value, or one a reducer took in).
    case skip
    /// Send this value, then finish and cancel upstream (`first()`).
    case emitAndFinish(Output)
    /// Complete now and cancel upstream (a thrown error, `prefix(while:)` ending).
    case finish(Subscribers.Completion<Failure>)
}

/// How a ``Relay`` asks upstream for values.
enum RelayDemand {
    /// Downstream's requests go upstream as they are; a skipped value asks upstream for one more,
    /// so a subscriber that asked for one value gets one (`filter`, `map`, `dropFirst`, …).
    case passThrough
    /// The first request asks upstream for every value: the operator sends at most one value,
    /// after upstream ends or when it knows the answer (`reduce`, `count`, `contains`, …).
    case unlimited
    /// Requests are multiplied by the count (`collect(_:)`, which sends one array per count).
    case scaled(Int)
    /// Upstream is asked for every value as soon as it subscribes, whatever downstream asks
    /// (`ignoreOutput()`, which sends no values, only the completion).
    case unlimitedNow
}

/// The subscription most operators make: one upstream, one downstream, and closures that say
/// what each value and the completion become.
///
/// It forwards downstream's demand upstream (as ``RelayDemand`` says), calls the closures with
/// upstream's events one at a time (upstream never overlaps them), and never holds its lock
/// while calling out, so a downstream that re-enters (requests or cancels from `receive`) cannot
/// deadlock. A value the operator adds at the end (`replaceEmpty`, `last()`, a reducer's result)
/// waits until downstream asks for it. Completing or cancelling releases both neighbours and
/// cancels upstream, so a cancelled chain keeps nothing alive.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input
    typealias End = (output: Output?, completion: Subscribers.Completion<Downstream.Failure>)

    /// Observers of the subscription's own events (`handleEvents`, `print`).
    struct Hooks {
        var subscription: ((Subscription) -> Void)?
        var request: ((Subscribers.Demand) -> Void)?
        var cancel: (() -> Void)?
    }

    private enum State { case waiting, active, ending, done }

    private enum RequestAction {
        case none
        case forward(Subscription, Subscribers.Demand)
        case deliver(End, Downstream)
    }

    private let lock = NSLock()
    private var state = State.waiting
    private var upstream: Subscription?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var askedForEverything = false
    private var pendingEnd: End?

    let description: String
    private let policy: RelayDemand
    private let onValue: (Input) -> RelayStep<Output, Downstream.Failure>
    private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> End
    private let hooks: Hooks

    init(
        _ name: String, downstream: Downstream, demand policy: RelayDemand = .passThrough, hooks: Hooks = Hooks(),
        value: @escaping (Input) -> RelayStep<Output, Downstream.Failure>,
        completion: @escaping (Subscribers.Completion<UpstreamFailure>) -> End
    ) {
        description = name
        self.downstream = downstream
        self.policy = policy
        self.hooks = hooks
        onValue = value
        onCompletion = completion
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock {
            guard state == .waiting else { return false }
            state = .active
            upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        hooks.subscription?(subscription)
        lock.withLock { downstream }?.receive(subscription: self)
        if case .unlimitedNow = policy { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ state == .active ? downstream : nil }) else { return .none }
        switch onValue(input) {
        case .emit(let output):
            lock.withLock { demand -= 1 }
            let more = downstream.receive(output)
            if more > 0 { lock.withLock { demand += more } }
            return upstreamDemand(for: more)
        case .skip:
            if case .passThrough = policy { return .max(1) }
            return .none
        case .emitAndFinish(let output):
            guard let downstream = end() else { return .none }
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
            return .none
        case .finish(let completion):
            end()?.receive(completion: completion)
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let active = lock.withLock {
            guard state == .active else { return false }
            state = .ending
            upstream = nil
            return true
        }
        guard active else { return }
        let end = onCompletion(completion)
        let deliverNow: Downstream? = lock.withLock {
            guard state == .ending else { return nil }
            if end.output != nil && demand == .none {
                pendingEnd = end
                return nil
            }
            state = .done
            defer { downstream = nil }
            return downstream
        }
        deliverNow.map { Self.deliver(end, to: $0) }
    }

    func request(_ demand: Subscribers.Demand) {
        hooks.request?(demand)
        let action: RequestAction = lock.withLock {
            if state == .ending, demand > 0, let end = pendingEnd, let downstream {
                state = .done
                pendingEnd = nil
                self.downstream = nil
                return .deliver(end, downstream)
            }
            self.demand += demand
            guard state == .active, let upstream else { return .none }
            switch policy {
            case .passThrough: return .forward(upstream, demand)
            case .unlimited:
                guard !askedForEverything, demand > 0 else { return .none }
                askedForEverything = true
                return .forward(upstream, .unlimited)
            case .scaled(let count): return .forward(upstream, demand * count)
            case .unlimitedNow: return .none
            }
        }
        switch action {
        case .none: break
        case .forward(let upstream, let demand): if demand > 0 { upstream.request(demand) }
        case .deliver(let end, let downstream): Self.deliver(end, to: downstream)
        }
    }

    func cancel() {
        let upstream: Subscription?? = lock.withLock {
            guard state != .done else { return nil }
            state = .done
            defer {
                self.upstream = nil
                downstream = nil
                pendingEnd = nil
            }
            return .some(self.upstream)
        }
        guard let upstream else { return }
        hooks.cancel?()
        upstream?.cancel()
    }

    /// Ends the relay from outside its upstream (another publisher said so): cancels upstream and
    /// completes downstream, unless it has ended.
    func terminate(_ completion: Subscribers.Completion<Downstream.Failure>) {
        end()?.receive(completion: completion)
    }

    /// Ends the relay from a value: cancels upstream; returns the downstream to complete.
    private func end() -> Downstream? {
        let (upstream, downstream): (Subscription?, Downstream?) = lock.withLock {
            guard state == .active else { return (nil, nil) }
            state = .done
            defer {
                self.upstream = nil
                self.downstream = nil
            }
            return (self.upstream, self.downstream)
        }
        upstream?.cancel()
        return downstream
    }

    private func upstreamDemand(for more: Subscribers.Demand) -> Subscribers.Demand {
        switch policy {
        case .passThrough: more
        case .unlimited, .unlimitedNow: .none
        case .scaled(let count): more * count
        }
    }

    private static func deliver(_ end: End, to downstream: Downstream) {
        if let output = end.output { _ = downstream.receive(output) }
        downstream.receive(completion: end.completion)
    }
}

extension Publisher {
    /// Subscribes a ``Relay`` made of `value` and `completion` between this publisher and
    /// `subscriber`.
    func relay<S: Subscriber>(
        _ name: String, to subscriber: S, demand: RelayDemand = .passThrough, hooks: Relay<Output, Failure, S>.Hooks = .init(),
        value: @escaping (Output) -> RelayStep<S.Input, S.Failure>,
        completion: @escaping (Subscribers.Completion<Failure>) -> (output: S.Input?, completion: Subscribers.Completion<S.Failure>)
    ) {
        subscribe(
            Relay<Output, Failure, S>(name, downstream: subscriber, demand: demand, hooks: hooks, value: value, completion: completion))
    }

    /// Subscribes a ``Relay`` that passes the completion on as it is.
    func relay<S: Subscriber>(
        _ name: String, to subscriber: S, demand: RelayDemand = .passThrough, hooks: Relay<Output, Failure, S>.Hooks = .init(),
        value: @escaping (Output) -> RelayStep<S.Input, S.Failure>
    ) where S.Failure == Failure {
        relay(name, to: subscriber, demand: demand, hooks: hooks, value: value) { (nil, $0) }
    }

    /// Subscribes a ``Relay`` whose downstream fails with any error (the `try` operators).
    func tryRelay<S: Subscriber>(
        _ name: String, to subscriber: S, demand: RelayDemand = .passThrough,
        value: @escaping (Output) -> RelayStep<S.Input, Error>
    ) where S.Failure == Error {
        relay(name, to: subscriber, demand: demand, value: value) { (nil, $0.eraseError()) }
    }
}
