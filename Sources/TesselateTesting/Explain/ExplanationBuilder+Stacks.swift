import Foundation
import Tesselate

/// The rule of `HStack` and `VStack` (lazy ones too): the offer along the axis, less the spacing,
/// shared among the children by layout priority, then least flexible first, each offered an
/// equal share of what is left (Tesselate's `StackAlgorithm`, re-derived here from the recorded
/// numbers, not re-run).
extension ExplanationBuilder {
    func stack(_ level: Level) -> [String] {
        let horizontal = level.kind.hasSuffix("HStack")
        let axis = horizontal ? "width" : "height"
        let children = placedChildren(of: level)
        let lengths = children.map { length(of: $0, horizontal) }
        let gaps = gapTotal(children, horizontal)
        var sentences = [
            "\(level.kind) of \(children.count) \(children.count == 1 ? "child" : "children"): its \(axis) spans them and the spacing, "
                + (lengths.map(formatNumber) + (gaps > 0 ? ["\(formatNumber(gaps)) spacing"] : [])).joined(separator: " + ")
                + " = \(formatNumber(horizontal ? level.size.width : level.size.height)); across, it is as large as its largest child."
        ]
        guard let next = level.next, let position = children.firstIndex(of: next) else { return sentences }
        guard let sharing = stackSharing(level) else {
            sentences.append("It was offered no \(axis) (nil), so each child was offered nil along it: its ideal \(axis).")
            return sentences
        }
        let spacing =
            level.attribute("spacing").map { "spacing \($0) × \(max(0, children.count - 1))" }
            ?? "the default spacing between the children's kinds"
        let priorities = Set(sharing.shares.map(\.priority)).count > 1
        sentences.append(
            "Offered \(formatNumber(sharing.offered)) \(axis); \(spacing), \(formatNumber(sharing.spacing)) in all, leaves "
                + "\(formatNumber(sharing.offered - sharing.spacing)). "
                + (priorities
                    ? "It served its children by layout priority, highest first, keeping back the least \(axis)s of the lower priorities, "
                    : "It served its children ")
                + "least flexible first (flexibility: a child's \(axis) for an infinite offer less its \(axis) for a zero offer), "
                + "offering each an equal share of what was left: "
                + sharing.shares.map { share in describe(share, axis) }.joined(separator: "; ") + ".")
        if !sharing.rederivesEveryOffer {
            sentences.append(
                "Where an offer shows \"placed with\", the recorded numbers do not re-derive it: the child was placed with another offer.")
        }
        sentences.append("This chain goes on through child [\(position)].")
        return sentences
    }

    /// One child's turn in words: `[2] frame 60…60 (flexibility 0): 264 left for 3, offered 88, took 60`.
    private func describe(_ share: LayoutExplanation.StackSharing.Share, _ axis: String) -> String {
        var text = "[\(share.child)] \(share.kind.name)"
        if share.priority != 0 {
            text += " priority \(formatNumber(CGFloat(share.priority)))" + (share.kind == .spacer ? " (a Spacer's)" : "")
        }
        text += " \(Self.number(share.minimum))…\(Self.number(share.maximum))"
        text += " (flexibility \(share.flexibility.map(formatNumber) ?? "unknown")): \(formatNumber(share.remaining)) left"
        if share.reserved > 0 { text += ", less \(formatNumber(share.reserved)) kept back" }
        text += " for \(share.sharing), offered \(formatNumber(share.offer))"
        if !share.matchesPlacement { text += " (placed with \(Self.number(share.placedOffer)))" }
        return text + ", took \(formatNumber(share.answer))"
    }

    /// The sharing of a stack offered a length along its axis, re-derived from the recorded
    /// answers; `nil` when it was offered `nil` (each child then takes its ideal length).
    func stackSharing(_ level: Level) -> LayoutExplanation.StackSharing? {
        let horizontal = level.kind.hasSuffix("HStack")
        guard let offered = horizontal ? level.proposal?.width : level.proposal?.height else { return nil }
        let children = placedChildren(of: level)
        let gaps = gapTotal(children, horizontal)
        // The children are placed with the stack's proposal, a `nil` length across replaced by
        // the stack's own (see `StackAlgorithm.placingProposal`).
        let cross = (horizontal ? level.proposal?.height : level.proposal?.width) ?? (horizontal ? level.size.height : level.size.width)
        let turns = children.enumerated().map { index, node in turn(index, node, horizontal, cross: cross) }
        let order = turns.sorted { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            return Self.servedBefore(a, b)
        }
        var shares: [LayoutExplanation.StackSharing.Share] = []
        var left = offered - gaps
        var start = 0
        while start < order.count {
            let priority = order[start].priority
            let group = order[start...].prefix { $0.priority == priority }
            let reserved = order[(start + group.count)...].reduce(0) { $0 + ($1.minimum ?? 0) }
            var budget = left - reserved
            var used: CGFloat = 0
            for (served, turn) in group.enumerated() {
                let count = group.count - served
                let offer = budget.isFinite ? max(0, budget / CGFloat(count)) : .infinity
                shares.append(
                    LayoutExplanation.StackSharing.Share(
                        child: turn.index, kind: ViewKind(snapshot.kind(of: turn.node)), priority: turn.priority, minimum: turn.minimum,
                        maximum: turn.maximum, remaining: budget + reserved, reserved: reserved, sharing: count, offer: offer,
                        answer: turn.length, placedOffer: turn.placed))
                if budget.isFinite { budget -= turn.length }
                used += turn.length
            }
            if left.isFinite { left -= used }
            start += group.count
        }
        return LayoutExplanation.StackSharing(axis: horizontal ? .horizontal : .vertical, offered: offered, spacing: gaps, shares: shares)
    }

