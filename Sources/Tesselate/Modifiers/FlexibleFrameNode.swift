import Foundation

/// A flexible frame's node: its bounds on each axis (``FlexibleFrameAxis``) and its alignment.
struct FlexibleFrameNode: WrapperBehavior {
    /// The bounds and the alignment, in a box the resolver shares among equal frames
    /// (``Resolver/flexibleFrame(_:_:_:)``): the node is one word, kept inline in its existential
    /// rather than in a heap box of its own (`frame(maxWidth: .infinity)` is a node of many rows,
    /// each the same frame).
    final class Bounds {
        let horizontal: FlexibleFrameAxis
        let vertical: FlexibleFrameAxis
        let alignment: Alignment

        init(_ horizontal: FlexibleFrameAxis, _ vertical: FlexibleFrameAxis, _ alignment: Alignment) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.alignment = alignment
        }
    }

    let bounds: Bounds

    init(_ bounds: Bounds) { self.bounds = bounds }

    var horizontal: FlexibleFrameAxis { bounds.horizontal }
    var vertical: FlexibleFrameAxis { bounds.vertical }
    var alignment: Alignment { bounds.alignment }

    var kindName: String { "frame" }
    /// Its spacing is its child's with edges reset (``spacing(child:)``), or a spacer's kept whole.
    var spacingShortcut: SpacingShortcut { .ordinaryWhenChildIs }

    var dumpAttributes: [DumpAttribute] {
        var attributes = horizontal.dumpAttributes("Width") + vertical.dumpAttributes("Height")
        if alignment != .center { attributes.append(DumpAttribute("alignment", "\(alignment)")) }
        return attributes
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize {
        let childProposal = childProposal(proposal)
        let size = child.size(childProposal)
        return CGSize(
            width: horizontal.length(proposal.width, childProposal: childProposal.width, child: size.width),
            height: vertical.length(proposal.height, childProposal: childProposal.height, child: size.height))
    }

    /// The child is placed with the frame's final size on each axis, except an unconstrained axis
    /// whose proposal was `nil`, which stays `nil` (SwiftUI's placement proposal).
    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        let placed = ProposedViewSize(
            width: horizontal.isConstrained || proposal.width != nil ? size.width : nil,
            height: vertical.isConstrained || proposal.height != nil ? size.height : nil)
        return child.aligned(placed, in: size, alignment)
    }

    /// A frame whose maximum is ∞ is ∞ long for ∞ (``FlexibleFrameAxis/length(_:childProposal:child:)``:
    /// with a minimum, ∞ clamped to it and ∞; without, the child's answer to ∞ raised to ∞).
    func answersInfinityForInfinity(along axis: Axis) -> Bool {
        (axis == .horizontal ? horizontal : vertical).max == .infinity
    }

    /// As a fixed frame's (``FixedFrameNode/spacing(child:)``): the constrained axes' edges
    /// reset, a ``Spacer``'s spacing kept whole.
    func spacing(child: UnaryChild) -> ViewSpacing {
        // An ordinary spacing, reset or kept whole, is ordinary.
        if child.hasOrdinarySpacing { return ViewSpacing() }
        var spacing = child.spacing
        if child.requiresSpacingProjection { return spacing }
        if horizontal.isConstrained { spacing.reset(.horizontal) }
        if vertical.isConstrained { spacing.reset(.vertical) }
        return spacing
    }
}

extension Resolver {
    /// The node of a flexible frame: the last one's bounds when they are the same (rows of
    /// equal frames share one box instead of an allocation each).
    func flexibleFrame(_ horizontal: FlexibleFrameAxis, _ vertical: FlexibleFrameAxis, _ alignment: Alignment) -> FlexibleFrameNode {
        if let last = lastFlexibleFrame, last.horizontal == horizontal, last.vertical == vertical, last.alignment == alignment {
            return FlexibleFrameNode(last)
        }
        let bounds = FlexibleFrameNode.Bounds(horizontal, vertical, alignment)
        lastFlexibleFrame = bounds
        return FlexibleFrameNode(bounds)
    }
}
