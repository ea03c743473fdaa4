extension Publishers {
    /// A publisher whose failure is transformed, as Combine's `Publishers.MapError`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output

        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.init(upstream: upstream, transform: map)
        }

        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
            let transform = transform
            upstream.relay("MapError", to: subscriber, value: { .emit($0) }) { (nil, $0.mapError(transform)) }
        }
    }

    /// A publisher that cannot fail, typed as one that can, as Combine's
    /// `Publishers.SetFailureType` (to combine it with publishers that can).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
            upstream.relay("SetFailureType", to: subscriber, value: { .emit($0) }) { _ in (nil, .finished) }
        }

        /// The same publisher typed with another failure.
        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }

    /// A publisher that replaces a failure with a value and finishes, as Combine's
    /// `Publishers.ReplaceError`. The value waits for the subscriber's demand.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        /// The value sent in place of the failure.
        public let output: Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let output = output
            upstream.relay("ReplaceError", to: subscriber, value: { .emit($0) }) { completion in
                switch completion {
                case .finished: (nil, .finished)
                case .failure: (output, .finished)
                }
            }
        }
    }

    /// A publisher that sends a value if upstream finishes without sending any, as Combine's
    /// `Publishers.ReplaceEmpty`.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The value sent when upstream sent none.
        public let output: Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let output = output
            var sawValue = false
            upstream.relay(
                "ReplaceEmpty", to: subscriber,
                value: {
                    sawValue = true
                    return .emit($0)
                }
            ) { completion in
                if case .finished = completion, !sawValue { return (output, .finished) }
                return (nil, completion)
            }
        }
    }

    /// A publisher that stops the program if upstream fails, as Combine's
    /// `Publishers.AssertNoFailure`.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let upstream: Upstream
        /// Printed before the error.
        public let prefix: String
        public let file: StaticString
        public let line: UInt

        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let (prefix, file, line) = (prefix, file, line)
            upstream.relay("AssertNoFailure", to: subscriber, value: { .emit($0) }) { completion in
                if case .failure(let error) = completion {
                    fatalError("\(prefix.isEmpty ? "" : prefix + ": ")Unexpected failure: \(error)", file: file, line: line)
                }
                return (nil, .finished)
            }
        }
    }
}

extension Publisher {
    /// Transforms the failure with `transform`.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Sends `output` if the publisher finishes without sending a value.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    /// Stops the program with a message if the publisher fails.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}

extension Publisher where Failure == Never {
    /// The publisher typed as one that may fail with `failureType` (it still cannot).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}
extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}
