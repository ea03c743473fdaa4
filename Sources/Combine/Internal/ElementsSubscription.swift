import Foundation

/// The subscription of a publisher of known elements (`Publishers.Sequence`, ``Record``):
/// delivers as many as the subscriber asks for, and completes as soon as the last has gone out.
final class ElementsSubscription<Downstream: Subscriber, Elements: IteratorProtocol>: Subscription, CustomStringConvertible,
    @unchecked Sendable
where Elements.Element == Downstream.Input {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var elements: Elements
    private var next: Elements.Element?
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var emitting = false
    private let name: () -> String
    var description: String { name() }

    /// A subscription for the elements after `first` (the first one, already taken).
    init(
        _ name: @escaping () -> String, _ downstream: Downstream, first: Elements.Element, rest: Elements,
        then completion: Subscribers.Completion<Downstream.Failure>
    ) {
        self.name = name
        self.downstream = downstream
        next = first
        elements = rest
        self.completion = completion
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard !emitting else { return lock.unlock() }
        emitting = true
        while let downstream, demand > 0, let value = next {
            next = elements.next()
            demand -= 1
            let last = next == nil
            if last { self.downstream = nil }
            lock.unlock()
            let added = downstream.receive(value)
            if last {
                downstream.receive(completion: completion)
                lock.lock()
                break
            }
            lock.lock()
            demand += added
        }
        emitting = false
        lock.unlock()
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            next = nil
        }
    }
}

extension Subscriber {
    /// Gives the subscriber the elements of `iterator`, then `completion` (at once if there are
    /// none).
    func receive<I: IteratorProtocol>(
        elements iterator: I, then completion: Subscribers.Completion<Failure>, from name: @escaping @autoclosure () -> String
    )
    where I.Element == Input {
        var iterator = iterator
        guard let first = iterator.next() else {
            receive(subscription: Subscriptions.empty)
            receive(completion: completion)
            return
        }
        receive(subscription: ElementsSubscription(name, self, first: first, rest: iterator, then: completion))
    }
}
