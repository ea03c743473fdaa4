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
    var finiteSpacing: CGFloat? {
        guard let spacing, spacing.isFinite else { return nil }
        return spacing
    }

    /// Writes the distance before each child (0 for the first) into `gaps`.
    func gaps(_ subviews: LayoutSubviews, into gaps: UnsafeMutableBufferPointer<CGFloat>) {
        gaps.initialize(repeating: 0)
        guard subviews.count > 1 else { return }
        let spacing = finiteSpacing
        // The engine and the nodes directly, not the `LayoutSubview` proxies: a call through a
        // proxy's unowned reference retains the engine each time.
        let engine = subviews.engine, nodes = subviews.nodes
        if let spacing {
            for offset in 1..<subviews.count { gaps[offset] = spacing }
            return
        }
        // Between two ordinary views (most neighbours) the default distance, from their slots
        // alone (see ``SlotTable``).
        let table = engine.spacingTable, ordinary = LayoutBuffers.ordinarySpacing
        var previous = engine.spacingSlot(of: nodes[nodes.startIndex])
        for offset in 1..<subviews.count {
            let current = engine.spacingSlot(of: nodes[nodes.startIndex + offset])
            gaps[offset] =
                previous == ordinary && current == ordinary
                ? ViewSpacing.defaultDistance : table.value(previous).distance(to: table.value(current), along: axis)
            previous = current
        }
    }

    /// The stack's size for `proposal` (what sizing a stack needs: no arrays are made).
    func size(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize {
        var untracked: ProposalRange?
        return size(subviews, proposal, tracking: &untracked)
    }

    /// The stack's size for `proposal`, and in `range` the proposals it holds for (see
    /// ``StackRangeTracker``). The placements of a stack of several children are kept for `node`
    /// (the stack's node), for the proposal it is placed with after this sizing: placing it with
    /// that proposal takes them instead of computing them again (``placements(_:placedWith:of:)``).
    /// A proposal with no cross length is placed with the stack's (``placingProposal(_:size:)``),
    /// which changes nothing but the children's proposals when the answer holds there (an `HStack`
    /// row measured with no height and placed at its own; see ``keptPlacingProposal(_:size:range:)``).
    /// A stack of one to three children computes them again for less than keeping them costs
    /// (chains of one-child stacks are sized many times each).
    func size(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, range: inout ProposalRange, of node: NodeIndex) -> CGSize {
        var tracked: ProposalRange? = range
        let keeps = StackAlgorithm.keepsPlacements(subviews)
        let size = size(subviews, proposal, tracking: &tracked, keepingPlacementsOf: keeps ? node : nil)
        range = tracked ?? .point(proposal)
        return size
    }

    private func size(
        _ subviews: LayoutSubviews, _ proposal: ProposedViewSize, tracking range: inout ProposalRange?,
        keepingPlacementsOf node: NodeIndex? = nil
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let engine = subviews.engine, scratch = engine.scratch
        let mark = scratch.mark
        defer { scratch.release(to: mark) }
        let count = subviews.count
        let proposals = scratch.allocate(ProposedViewSize.self, count: count)
        let origins = node == nil ? nil : scratch.allocate(CGPoint.self, count: count)
        let sizes = scratch.allocate(CGSize.self, count: count)
        let size = compute(subviews, proposal, proposals: proposals, sizes: sizes, origins: origins, range: &range)
        if let node, let origins, let placing = keptPlacingProposal(proposal, size: size, range: range) {
            // Placed at its own cross length, each child is offered it across.
            if proposal[axis.other] == nil { for i in 0..<count { proposals[i][axis.other] = placing[axis.other] } }
            engine.sizedStackPlacements[node] = (ProposalKey(placing), StackAlgorithm.placements(subviews, proposals, sizes, origins))
        }
        return size
    }

    /// Sizes and positions every child for `proposal`.
    func layout(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> Result {
        guard !subviews.isEmpty else { return Result() }
        return laidOut(subviews, proposal) { proposals, sizes, origins, size in
            Result(proposals: Array(proposals), sizes: Array(sizes), origins: Array(origins), size: size)
        }
    }

    /// The placements of the children of `node`, relative to the stack, for the proposal it is
    /// placed with (see ``placingProposal(_:size:)``): what the engine asks of a built-in stack,
    /// without going through `placeSubviews`, in one array (not the three of a ``Result``).
    /// Those kept when the stack was sized for that proposal, if it was (see
    /// ``size(_:_:range:of:)``): the children's answers do not change within a pass, so they are
    /// what computing them again would give.
    func placements(_ subviews: LayoutSubviews, placedWith proposal: ProposedViewSize, of node: NodeIndex) -> [Placement] {
        guard !subviews.isEmpty else { return [] }
        func computed() -> [Placement] {
            laidOut(subviews, proposal) { proposals, sizes, origins, _ in StackAlgorithm.placements(subviews, proposals, sizes, origins) }
        }
        if StackAlgorithm.keepsPlacements(subviews), let kept = subviews.engine.sizedStackPlacements[node],
            kept.proposal == ProposalKey(proposal)
        {
            // Debug builds (the tests) check every kept answer against computing it again.
            assert(
                kept.placements.elementsEqual(computed()) { $0.child == $1.child && $0.origin == $1.origin && $0.proposal == $1.proposal },
                "a stack's kept placements differ from computing them again")
            return kept.placements
        }
        return computed()
    }

    /// Whether the stack keeps its placements when sized (see ``size(_:_:range:of:)``).
    private static func keepsPlacements(_ subviews: LayoutSubviews) -> Bool { subviews.count >= 4 }

    /// The proposal a stack sized for `proposal` at `size` is placed with, when the placements
    /// just computed are its: `proposal` itself when it has a cross length; else the one with the
    /// stack's cross length (``placingProposal(_:size:)``), when the answer `range` holds there
    /// (every child then answers what it answered without one, and the guides are its size's:
    /// only each child's proposal across changes). `nil` otherwise.
    private func keptPlacingProposal(_ proposal: ProposedViewSize, size: CGSize, range: ProposalRange?) -> ProposedViewSize? {
        guard proposal[axis.other] == nil else { return proposal }
        guard let range, range[axis.other].contains(size[axis.other]) else { return nil }
        return placingProposal(proposal, size: size)
    }

    private static func placements(
        _ subviews: LayoutSubviews, _ proposals: UnsafeMutableBufferPointer<ProposedViewSize>,
        _ sizes: UnsafeMutableBufferPointer<CGSize>, _ origins: UnsafeMutableBufferPointer<CGPoint>
    ) -> [Placement] {
        var placements: [Placement] = []
        placements.reserveCapacity(proposals.count)
        let nodes = subviews.nodes
        for i in 0..<proposals.count {
            placements.append(Placement(child: nodes[nodes.startIndex + i], origin: origins[i], proposal: proposals[i], size: sizes[i]))
        }
        return placements
    }

    /// `body` given each child's proposal, size and origin for `proposal`, and the stack's size,
    /// computed in scratch memory that is released when it returns.
    private func laidOut<R>(
        _ subviews: LayoutSubviews, _ proposal: ProposedViewSize,
        _ body: (
            UnsafeMutableBufferPointer<ProposedViewSize>, UnsafeMutableBufferPointer<CGSize>, UnsafeMutableBufferPointer<CGPoint>, CGSize
        ) ->
            R
    ) -> R {
        let scratch = subviews.engine.scratch
        let mark = scratch.mark
        defer { scratch.release(to: mark) }
        let count = subviews.count
        let proposals = scratch.allocate(ProposedViewSize.self, count: count)
        let sizes = scratch.allocate(CGSize.self, count: count)
        let origins = scratch.allocate(CGPoint.self, count: count)
        var range: ProposalRange?
        let size = compute(subviews, proposal, proposals: proposals, sizes: sizes, origins: origins, range: &range)
        return body(proposals, sizes, origins, size)
    }

    /// The stack's size for `proposal`, each child's proposal and size written into `proposals`
    /// and `sizes`, its origin in the stack's coordinates into `origins` when given, and the
    /// proposals the size holds for into `range` when given. All other memory it needs is
    /// scratch memory (``LayoutScratch``): stacks are measured many times a pass.
    private func compute(
        _ subviews: LayoutSubviews, _ proposal: ProposedViewSize, proposals: UnsafeMutableBufferPointer<ProposedViewSize>,
        sizes: UnsafeMutableBufferPointer<CGSize>, origins: UnsafeMutableBufferPointer<CGPoint>?, range: inout ProposalRange?
    ) -> CGSize {
        let count = subviews.count
        let engine = subviews.engine, nodes = subviews.nodes
        let scratch = engine.scratch
        let gaps = scratch.allocate(CGFloat.self, count: count)
        let guides = scratch.allocate(CGFloat.self, count: count)
        self.gaps(subviews, into: gaps)
        lengths(subviews, proposal, gaps: UnsafeBufferPointer(gaps), proposals: proposals, sizes: sizes, range: &range)
        // Cross axis: align every child's guide on one line; the stack spans their extent. A
        // child as long as ∞ across (a greedy view probed with ∞) makes the stack ∞ across, as
        // SwiftUI's stacks answer; it has no finite guide, so it sits at 0 and the others are
        // aligned among themselves (only probes see this: placing proposals are finite).
        guides.initialize(repeating: 0)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        var infiniteCross = false
        var sizeOnlyGuides = true
        for i in 0..<count {
            let crossLength = sizes[i][axis.other]
            guard crossLength.isFinite else {
                infiniteCross = true
                continue
            }
            guides[i] = engine.guide(alignment, of: nodes[nodes.startIndex + i], proposals[i], sizeOnly: &sizeOnlyGuides)
            low = min(low, -guides[i])
            high = max(high, -guides[i] + crossLength)
        }
        if !low.isFinite { low = 0; high = 0 }
        // The stack's size holds where its children's sizes do only if they alone decide the guides.
        if !sizeOnlyGuides { range = nil }
        var position: CGFloat = 0
        for i in 0..<count {
            position += gaps[i]
            if let origins {
                var origin = CGPoint.zero
                origin[axis] = position
                origin[axis.other] = sizes[i][axis.other].isFinite ? -guides[i] - low : 0
                origins[i] = origin
            }
            position += sizes[i][axis]
        }
        var size = CGSize(along: axis, position, cross: infiniteCross ? .infinity : high - low)
        if fillsCrossAxis, let cross = proposal[axis.other], cross.isFinite, cross > size[axis.other] {
            // Align each child's guide with the container's guide at the wider cross length.
            if let origins {
                let container = ViewDimensions(size: CGSize(along: axis, size[axis], cross: cross))
                for i in 0..<count where sizes[i][axis.other].isFinite {
                    origins[i][axis.other] = container[alignment] - engine.guide(alignment, of: nodes[nodes.startIndex + i], proposals[i])
                }
            }
            size[axis.other] = cross
        }
        return size
    }

    /// Writes each child's proposal and size for `proposal` into `proposals` and `sizes`, and
    /// the proposals they hold for into `range` when given (see ``StackRangeTracker``).
    private func lengths(
        _ subviews: LayoutSubviews, _ proposal: ProposedViewSize, gaps: UnsafeBufferPointer<CGFloat>,
        proposals: UnsafeMutableBufferPointer<ProposedViewSize>, sizes: UnsafeMutableBufferPointer<CGSize>,
        range: inout ProposalRange?
    ) {
        let count = subviews.count
        let engine = subviews.engine, nodes = subviews.nodes
        let start = nodes.startIndex
        let cross = proposal[axis.other]
        // A stack that fills the cross length it is offered answers for that length alone.
        var tracker = StackRangeTracker(axis: axis, proposal, isOn: range != nil && !fillsCrossAxis)
        defer {
            if range != nil {
                if tracker.isOn { range![axis.other] = tracker.cross } else { range = nil }
            }
        }
        guard let proposedLength = proposal[axis] else {
            let ideal = ProposedViewSize(along: axis, nil, cross: cross)
            for i in 0..<count {
                proposals[i] = ideal
                sizes[i] = tracker.size(of: nodes[start + i], ideal, engine)
            }
            // Children that take their ideal length whatever they are offered give every length
            // the stack's ideal answer (see ``StackRangeTracker``).
            if range != nil && tracker.isOn && tracker.alongHoldsAll { range![axis] = 0...CGFloat.infinity }
            return
        }
        let gapSum = gaps.reduce(0, +)
        let remaining = proposedLength - gapSum
        let scratch = engine.scratch
        let minimums = scratch.allocate(CGFloat.self, count: count)
        let flexibilities = scratch.allocate(CGFloat.self, count: count)
        let priorities = scratch.allocate(Double.self, count: count)
        let order = scratch.allocate(Int.self, count: count)
        // The lengths along the axis each child's answer to 0 holds for, that answer kept in
        // `sizes`: a child is not asked again for a length its answer holds for (a rigid child,
        // whose answer holds for every length, is asked once).
        let known = engine.usesCache && engine.usesRanges ? scratch.allocate(ClosedRange<CGFloat>.self, count: count) : nil
        var samePriority = true
        // Only widths are claimed (``LayoutEngine/acrossWhenZero(_:along:)``), by few children.
        let asksZeroClaims = known != nil && axis == .horizontal && engine.siblingMayAnswerZero(nodes[start])
        for i in 0..<count {
            let node = nodes[start + i]
            let minimum: CGFloat
            var rigid = false
            if asksZeroClaims && engine.acrossWhenZero(node, along: axis) != nil {
                // Not asked: a child known to answer 0 to 0 (a text's width), whatever the cross
                // length, so no range narrows; its share is asked (no length is known).
                minimum = 0
                known![i] = StackAlgorithm.noLengths
                sizes[i] = .zero
            } else {
                let least = tracker.measure(node, ProposedViewSize(along: axis, 0, cross: cross), engine)
                minimum = least.size[axis]
                known?[i] = least.along
                sizes[i] = least.size
                rigid = known != nil && least.along.upperBound == .infinity
            }
            let maximum: CGFloat
            if rigid {
                maximum = minimum
            } else if known != nil && engine.answersInfinityForInfinity(node, along: axis) {
                // Not asked either: a child known to answer ∞ to ∞ (a shape, a spacer along its
                // axis, a frame with an infinite maximum), whatever the cross length, so no range
                // narrows.
                maximum = .infinity
            } else {
                maximum = tracker.size(of: node, ProposedViewSize(along: axis, .infinity, cross: cross), engine)[axis]
            }
            minimums[i] = minimum
            flexibilities[i] = maximum - minimum
            priorities[i] = engine.layoutPriority(of: node)
            if priorities[i] != priorities[0] { samePriority = false }
            order[i] = i
        }
        let (flexible, least) = (UnsafeBufferPointer(flexibilities), UnsafeBufferPointer(minimums))
        if samePriority {
            // One group (most stacks).
            StackAlgorithm.sortForSizing(order[...], flexible, least)
            guard tracker.isOn else {
                share(remaining, among: UnsafeBufferPointer(order), subviews, cross, proposals, sizes, &tracker, known: known)
                return
            }
            let held = scratch.allocate(ClosedRange<CGFloat>.self, count: count)
            share(remaining, among: UnsafeBufferPointer(order), subviews, cross, proposals, sizes, &tracker, known: known, held: held)
            guard tracker.isOn else { return }
            let check = StackShareCheck(axis: axis, gaps: gapSum, order: UnsafeBufferPointer(order), sizes: sizes, held: held)
            range![axis] = check.lengths(around: proposedLength)
            return
        }
        // Priority groups, highest first, each in source order; before a group is sized, the
        // minimums of the groups after it are reserved.
        StackAlgorithm.sortByPriority(order, UnsafeBufferPointer(priorities))
        // Loops, not `reduce` with a closure: in main-actor code each closure call costs an
        // isolation check (see Architecture.md, "Performance").
        func minimum(of group: Range<Int>) -> CGFloat {
            var sum: CGFloat = 0
            for position in group { sum += minimums[order[position]] }
            return sum
        }
        // The group that starts at `start` in `order`.
        func group(from start: Int) -> Range<Int> {
            var end = start + 1
            while end < count && priorities[order[end]] == priorities[order[start]] { end += 1 }
            return start..<end
        }
        var reserved: CGFloat = 0
        var groupStart = 0
        while groupStart < count {
            let group = group(from: groupStart)
            reserved += minimum(of: group)
            groupStart = group.upperBound
        }
        var left = remaining
        groupStart = 0
        while groupStart < count {
            let group = group(from: groupStart)
            groupStart = group.upperBound
            reserved -= minimum(of: group)
            let ordered = UnsafeMutableBufferPointer(rebasing: order[group])
            StackAlgorithm.sortForSizing(ordered[...], flexible, least)
            let used = share(
                left - reserved, among: UnsafeBufferPointer(ordered), subviews, cross, proposals, sizes, &tracker, known: known)
            if left.isFinite { left -= used }
        }
    }

    /// The lengths no answer holds for (no offer is below 0): a child not asked its least length.
    static let noLengths = -CGFloat.infinity ... -CGFloat.infinity

    /// Offers `budget` to the children in `order`, each its equal share of what is left, and
    /// records what each takes (and, into `held` when given, the lengths its answer holds for);
    /// returns the length they took.
    @discardableResult
    private func share(
        _ budget: CGFloat, among order: UnsafeBufferPointer<Int>, _ subviews: LayoutSubviews, _ cross: CGFloat?,
        _ proposals: UnsafeMutableBufferPointer<ProposedViewSize>, _ sizes: UnsafeMutableBufferPointer<CGSize>,
        _ tracker: inout StackRangeTracker, known: UnsafeMutableBufferPointer<ClosedRange<CGFloat>>?,
        held: UnsafeMutableBufferPointer<ClosedRange<CGFloat>>? = nil
    ) -> CGFloat {
        let engine = subviews.engine, nodes = subviews.nodes
        var budget = budget
        var left = order.count
        var used: CGFloat = 0
        for i in order {
            // An infinite budget stays infinite: every child is offered ∞ (SwiftUI's stacks
            // answer ∞ to ∞ when a child is greedy), and ∞ − ∞ is never computed.
            let offer = budget.isFinite ? max(0, budget / CGFloat(left)) : .infinity
            let childProposal = ProposedViewSize(along: axis, offer, cross: cross)
            let size: CGSize
            if let known, known[i].contains(offer) {
                // The answer to 0 (in `sizes`), which holds for this offer: the tracker already
                // narrowed its ranges with it.
                size = sizes[i]
                held?[i] = known[i]
            } else {
                size = tracker.size(of: nodes[nodes.startIndex + i], childProposal, engine)
                held?[i] = tracker.lastAlong
            }
            proposals[i] = childProposal
            sizes[i] = size
            if budget.isFinite { budget -= size[axis] }
            used += size[axis]
            left -= 1
        }
        return used
    }

    /// Orders child indices by priority, highest first, and by source order within a priority.
    nonisolated static func sortByPriority(_ order: UnsafeMutableBufferPointer<Int>, _ priorities: UnsafeBufferPointer<Double>) {
        func before(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            return a < b
        }
        var order = order
        order.sort(by: before)
    }

    /// Puts a group's children in the order they are sized: least flexible first; among
    /// infinitely flexible ones the larger minimum first; otherwise source order. An already
    /// ordered group (a row of equal views) is not sorted.
    nonisolated static func sortForSizing(
        _ order: Slice<UnsafeMutableBufferPointer<Int>>, _ flexibilities: UnsafeBufferPointer<CGFloat>,
        _ minimums: UnsafeBufferPointer<CGFloat>
    ) {
        func before(_ a: Int, _ b: Int) -> Bool {
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            if flexibilities[a] == .infinity && minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            return a < b
        }
        var sorted = true
        var previous = order.first ?? 0
        for index in order.dropFirst() {
            if !before(previous, index) { sorted = false; break }
            previous = index
        }
        guard !sorted else { return }
        var group = UnsafeMutableBufferPointer(rebasing: order)
        group.sort(by: before)
    }

    /// Children are laid out again for placing with a `nil` cross proposal replaced by the stack's
    /// final cross size, so that they fill it (SwiftUI's `proposalWhenPlacing`: minor =
    /// `proposal.minor ?? size.minor`, OpenSwiftUI StackLayout.swift; probe Q1: a VStack proposed
    /// nil×80 reports 30×80 and places a greedy 20-tall child at 30×20). The major proposal is kept.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect, _ proposal: ProposedViewSize) {
        let result = layout(subviews, placingProposal(proposal, size: bounds.size))
        for i in 0..<subviews.count {
            subviews[subviews.startIndex + i].place(
                at: CGPoint(x: bounds.minX + result.origins[i].x, y: bounds.minY + result.origins[i].y),
                proposal: result.proposals[i])
        }
    }

    /// The proposal the children are laid out with for placing: a `nil` cross length becomes the
    /// stack's (see ``place(_:in:_:)``).
    func placingProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = size[axis.other] }
        return proposal
    }

    /// A stack's own spacing: its first child's on the leading side, its last child's on the
    /// trailing side, and all children's merged across the axis. An empty stack (its content an
    /// `if` that is false) asks for none: it adds no gap where it stands (iOS 26.1:
    /// `VStack { header; VStack { if expanded { … } } }` collapsed is the header alone, centred,
    /// home-assistant/iOS's CollapsibleViewTests).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        // Only what the children have: a text category's zero comes from a child that has it.
        var across = ViewSpacing(all: nil)
        for subview in subviews { across.formUnion(subview.spacing, edges: axis == .horizontal ? .vertical : .horizontal) }
        across.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        across.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return across
    }
}
