import Foundation
import Synchronization

/// How hosts learn that something they show may have changed outside of their update.
///
/// Each host has its own ``HostInvalidation``. A change is sent to the hosts that read what
/// changed: an `@Observable` property to the hosts whose bodies read it (the resolver captures
/// its host in the observation's `onChange`), a `Binding` to the hosts that made it or read it
/// (see ``BindingHosts``). Only a write to a binding that no host has made or read (made by a
/// test, never shown yet) reaches every host, through the global generation here. Thread-safe:
/// observation callbacks may come from any thread.
enum HostRegistry {
    private static let counter = Atomic<Int>(0)

    /// Bumped by ``invalidateAll()``; each host compares it with the one its last update saw.
    static var generation: Int { counter.load(ordering: .acquiring) }

    /// Marks every host out of date.
    static func invalidateAll() { counter.add(1, ordering: .releasing) }

    /// The host that the current code runs for: set during a host's update (bodies, layout,
    /// callbacks) and inherited by the tasks its views start. `nil` elsewhere.
    @TaskLocal static var current: HostInvalidation?
}
