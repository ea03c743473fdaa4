import Foundation
import Synchronization

/// The hosts a ``Binding`` reaches: the host whose update made it, and every host whose update
/// read it. A write marks them out of date; a binding no host made or read marks every host.
///
/// SwiftUI tracks which views read a binding's source; Tesselate tracks which hosts did. A write
/// to a `@State` names the view that owns it (that view's body runs again); any other write
/// updates the host's whole tree. A binding derived from another one (`$x.y`,
/// `Binding(optional)`) shares its base's hosts, since it shows the same value.
final class BindingHosts: Sendable {
    private let hosts: Mutex<[HostInvalidation]>
    /// The structural identity of the view whose `@State` the binding writes, if it does: a write
    /// then marks only that view's body out of date.
    private let source: Int?

    /// The hosts of a new binding: the host that the current code runs for, if any.
    init(source: Int? = nil) {
        hosts = Mutex(HostRegistry.current.map { [$0] } ?? [])
        self.source = source
    }

    /// Notes that the current host, if any, read the binding.
    func noteRead() {
        guard let host = HostRegistry.current else { return }
        hosts.withLock { hosts in
            if !hosts.contains(where: { $0 === host }) { hosts.append(host) }
        }
    }

    /// Marks the binding's hosts out of date, or every host if it has none.
    func invalidate() {
        let known = hosts.withLock { $0 }
        if known.isEmpty {
            HostRegistry.invalidateAll()
        } else {
            for host in known {
                if let source { host.invalidate(view: source) } else { host.invalidate() }
            }
        }
    }
}
