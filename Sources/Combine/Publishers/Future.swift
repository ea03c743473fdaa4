import Foundation

/// A publisher that eventually produces one value (or fails), as Combine's `Future`.
///
/// The closure runs once, when the future is made (not when subscribed to), and calls the promise
/// with the result; calls after the first are ignored. Every subscriber, before or after the
/// result came, receives it (when it asks for a value) and then finishes. Thread-safe.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    /// A future whose result `attemptToFulfill` passes to the promise it is given, now or later.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting: [(Result<Output, Failure>) -> Void]? = lock.withLock {
            guard self.result == nil else { return nil }
            self.result = result
            defer { self.waiting = [] }
            return self.waiting
        }
        for resolve in waiting ?? [] { resolve(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let subscription = ValueSubscription("Future", subscriber)
        let resolve: (Result<Output, Failure>) -> Void = { result in
            switch result {
            case .success(let output): subscription.resolve(output, .finished)
            case .failure(let error): subscription.resolve(nil, .failure(error))
            }
        }
        let known: Result<Output, Failure>? = lock.withLock {
            if result == nil { waiting.append(resolve) }
            return result
        }
        subscriber.receive(subscription: subscription)
        if let known { resolve(known) }
    }
}

extension Future where Failure == Never {
    /// The future's value, once it has one.
    public var value: Output {
        get async {
            for await value in values { return value }
            fatalError("Future finished without a value")
        }
    }
}

extension Future {
    /// The future's value once it has one; throws its error if it fails.
    public var value: Output {
        get async throws {
            for try await value in values { return value }
            fatalError("Future finished without a value")
        }
    }
}
