extension Publishers {
    /// A publisher of the upstream values that pass a test, as Combine's `Publishers.Filter`. A
    /// value left out asks upstream for another, so the subscriber's demand is still met.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The test a value must pass.
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let isIncluded = isIncluded
            upstream.relay("Filter", to: subscriber) { isIncluded($0) ? .emit($0) : .skip }
        }

        /// Both tests in one.
        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
            let first = self.isIncluded
            return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
        }

        /// Both tests in one; the second may throw.
        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
        }
    }

    /// A publisher of the upstream values that pass a test that may throw, as Combine's
    /// `Publishers.TryFilter`: a thrown error cancels upstream and fails the publisher.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let isIncluded = isIncluded
            upstream.tryRelay("TryFilter", to: subscriber) { value in
                do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .finish(.failure(error)) }
            }
        }

        /// Both tests in one.
        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
        }

        /// Both tests in one.
        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
        }
    }

    /// A publisher of the non-`nil` results of a transformation, as Combine's
    /// `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let transform = transform
            upstream.relay("CompactMap", to: subscriber) { transform($0).map { .emit($0) } ?? .skip }
        }

        /// Both transformations in one.
        public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
        }

        /// Both transformations in one.
        public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
        }
    }

    /// A publisher of the non-`nil` results of a transformation that may throw, as Combine's
    /// `Publishers.TryCompactMap`.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error

        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let transform = transform
            upstream.tryRelay("TryCompactMap", to: subscriber) { value in
                do { return try transform(value).map { .emit($0) } ?? .skip } catch { return .finish(.failure(error)) }
            }
        }

        /// Both transformations in one.
        public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
        }
    }
}

extension Publisher {
    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The values for which `isIncluded` is true; a thrown error fails the publisher.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// The non-`nil` results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// The non-`nil` results of `transform`; a thrown error fails the publisher.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}
