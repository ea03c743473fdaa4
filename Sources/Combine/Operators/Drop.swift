extension Publishers {
    /// A publisher that leaves out upstream's first values, as Combine's `Publishers.Drop`
    /// (`dropFirst`).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// How many values are left out.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            var remaining = count
            upstream.relay("Drop", to: subscriber) { value in
                guard remaining <= 0 else {
                    remaining -= 1
                    return .skip
                }
                return .emit(value)
            }
        }
    }

    /// A publisher that leaves out upstream's values until one fails a test, as Combine's
    /// `Publishers.DropWhile`.
    public struct DropWhile<Upstream: Publisher>: Publisher {
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
            var dropping = true
            upstream.relay("DropWhile", to: subscriber) { value in
                if dropping, predicate(value) { return .skip }
                dropping = false
                return .emit(value)
            }
        }
    }

    /// ``DropWhile`` with a test that may throw, as Combine's `Publishers.TryDropWhile`.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
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
            var dropping = true
            upstream.tryRelay("TryDropWhile", to: subscriber) { value in
                do {
                    if dropping, try predicate(value) { return .skip }
                } catch {
                    return .finish(.failure(error))
                }
                dropping = false
                return .emit(value)
            }
        }
    }

    /// A publisher of upstream's values while they pass a test; the first that fails it
    /// finishes the publisher, as Combine's `Publishers.PrefixWhile`.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
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
            upstream.relay("PrefixWhile", to: subscriber) { predicate($0) ? .emit($0) : .finish(.finished) }
        }
    }

    /// ``PrefixWhile`` with a test that may throw, as Combine's `Publishers.TryPrefixWhile`.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
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
            upstream.tryRelay("TryPrefixWhile", to: subscriber) { value in
                do { return try predicate(value) ? .emit(value) : .finish(.finished) } catch { return .finish(.failure(error)) }
            }
        }
    }

    /// A publisher of the upstream values at some positions, as Combine's `Publishers.Output`
    /// (`output(at:)`, `output(in:)`, `prefix(_:)`): it finishes and cancels upstream after the
    /// last position.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The positions of the values sent (0 is the first).
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let range = range
            var index = 0
            upstream.relay("Output", to: subscriber) { value in
                defer { index += 1 }
                if index >= range.upperBound { return .finish(.finished) }
                if index < range.lowerBound { return .skip }
                return index == range.upperBound &- 1 ? .emitAndFinish(value) : .emit(value)
            }
        }
    }
}

extension Publisher {
    /// Leaves out the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

    /// Leaves out values while `predicate` is true.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Leaves out values while `predicate` is true; a thrown error fails.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// The values while `predicate` is true, then finished.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// The values while `predicate` is true; a thrown error fails.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// The first `maxLength` values, then finished.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { output(in: 0..<Swift.max(0, maxLength)) }

    /// The value at `index` (0 is the first), then finished.
    public func output(at index: Int) -> Publishers.Output<Self> { output(in: index..<(index == Int.max ? index : index + 1)) }

    /// The values at the positions in `range`, then finished.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}
extension Publishers.Output: Equatable where Upstream: Equatable {}
