import Foundation

/// A publisher that starts delivering only when told to, as Combine's `ConnectablePublisher`:
/// subscribers attach first, then ``connect()`` starts the values (`Timer.publish`,
/// `makeConnectable()`, `multicast`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts delivering; cancelling the returned token stops.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects this one when its first subscriber comes and disconnects when
    /// the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A publisher that connects its upstream while it has subscribers, as Combine's
    /// `Publishers.Autoconnect`: the first subscriber connects it, and when the last cancels (or
    /// completes) the connection is cancelled; a later subscriber connects again.
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let lock = NSLock()
        private var subscribers = 0
        private var connection: Cancellable?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let first = lock.withLock {
                subscribers += 1
                return subscribers == 1
            }
            // Each subscription keeps the autoconnect (and so its connection) alive, so that
            // `timer.autoconnect().sink { … }` ticks though nothing else keeps it.
            upstream.subscribe(AutoconnectSubscription(subscriber) { self.leave() })
            guard first else { return }
            let connection = upstream.connect()
            let keep = lock.withLock {
                guard subscribers > 0, self.connection == nil else { return false }
                self.connection = connection
                return true
            }
            if !keep { connection.cancel() }
        }

        private func leave() {
            let connection: Cancellable? = lock.withLock {
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }

    /// A connectable publisher that shares one subscription to upstream among its subscribers,
    /// as Combine's `Publishers.MakeConnectable`.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) { multicast = Multicast(upstream: upstream) { PassthroughSubject() } }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable { multicast.connect() }
    }

    /// A connectable publisher that sends upstream's values through one subject to all its
    /// subscribers, as Combine's `Publishers.Multicast`: the subject is made when first needed;
    /// ``connect()`` subscribes it to upstream.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        public final let createSubject: () -> SubjectType
        private let lock = NSLock()
        private var made: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let made { return made }
                let subject = createSubject()
                made = subject
                return subject
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
            subject.subscribe(subscriber)
        }

        public func connect() -> Cancellable { upstream.subscribe(subject) }
    }

    /// A publisher that shares one subscription to upstream among all its subscribers, as
    /// Combine's `Publishers.Share` (a ``Multicast`` through a ``PassthroughSubject``,
    /// autoconnected): subscribers that come later miss what was sent before, and once upstream
    /// has completed, new subscribers get only the completion.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            inner.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

/// A subscriber of an ``Publishers/Autoconnect`` that tells it when it leaves (cancelled or
/// completed), once.
private final class AutoconnectSubscription<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var onLeave: (() -> Void)?

    init(_ downstream: Downstream, onLeave: @escaping () -> Void) {
        self.downstream = downstream
        self.onLeave = onLeave
    }

    private func leave() -> (() -> Void)? {
        lock.withLock {
            defer { onLeave = nil }
            return onLeave
        }
    }

    func receive(subscription: Subscription) {
        lock.withLock { upstream = subscription }
        lock.withLock { downstream }?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { lock.withLock { downstream }?.receive(input) ?? .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock {
            defer {
                self.downstream = nil
                upstream = nil
            }
            return self.downstream
        }
        downstream?.receive(completion: completion)
        leave()?()
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let upstream = lock.withLock {
            defer {
                downstream = nil
                self.upstream = nil
            }
            return self.upstream
        }
        upstream?.cancel()
        leave()?()
    }
}

extension Publisher {
    /// A connectable publisher sharing one subscription to this one.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> where Failure == Never {
        Publishers.MakeConnectable(upstream: self)
    }

    /// A connectable publisher sending this one's values through the subject `createSubject`
    /// makes (once).
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// A connectable publisher sending this one's values through `subject`.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// A publisher that shares one subscription to this one among its subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
