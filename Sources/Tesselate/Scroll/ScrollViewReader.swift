import Foundation

/// A view whose content can scroll its scroll views to a view, as SwiftUI's `ScrollViewReader`.
/// It adds no layout of its own.
public struct ScrollViewReader<Content: View> {
    public var content: (ScrollViewProxy) -> Content
    public typealias Body = Never

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content(ScrollViewProxy(inbox: resolver.host.inbox)), context, into: &nodes)
    }
}

/// Scrolls scroll views to views with a given id, as SwiftUI's `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
    let inbox: HostInbox

    /// Scrolls the scroll view that contains the view with `id` (given with `.id(_:)` or as a
    /// `ForEach` element's id) so that the view shows, as SwiftUI's `scrollTo(_:anchor:)`:
    /// with an `anchor`, the anchor point of the view is put on the same point of the viewport
    /// (`.trailing`: the view's trailing edge on the viewport's trailing edge); with `nil`, the
    /// scroll view moves as little as makes the view fully visible. Offsets are clamped to the
    /// scrollable range. Applied after the next layout; an unknown id is reported as a
    /// diagnostic.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        inbox.scrollRequests.append(ScrollRequest(target: .view(AnyHashable(id)), anchor: anchor, scrollViewKey: nil))
        inbox.noteChange(.scrollRequest(target: dumpValue(id)))
    }
}

/// A request to scroll, waiting for the next layout.
struct ScrollRequest {
    enum Target: Equatable {
        case view(AnyHashable)
        case point(CGPoint)
        /// One axis's offset; the other keeps its offset.
        case axis(Axis, CGFloat)
        case edge(Edge)
    }

    var target: Target
    var anchor: UnitPoint?
    /// The scroll view to move; `nil` for the one that contains the target view.
    var scrollViewKey: NodeID?
    /// How many times this scroll to a view a lazy container had not made was applied before, to
    /// the view's estimated place: it is applied again in the next pass, where the view is made
    /// near there, until it lands on the view (at most ``ScrollRequest/maximumRefinements`` times).
    var refinements = 0
    static let maximumRefinements = 4
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ScrollViewReader: View, PrimitiveView {}
