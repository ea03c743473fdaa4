import Foundation

/// A type that lays out a collection of views, as SwiftUI's `Layout`.
///
/// Tesselate's own stacks are built on this protocol (``HStackLayout``, ``VStackLayout``,
/// ``ZStackLayout``), and a custom layout works as in SwiftUI: call it like a view,
/// `MyLayout { … }`, and implement ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)``. As in SwiftUI, a subview that
/// `placeSubviews` does not place is put at the centre of the bounds.
@MainActor @preconcurrency
public protocol Layout {
    /// Storage that the layout keeps between its calls within one layout pass.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout; as in SwiftUI, the default has no stack orientation.
    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container prefers around it; by default the union of its subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// An explicit horizontal guide; `nil` (the default) merges the subviews' explicit values.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    /// An explicit vertical guide; `nil` (the default) merges the subviews' explicit values.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

/// Layout properties, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if any; a `Spacer` in it grows along
    /// this axis only.
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays out `content` with this layout, as SwiftUI's `callAsFunction(_:)`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A view laid out by a ``Layout``: stacks and custom layouts alike.
struct LayoutView<L: Layout, Content: View> {
    var layout: L
    var content: Content
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveLayout(layout, content, context, into: &nodes)
    }
}

extension Resolver {
    /// Resolves `content` laid out by `layout`: what a ``LayoutView`` does, for the stacks that
    /// keep their layout and content apart. A generic function, not a `LayoutView` made for the
    /// call, whose type generic code would look up at run time (and copy the content into).
    func resolveLayout<L: Layout, Content: View>(
        _ layout: L, _ content: Content, _ context: ResolveContext, into nodes: inout [NodeIndex]
    ) {
        // A stack's spacing, as an `HStack` or an `HStackLayout { … }` was given it.
        checkStackSpacing(LayoutKind.stackSpacing(of: layout), context)
        let node = makeNode(LayoutBehavior(layout: layout), context)
        var contentContext = context.content(of: node)
        contentContext.stackAxis = LayoutKind.stackAxis(of: layout)
        var children: [NodeIndex] = []
        resolve(content, contentContext, into: &children)
        attach(children, to: node)
        // A stack of one view takes part in its parent's layout with that view's priority
        // (measured: `ZStack { Spacer() }` keeps the spacer's −∞).
        if children.count == 1 { tree[node].layoutPriority = tree[children[0]].layoutPriority }
        nodes.append(node)
    }
}

/// A built-in layout whose stack axis depends on the instance (the lazy stacks).
@MainActor
protocol StackAxisProviding {
    var stackAxis: Axis? { get }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension LayoutView: View, PrimitiveView {}
