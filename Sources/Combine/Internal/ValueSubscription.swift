import Foundation

/// The subscription of a publisher with at most one value and a known end (``Just``,
/// ``Future``, `Optional.Publisher`, `Result.Publisher`): the value goes out on the first request
/// for one, followed at once by the completion.
final class ValueSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var output: Downstream.Input?
    private var completion: Subscribers.Completion<Downstream.Failure>?
    private var requested = false
    let description: String

    init(_ name: String, _ downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Sets what to deliver (once); delivers it if the subscriber already asked.
    func resolve(_ output: Downstream.Input?, _ completion: Subscribers.Completion<Downstream.Failure>) {
        let ready = lock.withLock {
            guard self.completion == nil else { return false }
            self.output = output
            self.completion = completion
            return requested || output == nil
        }
        if ready { deliver() }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let ready = lock.withLock {
            guard !requested else { return false }
            requested = true
            return completion != nil
        }
        if ready { deliver() }
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            output = nil
        }
    }

    private func deliver() {
        let taken = lock.withLock {
            defer {
                downstream = nil
                output = nil
            }
            return (downstream, output, completion)
        }
        guard let downstream = taken.0, let completion = taken.2 else { return }
        if let output = taken.1 { _ = downstream.receive(output) }
        downstream.receive(completion: completion)
    }
}

extension Subscriber {
    /// Gives the subscriber a subscription that delivers `output` (if any) and `completion`.
    func receive(one output: Input?, then completion: Subscribers.Completion<Failure>, from name: String) {
        let subscription = ValueSubscription(name, self)
        receive(subscription: subscription)
        subscription.resolve(output, completion)
    }
}
