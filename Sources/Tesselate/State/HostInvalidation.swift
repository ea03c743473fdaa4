import Foundation
import Synchronization

/// One host's "out of date" signal: a generation that anything may bump from any thread (an
/// `@Observable` property changing, a `Binding` written), and that the host compares with the
/// generation its last update saw (see ``ViewHost/settle()``).
///
/// SwiftUI invalidates exactly the views that read what changed. A change here may name the view
/// whose body must run again (an `@Observable` property its body read, a `@State` written through
/// a binding): when every change since the last update names one, the host runs only those
/// bodies (see Architecture.md, "Incremental updates"); any other change updates the whole tree.
final class HostInvalidation: Sendable {
    /// The changes since the host last took them.
    struct Changes {
        /// The identities of the views whose bodies must run again.
        var views: Set<Int> = []
        /// Whether a change named no view (the whole tree must be updated).
        var unattributed = false
    }

    private let counter = Atomic<Int>(0)
    private let changes = Mutex(Changes())
    private let resolving = Atomic<Int>(HostInvalidation.notResolving)
    private let madeBindings = Atomic<Int>(0)

    /// How many bindings code running for the host made: the resolver records the bodies that
    /// made one, since the views they make show what the binding reads.
    var bindingsMade: Int { madeBindings.load(ordering: .relaxed) }

    func noteBindingMade() { madeBindings.add(1, ordering: .relaxed) }

    /// ``resolvingView`` outside the host's resolution, and inside it outside any view whose body
    /// can run alone.
    static let notResolving = Int.min
    static let noView = Int.min + 1

    /// The identity of the innermost view being resolved whose body can run alone (see
    /// ``BodyRecords``): a binding read now is shown by that view. Set by the resolver.
    var resolvingView: Int {
        get { resolving.load(ordering: .relaxed) }
        set { resolving.store(newValue, ordering: .relaxed) }
    }

    init() {}

    var generation: Int { counter.load(ordering: .acquiring) }

    /// Marks the host out of date for a change that names no view.
    func invalidate() {
        changes.withLock { $0.unattributed = true }
        counter.add(1, ordering: .releasing)
    }

    /// Marks the host out of date because the body of the view with this structural identity
    /// read what changed.
    func invalidate(view identity: Int) {
        changes.withLock { _ = $0.views.insert(identity) }
        counter.add(1, ordering: .releasing)
    }

    /// Marks the host out of date because the bodies of the views with these identities showed
    /// what changed; with none, for a change that names no view.
    func invalidate(views: Set<Int>) {
        guard !views.isEmpty else { return invalidate() }
        changes.withLock { $0.views.formUnion(views) }
        counter.add(1, ordering: .releasing)
    }

    /// The changes since the last call, which start afresh.
    func takeChanges() -> Changes {
        changes.withLock { changes in
            defer { changes = Changes() }
            return changes
        }
    }
}
