import Foundation

/// The ``ObservableObjectPublisher``s one host listens to: those of the objects its views observed
/// in the last pass (through ``ObservedObject``, ``StateObject``, ``EnvironmentObject``, or
/// ``AppStorage``'s store).
///
/// SwiftUI subscribes each view to the objects it observes and updates that view; Tesselate
/// subscribes the host for those views, and a change runs their bodies again (the whole tree
/// when one cannot run alone). A publisher no view observed in a pass
/// that read every body is dropped at the end of it, so a host stops hearing an object its views
/// no longer show.
final class ObjectSubscriptions {
    private var subscribed: [ObjectIdentifier: ObservableObjectPublisher] = [:]
    private var seen = Set<ObjectIdentifier>()
    private weak var host: HostInvalidation?

    /// Notes that a view of `host` observes `publisher` in this pass.
    func observe(_ publisher: ObservableObjectPublisher, for host: HostInvalidation, view: Int) {
        if self.host !== host {
            // A resolver with a host of its own (tests of the resolver alone) starts afresh.
            for publisher in subscribed.values { self.host.map(publisher.unsubscribe) }
            subscribed = [:]
            self.host = host
        }
        let id = ObjectIdentifier(publisher)
        seen.insert(id)
        subscribed[id] = publisher
        publisher.subscribe(host, view: view)
    }

    func beginPass() { seen.removeAll(keepingCapacity: true) }

    /// Stops hearing the publishers no view observed in the pass.
    func endPass() {
        for (id, publisher) in subscribed where !seen.contains(id) {
            if let host { publisher.unsubscribe(host) }
            subscribed.removeValue(forKey: id)
        }
    }

    /// How many publishers the host hears (for tests).
    var count: Int { subscribed.count }
}
