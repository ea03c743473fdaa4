import Synchronization

extension Publishers {
    /// A publisher of upstream's values until another publisher sends a value, as Combine's
    /// `Publishers.PrefixUntilOutput`: then it finishes, cancelling both.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The publisher whose first value ends this one.
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let trigger = Trigger()
            let relay = Relay<Output, Failure, S>(
                "PrefixUntilOutput", downstream: subscriber, hooks: .init(cancel: { trigger.cancel() }), value: { .emit($0) }
            ) {
                trigger.cancel()
                return (nil, $0)
            }
            upstream.subscribe(relay)
            trigger.watch(other) { [weak relay] in
                trigger.cancel()
                relay?.terminate(.finished)
            }
        }
    }

    /// A publisher that leaves out upstream's values until another publisher sends a value, as
    /// Combine's `Publishers.DropUntilOutput`. A failure of the other publisher fails it.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The publisher whose first value opens this one.
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Other.Failure == S.Failure {
            let trigger = Trigger()
            let open = Mutex(false)
            let relay = Relay<Output, Failure, S>(
                "DropUntilOutput", downstream: subscriber, hooks: .init(cancel: { trigger.cancel() }),
                value: { open.withLock { $0 } ? .emit($0) : .skip }
            ) {
                trigger.cancel()
                return (nil, $0)
            }
            upstream.subscribe(relay)
            trigger.watch(
                other,
                onValue: {
                    open.withLock { $0 = true }
                    trigger.cancel()
                },
                onFailure: { [weak relay] in relay?.terminate(.failure($0)) })
        }
    }
}

/// The subscription to the other publisher of `prefix(untilOutputFrom:)` and
/// `drop(untilOutputFrom:)`: calls back on its first value (or failure), until cancelled.
private final class Trigger: @unchecked Sendable {
    private let lock = Mutex<(cancelled: Bool, token: AnyCancellable?)>((false, nil))

    func watch<P: Publisher>(_ publisher: P, onValue: @escaping () -> Void, onFailure: @escaping (P.Failure) -> Void = { _ in }) {
        let token = publisher.first().sink(
            receiveCompletion: { if case .failure(let error) = $0 { onFailure(error) } }, receiveValue: { _ in onValue() })
        let keep = lock.withLock { state in
            guard !state.cancelled else { return false }
            state.token = token
            return true
        }
        if !keep { token.cancel() }
    }

    func cancel() {
        let token = lock.withLock { state in
            state.cancelled = true
            let token = state.token
            state.token = nil
            return token
        }
        token?.cancel()
    }
}

extension Publisher {
    /// The values until `publisher` sends one, then finished.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }

    /// The values after `publisher` sends one.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}
