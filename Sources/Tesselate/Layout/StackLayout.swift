import Foundation

/// The space-sharing algorithm of SwiftUI's `HStack` and `VStack`, written once and used both to
/// size a stack and to place its children.
///
/// For a proposal with a length along the stack's axis:
/// 1. The spacing between neighbours is taken out first: the stack's `spacing`, or when it is
///    `nil` each pair's preferred distance (``ViewSpacing``, 8 between most views).
/// 2. Children are grouped by `layoutPriority`, highest first. Before a group is sized, the
///    minimum lengths of all lower-priority children are reserved.
/// 3. Within a group, children are sized least flexible first, where flexibility is the length a
///    child takes when proposed infinity minus the length it takes when proposed zero (cross axis
///    as proposed); among infinitely flexible children the one with the larger minimum goes
///    first, otherwise source order breaks ties (OpenSwiftUI's `FlexibilityEstimate`). Each is offered the group's remaining length divided by the number of its
///    children still to size, and what it takes is subtracted.
///
/// A `nil` length proposes `nil` to every child (each takes its ideal length). The stack's
/// length is the sum of its children's plus spacing; its cross length is the extent of the
/// children aligned on the stack's alignment guide.
///
/// Sources: Apple's documentation of `layoutPriority(_:)` and `HStack`; objc.io, *Thinking in
/// SwiftUI* (2023), chapter "Layout", and Chris Eidhof's "SwiftUI's Stack Layout Algorithm"
/// reimplementation, which describe the grouping, the flexibility order and the equal shares.
@MainActor
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: AlignmentKey
    /// Whether the stack fills the length it is offered across its axis, as SwiftUI's lazy
    /// stacks do (the children are aligned in that length); other stacks hug their children.
    var fillsCrossAxis = false

    struct Result {
        var proposals: [ProposedViewSize] = []
        var sizes: [CGSize] = []
        /// Each child's origin in the stack's coordinates.
        var origins: [CGPoint] = []
        var size: CGSize = .zero
    }

    /// The stack's `spacing` when it is a distance. A non-finite spacing cannot be one: the
    /// neighbours' own spacing is used instead (the stack views report it when they are made).
    var finiteSpacing: CGFloat? { spacing.flatMap { $0.isFinite ? $0 : nil } }

    /// Writes the distance before each child (0 for the first) into `gaps`.
    func gaps(_ subviews: LayoutSubviews, into gaps: UnsafeMutableBufferPointer<CGFloat>) {
        gaps.initialize(repeating: 0)
        guard subviews.count > 1 else { return }
        let spacing = finiteSpacing
        var previous = spacing == nil ? subviews[subviews.startIndex].spacing : ViewSpacing.zero
        for offset in 1..<subviews.count {
            if let spacing {
                gaps[offset] = spacing
            } else {
                let current = subviews[subviews.startIndex + offset].spacing
                gaps[offset] = previous.distance(to: current, along: axis)
                previous = current
            }
        }
    }

    /// Each child's proposal and size for `proposal`. The arrays a stack needs only while it
    /// computes (gaps, minimums, flexibilities, order) are scratch memory, not allocated:
    /// stacks are measured many times a pass.
    func lengths(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, gaps: UnsafeBufferPointer<CGFloat>) -> Result {
        var result = Result()
        let count = subviews.count
        let start = subviews.startIndex
        let cross = proposal[axis.other]
        result.proposals = Array(repeating: ProposedViewSize(along: axis, nil, cross: cross), count: count)
        result.sizes = Array(repeating: .zero, count: count)
        guard let proposedLength = proposal[axis] else {
            for i in 0..<count { result.sizes[i] = subviews[start + i].sizeThatFits(result.proposals[i]) }
            return result
        }
        let remaining = proposedLength - gaps.reduce(0, +)
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 2 * count) { scratch in
            let minimums = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
            let flexibilities = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
            var samePriority = true
            let firstPriority = subviews[start].priority
            for i in 0..<count {
                let subview = subviews[start + i]
                let minimum = subview.sizeThatFits(ProposedViewSize(along: axis, 0, cross: cross))[axis]
                let maximum = subview.sizeThatFits(ProposedViewSize(along: axis, .infinity, cross: cross))[axis]
                minimums[i] = minimum
                flexibilities[i] = maximum - minimum
                if subview.priority != firstPriority { samePriority = false }
            }
            let before = StackAlgorithm.sizedBefore(UnsafeBufferPointer(flexibilities), UnsafeBufferPointer(minimums))
            if samePriority {
                // One group (most stacks): no grouping, the order sorted in scratch memory.
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
                    var order = buffer
                    for i in 0..<count { order[i] = i }
                    StackAlgorithm.sortForSizing(&order, by: before)
                    share(remaining, among: UnsafeBufferPointer(order), subviews, cross, &result)
                }
                return
            }
            // Priority groups, highest first; children of a group in order of flexibility.
            let groups = StackAlgorithm.priorityGroups((0..<count).map { subviews[start + $0].priority })
            let groupMinimums = groups.map { group in group.reduce(0) { $0 + minimums[$1] } }
            var reserved = groupMinimums.reduce(0, +)
            var left = remaining
            for (position, group) in groups.enumerated() {
                reserved -= groupMinimums[position]
                var ordered = group
                StackAlgorithm.sortForSizing(&ordered, by: before)
                let used = ordered.withUnsafeBufferPointer { share(left - reserved, among: $0, subviews, cross, &result) }
                if left.isFinite { left -= used }
            }
        }
        return result
    }

    /// Offers `budget` to the children in `order`, each its equal share of what is left, and
    /// records what each takes; returns the length they took.
    @discardableResult
    private func share(
        _ budget: CGFloat, among order: UnsafeBufferPointer<Int>, _ subviews: LayoutSubviews, _ cross: CGFloat?,
        _ result: inout Result
    ) -> CGFloat {
        var budget = budget
        var left = order.count
        var used: CGFloat = 0
        for i in order {
            // An infinite budget stays infinite: every child is offered ∞ (SwiftUI's stacks
            // answer ∞ to ∞ when a child is greedy), and ∞ − ∞ is never computed.
            let offer = budget.isFinite ? max(0, budget / CGFloat(left)) : .infinity
            let childProposal = ProposedViewSize(along: axis, offer, cross: cross)
            let size = subviews[subviews.startIndex + i].sizeThatFits(childProposal)
            result.proposals[i] = childProposal
            result.sizes[i] = size
            if budget.isFinite { budget -= size[axis] }
            used += size[axis]
            left -= 1
        }
        return used
    }

    /// Child indices grouped by priority, highest first, each group in source order.
    nonisolated static func priorityGroups(_ priorities: [Double]) -> [[Int]] {
        guard let first = priorities.first, priorities.contains(where: { $0 != first }) else { return [Array(priorities.indices)] }
        return Dictionary(grouping: priorities.indices, by: { priorities[$0] }).sorted { $0.key > $1.key }.map(\.value)
    }

    /// Whether child `a` is sized before child `b`: least flexible first; among infinitely
    /// flexible ones the larger minimum first; otherwise source order.
    nonisolated static func sizedBefore(_ flexibilities: UnsafeBufferPointer<CGFloat>, _ minimums: UnsafeBufferPointer<CGFloat>)
        -> (Int, Int) -> Bool
    {
        { a, b in
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            if flexibilities[a] == .infinity && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            return a < b
        }
    }

    /// Puts a group's children in the order they are sized (``sizedBefore(_:_:)``). An already
    /// ordered group (a row of equal views) is not sorted.
    static func sortForSizing<C: MutableCollection & RandomAccessCollection>(_ order: inout C, by before: (Int, Int) -> Bool)
    where C.Element == Int {
        if !zip(order, order.dropFirst()).allSatisfy({ before($0, $1) }) { order.sort(by: before) }
    }

    /// Sizes and positions every child for `proposal`.
    func layout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Result {
        guard !subviews.isEmpty else { return Result() }
        let count = subviews.count
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 2 * count) { scratch in
            let gaps = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
            let guides = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
            self.gaps(subviews, into: gaps)
            var result = lengths(subviews, proposal, gaps: UnsafeBufferPointer(gaps))
            // Cross axis: align every child's guide on one line; the stack spans their extent. A
            // child as long as ∞ across (a greedy view probed with ∞) makes the stack ∞ across, as
            // SwiftUI's stacks answer; it has no finite guide, so it sits at 0 and the others are
            // aligned among themselves (only probes see this: placing proposals are finite).
            guides.initialize(repeating: 0)
            var low = CGFloat.infinity, high = -CGFloat.infinity
            var infiniteCross = false
            for i in 0..<count {
                let crossLength = result.sizes[i][axis.other]
                guard crossLength.isFinite else {
                    infiniteCross = true
                    continue
                }
                let dimensions = subviews[subviews.startIndex + i].dimensions(in: result.proposals[i])
                guides[i] = dimensions[alignment]
                low = min(low, -guides[i])
                high = max(high, -guides[i] + crossLength)
            }
            if !low.isFinite { low = 0; high = 0 }
            var position: CGFloat = 0
            result.origins = Array(repeating: .zero, count: count)
            for i in 0..<count {
                position += gaps[i]
                var origin = CGPoint.zero
                origin[axis] = position
                origin[axis.other] = result.sizes[i][axis.other].isFinite ? -guides[i] - low : 0
                result.origins[i] = origin
                position += result.sizes[i][axis]
            }
            result.size = CGSize(along: axis, position, cross: infiniteCross ? .infinity : high - low)
            if fillsCrossAxis, let cross = proposal[axis.other], cross.isFinite, cross > result.size[axis.other] {
                // Align each child's guide with the container's guide at the wider cross length.
                let container = ViewDimensions(size: CGSize(along: axis, result.size[axis], cross: cross))
                for i in 0..<count where result.sizes[i][axis.other].isFinite {
                    let child = subviews[subviews.startIndex + i].dimensions(in: result.proposals[i])
                    result.origins[i][axis.other] = container[alignment] - child[alignment]
                }
                result.size[axis.other] = cross
            }
            return result
        }
    }

    /// Children are laid out again for placing with a `nil` cross proposal replaced by the stack's
    /// final cross size, so that they fill it (SwiftUI's `proposalWhenPlacing`: minor =
    /// `proposal.minor ?? size.minor`, OpenSwiftUI StackLayout.swift; probe Q1: a VStack proposed
    /// nil×80 reports 30×80 and places a greedy 20-tall child at 30×20). The major proposal is kept.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect, _ proposal: ProposedViewSize, cache: inout _StackLayoutCache) {
        let result = layout(subviews, placingProposal(proposal, size: bounds.size), cache: &cache)
        for i in 0..<subviews.count {
            subviews[subviews.startIndex + i].place(
                at: CGPoint(x: bounds.minX + result.origins[i].x, y: bounds.minY + result.origins[i].y),
                proposal: result.proposals[i])
        }
    }

    /// The placements of the children, relative to the stack, for `result` (the stack's layout
    /// for the proposal it is placed with, see ``placingProposal(_:size:)``): what the engine
    /// asks of a built-in stack, without going through `placeSubviews`.
    func placements(_ subviews: LayoutSubviews, _ result: Result) -> [Placement] {
        var placements: [Placement] = []
        placements.reserveCapacity(subviews.count)
        for (offset, child) in subviews.nodes.enumerated() {
            placements.append(Placement(child: child, origin: result.origins[offset], proposal: result.proposals[offset]))
        }
        return placements
    }

    /// The proposal the children are laid out with for placing: a `nil` cross length becomes the
    /// stack's (see ``place(_:in:_:cache:)``).
    func placingProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = size[axis.other] }
        return proposal
    }

    /// The layout for `proposal`, kept in `cache` for the next call: placing a stack lays it out
    /// for the proposal it was just sized for.
    func layout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, cache: inout _StackLayoutCache) -> Result {
        if let last = cache.last, last.proposal == proposal { return last.result }
        let result = layout(subviews, proposal)
        cache.last = (proposal, result)
        return result
    }

    /// A stack's own spacing: its first child's on the leading side, its last child's on the
    /// trailing side, and all children's merged across the axis.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        var across = ViewSpacing()
        for subview in subviews { across.formUnion(subview.spacing, edges: axis == .horizontal ? .vertical : .horizontal) }
        across.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        across.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return across
    }
}

