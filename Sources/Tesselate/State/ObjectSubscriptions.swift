import Combine
import Foundation
import Synchronization

/// The `objectWillChange` publishers one host listens to: those of the objects its views observed
/// in the last pass (through ``ObservedObject``, ``StateObject``, ``EnvironmentObject``, or
/// ``AppStorage``'s store).
///
/// SwiftUI subscribes each view to the objects it observes (with Combine's `sink`) and updates
/// that view; Tesselate's host subscribes the same way for those views, once per object, and a
/// value marks their bodies out of date (the whole tree when one cannot run alone). The
/// subscriptions belong to the host: when it goes away they are cancelled. A publisher no view
/// observed in a pass that read every body is cancelled at the end of it, so a host stops hearing
/// an object its views no longer show.
final class ObjectSubscriptions {
    /// One observed object: the views that show it and the subscription (cancelled when the
    /// entry goes).
    private final class Entry {
        /// The object the entry is for, to tell a new object at a reused address.
        weak var object: AnyObject?
        let views = Mutex<Set<Int>>([])
        var subscription: AnyCancellable?

        init(_ object: AnyObject) { self.object = object }
    }

    private var subscribed: [ObjectIdentifier: Entry] = [:]
    private var seen = Set<ObjectIdentifier>()
    private weak var host: HostInvalidation?

    /// Notes that a view of `host` observes `object`, which sends on `publisher` before it
    /// changes.
    func observe<P: Publisher>(_ publisher: P, of object: AnyObject, for host: HostInvalidation, view: Int) where P.Failure == Never {
        if self.host !== host {
            // A resolver with a host of its own (tests of the resolver alone) starts afresh.
            subscribed = [:]
            self.host = host
        }
        let id = ObjectIdentifier(object)
        seen.insert(id)
        if let entry = subscribed[id], entry.object === object {
            entry.views.withLock { _ = $0.insert(view) }
            return
        }
        let entry = Entry(object)
        entry.views.withLock { _ = $0.insert(view) }
        entry.subscription = publisher.sink { [weak host, weak entry] _ in
            guard let entry else { return }
            host?.invalidate(views: entry.views.withLock { $0 })
        }
        subscribed[id] = entry
    }

    func beginPass() { seen.removeAll(keepingCapacity: true) }

    /// Stops hearing the publishers no view observed in the pass.
    func endPass() {
        for id in subscribed.keys where !seen.contains(id) { subscribed.removeValue(forKey: id) }
    }

    /// How many objects the host hears (for tests).
    var count: Int { subscribed.count }
}
