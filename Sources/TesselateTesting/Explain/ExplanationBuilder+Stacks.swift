import Foundation
import Tesselate

/// The rule of `HStack` and `VStack` (lazy ones too): the offer along the axis, less the spacing,
/// shared among the children by layout priority, then least flexible first.
extension ExplanationBuilder {
    /// A stack's child as the share reads it.
    struct StackChild {
        let index: Int
        let node: Int
        let kind: String
        let priority: Double
        /// The child's answers to a zero and an infinite offer along the axis, when it was asked.
        let minimum: CGFloat?
        let maximum: CGFloat?
        let offered: CGFloat?
        let length: CGFloat
        var flexibility: CGFloat? {
            guard let minimum, let maximum else { return nil }
            return maximum - minimum
        }
    }

    func stack(_ level: Level) -> [String] {
        let horizontal = level.kind.hasSuffix("HStack")
        let axis = horizontal ? "width" : "height"
        let children = snapshot.children(of: level.node).filter { snapshot.exactFrame(of: $0) != nil }
        let lengths = children.map { length(of: $0, horizontal) }
        let gaps = gapTotal(children, horizontal)
        var sentences = [
            "\(level.kind) of \(children.count) \(children.count == 1 ? "child" : "children"): its \(axis) spans them and the spacing, "
                + (lengths.map(formatNumber) + (gaps > 0 ? ["\(formatNumber(gaps)) spacing"] : [])).joined(separator: " + ")
                + " = \(formatNumber(horizontal ? level.size.width : level.size.height)); across, it is as large as its largest child."
        ]
        guard let next = level.next, let position = children.firstIndex(of: next) else { return sentences }
        let offered = horizontal ? level.proposal?.width : level.proposal?.height
        guard let offered else {
            sentences.append("It was offered no \(axis) (nil), so each child was offered nil along it: its ideal \(axis).")
            return sentences
        }
        let spacing =
            level.attribute("spacing").map { "spacing \($0) × \(max(0, children.count - 1))" }
            ?? "the default spacing between the children's kinds"
        let left = offered - gaps
        let shares = children.enumerated().map { index, node in stackChild(index, node, horizontal) }
            .sorted { a, b in
                if a.priority != b.priority { return a.priority > b.priority }
                return (a.flexibility ?? 0, a.index) < (b.flexibility ?? 0, b.index)
            }
        let list = shares.map { child in
            var text = "[\(child.index)] \(child.kind)"
            if child.priority != 0 { text += " priority \(formatNumber(CGFloat(child.priority)))" }
            text += " \(child.minimum.map(formatNumber) ?? "?")…\(child.maximum.map(formatNumber) ?? "?")"
            return text + " offered \(Self.number(child.offered)), took \(formatNumber(child.length))"
        }
        sentences.append(
            "Offered \(formatNumber(offered)) \(axis); \(spacing), \(formatNumber(gaps)) in all, leaves \(formatNumber(left)), "
                + "shared by layout priority, then least flexible first (each child's \(axis) for a zero…infinite offer, ? where it was not asked): "
                + list.joined(separator: "; ") + ". This chain goes on through child [\(position)].")
        return sentences
    }

    private func stackChild(_ index: Int, _ node: Int, _ horizontal: Bool) -> StackChild {
        let answers = snapshot.answers(of: node)
        func answer(to offer: CGFloat) -> CGFloat? {
            answers.first { (horizontal ? $0.proposal.width : $0.proposal.height) == offer }
                .map { horizontal ? $0.size.width : $0.size.height }
        }
        let placed = snapshot.placedProposal(of: node)
        return StackChild(
            index: index, node: node, kind: snapshot.kind(of: node), priority: snapshot.explicitPriority(of: node) ?? 0,
            minimum: answer(to: 0), maximum: answer(to: .infinity), offered: horizontal ? placed?.width : placed?.height,
            length: length(of: node, horizontal))
    }

    private func length(of node: Int, _ horizontal: Bool) -> CGFloat {
        let size = size(of: node)
        return horizontal ? size.width : size.height
    }

    /// The room between consecutive children along the axis, as their frames show it.
    private func gapTotal(_ children: [Int], _ horizontal: Bool) -> CGFloat {
        let frames = children.compactMap { snapshot.exactFrame(of: $0) }
        guard frames.count > 1 else { return 0 }
        return zip(frames, frames.dropFirst()).reduce(0) { total, pair in
            total + max(0, horizontal ? pair.1.minX - pair.0.maxX : pair.1.minY - pair.0.maxY)
        }
    }
}
