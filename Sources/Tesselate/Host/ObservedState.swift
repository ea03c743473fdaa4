import Foundation

/// What the observe stage of a pass saw, kept for the next pass, by view: where views were, the
/// values readers and callbacks last saw, scroll positions, which views are on screen.
///
/// Only the observe stage (``PassObservers``) writes it. The next pass's resolve stage reads it as
/// a value (the previous pass's copy): `GeometryReader` content, preference-built overlays and
/// scroll views are built from it, and a ``GeometryProxy`` keeps the copy it was made with.
struct ObservedState {
    /// The geometry of each `GeometryReader` and anchor source in the last layout.
    var geometry: [NodeID: GeometrySnapshot] = [:]
    /// The last preference value each reader saw (for `onPreferenceChange`, and the value that
    /// `overlayPreferenceValue` content is built from), typed by the preference key's value.
    var preferenceValues = LastSeenValues()
    /// The last value each `onChange` saw, typed by the value.
    var changeValues = LastSeenValues()
    /// The views with `onAppear`, `onDisappear` or `task` that are on screen.
    var appeared: [NodeID: Appearance] = [:]
    /// The subscriptions of the `onReceive` views on screen.
    var receivers: [NodeID: Receiver] = [:]
    /// Each scroll view's content offset.
    var scrollOffsets: [NodeID: CGPoint] = [:]
    /// Each scroll view's content and viewport sizes in the last layout.
    var scrollGeometry: [NodeID: ScrollGeometry] = [:]
    /// Where each `scrollTransition` view was in its scroll view's visible region.
    var scrollTransitions: [NodeID: ScrollTransitionPlace] = [:]
    /// The id each scroll view's `scrollPosition(id:)` binding was last in step with.
    var scrollIDs: [NodeID: AnyHashable?] = [:]
    /// The version of the `ScrollPosition` each scroll view last applied.
    var appliedScrollPositions: [NodeID: Int] = [:]
    /// The scrolls asked for in the current update (offsets, edges, views), applied again in each
    /// of its passes until they land (see `PassObservers.reaim`); emptied when the next update
    /// starts.
    var scrollAims: [ScrollRequest] = []
    /// What each lazy container inside a scroll view saw: where its made rows were and where the
    /// visible region is, from which the next pass decides which rows to make.
    var lazyContainers: [NodeID: LazyContainerObservation] = [:]

    /// A view on screen: what to do when it goes, and the task it started.
    struct Appearance {
        var disappear: (() -> Void)?
        var task: Int?
        /// The id of a `task(id:)`, to restart the task when it changes.
        var taskID: (any Equatable)?
    }
}

/// What reaches a host between its passes, from outside the observe stage: scroll requests
/// (`ScrollViewProxy.scrollTo`, a test scrolling), and problems found outside an update. The
/// observe stage takes the requests in at its start; the update loop takes the reports.
@MainActor
final class HostInbox {
    /// `scrollTo` requests and offsets set by tests, waiting for the next layout.
    var scrollRequests: [ScrollRequest] = []
    /// Problems found outside of an update (a test scrolling a view that does not scroll),
    /// reported with the next update's diagnostics.
    var reports: [Diagnostic] = []
    /// Tells the host that something arrived during a pass (a `scrollTo` from a callback), so
    /// that the update loop runs another pass.
    var noteChange: (PendingChange) -> Void = { _ in }
}

/// A scroll view's content size and viewport size.
struct ScrollGeometry: Equatable {
    var content: CGSize
    var viewport: CGSize
}

/// Where a view was in the last layout: its frame in the window and the frames of the named
/// coordinate spaces around it.
struct GeometrySnapshot: Equatable {
    var frame: CGRect
    /// The window frames of the ancestors that declared a coordinate space name, and of the
    /// scroll views around the view, innermost first.
    var namedSpaces: [NamedSpace]
    /// The view's safe-area insets: how far it could extend into the safe area on each edge.
    var safeAreaInsets = EdgeInsets()

    struct NamedSpace: Equatable {
        var name: AnyHashable
        var frame: CGRect
        /// A scroll view's axes (its viewport is the `.scrollView` space); `nil` for a name.
        var scrollAxes: Axis.Set? = nil
    }

    /// The window frame of the space `name` names: the innermost ancestor that declared it, or
    /// for `.scrollView` the innermost scroll view (along its axis).
    func frame(ofSpace name: AnyHashable) -> CGRect? {
        if let scroll = name.base as? ScrollViewSpaceName {
            return namedSpaces.first { space in
                guard let axes = space.scrollAxes else { return false }
                return scroll.axis.map { axes.contains($0.set) } ?? true
            }?.frame
        }
        return namedSpaces.first { $0.scrollAxes == nil && $0.name == name }?.frame
    }

    static var empty: GeometrySnapshot { GeometrySnapshot(frame: .zero, namedSpaces: []) }
}
