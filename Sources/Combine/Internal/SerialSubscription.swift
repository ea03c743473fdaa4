import Foundation

/// The subscription of operators that subscribe to one upstream after another (`append`,
/// `prepend`, `catch`, `retry`): the subscriber's demand carries over, so a later upstream is
/// asked for what the earlier ones did not deliver.
final class SerialSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var current: Subscription?
    private var demand = Subscribers.Demand.none
    private var started = false
    private var done = false
    let description: String

    init(_ name: String, _ downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Whether the subscriber completed or cancelled.
    var isDone: Bool { lock.withLock { done } }

    /// Takes the current upstream's subscription: the first is handed to the subscriber, a
    /// later one is asked for the demand still outstanding.
    func attach(_ subscription: Subscription) {
        let (accepted, first, demand): (Bool, Bool, Subscribers.Demand) = lock.withLock {
            guard !done, current == nil else { return (false, false, .none) }
            current = subscription
            defer { started = true }
            return (true, !started, self.demand)
        }
        guard accepted else { return subscription.cancel() }
        if first {
            lock.withLock { downstream }?.receive(subscription: self)
        } else if demand > 0 {
            subscription.request(demand)
        }
    }

    /// Delivers a value from the current upstream.
    func deliver(_ value: Downstream.Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ done ? nil : downstream }) else { return .none }
        lock.withLock { demand -= 1 }
        let more = downstream.receive(value)
        if more > 0 { lock.withLock { demand += more } }
        return more
    }

    /// The current upstream ended; another is about to be subscribed.
    func detach() { lock.withLock { current = nil } }

    /// Completes the subscriber.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let downstream: Downstream? = lock.withLock {
            guard !done else { return nil }
            done = true
            current = nil
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        let current: Subscription? = lock.withLock {
            guard !done else { return nil }
            demand += more
            return self.current
        }
        current?.request(more)
    }

    func cancel() {
        let current: Subscription? = lock.withLock {
            done = true
            downstream = nil
            defer { self.current = nil }
            return self.current
        }
        current?.cancel()
    }
}

/// A subscriber that feeds a ``SerialSubscription`` and hands its completion to a closure.
struct SerialSide<Input, Failure: Error, Downstream: Subscriber>: Subscriber where Downstream.Input == Input {
    let serial: SerialSubscription<Downstream>
    let onCompletion: (Subscribers.Completion<Failure>) -> Void
    let combineIdentifier = CombineIdentifier()

    init(_ serial: SerialSubscription<Downstream>, onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.serial = serial
        self.onCompletion = onCompletion
    }

    func receive(subscription: Subscription) { serial.attach(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { serial.deliver(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

extension Publisher {
    /// Subscribes to this publisher as the last upstream of `serial`: its completion completes
    /// the subscriber.
    func subscribeLast<D: Subscriber>(_ serial: SerialSubscription<D>) where D.Input == Output, D.Failure == Failure {
        guard !serial.isDone else { return }
        subscribe(SerialSide<Output, Failure, D>(serial) { serial.finish($0) })
    }
}
