import Foundation
import Synchronization

/// How hosts learn that something they show may have changed outside of an update: a `Binding`
/// was written or an `@Observable` property a body read was changed. Each such change bumps a
/// global generation; a host whose last update saw an older generation updates again before it
/// next answers. Thread-safe: observation callbacks may come from any thread.
enum HostRegistry {
    private static let counter = Atomic<Int>(0)

    static var generation: Int { counter.load(ordering: .acquiring) }

    static func invalidateAll() { counter.add(1, ordering: .releasing) }
}
