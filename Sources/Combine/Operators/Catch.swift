extension Publishers {
    /// A publisher that replaces upstream, when it fails, with the publisher a closure makes
    /// from the error, as Combine's `Publishers.Catch`. The subscriber's outstanding demand
    /// carries over.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            let handler = handler
            upstream.catching("Catch", subscriber) { .success(handler($0)) }
        }
    }

    /// ``Catch`` with a closure that may throw (which fails the publisher), as Combine's
    /// `Publishers.TryCatch`.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, S.Failure == Error {
            let handler = handler
            upstream.catching("TryCatch", subscriber) { error in
                do { return .success(try handler(error).mapError { $0 as Error }) } catch { return .failure(error) }
            }
        }
    }

    /// A publisher that subscribes to upstream again when it fails, up to a number of times, as
    /// Combine's `Publishers.Retry` (`nil`: without end). The subscriber's outstanding demand
    /// carries over; the last failure is passed on.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// How many times to subscribe again (`nil`: without end).
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let serial = SerialSubscription("Retry", subscriber)
            let upstream = upstream
            func attempt(_ remaining: Int?) {
                guard !serial.isDone else { return }
                upstream.subscribe(
                    SerialSide<Output, Failure, S>(serial) { completion in
                        if case .failure = completion, remaining.map({ $0 > 0 }) ?? true {
                            serial.detach()
                            attempt(remaining.map { $0 - 1 })
                        } else {
                            serial.finish(completion)
                        }
                    })
            }
            attempt(retries)
        }
    }
}

extension Publisher {
    /// Subscribes `subscriber` to this publisher, replaced when it fails by what `recover`
    /// makes of the error (or failing with the error `recover` returns).
    fileprivate func catching<P: Publisher, S: Subscriber>(
        _ name: String, _ subscriber: S, recover: @escaping (Failure) -> Result<P, S.Failure>
    ) where P.Output == Output, S.Input == Output, P.Failure == S.Failure {
        let serial = SerialSubscription(name, subscriber)
        subscribe(
            SerialSide<Output, Failure, S>(serial) { completion in
                switch completion {
                case .finished: serial.finish(.finished)
                case .failure(let error):
                    switch recover(error) {
                    case .success(let publisher):
                        serial.detach()
                        publisher.subscribeLast(serial)
                    case .failure(let error): serial.finish(.failure(error))
                    }
                }
            })
    }

    /// Replaces this publisher, when it fails, with the publisher `handler` makes from the
    /// error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Replaces this publisher, when it fails, with the publisher `handler` makes from the error;
    /// a thrown error fails.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Subscribes again, up to `retries` times, when the publisher fails.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}
