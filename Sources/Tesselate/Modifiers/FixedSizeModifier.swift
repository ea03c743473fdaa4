import Foundation

extension View {
    /// Fixes this view at its ideal size, as SwiftUI's `fixedSize()`: it is proposed `nil` in both
    /// axes and keeps the size it chooses, whatever its parent offers.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size along the chosen axes, as SwiftUI's
    /// `fixedSize(horizontal:vertical:)`; the other axis gets the parent's proposal.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(FixedSize(horizontal: horizontal, vertical: vertical))
    }
}

struct FixedSize: WrappingModifier, WrapperBehavior {
    var horizontal: Bool
    var vertical: Bool

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "fixedSize" }
    var dumpAttributes: [DumpAttribute] {
        horizontal && vertical ? [] : [DumpAttribute(horizontal ? "horizontal" : vertical ? "vertical" : "none")]
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize { child.size(childProposal(proposal)) }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        child.placed(at: .zero, childProposal(proposal))
    }
}
