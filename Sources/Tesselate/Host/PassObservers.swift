import Foundation

/// A node that takes part in the update loop after layout: it records the inputs views were
/// built from (geometry, preference values) or runs callbacks.
@MainActor
protocol PassObserving {
    /// Records what this node's content was built from; returns a description if it changed (the
    /// content is then stale and the pass is run again).
    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String?
    /// Runs this node's callbacks; returns descriptions of what they saw change.
    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String]
    /// Whether what ``recordInputs(_:_:)`` finds changed is only where content is scrolled to (a
    /// scroll view's offset, the rows a lazy container would make there), which a scroll pass
    /// builds without reading bodies (``ViewHost/scrollPass(_:)``); `false` for inputs bodies
    /// read (geometry, preferences).
    var changesOnlyScrolling: Bool { get }
}

extension PassObserving {
    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? { nil }
    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] { [] }
    var changesOnlyScrolling: Bool { false }
}

/// The after-layout part of one pass: geometry snapshots, preference values and callbacks, in
/// tree order.
@MainActor
final class PassObservers {
    let tree: ResolvedTree
    let engine: LayoutEngine
    /// What this pass observes, for the next pass: it starts as the previous pass's and only this
    /// stage writes it.
    var observed: ObservedState
    /// Requests that arrived since the last layout.
    let inbox: HostInbox
    /// The clock the views' tasks run on.
    let clock: HostClock
    lazy var preferences = PreferenceValues(tree: tree)
    private(set) var diagnostics: [Diagnostic] = []
    /// The preference keys whose values changed in this pass, in the order seen (the loop's error
    /// names the last, as SwiftUI names the bound preference).
    var changedPreferenceKeys: [Any.Type] = []
    /// Whether lazy containers ask for another pass to drop rows made far outside the visible
    /// region: only in an update's first pass. Later passes only add rows, so an update whose
    /// estimates shift as rows are made cannot swing between two sets of rows; rows left over
    /// are dropped by the next update.
    var dropsFarLazyRows = true
    /// The nodes that take part, in tree order.
    let observing: [NodeIndex]
    /// Whether every input ``recordInputs()`` found changed was where content is scrolled to (a
    /// `scrollTo` applied, a scroll view's offset, a lazy container's rows): the next pass can
    /// then be a scroll pass.
    private(set) var inputsChangedOnlyScrolling = true

    /// The after-layout stage of a pass over `tree`; `observing` lists the nodes that take part
    /// when they are known (a partial pass keeps the last pass's list), else the tree is searched.
    init(
        tree: ResolvedTree, engine: LayoutEngine, observed: ObservedState, inbox: HostInbox, clock: HostClock,
        observing: [NodeIndex]? = nil
    ) {
        self.tree = tree
        self.engine = engine
        self.observed = observed
        self.inbox = inbox
        self.clock = clock
        if let observing {
            self.observing = observing
        } else {
            var found: [NodeIndex] = []
            for node in 0..<tree.count {
                assert(
                    (tree[node].behavior.passObserver == nil) == !(tree[node].behavior is any PassObserving)
                        && tree[node].behavior.observesPasses == (tree[node].behavior.passObserver != nil),
                    "passObserver or observesPasses disagrees with the conformance")
                if tree[node].behavior.observesPasses { found.append(node) }
            }
            self.observing = found
        }
    }

    /// Records the geometry and preference values views were built from; returns what changed.
    func recordInputs() -> [String] {
        var notes = applyScrollRequests()
        for node in observing {
            guard let observer = tree[node].behavior.passObserver, let note = observer.recordInputs(node, self) else { continue }
            notes.append(note)
            if !observer.changesOnlyScrolling { inputsChangedOnlyScrolling = false }
        }
        return notes
    }

    /// Runs every callback, in tree order, then the `onDisappear` of views that are gone (and
    /// cancels their tasks and subscriptions).
    func runCallbacks() -> [String] {
        var notes: [String] = []
        var present = Set<NodeID>(), receiving = Set<NodeID>()
        for node in observing {
            if tree[node].behavior is AppearanceNode { present.insert(tree[node].id) }
            if tree[node].behavior is any Receiving { receiving.insert(tree[node].id) }
            notes += tree[node].behavior.passObserver?.runCallbacks(node, self) ?? []
        }
        for (id, appearance) in observed.appeared where !present.contains(id) {
            observed.appeared.removeValue(forKey: id)
            if let task = appearance.task { clock.cancel(task) }
            appearance.disappear?()
            notes.append("onDisappear")
        }
        for (id, receiver) in observed.receivers where !receiving.contains(id) {
            observed.receivers.removeValue(forKey: id)
            receiver.cancel()
        }
        return notes
    }

    /// Where `node` is: its window frame and the named coordinate spaces around it, as drawn
    /// (through the scale and rotation effects around them, as SwiftUI's `frame(in:)` reports).
    func snapshot(of node: NodeIndex) -> GeometrySnapshot {
        var spaces: [GeometrySnapshot.NamedSpace] = []
        var current = tree[node].parent
        while current >= 0 {
            if let space = tree[current].behavior as? CoordinateSpaceNode {
                spaces.append(.init(name: space.name, frame: engine.drawnFrame(of: current) ?? .zero))
            } else if let scrollView = tree[current].behavior as? ScrollViewNode {
                spaces.append(
                    .init(name: ScrollViewSpaceName(axis: nil), frame: engine.drawnFrame(of: current) ?? .zero, scrollAxes: scrollView.axes)
                )
            }
            current = tree[current].parent
        }
        return GeometrySnapshot(
            frame: engine.drawnFrame(of: node) ?? .zero, namedSpaces: spaces, safeAreaInsets: engine.safeAreaInsets(of: node))
    }

    /// Forgets the diagnostics reported after the first `count`.
    func dropDiagnostics(after count: Int) {
        diagnostics.removeSubrange(count...)
    }

    func report(_ node: NodeIndex, _ code: Diagnostic.Code, _ message: String) {
        diagnostics.append(Diagnostic(code: code, message: message, path: tree.path(to: node), node: tree[node].id))
    }
}
