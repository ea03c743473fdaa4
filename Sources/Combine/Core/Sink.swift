import Foundation

extension Subscribers {
    /// A subscriber that asks for every value and hands each to a closure, as Combine's
    /// `Subscribers.Sink` (what `sink(receiveCompletion:receiveValue:)` attaches).
    ///
    /// It requests ``Subscribers/Demand/unlimited`` when it gets its subscription. Cancelling it,
    /// or its completion, releases the subscription and the closures (so whatever they capture
    /// is freed). Values that arrive after it was cancelled are ignored.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        private let lock = NSLock()
        private var subscription: Subscription?
        private var isDone = false
        private var valueHandler: ((Input) -> Void)?
        private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?

        /// The closure each value is handed to (one that does nothing once the sink is done).
        public var receiveValue: (Input) -> Void { lock.withLock { valueHandler } ?? { _ in } }
        /// The closure the completion is handed to (one that does nothing once the sink is done).
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { lock.withLock { completionHandler } ?? { _ in } }

        /// A sink calling `receiveValue` with each value and `receiveCompletion` at the end.
        public init(
            receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
            receiveValue: @escaping ((Input) -> Void)
        ) {
            completionHandler = receiveCompletion
            valueHandler = receiveValue
        }

        public func receive(subscription: Subscription) {
            let accepted = lock.withLock {
                guard self.subscription == nil, !isDone else { return false }
                self.subscription = subscription
                return true
            }
            guard accepted else { return subscription.cancel() }
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { valueHandler }?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let handler = lock.withLock {
                defer {
                    isDone = true
                    subscription = nil
                    valueHandler = nil
                    completionHandler = nil
                }
                return isDone ? nil : completionHandler
            }
            handler?(completion)
        }

        /// Cancels the subscription and releases the closures.
        public func cancel() {
            let cancelled = lock.withLock {
                defer {
                    isDone = true
                    subscription = nil
                    valueHandler = nil
                    completionHandler = nil
                }
                return subscription
            }
            cancelled?.cancel()
        }

        public var description: String { "Sink" }
        public var customMirror: Mirror { Mirror(self, children: [:]) }
        public var playgroundDescription: Any { description }
    }
}

extension Publisher {
    /// Attaches a ``Subscribers/Sink`` that asks for every value: `receiveValue` gets each value,
    /// `receiveCompletion` the end. Keep the returned token as long as the values should come.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
        receiveValue: @escaping ((Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a ``Subscribers/Sink`` that asks for every value and gives each to
    /// `receiveValue` (only for publishers that cannot fail, as in Combine).
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
