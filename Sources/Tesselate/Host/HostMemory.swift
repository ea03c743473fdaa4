import Foundation

/// What a host remembers from one pass of its update loop to the next, by structural identity:
/// the geometry `GeometryReader`s and anchors were resolved with, the preference values readers
/// last saw, the values `onChange` last saw, and which views have appeared.
@MainActor
final class HostMemory {
    /// The geometry of each `GeometryReader` (and each anchor source) in the last layout.
    var geometry: [Int: GeometrySnapshot] = [:]
    /// The last preference value each reader saw (for `onPreferenceChange`, and the value that
    /// `overlayPreferenceValue` content is built from).
    var preferenceValues: [Int: Any] = [:]
    /// The last value each `onChange` saw.
    var observedValues: [Int: Any] = [:]
    /// The views with `onAppear`/`onDisappear` that are on screen.
    var appeared: Set<Int> = []
    /// The `onDisappear` actions of the views in `appeared`.
    var disappearActions: [Int: () -> Void] = [:]
    /// Each scroll view's content offset.
    var scrollOffsets: [Int: CGPoint] = [:]
    /// Each scroll view's content and viewport sizes in the last layout.
    var scrollGeometry: [Int: ScrollGeometry] = [:]
    /// `scrollTo` requests waiting for the next layout.
    var scrollRequests: [ScrollRequest] = []
    /// The id each scroll view's `scrollPosition(id:)` binding was last in step with.
    var scrollIDs: [Int: AnyHashable?] = [:]
    /// The version of the `ScrollPosition` each scroll view last applied.
    var appliedScrollPositions: [Int: Int] = [:]
    /// Tells the host that something changed during a pass (a `scrollTo` request), so that the
    /// update loop runs another pass.
    var noteChange: (String) -> Void = { _ in }
    /// Problems found outside of an update (a test scrolling a view that does not scroll),
    /// reported with the next update's diagnostics.
    var pendingReports: [Diagnostic] = []
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
    /// The window frames of the ancestors that declared a coordinate space name, innermost first.
    var namedSpaces: [NamedSpace]

    struct NamedSpace: Equatable {
        var name: AnyHashable
        var frame: CGRect
    }

    static var empty: GeometrySnapshot { GeometrySnapshot(frame: .zero, namedSpaces: []) }
}
