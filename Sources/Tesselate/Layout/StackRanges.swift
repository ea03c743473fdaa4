import Foundation

/// The proposals a stack's size holds for (its ``ProposalRange``), found from its children's.
///
/// Across the axis every child is proposed the stack's own cross length, so the stack answers
/// the same for every cross length all its children's answers hold for (proposed `nil` across,
/// for the lengths all its children answer as `nil` does). Proposed `nil` along the axis, each
/// child is proposed `nil` too; the stack answers the same for every length when each child does
/// (a child that takes its ideal length whatever it is offered: the stack's shares and probes
/// then change nothing). Otherwise, along the axis each
/// child is offered a share computed from the stack's length; the stack answers the same for
/// every length whose shares all fall where the children's answers hold — each child then takes
/// what it took, and the shares after it are what they were. A share only grows with the length
/// (floating-point subtraction and division by a positive count are monotonic), so those lengths
/// form a range around the proposed one: its ends are estimated from the children's ranges and
/// checked with the stack's own arithmetic, and moved towards the proposal until they hold.
///
/// Only one priority group with guides that depend on sizes alone gives a range along the axis;
/// otherwise the stack holds for its proposal alone there.
struct StackRangeTracker {
    let axis: Axis
    /// Whether ranges are still tracked: not once a child answers for its proposal alone (the
    /// stack then does too, or nearly), so that stacks of views without ranges pay little.
    private(set) var isOn: Bool
    /// The cross length proposed to every child (`nil`: no range to find across).
    private let crossLength: CGFloat?
    /// The cross lengths all measured children's answers hold for.
    private(set) var cross: ClosedRange<CGFloat>
    /// The lengths along the axis the last measured child's answer holds for.
    private(set) var lastAlong: ClosedRange<CGFloat> = 0...0
    /// Whether every measured child's answer holds for every length along the axis.
    private(set) var alongHoldsAll = true

    /// A tracker for a stack along `axis` proposed `proposal`; one that is not on only measures.
    init(axis: Axis, _ proposal: ProposedViewSize, isOn: Bool) {
        self.axis = axis
        self.isOn = isOn
        crossLength = proposal[axis.other]
        cross = -CGFloat.infinity...CGFloat.infinity
    }

    /// The size of `node` for `proposal`, narrowing ``cross`` to the cross lengths its answer holds for.
    @MainActor mutating func size(of node: NodeIndex, _ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard isOn else { return engine.size(of: node, proposal) }
        return measure(node, proposal, engine).size
    }

    /// ``size(of:_:_:)``, and the lengths along the axis the answer holds for whether or not
    /// ranges are still tracked (what a stack needs to know that a child is rigid).
    @MainActor mutating func measure(_ node: NodeIndex, _ proposal: ProposedViewSize, _ engine: LayoutEngine) -> (
        size: CGSize, along: ClosedRange<CGFloat>
    ) {
        let (size, range) = engine.measure(node, proposal)
        guard isOn else { return (size, range[axis]) }
        guard !range.isPoint else {
            isOn = false
            return (size, range[axis])
        }
        // Every child's range holds the cross length proposed to all of them (`nil`: the lengths
        // every child answers as `nil` does, or none).
        let low = max(cross.lowerBound, range[axis.other].lowerBound)
        let high = min(cross.upperBound, range[axis.other].upperBound)
        if let crossLength {
            cross = low <= crossLength && crossLength <= high ? low...high : crossLength...crossLength
        } else {
            cross = low <= high && high >= 0 ? low...high : ProposalRange.nilOnly
        }
        lastAlong = range[axis]
        if !(lastAlong.lowerBound <= 0 && lastAlong.upperBound == .infinity) { alongHoldsAll = false }
        return (size, lastAlong)
    }
}

/// The check behind a stack's range along its axis: for a length of the stack, whether every
/// child's share (computed as ``StackAlgorithm`` shares) falls inside the range its answer holds
/// for, so that each takes what it took.
struct StackShareCheck {
    let axis: Axis
    /// The spacing between the children, in all.
    let gaps: CGFloat
    /// The children, in the order they were offered their shares.
    let order: UnsafeBufferPointer<Int>
    /// What each child took (by index).
    let sizes: UnsafeMutableBufferPointer<CGSize>
    /// The lengths each child's answer holds for (by index).
    let held: UnsafeMutableBufferPointer<ClosedRange<CGFloat>>

    /// The lengths around `length` (for which the children took `sizes`) that give the same shares.
    func lengths(around length: CGFloat) -> ClosedRange<CGFloat> {
        // The estimates: where each share reaches an end of its child's range.
        var low: CGFloat = 0, high = CGFloat.infinity
        var taken: CGFloat = 0
        var left = CGFloat(order.count)
        for i in order {
            if held[i].lowerBound > 0 { low = max(low, held[i].lowerBound * left + gaps + taken) }
            if held[i].upperBound < .infinity { high = min(high, held[i].upperBound * left + gaps + taken) }
            taken += sizes[i][axis]
            left -= 1
        }
        return settled(min(low, length), toward: length)...settled(max(high, length), toward: length)
    }

    /// Whether every share for the stack's length `length` is inside its child's held range.
    func holds(_ length: CGFloat) -> Bool {
        var budget = length - gaps
        var left = order.count
        for i in order {
            let offer = budget.isFinite ? max(0, budget / CGFloat(left)) : .infinity
            guard held[i].contains(offer) else { return false }
            if budget.isFinite { budget -= sizes[i][axis] }
            left -= 1
        }
        return true
    }

    /// `candidate` if it holds, else the end nearest to it, between it and `length` (which
    /// holds), that a short bisection proves.
    private func settled(_ candidate: CGFloat, toward length: CGFloat) -> CGFloat {
        if candidate == length || holds(candidate) { return candidate }
        guard candidate.isFinite && length.isFinite else { return length }
        var good = length, bad = candidate
        for _ in 0..<24 {
            let middle = good + (bad - good) / 2
            if middle == good || middle == bad { break }
            if holds(middle) { good = middle } else { bad = middle }
        }
        return good
    }
}
