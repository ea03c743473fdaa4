extension Publishers {
    /// A publisher of all upstream values in one array, sent when upstream finishes, as
    /// Combine's `Publishers.Collect`. A failure is passed on instead.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            var values: [Upstream.Output] = []
            upstream.relay(
                "Collect", to: subscriber, demand: .unlimited,
                value: {
                    values.append($0)
                    return .skip
                }
            ) { completion in
                if case .finished = completion { return (values, .finished) }
                return (nil, completion)
            }
        }
    }

    /// A publisher of the upstream values in arrays of `count`, as Combine's
    /// `Publishers.CollectByCount`: the last, shorter array goes out when upstream finishes; a
    /// failure is passed on instead of it.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The length of each array.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            let count = Swift.max(1, count)
            var values: [Upstream.Output] = []
            upstream.relay(
                "CollectByCount", to: subscriber, demand: .scaled(count),
                value: {
                    values.append($0)
                    guard values.count == count else { return .skip }
                    defer { values = [] }
                    return .emit(values)
                }
            ) { completion in
                if case .finished = completion, !values.isEmpty { return (values, .finished) }
                return (nil, completion)
            }
        }
    }

    /// A publisher of the result of combining every upstream value, sent when upstream
    /// finishes, as Combine's `Publishers.Reduce`.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var result = initial
            let next = nextPartialResult
            upstream.relay(
                "Reduce", to: subscriber, demand: .unlimited,
                value: {
                    result = next(result, $0)
                    return .skip
                }
            ) { completion in
                if case .finished = completion { return (result, .finished) }
                return (nil, completion)
            }
        }
    }

    /// ``Reduce`` with a combining closure that may throw (which fails the publisher), as
    /// Combine's `Publishers.TryReduce`.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            var result = initial
            let next = nextPartialResult
            upstream.relay(
                "TryReduce", to: subscriber, demand: .unlimited,
                value: { value in
                    do {
                        result = try next(result, value)
                        return .skip
                    } catch {
                        return .finish(.failure(error))
                    }
                }
            ) { completion in
                if case .finished = completion { return (result, .finished) }
                return (nil, completion.eraseError())
            }
        }
    }

    /// A publisher of how many values upstream sent, when it finishes, as Combine's
    /// `Publishers.Count`.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Int {
            var count = 0
            upstream.relay(
                "Count", to: subscriber, demand: .unlimited,
                value: { _ in
                    count += 1
                    return .skip
                }
            ) { completion in
                if case .finished = completion { return (count, .finished) }
                return (nil, completion)
            }
        }
    }

    /// A publisher of upstream's completion only, as Combine's `Publishers.IgnoreOutput`.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Never {
            upstream.relay("IgnoreOutput", to: subscriber, demand: .unlimitedNow, value: { _ in .skip })
        }
    }
}

extension Publisher {
    /// All values in one array, when the publisher finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// The values in arrays of `count` (the last may be shorter).
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }

    /// The result of combining the values, when the publisher finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// The result of combining the values with a closure that may throw.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// How many values the publisher sent, when it finishes.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

    /// Only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}
extension Publishers.Count: Equatable where Upstream: Equatable {}
extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
