import Foundation

extension View {
    /// Positions this view in an invisible frame with the given minimum, ideal and maximum sizes,
    /// as SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    ///
    /// Per axis, with P the proposal (rules: `FlexibleFrameAxis`): the view is proposed P
    /// clamped to min…max (its ideal when P is `nil`); the frame takes P clamped to min…max when
    /// both are given, its ideal when P is `nil`, and otherwise the view's size clamped by
    /// whichever bounds are given. Constraints that are not ordered min ≤ ideal ≤ max are
    /// reported, as SwiftUI logs "Contradictory frame constraints specified."; as in SwiftUI the
    /// minimum wins.
    @inlinable
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        ModifiedView(
            content: self,
            modifier: FlexibleFrame(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

/// The bounds of a flexible frame on one axis, and SwiftUI's rules for them.
///
/// Sources: Apple's documentation of the modifier; swiftuifieldguide.com, "Flexible Frames";
/// measurements of SwiftUI published as probes (e.g. `maxWidth: 80` answers 80 for 100, 30 for
/// 30 and the child's 20 for `nil`; `minWidth: 40` answers 40 for 100; `min 40, max 80` answers
/// 40 for 30 and for `nil`).
///
/// Each bound is kept in one word as a proposal's length is (``ProposalKey/bits(_:)``: "none" a
/// NaN of a pattern of its own; a bound that is NaN is reported and dropped, see
/// ``FlexibleFrame``) instead of an optional's two, so that the frame's node (two axes and an
/// alignment) fits a smaller heap block.
struct FlexibleFrameAxis: Hashable {
    private var minBits: UInt64
    private var idealBits: UInt64
    private var maxBits: UInt64

    init(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) {
        minBits = ProposalKey.bits(min)
        idealBits = ProposalKey.bits(ideal)
        maxBits = ProposalKey.bits(max)
    }

    var min: CGFloat? {
        get { ProposalKey.length(minBits) }
        set { minBits = ProposalKey.bits(newValue) }
    }
    var ideal: CGFloat? {
        get { ProposalKey.length(idealBits) }
        set { idealBits = ProposalKey.bits(newValue) }
    }
    var max: CGFloat? {
        get { ProposalKey.length(maxBits) }
        set { maxBits = ProposalKey.bits(newValue) }
    }

    var isConstrained: Bool { min != nil || ideal != nil || max != nil }

    /// Whether min ≤ ideal ≤ max, reading a missing min as −∞, a missing ideal as the min and a
    /// missing max as the ideal (SwiftUI's check).
    var isOrdered: Bool {
        let low = min ?? -.infinity
        let middle = ideal ?? low
        let high = max ?? middle
        return low <= middle && middle <= high
    }

    /// Whether every length given is finite and at least 0 (a maximum may be +∞) and they are in
    /// order: the usual frame, which validation and normalisation leave as it is (NaN fails
    /// every comparison, so it is never plain).
    var isPlain: Bool {
        let low = min ?? 0
        let middle = ideal ?? low
        let high = max ?? middle
        return low >= 0 && low <= middle && middle <= high && middle.isFinite
    }

    /// SwiftUI's normalisation: a negative minimum is 0, the ideal is at least the minimum and the
    /// maximum at least the ideal.
    var normalized: FlexibleFrameAxis {
        var axis = self
        if let min = axis.min { axis.min = Swift.max(min, 0) }
        if let ideal = axis.ideal { axis.ideal = Swift.max(axis.min ?? 0, ideal) }
        if let max = axis.max { axis.max = Swift.max(axis.ideal ?? 0, max) }
        return axis
    }

    /// What the child is proposed for the parent's proposal `p`.
    func childProposal(_ p: CGFloat?) -> CGFloat? {
        guard var value = p else { return ideal }
        if let min { value = Swift.max(min, value) }
        if let max { value = Swift.min(max, value) }
        return value
    }

    /// The frame's length for the parent's proposal `p`, given the child's answer `child` to
    /// `childProposal`.
    func length(_ p: CGFloat?, childProposal: CGFloat?, child: CGFloat) -> CGFloat {
        if let p, let min, let max, min <= max { return Swift.min(Swift.max(p, min), max) }
        if p == nil, let ideal { return ideal }
        if let min, let max, min <= max { return Swift.min(Swift.max(child, min), max) }
        if let min { return Swift.max(min, Swift.min(childProposal ?? .infinity, child)) }
        if let max { return Swift.min(max, Swift.max(child, childProposal ?? -.infinity)) }
        return child
    }

    /// The bounds as the dump shows them, for the axis named `axis` (`Width`, `Height`):
    /// `minWidth: 10`, `maxWidth: ∞`.
    func dumpAttributes(_ axis: String) -> [DumpAttribute] {
        [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
            value.map { DumpAttribute(name + axis, formatNumber($0)) }
        }
    }
}

@usableFromInline
struct FlexibleFrame: WrappingModifier {
    static var checksValues: Bool { true }
    var horizontal: FlexibleFrameAxis
    var vertical: FlexibleFrameAxis
    var alignment: Alignment

    nonisolated init(horizontal: FlexibleFrameAxis, vertical: FlexibleFrameAxis, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    @usableFromInline nonisolated init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
        maxHeight: CGFloat?, alignment: Alignment
    ) {
        self.init(
            horizontal: FlexibleFrameAxis(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: FlexibleFrameAxis(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        resolver.flexibleFrame(
            Self.validated(horizontal, "Width", resolver, child), Self.validated(vertical, "Height", resolver, child), alignment)
    }

    /// `axis` with the lengths it cannot have removed and reported, then normalized.
    private static func validated(_ axis: FlexibleFrameAxis, _ name: String, _ resolver: Resolver, _ child: NodeIndex) -> FlexibleFrameAxis
    {
        if axis.isPlain { return axis }
        // NaN anywhere, an infinite minimum or ideal, or a maximum of −∞ cannot be a length
        // (a maximum of +∞ is the usual "as wide as offered").
        func invalid(_ value: CGFloat?, allowsInfinity: Bool) -> Bool {
            guard let value else { return false }
            return value.isNaN || (value.isInfinite && !(allowsInfinity && value > 0))
        }
        var axis = axis
        if invalid(axis.min, allowsInfinity: false) || invalid(axis.ideal, allowsInfinity: false)
            || invalid(axis.max, allowsInfinity: true)
        {
            resolver.report(
                .invalidFrameDimension,
                "Invalid frame dimension (negative or non-finite) in frame(min/ideal/max\(name)); ignored", node: child)
            if invalid(axis.min, allowsInfinity: false) { axis.min = nil }
            if invalid(axis.ideal, allowsInfinity: false) { axis.ideal = nil }
            if invalid(axis.max, allowsInfinity: true) { axis.max = nil }
        }
        if !axis.isOrdered {
            resolver.report(
                .contradictoryFrameConstraints,
                "Contradictory frame constraints specified: the \(name.lowercased()) bounds "
                    + "are not ordered min ≤ ideal ≤ max; the minimum wins", node: child)
        }
        return axis.normalized
    }
}
