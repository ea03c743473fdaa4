extension Publishers {
    /// A publisher of whether upstream sends a value equal to one given, as Combine's
    /// `Publishers.Contains`: `true` as soon as it does (cancelling upstream), else `false` when
    /// it finishes.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let output = output
            upstream.relay("Contains", to: subscriber, demand: .unlimited, value: { $0 == output ? .emitAndFinish(true) : .skip }) {
                completion in
                if case .finished = completion { return (false, .finished) }
                return (nil, completion)
            }
        }
    }

    /// A publisher of whether upstream sends a value that passes a test, as Combine's
    /// `Publishers.ContainsWhere`.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let predicate = predicate
            upstream.relay("ContainsWhere", to: subscriber, demand: .unlimited, value: { predicate($0) ? .emitAndFinish(true) : .skip }) {
                completion in
                if case .finished = completion { return (false, .finished) }
                return (nil, completion)
            }
        }
    }

    /// ``ContainsWhere`` with a test that may throw, as Combine's `Publishers.TryContainsWhere`.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Error, S.Input == Bool {
            let predicate = predicate
            upstream.relay(
                "TryContainsWhere", to: subscriber, demand: .unlimited,
                value: { value in
                    do { return try predicate(value) ? .emitAndFinish(true) : .skip } catch { return .finish(.failure(error)) }
                }
            ) { completion in
                if case .finished = completion { return (false, .finished) }
                return (nil, completion.eraseError())
            }
        }
    }

    /// A publisher of whether every upstream value passes a test, as Combine's
    /// `Publishers.AllSatisfy`: `false` as soon as one fails it (cancelling upstream), else
    /// `true` when upstream finishes.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let predicate = predicate
            upstream.relay("AllSatisfy", to: subscriber, demand: .unlimited, value: { predicate($0) ? .skip : .emitAndFinish(false) }) {
                completion in
                if case .finished = completion { return (true, .finished) }
                return (nil, completion)
            }
        }
    }

    /// ``AllSatisfy`` with a test that may throw, as Combine's `Publishers.TryAllSatisfy`.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error

        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Error, S.Input == Bool {
            let predicate = predicate
            upstream.relay(
                "TryAllSatisfy", to: subscriber, demand: .unlimited,
                value: { value in
                    do { return try predicate(value) ? .skip : .emitAndFinish(false) } catch { return .finish(.failure(error)) }
                }
            ) { completion in
                if case .finished = completion { return (true, .finished) }
                return (nil, completion.eraseError())
            }
        }
    }

    /// A publisher of the greatest upstream value by an ordering, when upstream finishes, as
    /// Combine's `Publishers.Comparison` (`min()` and `max()`; nothing if upstream sent nothing).
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The ordering: the value kept is replaced by one it orders before.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let ordered = areInIncreasingOrder
            var kept: Output?
            upstream.relay(
                "Comparison", to: subscriber, demand: .unlimited,
                value: { value in
                    if let current = kept, !ordered(current, value) { return .skip }
                    kept = value
                    return .skip
                }
            ) { completion in
                if case .finished = completion { return (kept, .finished) }
                return (nil, completion)
            }
        }
    }

    /// ``Comparison`` with an ordering that may throw, as Combine's `Publishers.TryComparison`.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let ordered = areInIncreasingOrder
            var kept: Output?
            upstream.relay(
                "TryComparison", to: subscriber, demand: .unlimited,
                value: { value in
                    do {
                        if let current = kept, try !ordered(current, value) { return .skip }
                        kept = value
                        return .skip
                    } catch {
                        return .finish(.failure(error))
                    }
                }
            ) { completion in
                if case .finished = completion { return (kept, .finished) }
                return (nil, completion.eraseError())
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Whether the publisher sends `output`.
    public func contains(_ output: Output) -> Publishers.Contains<Self> { Publishers.Contains(upstream: self, output: output) }
}

extension Publisher where Output: Comparable {
    /// The least value, when the publisher finishes.
    public func min() -> Publishers.Comparison<Self> { min(by: <) }

    /// The greatest value, when the publisher finishes.
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher {
    /// Whether the publisher sends a value for which `predicate` is true.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Whether the publisher sends a value for which `predicate` is true; a thrown error fails.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Whether every value passes `predicate`.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Whether every value passes `predicate`; a thrown error fails.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }

    /// The least value by `areInIncreasingOrder` (the first of equals), when the publisher finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// The least value by an ordering that may throw.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }

    /// The greatest value by `areInIncreasingOrder` (the first of equals), when the publisher
    /// finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// The greatest value by an ordering that may throw.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
