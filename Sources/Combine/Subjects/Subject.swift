import Foundation

/// A publisher that code sends values into, as Combine's `Subject`.
///
/// ``send(_:)`` delivers a value to every subscriber that has asked for one (on the calling
/// thread); ``send(completion:)`` ends every subscription, and subscribers that come later get
/// the completion at once. A subject can also subscribe to a publisher
/// (`publisher.subscribe(subject)`), and then relays its values.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the subject: every subscriber receives `completion`, and later sends do nothing.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject an upstream subscription (it asks it for every value).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Delivers `()` to the subscribers.
    public func send() { send(()) }
}

extension Publisher {
    /// Sends this publisher's values and completion into `subject`; cancel the returned token to
    /// stop.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}

/// `publisher.subscribe(subject)`: relays into the subject (held weakly, as Combine does) until
/// cancelled.
private final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let lock = NSLock()
    private weak var subject: S?
    private var subscription: Subscription?
    private var cancelled = false

    init(_ subject: S) { self.subject = subject }

    func receive(subscription: Subscription) {
        lock.lock()
        let subject = self.subject
        let accepted = !cancelled && self.subscription == nil && subject != nil
        if accepted { self.subscription = subscription }
        lock.unlock()
        if accepted { subject?.send(subscription: subscription) } else { subscription.cancel() }
    }

    func receive(_ input: S.Output) -> Subscribers.Demand {
        lock.withLock { cancelled ? nil : subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<S.Failure>) {
        let subject = lock.withLock {
            defer { subscription = nil }
            return cancelled ? nil : self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let subscription = lock.withLock {
            cancelled = true
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
    }
}

/// What subjects keep for each subscriber.
protocol SubjectConduit<Value, Failure>: AnyObject {
    associatedtype Value
    associatedtype Failure: Error
    func offer(_ value: Value)
    func finish(_ completion: Subscribers.Completion<Failure>)
}

/// The subscription a subject gives one subscriber: an ``Outlet`` that drops (or, for a
/// current-value subject, replaces) values the subscriber did not ask for, and that leaves the
/// subject when cancelled.
final class SubjectSubscription<Downstream: Subscriber>: Subscription, SubjectConduit, CustomStringConvertible,
    @unchecked Sendable
{
    private let outlet: Outlet<Downstream>
    private let leave: (SubjectSubscription) -> Void
    private let onRequest: ((SubjectSubscription) -> Void)?
    let description: String

    init(
        _ name: String, _ downstream: Downstream, overflow: Outlet<Downstream>.Overflow,
        onRequest: ((SubjectSubscription) -> Void)? = nil, leave: @escaping (SubjectSubscription) -> Void
    ) {
        description = name
        outlet = Outlet(downstream, overflow: overflow)
        self.leave = leave
        self.onRequest = onRequest
    }

    func offer(_ value: Downstream.Input) { outlet.send(value) }

    /// Keeps `value` for the subscriber's first request even though it asked for none yet.
    func prime(_ value: Downstream.Input) { outlet.send(value, force: true) }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) { outlet.finish(completion) }

    func request(_ demand: Subscribers.Demand) {
        outlet.request(demand)
        onRequest?(self)
    }

    func cancel() {
        outlet.cancel()
        leave(self)
    }

    func start() { outlet.receive(subscription: self) }
}

/// The subscribers of a subject and its own state: thread-safe, never locked while calling out.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    let lock = NSLock()
    private var conduits: [any SubjectConduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []

    /// The conduits, in the order they subscribed; none after the completion.
    var current: [any SubjectConduit<Output, Failure>] {
        lock.withLock { conduits }
    }

    var count: Int { lock.withLock { conduits.count } }

    /// Adds `conduit` unless the subject completed; returns the completion if it did.
    func add(_ conduit: any SubjectConduit<Output, Failure>) -> Subscribers.Completion<Failure>? {
        lock.withLock {
            if let completion { return completion }
            conduits.append(conduit)
            return nil
        }
    }

    func remove(_ conduit: AnyObject) { lock.withLock { conduits.removeAll { $0 === conduit } } }

    /// Completes the subject once: returns the conduits to finish, or nil if it had completed.
    func complete(_ completion: Subscribers.Completion<Failure>) -> [any SubjectConduit<Output, Failure>]? {
        lock.withLock {
            guard self.completion == nil else { return nil }
            self.completion = completion
            defer {
                conduits = []
                upstreams = []
            }
            return conduits
        }
    }

    /// Keeps an upstream subscription and asks it for every value.
    func adopt(_ subscription: Subscription) {
        let open = lock.withLock {
            guard completion == nil else { return false }
            upstreams.append(subscription)
            return true
        }
        if open { subscription.request(.unlimited) } else { subscription.cancel() }
    }
}
