import Foundation

extension Subscribers {
    /// A subscriber that writes each value to a property of an object, as Combine's
    /// `Subscribers.Assign` (what `assign(to:on:)` attaches).
    ///
    /// It keeps the object strongly until it is cancelled or the publisher completes, as
    /// Combine's does: assigning to a property of `self` from a publisher `self` keeps makes a
    /// cycle that only cancelling breaks.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        public typealias Failure = Never

        private let lock = NSLock()
        private var root: Root?
        private var subscription: Subscription?
        private var isDone = false

        /// The object written to, until the subscriber is cancelled or completes.
        public var object: Root? { lock.withLock { root } }
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// A subscriber writing each value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            root = object
            self.keyPath = keyPath
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
            if let root = lock.withLock({ root }) { root[keyPath: keyPath] = value }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) { _ = release() }

        public func cancel() { release()?.cancel() }

        /// Ends the subscriber; returns the subscription to cancel, if it was still subscribed.
        private func release() -> Subscription? {
            lock.withLock {
                defer {
                    isDone = true
                    root = nil
                    subscription = nil
                }
                return subscription
            }
        }

        public var description: String { "Assign \(Root.self)." }
        public var customMirror: Mirror { Mirror(self, children: ["keyPath": keyPath]) }
        public var playgroundDescription: Any { description }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]`; keep the returned token as long as the
    /// values should be written. The object is kept until then, as in Combine.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