    /// A child as the sharing reads it.
    private struct Turn {
        let index: Int
        let node: Int
        let priority: Double
        let minimum: CGFloat?
        let maximum: CGFloat?
        let length: CGFloat
        let placed: CGFloat?
        var flexibility: CGFloat? {
            guard let minimum, let maximum else { return nil }
            return maximum - minimum
        }
    }

    /// Least flexible first; among infinitely flexible children the larger minimum first;
    /// otherwise source order (an unknown flexibility counts as 0).
    private static func servedBefore(_ a: Turn, _ b: Turn) -> Bool {
        let (fa, fb) = (a.flexibility ?? 0, b.flexibility ?? 0)
        if fa != fb { return fa < fb }
        if fa == .infinity, let ma = a.minimum, let mb = b.minimum, ma != mb { return ma > mb }
        return a.index < b.index
    }

    private func turn(_ index: Int, _ node: Int, _ horizontal: Bool, cross: CGFloat) -> Turn {
        let answers = snapshot.answers(of: node).map { answer in
            (
                along: horizontal ? answer.proposal.width : answer.proposal.height,
                across: horizontal ? answer.proposal.height : answer.proposal.width,
                length: horizontal ? answer.size.width : answer.size.height
            )
        }
        // The answer to `offer` along the axis, with the stack's cross length if recorded.
        func answer(to offer: CGFloat) -> CGFloat? {
            let matching = answers.filter { $0.along == offer }
            return (matching.first { $0.across == cross } ?? matching.first)?.length
        }
        let length = length(of: node, horizontal)
        var maximum = answer(to: .infinity)
        // A child known to answer ∞ to ∞ (a shape, a spacer, a frame with an infinite maximum)
        // is not asked for it.
        if maximum == nil, snapshot.answersInfinityForInfinity(node, horizontal: horizontal) { maximum = .infinity }
        // An answer that holds for every offer is recorded once, for the first offer asked: a
        // child that answered one length to every recorded offer takes it for an infinite one.
        if maximum == nil, let first = answers.first, answers.allSatisfy({ Self.same($0.length, first.length) }) { maximum = first.length }
        // A child known to answer 0 to 0 (a text's width) is not asked for it either.
        var minimum = answer(to: 0)
        if minimum == nil, snapshot.answersZeroForZero(node, horizontal: horizontal) { minimum = 0 }
        let placed = snapshot.placedProposal(of: node)
        return Turn(
            index: index, node: node, priority: snapshot.layoutPriority(of: node), minimum: minimum, maximum: maximum,
            length: length, placed: horizontal ? placed?.width : placed?.height)
    }

    private func placedChildren(of level: Level) -> [Int] {
        snapshot.children(of: level.node).filter { snapshot.exactFrame(of: $0) != nil }
    }

    private func length(of node: Int, _ horizontal: Bool) -> CGFloat {
        let size = size(of: node)
        return horizontal ? size.width : size.height
    }

    /// The room between consecutive children along the axis, as their frames show it (either
    /// way: right to left, an `HStack` places its first child on the right).
    private func gapTotal(_ children: [Int], _ horizontal: Bool) -> CGFloat {
        let frames = children.compactMap { snapshot.exactFrame(of: $0) }
        guard frames.count > 1 else { return 0 }
        return zip(frames, frames.dropFirst()).reduce(0) { total, pair in
            let forward = horizontal ? pair.1.minX - pair.0.maxX : pair.1.minY - pair.0.maxY
            let backward = horizontal ? pair.0.minX - pair.1.maxX : pair.0.minY - pair.1.maxY
            return total + max(0, forward, backward)
        }
    }
}