/// The layout of an ``HStack``, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, NamedLayout, StackContainerLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key) }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        algorithm.layout(subviews, proposal, cache: &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        algorithm.place(subviews, in: bounds, proposal, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }

    var kindName: String { "HStack" }
    var dumpAttributes: [DumpAttribute] { stackAttributes(alignment.description, spacing) }
}

/// The layout of a ``VStack``, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, NamedLayout, StackContainerLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key) }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        algorithm.layout(subviews, proposal, cache: &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        algorithm.place(subviews, in: bounds, proposal, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }

    var kindName: String { "VStack" }
    var dumpAttributes: [DumpAttribute] { stackAttributes(alignment.description, spacing) }
}

/// A built-in stack layout (``HStackLayout``, ``VStackLayout``), which the engine asks for its
/// placements directly.
@MainActor
protocol StackContainerLayout {
    var algorithm: StackAlgorithm { get }
}

/// The cache of ``HStackLayout`` and ``VStackLayout``, as SwiftUI's: the stack's layout for the
/// last proposal it was given (SwiftUI's keeps the last proposed size and the stack's size). A
/// stack view's own layout is kept by the engine for the pass instead (see
/// ``LayoutEngine/stackLayout(of:_:_:)``); this cache serves layouts that use a stack layout.
public struct _StackLayoutCache {
    /// The last layout, in a box made when there is one, so that the cache is one reference
    /// wherever it is kept.
    private var box: StackLayoutBox?

    var last: (proposal: ProposedViewSize, result: StackAlgorithm.Result)? {
        get { box?.last }
        set {
            if box == nil { box = StackLayoutBox() }
            box!.last = newValue
        }
    }
}

private final class StackLayoutBox {
    var last: (proposal: ProposedViewSize, result: StackAlgorithm.Result)?
}

func stackAttributes(_ alignment: String, _ spacing: CGFloat?) -> [DumpAttribute] {
    var attributes: [DumpAttribute] = []
    if alignment != "center" { attributes.append(DumpAttribute("alignment", alignment)) }
    if let spacing { attributes.append(DumpAttribute("spacing", formatNumber(spacing))) }
    return attributes
}
