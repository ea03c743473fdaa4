import Foundation

/// How a view's content fills the space it is offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the space.
    case fit
    /// The smallest size of the ratio that covers the space (it overflows on one axis).
    case fill
}

extension View {
    /// Constrains this view to an aspect ratio, as SwiftUI's `aspectRatio(_:contentMode:)`.
    ///
    /// The view is proposed the size of the ratio that fits (or fills) the proposal, and the
    /// modifier takes the view's answer: a resizable image or a shape takes the ratio, a view of
    /// fixed size keeps its size. A `nil` ratio is the view's ideal size's. One proposed dimension
    /// gives the other from the ratio; a `nil` (or infinite) proposal on both axes is passed on. A
    /// ratio that is not positive and finite is reported and ignored.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(AspectRatio(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view to the aspect ratio of `aspectRatio` (width / height), as SwiftUI's
    /// `aspectRatio(_:contentMode:)` with a size.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its ideal size's ratio, as SwiftUI's
    /// `scaledToFit()` (`aspectRatio(nil, contentMode: .fit)`).
    nonisolated public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its ideal size's ratio, as SwiftUI's
    /// `scaledToFill()` (`aspectRatio(nil, contentMode: .fill)`).
    nonisolated public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

struct AspectRatio: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var ratio: CGFloat?
    var contentMode: ContentMode

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        guard let ratio, !(ratio > 0 && ratio.isFinite) else { return self }
        resolver.report(
            .invalidValue,
            "aspectRatio(\(ratio.isNaN ? "NaN, as 0/0 is" : formatNumber(ratio))): a ratio must be positive and finite; "
                + "the view's own ratio is used", node: child)
        return AspectRatio(ratio: nil, contentMode: contentMode)
    }

    var kindName: String { "aspectRatio" }

    var dumpAttributes: [DumpAttribute] {
        (ratio.map { [DumpAttribute(formatNumber($0))] } ?? []) + [DumpAttribute("contentMode", ".\(contentMode)")]
    }

    /// The proposal the child gets: the rectangle of the ratio that fits or fills the proposal.
    func childProposal(_ proposal: ProposedViewSize, child: UnaryChild) -> ProposedViewSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard width != nil || height != nil else { return proposal }
        let ratio: CGFloat
        if let explicit = self.ratio {
            ratio = explicit
        } else {
            let ideal = child.size(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            ratio = ideal.width / ideal.height
        }
        switch (width, height) {
        case (let w?, let h?):
            // Fit: the smaller of the two scales; fill: the larger.
            let widthLimited = w / ratio <= h
            let byWidth = contentMode == .fit ? widthLimited : !widthLimited
            return byWidth ? ProposedViewSize(width: w, height: w / ratio) : ProposedViewSize(width: h * ratio, height: h)
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / ratio)
        case (nil, let h?):
            return ProposedViewSize(width: h * ratio, height: h)
        case (nil, nil):
            return proposal
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize {
        child.size(childProposal(proposal, child: child))
    }

    /// The child is centred in the modifier (both have the child's size).
    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        child.aligned(childProposal(proposal, child: child), in: size, .center)
    }
}
