import Foundation

/// A publisher that code sends values into, as Combine's `Subject`; Tesselate's subjects have
/// `send(_:)` and no completion.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to every subscriber, on the calling thread.
    func send(_ value: Output)
}

extension Subject where Output == Void {
    /// Delivers `()` to every subscriber.
    public func send() { send(()) }
}

/// A subject that delivers each value sent to the subscribers it has then, as Combine's
/// `PassthroughSubject`. Thread-safe: subscribers are called on the thread that sends.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()

    /// A subject with no subscribers.
    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}

/// A subject with a current value, as Combine's `CurrentValueSubject`: a new subscriber first
/// receives the current value, and setting ``value`` sends it. Thread-safe: subscribers are called
/// on the thread that sends.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()
    private let lock = NSLock()
    private var current: Output

    /// A subject whose current value is `value`.
    public init(_ value: Output) { current = value }

    /// The value last sent (or the initial one). Setting it sends the new value.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let token = subscribers.add(receiveValue)
        receiveValue(value)
        return token
    }
}

/// The closures subscribed to a subject. Thread-safe; the closures are called outside the lock,
/// in the order they subscribed.
final class SubscriberList<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [(id: Int, receive: (Output) -> Void)] = []
    private var nextID = 0

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            defer { nextID += 1 }
            subscribers.append((nextID, receive))
            return nextID
        }
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.withLock { subscribers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        for subscriber in lock.withLock({ subscribers }) { subscriber.receive(value) }
    }

    var count: Int { lock.withLock { subscribers.count } }
}
