import Combine
import Foundation

/// A subscriber that records what it receives and asks for values as a test says: `initial` when
/// it subscribes, and `perValue` more with each value.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    enum Event: CustomStringConvertible {
        case subscription
        case value(Input)
        case completion(Subscribers.Completion<Failure>)

        var description: String {
            switch self {
            case .subscription: "subscription"
            case .value(let value): "\(value)"
            case .completion(.finished): "finished"
            case .completion(.failure(let error)): "failure(\(error))"
            }
        }
    }

    private let lock = NSLock()
    private var recorded: [Event] = []
    private(set) var subscription: Subscription?
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand
    /// Called with each value before the recorder returns its demand.
    var onValue: ((Input) -> Void)?

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    var events: [Event] { lock.withLock { recorded } }
    /// The events as text: values as `"\(value)"`, then `finished` or `failure(…)`.
    var log: [String] { events.map(\.description) }
    var values: [Input] {
        events.compactMap {
            if case .value(let value) = $0 { return value }
            return nil
        }
    }
    var completions: Int {
        events.filter {
            if case .completion = $0 { return true }
            return false
        }.count
    }

    func receive(subscription: Subscription) {
        lock.withLock {
            recorded.append(.subscription)
            self.subscription = subscription
        }
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { recorded.append(.value(input)) }
        onValue?(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { recorded.append(.completion(completion)) }
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}

extension Publisher {
    /// Subscribes a new ``Recorder`` and returns it.
    func record(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) -> Recorder<Output, Failure> {
        let recorder = Recorder<Output, Failure>(initial: initial, perValue: perValue)
        subscribe(recorder)
        return recorder
    }
}

/// An error for tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    var id = 0
    var description: String { "TestError(\(id))" }
}
