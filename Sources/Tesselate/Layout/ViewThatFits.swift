import Foundation

/// A view that shows the first of its children that fits, as SwiftUI's `ViewThatFits`.
///
/// For a proposal, each child in order is asked for its ideal size along the constrained axes
/// (proposed `nil` along them, the proposal across); the first whose ideal size fits the proposal
/// along those axes is chosen, else the last child (Apple's documentation of `ViewThatFits`;
/// fatbobman.com, "Mastering ViewThatFits"). The chosen child is then sized for the proposal and
/// placed; the others are not placed or drawn.
public struct ViewThatFits<Content: View> {
    public var axes: Axis.Set
    public var content: Content
    public typealias Body = Never

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let node = resolver.makeNode(ViewThatFitsNode(axes: axes), context)
        var children: [NodeIndex] = []
        resolver.resolve(content, context.content(of: node), into: &children)
        resolver.attach(children, to: node)
        nodes.append(node)
    }
}

struct ViewThatFitsNode: NodeBehavior {
    var axes: Axis.Set

    var kindName: String { "ViewThatFits" }
    var dumpAttributes: [DumpAttribute] {
        axes == [.horizontal, .vertical] ? [] : [DumpAttribute("in", axes.contains(.horizontal) ? ".horizontal" : ".vertical")]
    }

    /// The child chosen for `proposal`, or `nil` when there are none.
    func choice(_ node: NodeIndex, _ proposal: ProposedViewSize, _ engine: LayoutEngine) -> NodeIndex? {
        let children = engine.tree[node].children
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for child in children {
            let ideal = engine.size(of: child, probe)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        guard let chosen = choice(node, proposal, engine) else { return .zero }
        return engine.size(of: chosen, proposal)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        guard let chosen = choice(node, proposal, engine) else { return [] }
        return [Placement(child: chosen, origin: .zero, proposal: proposal)]
    }

    /// Spacing and priority come from the first child, as for a one-view container.
    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        engine.tree[node].children.first.map(engine.spacing(of:)) ?? ViewSpacing()
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ViewThatFits: View, PrimitiveView {}
