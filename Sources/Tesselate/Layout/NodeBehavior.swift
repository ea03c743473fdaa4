import Foundation

/// What a node of the resolved tree does in layout: how it sizes itself for a proposal and where
/// it puts its children. Each primitive view and modifier has one.
///
/// A behavior answers with the help of the ``LayoutEngine``, which measures children (caching
/// each answer for the pass) and records placements.
@MainActor
protocol NodeBehavior {
    /// The kind shown in dumps and paths: `HStack`, `Text`, `frame`, …
    var kindName: String { get }
    /// The parameters shown in dumps: `spacing: 8, alignment: center`.
    var dumpAttributes: [DumpAttribute] { get }
    /// What the dump adds about the node as placed with `proposal` (the lines a text shows).
    func placedDetails(_ proposal: ProposedViewSize) -> [DumpAttribute]
    /// What the dump adds that depends on the rest of the tree (the value a preference reader sees).
    func treeDetails(_ node: NodeIndex, _ tree: ResolvedTree) -> [DumpAttribute]
    /// The guides this node itself gives explicit values for (a text's baselines, an
    /// `alignmentGuide`).
    var ownExplicitKeys: [AlignmentKey] { get }
    /// Whether this node is a `Spacer`.
    var isSpacer: Bool { get }
    /// Whether a wrapper keeps its child's own layout priority (an overlay or a background does).
    var keepsChildPriority: Bool { get }

    /// The size this node chooses for `proposal`. Children are measured with
    /// `engine.size(of:_:)`.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize
    /// Where each child goes, in this node's coordinates, once the node has `size` for `proposal`.
    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement]
    /// The explicit value of a guide, in this node's coordinates, or `nil`.
    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGFloat?
    /// The spacing this node prefers around it.
    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing
}

/// Where a child goes: its origin in the parent's coordinates and the proposal it is placed with.
struct Placement {
    var child: NodeIndex
    var origin: CGPoint
    var proposal: ProposedViewSize
}

extension NodeBehavior {
    var dumpAttributes: [DumpAttribute] { [] }
    func placedDetails(_ proposal: ProposedViewSize) -> [DumpAttribute] { [] }
    func treeDetails(_ node: NodeIndex, _ tree: ResolvedTree) -> [DumpAttribute] { [] }
    var ownExplicitKeys: [AlignmentKey] { [] }
    var isSpacer: Bool { false }
    var keepsChildPriority: Bool { false }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] { [] }

    /// By default a node's explicit guides are its children's, merged as the guide's
    /// `AlignmentID` merges them (SwiftUI's default for containers).
    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGFloat? {
        engine.mergedChildAlignment(key, node, size: size, proposal: proposal)
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { .init() }
}

/// A modifier with one child that, unless it says otherwise, sizes and places the child as
/// itself and passes its spacing through.
protocol WrapperBehavior: NodeBehavior {}

extension WrapperBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        engine.size(of: engine.tree[node].children[0], proposal)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        [Placement(child: engine.tree[node].children[0], origin: .zero, proposal: proposal)]
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        engine.spacing(of: engine.tree[node].children[0])
    }
}
