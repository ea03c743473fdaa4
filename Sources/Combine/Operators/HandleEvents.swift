import Foundation

extension Publishers {
    /// A publisher that calls closures on each event of its subscriptions, as Combine's
    /// `Publishers.HandleEvents`: the subscription, each value, the completion, a cancel and each
    /// request.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (output, completion) = (receiveOutput, receiveCompletion)
            let hooks = Relay<Output, Failure, S>.Hooks(subscription: receiveSubscription, request: receiveRequest, cancel: receiveCancel)
            upstream.relay(
                "HandleEvents", to: subscriber, hooks: hooks,
                value: {
                    output?($0)
                    return .emit($0)
                }
            ) {
                completion?($0)
                return (nil, $0)
            }
        }
    }

    /// A publisher that prints each event of its subscriptions, as Combine's `Publishers.Print`.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// Written before each line.
        public let prefix: String
        public let upstream: Upstream
        /// Where the lines go (standard output if `nil`).
        public let stream: TextOutputStream?

        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            var stream = stream
            let prefix = prefix.isEmpty ? "" : prefix + ": "
            let write: (String) -> Void = { line in
                if stream != nil { stream!.write(prefix + line + "\n") } else { Swift.print(prefix + line) }
            }
            let hooks = Relay<Output, Failure, S>.Hooks(
                subscription: { write("receive subscription: (\($0))") }, request: { write("request \($0)") },
                cancel: { write("receive cancel") })
            upstream.relay(
                "Print", to: subscriber, hooks: hooks,
                value: {
                    write("receive value: (\($0))")
                    return .emit($0)
                }
            ) { completion in
                switch completion {
                case .finished: write("receive finished")
                case .failure(let error): write("receive error: (\(error))")
                }
                return (nil, completion)
            }
        }
    }

    /// A publisher that stops in the debugger (raises `SIGTRAP`) when a closure says so, as
    /// Combine's `Publishers.Breakpoint`. Without a debugger attached the signal ends the process,
    /// as on Apple platforms.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let receiveSubscription: ((Subscription) -> Bool)?
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        public init(
            upstream: Upstream, receiveSubscription: ((Subscription) -> Bool)? = nil, receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            let hooks = Relay<Output, Failure, S>.Hooks(subscription: { if onSubscription?($0) == true { raise(SIGTRAP) } })
            upstream.relay(
                "Breakpoint", to: subscriber, hooks: hooks,
                value: {
                    if onOutput?($0) == true { raise(SIGTRAP) }
                    return .emit($0)
                }
            ) {
                if onCompletion?($0) == true { raise(SIGTRAP) }
                return (nil, $0)
            }
        }
    }
}

extension Publisher {
    /// Calls the given closures on the events of each subscription.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Prints each event, prefixed with `prefix`, to `stream` (standard output if `nil`).
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }

    /// Raises `SIGTRAP` when one of the closures returns true.
    public func breakpoint(
        receiveSubscription: ((Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
    }

    /// Raises `SIGTRAP` when the publisher fails.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { if case .failure = $0 { true } else { false } })
    }
}
