import Foundation

/// Where a scroll ends: the rectangle of content to show and the point of it to align, as
/// SwiftUI's `ScrollTarget` (iOS 17).
public struct ScrollTarget: Hashable, Sendable {
    /// The content to show, in the content's coordinates: its origin is the content offset.
    public var rect: CGRect
    /// The point of `rect` to align with the same point of the scroll view (`nil`: its origin).
    public var anchor: UnitPoint?

    /// A target that shows `rect`, aligned at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows when it updates a target, as SwiftUI's
/// `ScrollTargetBehaviorContext`. A host's scroll is a drag released at rest: `velocity` is zero.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the scroll view was when the scroll began.
    public var originalTarget: ScrollTarget
    /// The scroll gesture's velocity (zero for a host's scroll).
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view less its insets.
    public var containerSize: CGSize
    /// The axes the view scrolls along.
    public var axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the views a view-aligned behavior aligns to (the scroll target layout's
    /// children, else the content's), in the content's coordinates.
    let alignedViews: [CGRect]

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// How a scroll view chooses where a scroll ends, as SwiftUI's `ScrollTargetBehavior` (iOS 17):
/// `updateTarget(_:context:)` gets the target the scroll would end at and may move it.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target`, where the scroll would end, to where it should.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Ends scrolls at whole pages (the scroll view's size along each axis it scrolls), as SwiftUI's
/// `PagingScrollTargetBehavior`: at rest, the page nearest to where the drag left the content;
/// the last page ends with the content.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            let page = context.containerSize[axis]
            guard page > 0, page.isFinite else { continue }
            let end = max(0, context.contentSize[axis] - page)
            target.rect.origin[axis] = min(max(0, (target.rect.origin[axis] / page).rounded() * page), end)
        }
    }
}

/// Ends scrolls with a view at the scroll view's leading or top edge, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior`: the views of the content's `scrollTargetLayout()` (else its
/// children), at rest the one whose edge is nearest.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass, as SwiftUI's `LimitBehavior`. A host's scroll is a drag
    /// released at rest, so it ends at the nearest view whatever the limit (recorded).
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// Limited in a compact horizontal size class, else not.
        public static let automatic = LimitBehavior(name: "automatic")
        /// Always limited.
        public static let always = LimitBehavior(name: "always")
        /// Never limited.
        public static let never = LimitBehavior(name: "never")
        /// Limited to a few views.
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// Limited to one view.
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }

    let limitBehavior: LimitBehavior

    /// A view-aligned behavior with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in Axis.allCases where context.axes.contains(axis.set) {
            let end = max(0, context.contentSize[axis] - context.containerSize[axis])
            let edges = context.alignedViews.map { min(max(0, $0.origin[axis]), end) }
            guard let nearest = edges.min(by: { abs($0 - target.rect.origin[axis]) < abs($1 - target.rect.origin[axis]) }) else { continue }
            target.rect.origin[axis] = nearest
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Ends scrolls at whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Ends scrolls with a view at the leading or top edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Ends scrolls with a view at the leading or top edge, passing views as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Sets where scrolls of the scroll views in this view end, as SwiftUI's
    /// `scrollTargetBehavior(_:)` (iOS 17): a host's `scroll(to:)` and `scroll(by:)`, which
    /// drag and release the content at rest, end where `behavior` moves their target.
    /// Programmatic scrolls (`ScrollViewReader`, `scrollPosition`) are not moved.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}

/// A scroll view's target behavior, erased, and the scroll view's environment (which the
/// behavior's context reads).
struct ScrollTargetBehaviorBox {
    let behavior: any ScrollTargetBehavior
    let environment: EnvironmentValues
}

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: (any ScrollTargetBehavior)? { nil } }

extension EnvironmentValues {
    /// The `scrollTargetBehavior` of scroll views in the subtree.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}
