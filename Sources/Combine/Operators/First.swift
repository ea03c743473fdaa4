extension Publishers {
    /// A publisher of upstream's first value, after which it finishes and cancels upstream, as
    /// Combine's `Publishers.First`.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.relay("First", to: subscriber) { .emitAndFinish($0) }
        }
    }

    /// A publisher of upstream's first value that passes a test, as Combine's
    /// `Publishers.FirstWhere`.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            upstream.relay("FirstWhere", to: subscriber) { predicate($0) ? .emitAndFinish($0) : .skip }
        }
    }

    /// ``FirstWhere`` with a test that may throw, as Combine's `Publishers.TryFirstWhere`.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let predicate = predicate
            upstream.tryRelay("TryFirstWhere", to: subscriber) { value in
                do { return try predicate(value) ? .emitAndFinish(value) : .skip } catch { return .finish(.failure(error)) }
            }
        }
    }

    /// A publisher of upstream's last value, when it finishes, as Combine's `Publishers.Last`.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.lastRelay("Last", to: subscriber) { _ in true }
        }
    }

    /// A publisher of upstream's last value that passes a test, when it finishes, as Combine's
    /// `Publishers.LastWhere`.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.lastRelay("LastWhere", to: subscriber, where: predicate)
        }
    }

    /// ``LastWhere`` with a test that may throw, as Combine's `Publishers.TryLastWhere`.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let predicate = predicate
            var last: Output?
            upstream.relay(
                "TryLastWhere", to: subscriber, demand: .unlimited,
                value: { value in
                    do {
                        if try predicate(value) { last = value }
                        return .skip
                    } catch {
                        return .finish(.failure(error))
                    }
                }
            ) { completion in
                if case .finished = completion { return (last, .finished) }
                return (nil, completion.eraseError())
            }
        }
    }
}

extension Publisher {
    /// Subscribes a relay that sends the last value passing `predicate` when upstream finishes.
    fileprivate func lastRelay<S: Subscriber>(_ name: String, to subscriber: S, where predicate: @escaping (Output) -> Bool)
    where S.Input == Output, S.Failure == Failure {
        var last: Output?
        relay(
            name, to: subscriber, demand: .unlimited,
            value: {
                if predicate($0) { last = $0 }
                return .skip
            }
        ) { completion in
            if case .finished = completion { return (last, .finished) }
            return (nil, completion)
        }
    }

    /// The first value, then finished.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// The first value for which `predicate` is true, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// The first value for which `predicate` is true; a thrown error fails.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// The last value, when the publisher finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

    /// The last value for which `predicate` is true, when the publisher finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// The last value for which `predicate` is true; a thrown error fails.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
extension Publishers.Last: Equatable where Upstream: Equatable {}
