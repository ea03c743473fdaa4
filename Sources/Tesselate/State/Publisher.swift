import Foundation

/// A type that delivers values over time, as Combine's `Publisher`.
///
/// Linux has no Combine, so Tesselate declares this subset for SwiftUI's
/// ``View/onReceive(_:perform:)``: ``Just``, ``PassthroughSubject``, ``CurrentValueSubject``,
/// `$property` of a ``Published`` property, `Timer.publish(every:tolerance:on:in:options:)` and
/// `NotificationCenter.publisher(for:object:)`, erased with ``AnyPublisher``. It is not Combine:
/// there are no operators but `map(_:)` and `autoconnect()` (no `filter`, `receive(on:)`, …), no `Subscriber` or demand, and no
/// completion: a publisher only delivers values, synchronously, to the closures given to
/// ``sink(receiveValue:)``.
public protocol Publisher<Output, Failure> {
    /// The kind of values the publisher delivers.
    associatedtype Output
    /// The kind of error the publisher may fail with (Tesselate's publishers never fail).
    associatedtype Failure: Error

    /// Calls `receiveValue` with each value the publisher delivers until the returned
    /// cancellable is cancelled or deinitialised, as Combine's `sink(receiveValue:)` (which
    /// Combine offers only when `Failure` is `Never`).
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work (a subscription) this stands for.
    func cancel()
}

/// A cancellation token that cancels when it is deinitialised, as Combine's `AnyCancellable`:
/// keep it (in a property, or a set with ``store(in:)``) for as long as the values should come.
/// Thread-safe; cancelling twice does nothing the second time.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// A token that runs `cancel` when cancelled or deinitialised.
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// A token that cancels `cancellable`.
    public convenience init(_ cancellable: some Cancellable) { self.init { cancellable.cancel() } }

    deinit { cancel() }

    public func cancel() {
        let pending = lock.withLock {
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Adds the token to `set`, which then keeps it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher that hides the type of the one it wraps, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher.sink(receiveValue:)
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

extension Publisher {
    /// The publisher wrapped in an ``AnyPublisher``, as Combine's `eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A publisher that delivers one value to each subscriber, when it subscribes, as Combine's
/// `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The value delivered.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        return AnyCancellable {}
    }
}

/// Namespace of the publisher types that operators return, as Combine's `Publishers`; Tesselate
/// has only ``Map`` and ``Autoconnect``.
public enum Publishers {}

extension Publisher {
    /// A publisher of `transform` applied to each value, as Combine's `map(_:)`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher of the upstream publisher's values transformed, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream.sink { receiveValue(transform($0)) }
        }
    }
}
