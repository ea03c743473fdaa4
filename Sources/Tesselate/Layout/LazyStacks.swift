import Foundation

/// A horizontal stack that SwiftUI creates lazily, as `LazyHStack`. Tesselate creates all its
/// views (laziness is not modelled) and lays them out as an `HStack`, except that, as SwiftUI's
/// lazy stacks do, it fills the height it is offered (skip-ui issue #315 and pull request #323,
/// comparing with iOS: a lazy stack hugs its content along its axis and fills across it).
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
        LayoutView(layout: layout, content: content).resolve(in: resolver, context, into: &nodes)
    }
}

/// A vertical stack that SwiftUI creates lazily, as `LazyVStack`: laid out as a `VStack` that
/// fills the width it is offered (see ``LazyHStack``).
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
        LayoutView(layout: layout, content: content).resolve(in: resolver, context, into: &nodes)
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
struct LazyStackLayout: Layout, NamedLayout, StackAxisProviding {
    var axis: Axis
    var alignment: AlignmentKey
    var spacing: CGFloat?

    var stackAxis: Axis? { axis }
    var algorithm: StackAlgorithm { StackAlgorithm(axis: axis, spacing: spacing, alignment: alignment, fillsCrossAxis: true) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(subviews, proposal).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(subviews, in: bounds, proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }

    var kindName: String { axis == .horizontal ? "LazyHStack" : "LazyVStack" }
    var dumpAttributes: [DumpAttribute] { stackAttributes(alignment.description, spacing) }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension LazyHStack: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension LazyVStack: View, PrimitiveView {}
