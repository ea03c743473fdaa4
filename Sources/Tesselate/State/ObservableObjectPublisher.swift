import Foundation
import Synchronization

/// The publisher an ``ObservableObject`` sends on before it changes, as Combine's
/// `ObservableObjectPublisher`.
///
/// Linux has no Combine, so this is not a Combine `Publisher`: it has Combine's `init()` and
/// `send()`, and the hosts whose views observe the object (through ``ObservedObject``,
/// ``StateObject`` or ``EnvironmentObject``) subscribe to it. `send()` marks those hosts out of
/// date; each updates before it next answers. Operators (`sink`, `receive(on:)`, …) are missing.
/// Thread-safe: `send()` may be called from any thread.
public final class ObservableObjectPublisher: Sendable {
    private let hosts = Mutex<[WeakInvalidation]>([])

    /// A publisher with no subscribers.
    public init() {}

    /// Tells the subscribed hosts that the object is about to change.
    public func send() {
        let subscribed = hosts.withLock { hosts in
            hosts.removeAll { $0.invalidation == nil }
            return hosts.compactMap(\.invalidation)
        }
        for host in subscribed { host.invalidate() }
    }

    /// Makes `host` hear `send()` until it unsubscribes or goes away.
    func subscribe(_ host: HostInvalidation) {
        hosts.withLock { hosts in
            if !hosts.contains(where: { $0.invalidation === host }) { hosts.append(WeakInvalidation(invalidation: host)) }
        }
    }

    func unsubscribe(_ host: HostInvalidation) {
        hosts.withLock { hosts in hosts.removeAll { $0.invalidation === host || $0.invalidation == nil } }
    }

    /// How many hosts hear `send()` (for tests).
    var subscriberCount: Int { hosts.withLock { $0.filter { $0.invalidation != nil }.count } }
}

/// A subscribed host, held weakly: a host that goes away stops hearing.
private struct WeakInvalidation: Sendable {
    weak var invalidation: HostInvalidation?
}
