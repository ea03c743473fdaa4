import Foundation
import Synchronization

/// The publisher an ``ObservableObject`` sends on before it changes, as Combine's
/// `ObservableObjectPublisher`.
///
/// Linux has no Combine: this is a Tesselate ``Publisher`` of `Void` (so `sink(receiveValue:)`
/// and ``View/onReceive(_:perform:)`` hear it) with Combine's `init()` and `send()`, and the
/// hosts whose views observe the object (through ``ObservedObject``, ``StateObject`` or
/// ``EnvironmentObject``) subscribe to it. `send()` marks those hosts out of date; each updates
/// before it next answers. Thread-safe: `send()` may be called from any thread.
public final class ObservableObjectPublisher: Publisher, Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let hosts = Mutex<[WeakInvalidation]>([])
    private let subscribers = SubscriberList<Void>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells the subscribed hosts that the object is about to change.
    public func send() {
        let subscribed = hosts.withLock { hosts in
            hosts.removeAll { $0.invalidation == nil }
            return hosts.compactMap { entry in entry.invalidation.map { ($0, entry.views) } }
        }
        for (host, views) in subscribed { host.invalidate(views: views) }
        subscribers.send(())
    }

    /// Calls `receiveValue` before each change of the object, until the returned cancellable is
    /// cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }

    /// Makes `host` hear `send()` until it unsubscribes or goes away.
    /// Makes `host` hear the object, for the view with structural identity `view` (a change marks
    /// that view's body out of date).
    func subscribe(_ host: HostInvalidation, view: Int) {
        hosts.withLock { hosts in
            if let index = hosts.firstIndex(where: { $0.invalidation === host }) {
                hosts[index].views.insert(view)
            } else {
                hosts.append(WeakInvalidation(invalidation: host, views: [view]))
            }
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
    /// The views of the host that observe the object.
    var views: Set<Int>
}
