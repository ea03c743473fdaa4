import Foundation

/// The proposals around a measured one for which a node is known to answer the same: for each
/// axis, the lengths (inclusive, ∞ allowed) that give the same size and the same alignment
/// guides. An axis proposed a length matches the lengths in its range; an axis proposed `nil`
/// matches `nil`, and the lengths in its range that a node proved answer as `nil` does (none in
/// ``point(_:)``: its range is below zero, where no sanitized proposal falls). ``any`` holds for
/// every proposal (a frame of fixed width and height).
///
/// The lengths an ideal answer holds for matter because a stack proposes its children its own
/// cross length when it places them where it measured them with `nil` (``StackAlgorithm``'s
/// placing proposal): an `HStack` in a `VStack` measures its texts at `W×nil` and places them at
/// `W×40.333`, the same lines.
///
/// Most nodes answer for their proposal alone (``point(_:)``). A text's answer holds for every
/// height that allows the same lines, and a stack's for every length whose shares fall where its
/// children's answers hold (see ``StackAlgorithm``). The measure cache answers any proposal in a
/// range without measuring again (``MeasureCache``): stacks that alternate axes around reflowing
/// text make new proposals at every level, hundreds per node, of which only a few change the
/// answer. A range must be exact — every proposal in it gets the answer a measurement would give
/// — so a node that cannot prove it answers for its proposal alone.
struct ProposalRange {
    var width: ClosedRange<CGFloat>
    var height: ClosedRange<CGFloat>

    /// Every proposal, `nil` lengths too.
    static let any = ProposalRange(width: -CGFloat.infinity...CGFloat.infinity, height: -CGFloat.infinity...CGFloat.infinity)

    var isAny: Bool { width.lowerBound == -.infinity && height.lowerBound == -.infinity }

    /// The range of `proposal` alone.
    static func point(_ proposal: ProposedViewSize) -> ProposalRange {
        ProposalRange(width: point(proposal.width), height: point(proposal.height))
    }

    /// The range of one proposed length alone: `nil` takes ``nilOnly``.
    static func point(_ length: CGFloat?) -> ClosedRange<CGFloat> {
        guard let length else { return nilOnly }
        return length...length
    }

    /// The range of an axis proposed `nil` whose answer holds for `nil` alone: below zero, where
    /// no proposed length falls (lengths are sanitized to 0 or more, see ``LayoutEngine``).
    static let nilOnly: ClosedRange<CGFloat> = -1 ... -1

    subscript(axis: Axis) -> ClosedRange<CGFloat> {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Whether the range holds more than its proposal.
    var isPoint: Bool { width.lowerBound == width.upperBound && height.lowerBound == height.upperBound }

    /// Whether `proposal` is in the range measured at `base`: each axis `nil` in both, or a
    /// length inside the range (measured at a length, or at `nil` when the node proved the
    /// length answers as `nil` does).
    func contains(_ proposal: ProposedViewSize, measuredAt base: ProposedViewSize) -> Bool {
        if isAny { return true }
        return ProposalRange.matches(proposal.width, base.width, width) && ProposalRange.matches(proposal.height, base.height, height)
    }

    private static func matches(_ length: CGFloat?, _ base: CGFloat?, _ range: ClosedRange<CGFloat>) -> Bool {
        guard let length else { return base == nil }
        return range.contains(length)
    }
}
