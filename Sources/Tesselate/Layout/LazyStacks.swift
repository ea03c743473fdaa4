import Foundation

/// A horizontal stack that SwiftUI creates lazily, as `LazyHStack`: laid out as an `HStack`,
/// except that, as SwiftUI's lazy stacks do, it fills the height it is offered (skip-ui issue
/// #315 and pull request #323, comparing with iOS: a lazy stack hugs its content along its axis
/// and fills across it).
///
/// Inside a scroll view that scrolls horizontally, the elements of each `ForEach` of its content
/// are made only near the visible region, and the others are estimated (LayoutRules.md, "Lazy
/// containers in scroll views"); elsewhere every view is made.
public struct LazyHStack<Content: View> {
    let layout: LazyStackLayout
    let content: Content
    public typealias Body = Never

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.checkStackSpacing(layout.spacing, context)
        resolver.resolveLazyContainer(layout, content, context, into: &nodes)
    }
}

/// A vertical stack that SwiftUI creates lazily, as `LazyVStack`: laid out as a `VStack` that
/// fills the width it is offered; inside a vertical scroll view only the rows near the visible
/// region are made (see ``LazyHStack``).
public struct LazyVStack<Content: View> {
    let layout: LazyStackLayout
    let content: Content
    public typealias Body = Never

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.checkStackSpacing(layout.spacing, context)
        resolver.resolveLazyContainer(layout, content, context, into: &nodes)
    }
}

/// Views pinned while a lazy stack scrolls, as SwiftUI's `PinnedScrollableViews` (accepted;
/// Tesselate does not pin section headers).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The layout of the lazy stacks: the stack algorithm, then the cross length widened to the
/// proposal with the children aligned in it.
struct LazyStackLayout: Layout, NamedLayout, StackAxisProviding, LazyContainerLayout {
    var axis: Axis
    var alignment: AlignmentKey
    var spacing: CGFloat?
    /// What was made, when the stack is lazy (in a scroll view along its axis).
    var lazy: LazySummary?

    var stackAxis: Axis? { axis }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: axis, spacing: spacing, alignment: alignment, fillsCrossAxis: true) }

    var lazyAxis: Axis { axis }

    func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        if lazy?.isPartial == true { return algorithm.layoutEstimating(subviews, proposal).size }
        return algorithm.size(subviews, proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        guard lazy?.isPartial == true else { return algorithm.place(subviews, in: bounds, proposal) }
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = bounds.size[axis.other] }
        let result = algorithm.layoutEstimating(subviews, proposal)
        for index in subviews.indices {
            let position = index - subviews.startIndex
            subviews[index].place(
                at: CGPoint(x: bounds.minX + result.origins[position].x, y: bounds.minY + result.origins[position].y),
                proposal: result.proposals[position])
        }
    }

    func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }

    var kindName: String { axis == .horizontal ? "LazyHStack" : "LazyVStack" }
    var dumpAttributes: [DumpAttribute] { stackAttributes(alignment.description, spacing) + (lazy?.dumpAttributes ?? []) }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension LazyHStack: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension LazyVStack: View, PrimitiveView {}
