extension Publishers {
    /// A publisher of each result of combining the upstream values so far, as Combine's
    /// `Publishers.Scan`.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var result = initialResult
            let next = nextPartialResult
            upstream.relay("Scan", to: subscriber) {
                result = next(result, $0)
                return .emit(result)
            }
        }
    }

    /// ``Scan`` with a combining closure that may throw, as Combine's `Publishers.TryScan`.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            var result = initialResult
            let next = nextPartialResult
            upstream.tryRelay("TryScan", to: subscriber) { value in
                do {
                    result = try next(result, value)
                    return .emit(result)
                } catch {
                    return .finish(.failure(error))
                }
            }
        }
    }

    /// A publisher that leaves out values equal to the one before, as Combine's
    /// `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// Whether two values in a row count as the same.
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            var previous: Output?
            upstream.relay("RemoveDuplicates", to: subscriber) { value in
                defer { previous = value }
                if let previous, predicate(previous, value) { return .skip }
                return .emit(value)
            }
        }
    }

    /// ``RemoveDuplicates`` with a comparison that may throw, as Combine's
    /// `Publishers.TryRemoveDuplicates`.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let predicate: (Output, Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let predicate = predicate
            var previous: Output?
            upstream.tryRelay("TryRemoveDuplicates", to: subscriber) { value in
                defer { previous = value }
                do {
                    if let previous, try predicate(previous, value) { return .skip }
                } catch {
                    return .finish(.failure(error))
                }
                return .emit(value)
            }
        }
    }
}

extension Publisher {
    /// Each result of combining the values so far with `nextPartialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Each result of combining the values so far; a thrown error fails.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Leaves out values that `predicate` says are the same as the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Leaves out values the same as the one before by a comparison that may throw.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out values equal to the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}
