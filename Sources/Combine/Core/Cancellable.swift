import Foundation

/// Something that can be cancelled, as Combine's `Cancellable`: a subscription, a scheduled
/// action, a connection. Cancelling frees what it holds; a second `cancel()` does nothing.
public protocol Cancellable {
    /// Stops the activity.
    func cancel()
}

extension Cancellable {
    /// Wraps this in an ``AnyCancellable`` stored in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Wraps this in an ``AnyCancellable`` stored in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}

/// A cancellation token that cancels when it is deinitialised, as Combine's `AnyCancellable`:
/// keep it (in a property, or in a set with ``store(in:)-(Set<AnyCancellable>)``) for as long as
/// the values should come. Thread-safe; cancelling twice does nothing the second time.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// A token that runs `cancel` when cancelled or deinitialised.
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// A token that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        if let token = canceller as? AnyCancellable {
            action = token.cancel
        } else {
            action = canceller.cancel
        }
    }

    deinit { cancel() }

    /// Runs the cancel action, once.
    public func cancel() {
        let pending = lock.withLock {
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Adds the token to `collection`, which then keeps it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Adds the token to `set`, which then keeps it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
