import Foundation

extension View {
    /// Shows `content` above or below this view, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the view is inset by the content's height
    /// and `spacing` from `edge`, and its safe area grows by as much, so a scroll view in it scrolls
    /// under the content and a view that ignores the safe area extends behind it. The content is
    /// placed on `edge`, aligned to the view by `alignment`, and laid out in the safe area the
    /// modified view had (a bar's background extends over the home indicator). `spacing` `nil` is
    /// the spacing the two views prefer between them (8 by default).
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modified(SafeAreaInset(content: content(), edge: edge.edge, alignment: alignment.key, spacing: spacing))
    }

    /// Shows `content` beside this view, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`
    /// for a horizontal edge: the view is inset by the content's width and `spacing` from `edge`,
    /// with its safe area grown by as much.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modified(SafeAreaInset(content: content(), edge: edge.edge, alignment: alignment.key, spacing: spacing))
    }
}

/// `safeAreaInset`: each view of its content becomes the primary child of a node whose second
/// child is the inset content (several views in a `ZStack`, as SwiftUI builds it).
struct SafeAreaInset<Content: View> {
    var content: Content
    var edge: Edge
    var alignment: AlignmentKey
    var spacing: CGFloat?
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension SafeAreaInset: PrimitiveModifier {
    func resolve<Primary: View>(content primary: Primary, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(primary, context, into: &nodes)
        var own = Array(nodes[start...])
        for position in own.indices {
            let inset = own[position]
            var spacing = spacing
            if let value = spacing, !value.isFinite {
                resolver.report(.invalidValue, "safeAreaInset with a non-finite spacing; the default spacing is used", node: inset)
                spacing = nil
            }
            let node = resolver.makeNode(SafeAreaInsetNode(edge: edge, alignment: alignment, spacing: spacing), context)
            // The content's identity comes from the view it insets, as a background's does.
            var secondaryContext = context.content(of: node, part: position)
            secondaryContext.identity = ResolveContext.derived(
                from: resolver.tree[inset].identity, .type(ObjectIdentifier(SafeAreaInsetNode.self)))
            let secondary = resolver.resolveSingle(content, secondaryContext, implicitStack: LayoutBehavior(layout: ZStackLayout()))
            resolver.attach([inset, secondary], to: node)
            resolver.adoptTraits(of: inset, into: node)
            own[position] = node
        }
        nodes.replaceSubrange(start..., with: own)
    }
}

/// The node of `safeAreaInset`: the modified view first, the inset content second.
///
/// Layout, as SwiftUI's (OpenSwiftUI `InsetViewModifier.swift`, `InsetViewLayout`): along the
/// edge's axis the content is proposed what is left of the proposal after the spacing and the
/// view's minimum (its size for 0 on that axis), and the view what is left after the content and
/// the spacing; the node is as long as both and the spacing, and as wide as the wider. The view
/// is placed against the opposite edge, centred across; the content against `edge`, its
/// `alignment` guide on the view's.
struct SafeAreaInsetNode: NodeBehavior, SafeAreaProviding {
    var edge: Edge
    var alignment: AlignmentKey
    var spacing: CGFloat?

    var kindName: String { "safeAreaInset" }
    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    var dumpAttributes: [DumpAttribute] {
        var attributes = [DumpAttribute("edge", ".\(edge)")]
        if alignment.description != "center" { attributes.append(DumpAttribute("alignment", ".\(alignment)")) }
        if let spacing { attributes.append(DumpAttribute("spacing", formatNumber(spacing))) }
        return attributes
    }

    /// The sizes and proposals of both children for `proposal`.
    private struct Arrangement {
        var spacing: CGFloat
        var primaryProposal: ProposedViewSize
        var primarySize: CGSize
        var secondaryProposal: ProposedViewSize
        var secondarySize: CGSize
    }

    private func arrange(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> Arrangement {
        let children = engine.tree[node].children
        let primary = children[0], secondary = children[1]
        let spacing = self.spacing ?? engine.spacing(of: primary).distance(to: engine.spacing(of: secondary), along: axis)
        var secondaryProposal = proposal
        if let length = proposal[axis] {
            let available = max(length - spacing, 0)
            var minimumProposal = proposal
            minimumProposal[axis] = 0
            secondaryProposal[axis] = max(available - engine.size(of: primary, minimumProposal)[axis], 0)
        }
        let secondarySize = engine.size(of: secondary, secondaryProposal)
        var primaryProposal = proposal
        if let length = proposal[axis] { primaryProposal[axis] = max(length - secondarySize[axis] - spacing, 0) }
        return Arrangement(
            spacing: spacing, primaryProposal: primaryProposal, primarySize: engine.size(of: primary, primaryProposal),
            secondaryProposal: secondaryProposal, secondarySize: secondarySize)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        let a = arrange(proposal, node, engine)
        return CGSize(
            along: axis, a.secondarySize[axis] + a.spacing + a.primarySize[axis],
            cross: max(a.secondarySize[axis.other], a.primarySize[axis.other]))
    }

    /// Placing, the node proposes with its own length across the axis where its proposal had none.
    private func placedArrangement(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> Arrangement {
        var proposal = proposal
        proposal[axis.other] = proposal[axis.other] ?? size[axis.other]
        return arrange(proposal, node, engine)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        let a = placedArrangement(node, size: size, proposal: proposal, engine)
        let atEnd = edge == .bottom || edge == .trailing
        var primaryOrigin = CGPoint.zero, secondaryOrigin = CGPoint.zero
        primaryOrigin[axis] = atEnd ? 0 : size[axis] - a.primarySize[axis]
        primaryOrigin[axis.other] = (size[axis.other] - a.primarySize[axis.other]) / 2
        secondaryOrigin[axis] = atEnd ? size[axis] - a.secondarySize[axis] : 0
        let primaryGuide = engine.dimensions(of: children[0], a.primaryProposal)[alignment]
        let secondaryGuide = engine.dimensions(of: children[1], a.secondaryProposal)[alignment]
        secondaryOrigin[axis.other] = primaryOrigin[axis.other] + primaryGuide - secondaryGuide
        return [
            Placement(child: children[0], origin: primaryOrigin, proposal: a.primaryProposal),
            Placement(child: children[1], origin: secondaryOrigin, proposal: a.secondaryProposal),
        ]
    }

    /// Only the modified view's guides count, as for a background.
    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        engine.explicitAlignment(of: engine.tree[node].children[0], key, size: size, proposal: proposal)
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { engine.spacing(of: engine.tree[node].children[0]) }

    /// The modified view's safe area is the node's frame less the content and the spacing on
    /// `edge`, inside the safe area the node has; the content keeps the node's.
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        guard child == engine.tree[node].children[0], let frame = engine.exactFrames[node],
            let proposal = engine.placedProposals[node]
        else { return inherited }
        let a = placedArrangement(node, size: frame.size, proposal: proposal, engine)
        var insets = EdgeInsets()
        insets[edge] = a.secondarySize[axis] + a.spacing
        return (inherited ?? SafeAreaChain()).adding(SafeAreaLevel(container: frame, containerInsets: insets))
    }
}
