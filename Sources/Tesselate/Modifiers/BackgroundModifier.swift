import Foundation

extension View {
    /// Layers `content` behind this view, as SwiftUI's `background(alignment:content:)`.
    ///
    /// The background is proposed this view's size and placed by `alignment`; the result has this
    /// view's size, whatever the background's. Several views in `content` are layered in a
    /// centred `ZStack`.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified(Decoration(content: content(), alignment: alignment, role: .background))
    }

    /// Layers `view` behind this view, as SwiftUI's `background(_:alignment:)`. A `Color` argument
    /// picks the `ShapeStyle` form, as in SwiftUI; both draw the same.
    @_disfavoredOverload
    nonisolated public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modified(Decoration(content: view, alignment: alignment, role: .background))
    }

    /// Fills the area behind this view with `style`, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`:
    /// on `edges` where the view reaches the safe area's edge, the fill extends into the container
    /// safe area (`ignoresSafeArea(.container, edges:)`), so a screen's background covers the
    /// status bar and the home indicator.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(
            Decoration(content: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center, role: .background))
    }

    /// Layers `content` in front of this view, as SwiftUI's `overlay(alignment:content:)`.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified(Decoration(content: content(), alignment: alignment, role: .overlay))
    }

    /// Layers `view` in front of this view, as SwiftUI's `overlay(_:alignment:)`.
    @_disfavoredOverload
    nonisolated public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modified(Decoration(content: view, alignment: alignment, role: .overlay))
    }

    /// Fills the area in front of this view with `style`, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`,
    /// extending into the container safe area on `edges` as the `background` of a style does.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(Decoration(content: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center, role: .overlay))
    }
}

/// A background or an overlay: a secondary view sized by the primary one.
struct Decoration<Content: View> {
    var content: Content
    var alignment: Alignment
    var role: DecorationRole
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension Decoration: PrimitiveModifier {
    func resolve<Primary: View>(content primary: Primary, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(primary, context, into: &nodes)
        var own = Array(nodes[start...])
        for position in own.indices {
            let decorated = own[position]
            let node = resolver.makeNode(DecorationNode(alignment: alignment, role: role), context)
            // The content's identity comes from the view it decorates, so the background and the
            // overlay of one view (or two backgrounds) are different views with their own state.
            var secondaryContext = context.content(of: node, part: position)
            secondaryContext.identity = ResolveContext.derived(
                from: resolver.tree[decorated].identity, .type(ObjectIdentifier(DecorationNode.self)))
            let secondary = resolver.resolveSingle(content, secondaryContext, implicitStack: LayoutBehavior(layout: ZStackLayout()))
            resolver.attach([decorated, secondary], to: node)
            resolver.adoptTraits(of: decorated, into: node)
            own[position] = node
        }
        nodes.replaceSubrange(start..., with: own)
    }
}

/// What a decoration does with its content: draws it behind or in front of the view, or uses its
/// alpha as the view's mask.
enum DecorationRole: String {
    case background, overlay, mask
}

struct DecorationNode: NodeBehavior {
    var alignment: Alignment
    var role: DecorationRole

    var kindName: String { role.rawValue }
    var dumpAttributes: [DumpAttribute] { alignment == .center ? [] : [DumpAttribute("alignment", "\(alignment)")] }
    var keepsChildPriority: Bool { true }

    // The decorated view is the first child, the decoration the second.

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        engine.size(of: engine.tree[node].children[0], proposal)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        let decoration = UnaryChild(node: children[1], engine: engine)
        return [
            Placement(child: children[0], origin: .zero, proposal: proposal),
            decoration.aligned(ProposedViewSize(size), in: size, alignment),
        ]
    }

    /// Only the decorated view's guides count.
    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        engine.explicitAlignment(of: engine.tree[node].children[0], key, size: size, proposal: proposal)
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        engine.spacing(of: engine.tree[node].children[0])
    }
}
