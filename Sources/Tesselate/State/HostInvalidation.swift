import Foundation
import Synchronization

/// One host's "out of date" signal: a generation that anything may bump from any thread (an
/// `@Observable` property changing, a `Binding` written), and that the host compares with the
/// generation its last update saw (see ``ViewHost/settle()``).
///
/// SwiftUI invalidates exactly the views that read what changed; Tesselate invalidates the hosts
/// that did, and the host then updates its whole tree.
final class HostInvalidation: Sendable {
    private let counter = Atomic<Int>(0)

    init() {}

    var generation: Int { counter.load(ordering: .acquiring) }

    func invalidate() { counter.add(1, ordering: .releasing) }
}
