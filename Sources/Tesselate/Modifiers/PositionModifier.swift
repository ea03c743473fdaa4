import Foundation

extension View {
    /// Puts the centre of this view at `x`, `y` in a frame that takes the whole proposal, as
    /// SwiftUI's `position(x:y:)`. See ``position(_:)``.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified(PositionLayout(position: CGPoint(x: x, y: y)))
    }

    /// Puts the centre of this view at `position` in a frame that takes the whole proposal, as
    /// SwiftUI's `position(_:)`.
    ///
    /// The frame takes each dimension it is proposed and, for an unspecified (`nil`) one, the
    /// view's own size; the view is proposed the frame's size and centred on the point, in the
    /// frame's coordinates. So `Text("Hi").position(x: 0, y: 0)` in a window fills the window and
    /// draws the text around its top-leading corner. Source: OpenSwiftUI `_PositionLayout`.
    nonisolated public func position(_ position: CGPoint) -> some View {
        modified(PositionLayout(position: position))
    }
}

/// The layout of `position`: the whole proposal, the child centred on a point.
struct PositionLayout: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var position: CGPoint

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        guard position.x.isFinite && position.y.isFinite else {
            resolver.report(
                .invalidValue,
                "position(x: \(formatNumber(position.x)), y: \(formatNumber(position.y))): "
                    + "a non-finite coordinate is taken as 0", node: child)
            return PositionLayout(position: CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0))
        }
        return self
    }

    var kindName: String { "position" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("x", formatNumber(position.x)), DumpAttribute("y", formatNumber(position.y))] }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let own = child.size(proposal)
        return CGSize(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        let childProposal = ProposedViewSize(size)
        let childSize = child.size(childProposal)
        return child.placed(at: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), childProposal)
    }
}
