import Foundation
import Tesselate

/// Builds a ``LayoutExplanation`` from a snapshot: for each view from the root down to the
/// explained one, the rule its kind follows, filled in with the numbers the layout pass recorded
/// (the proposal it was placed with, its answers, its children's frames). Nothing is re-run.
@MainActor
struct ExplanationBuilder {
    let snapshot: LayoutSnapshot

    /// One view of the chain, with what the rules read of it.
    struct Level {
        let node: Int
        let kind: String
        let attributes: [DumpAttribute]
        let proposal: ProposedViewSize?
        let size: CGSize
        /// The next view of the chain (a child), `nil` for the explained view.
        let next: Int?

        func attribute(_ label: String) -> String? { attributes.first { $0.label == label }?.value }
        var bareValues: [String] { attributes.filter { $0.label == nil }.map(\.value) }
    }

    func explain(_ node: Int) -> LayoutExplanation {
        var chain = [node]
        var current = snapshot.parent(of: node)
        while let parent = current {
            chain.insert(parent, at: 0)
            current = snapshot.parent(of: parent)
        }
        let steps = chain.enumerated().map { index, node in
            step(node, next: index + 1 < chain.count ? chain[index + 1] : nil, isRoot: index == 0)
        }
        return LayoutExplanation(path: snapshot.path(to: node), window: snapshot.windowSize, steps: steps)
    }

    private func step(_ node: Int, next: Int?, isRoot: Bool) -> LayoutExplanation.Step {
        let level = Level(
            node: node, kind: snapshot.kind(of: node), attributes: snapshot.dumpAttributes(of: node),
            proposal: snapshot.placedProposal(of: node), size: size(of: node), next: next)
        var (rule, sentences) = rule(for: level)
        if level.proposal == nil { sentences = ["The layout did not place this view: it has no frame."] }
        if isRoot, let proposal = level.proposal { sentences.insert(windowSentence(proposal), at: 0) }
        if snapshot.ignoresSafeArea(node) {
            sentences.append(
                "It ignores the safe area: placing extended it to the edges of the unsafe area its frame reached "
                    + "(the proposal and frame shown include that area).")
            if rule == .sizedItself || rule == .passesThrough { rule = .safeArea }
        }
        return LayoutExplanation.Step(
            path: snapshot.path(to: node), kind: ViewKind(level.kind), summary: snapshot.describe(node, [.userTypes, .attributes]),
            proposal: level.proposal, size: level.size, frame: snapshot.frame(of: node) ?? .zero, rule: rule,
            detail: sentences.joined(separator: " "), stackSharing: rule == .stack && level.proposal != nil ? stackSharing(level) : nil)
    }

    /// The rule of `level`'s kind and the sentences that give its numbers.
    private func rule(for level: Level) -> (LayoutExplanation.Rule, [String]) {
        switch level.kind {
        case "frame" where level.attribute("width") != nil || level.attribute("height") != nil:
            return (.fixedFrame, [fixedFrame(level)])
        case "frame"
        where level.attributes.contains {
            ($0.label ?? "").hasPrefix("min") || ($0.label ?? "").hasPrefix("max") || ($0.label ?? "").hasPrefix("ideal")
        }:
            return (.flexibleFrame, [flexibleFrame(level)])
        case "padding": return (.padding, [padding(level)])
        case "fixedSize": return (.fixedSize, [fixedSize(level)])
        case "aspectRatio": return (.aspectRatio, [aspectRatio(level)])
        case "safeAreaPadding", "safeAreaInset": return (.safeArea, [safeArea(level)] + offer(level))
        case "Text": return (.text, [text(level)])
        case "HStack", "VStack", "LazyHStack", "LazyVStack": return (.stack, stack(level))
        case "ZStack", "background", "overlay", "mask": return (.layers, [layers(level)] + offer(level))
        case "ScrollView": return (.scrollView, [scrollView(level)])
        case "ViewThatFits": return (.viewThatFits, [viewThatFits(level)])
        case "NavigationStack": return (.navigationStack, navigationStack(level))
        case "ListContent": return (.list, listContent(level))
        case "Section" where snapshot.containerFacts(of: level.node) != nil: return (.list, listSection(level))
        case "ListRow": return (.list, listRow(level))
        case "Grid": return (.grid, grid(level))
        case "GridRow": return (.grid, gridRow(level))
        case "LazyVGrid", "LazyHGrid": return (.grid, lazyGrid(level))
        default: break
        }
        if snapshot.isCustomLayout(level.node) {
            return (
                .customLayout,
                [
                    "\(level.kind) is a Layout of the app: its sizeThatFits answered \(Self.size(level.size)) for \(proposalText(level.proposal))."
                ]
                    + offer(level)
            )
        }
        let children = snapshot.children(of: level.node)
        if children.count == 1, let child = children.first, snapshot.placedProposal(of: child) == level.proposal,
            Self.same(size(of: child), level.size)
        {
            return (.passesThrough, ["It passes the proposal on to its child and takes the child's size, \(Self.size(level.size))."])
        }
        return (
            .sizedItself, ["It sized itself: offered \(proposalText(level.proposal)), it chose \(Self.size(level.size))."] + offer(level)
        )
    }

    /// What the host proposed to the root.
    private func windowSentence(_ proposal: ProposedViewSize) -> String {
        let window = snapshot.windowSize
        let whole = proposal.width == window.width && proposal.height == window.height
        return "The host proposed \(proposal) to the root"
            + (whole
                ? " (the whole window)." : " (the window is \(Self.size(window)); the host proposes its safe area, less the keyboard).")
    }

    /// What `level` offered the next view of the chain, when its rule's sentence does not say.
    func offer(_ level: Level) -> [String] {
        guard let next = level.next, let proposal = snapshot.placedProposal(of: next) else { return [] }
        return ["It offered \(snapshot.kind(of: next)) \(proposal)."]
    }

    func size(of node: Int) -> CGSize { snapshot.exactFrame(of: node)?.size ?? .zero }

    func proposalText(_ proposal: ProposedViewSize?) -> String { proposal.map { "\($0)" } ?? "nothing" }

    /// The child a modifier wraps (its first), with its proposal and size.
    func child(of level: Level) -> (proposal: ProposedViewSize?, size: CGSize)? {
        guard let child = level.next ?? snapshot.children(of: level.node).first else { return nil }
        return (snapshot.placedProposal(of: child), size(of: child))
    }

    static func size(_ size: CGSize) -> String { LayoutExplanation.size(size) }
    static func number(_ value: CGFloat?) -> String { value.map(formatNumber) ?? "nil" }
    /// Whether two lengths are the same to the dump's rounding.
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) < 0.0005 }
    static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }
}
