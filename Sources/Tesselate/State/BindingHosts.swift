import Foundation
import Synchronization

/// The hosts a ``Binding`` reaches: the host whose update made it, and every host whose update
/// read it. A write marks them out of date; a binding no host made or read marks every host.
///
/// SwiftUI tracks which views read a binding's source; so does Tesselate, by view: a write to a
/// `@State` names the view that owns it, and any other write names the views whose resolution read
/// the binding (a `TextField` bound to `$model.name` names the view whose body made the field):
/// only their bodies run again. A write that a host read outside any view that can run alone
/// updates that host's whole tree. A binding derived from another one (`$x.y`,
/// `Binding(optional)`) shares its base's hosts, since it shows the same value.
final class BindingHosts: Sendable {
    /// A host that made or read the binding, the views of it that read it, and whether it was read
    /// where no view can run alone.
    private struct Reader {
        let host: HostInvalidation
        var views: Set<Int> = []
        var unattributed = false

        mutating func note() {
            let view = host.resolvingView
            if view == HostInvalidation.notResolving { return }
            if view == HostInvalidation.noView { unattributed = true } else { views.insert(view) }
        }
    }

    private let readers: Mutex<[Reader]>
    /// The structural identity of the view whose `@State` the binding writes, if it does: a write
    /// then marks only that view's body out of date.
    private let source: Int?

    /// The hosts of a new binding: the host that the current code runs for, if any.
    init(source: Int? = nil) {
        var readers: [Reader] = []
        // The host that made it (which views show it is known when they read it).
        if let host = HostRegistry.current {
            host.noteBindingMade()
            readers.append(Reader(host: host))
        }
        self.readers = Mutex(readers)
        self.source = source
    }

    /// Notes that the current host, if any, read the binding (and which of its views, if it is
    /// resolving one).
    func noteRead() {
        guard let host = HostRegistry.current else { return }
        readers.withLock { readers in
            if let index = readers.firstIndex(where: { $0.host === host }) {
                readers[index].note()
            } else {
                var reader = Reader(host: host)
                reader.note()
                readers.append(reader)
            }
        }
    }

    /// Marks the binding's hosts out of date (the views that read it, when they are known), or
    /// every host if it has none.
    func invalidate() {
        let known = readers.withLock { $0 }
        if known.isEmpty {
            HostRegistry.invalidateAll()
            return
        }
        for reader in known {
            if let source {
                reader.host.invalidate(view: source)
            } else if reader.unattributed || reader.views.isEmpty {
                reader.host.invalidate()
            } else {
                reader.host.invalidate(views: reader.views)
            }
        }
    }
}
