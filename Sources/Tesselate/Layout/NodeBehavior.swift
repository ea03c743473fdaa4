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
    /// Whether this node is a text field or editor (a ``TextInputNode``): the host looks for them
    /// after each pass, and asking is cheaper than a cast.
    var isTextInput: Bool { get }
    /// Whether a wrapper keeps its child's own layout priority (an overlay or a background does).
    var keepsChildPriority: Bool { get }
    /// Whether the node answers ∞ along `axis` to a proposal of ∞ along it, whatever its
    /// children and the other axis (a `frame(maxWidth: .infinity)`): a stack then knows the
    /// answer to its ∞ probe without asking (see ``StackAlgorithm``).
    func answersInfinityForInfinity(along axis: Axis) -> Bool
    /// When the node answers 0 along `axis` to every proposal of 0 along it, whatever is proposed
    /// across (a text's width, a `VStack` of texts'), the most it answers across then: its
    /// answers lie in `0...` that, so none is reported as invalid. A stack then knows the answer
    /// to its 0 probe without asking (see ``StackAlgorithm``); `nil` for the other nodes.
    func acrossWhenZero(along axis: Axis, _ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat?
    /// Whether ``acrossWhenZero(along:_:_:)`` may be other than `nil` along the horizontal axis
    /// (the one a text's claim is on) when this node's children's may too: a text, a `VStack`.
    /// Read once, when the node is made and its children attached
    /// (``ResolvedNode/mayAnswerZeroUnasked``), so that stacks do not ask it of every child.
    var mayAnswerZeroUnasked: Bool { get }
    /// What the node's spacing is known to be without computing it: read once, when the node is
    /// made (and its child attached), into ``ResolvedNode/hasOrdinarySpacing``, so that a stack's
    /// gaps between views such as `Color.red.frame(width: 10)` need no call down their chains.
    var spacingShortcut: SpacingShortcut { get }
    /// The four facts above the resolver reads when it makes the node, in one call (see
    /// ``NodeMakingFacts``); every behavior takes the default, which reads them.
    var makingFacts: NodeMakingFacts { get }

    /// The size this node chooses for `proposal`. Children are measured with
    /// `engine.size(of:_:)`.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize
    /// The size for `proposal`, widening `range` (given as the proposal alone) to the proposals
    /// the answer is known to hold for (see ``ProposalRange``). By default the proposal alone.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine, range: inout ProposalRange) -> CGSize
    /// Where each child goes, in this node's coordinates, once the node has `size` for `proposal`.
    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement]
    /// The placement of a node that always has one child (a ``WrapperBehavior``): what
    /// ``placements(_:size:proposal:_:)`` returns, without an array. Placing asks it first, of
    /// every node; `nil` for the others.
    func onlyPlacement(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> Placement?
    /// The explicit value of a guide, in this node's coordinates, or `nil`.
    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    /// The spacing this node prefers around it.
    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing

    /// The safe area `child` is placed in, given `inherited`, the one this node is placed in: by
    /// default `inherited`; a ``SafeAreaProviding`` node gives its children their own. Asked for
    /// every child in every pass, through the witness table (no cast, no optional existential).
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain?
    /// Whether the node gives its children a safe area of their own (a ``SafeAreaProviding``):
    /// placing asks ``safeArea(forChild:of:inherited:_:)`` of these alone, and places the others'
    /// children in theirs without making the chain.
    var providesSafeArea: Bool { get }
    /// The node as a `PassObserving`, if it is one. This role is asked of every node in every
    /// pass; answering through the protocol's witness table costs nothing, where a cast
    /// (`as? any PassObserving`) looks the conformance up in the runtime's tables each time. The
    /// default below answers for every conforming type.
    var passObserver: (any PassObserving)? { get }
    /// Whether ``passObserver`` is not `nil`: what the search for the nodes that observe a pass
    /// asks every node (an optional existential answered and dropped costs several times more).
    var observesPasses: Bool { get }
}

/// Where a child goes: its origin in the parent's coordinates and the proposal it is placed with.
struct Placement {
    var child: NodeIndex
    var origin: CGPoint
    var proposal: ProposedViewSize
    /// The child's size for `proposal`, when the parent has it at hand (a stack's or a frame's
    /// placement): placing then does not look it up again.
    var size: CGSize? = nil
}

extension NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine, range: inout ProposalRange) -> CGSize {
        sizeThatFits(proposal, node, engine)
    }
    var dumpAttributes: [DumpAttribute] { [] }
    func placedDetails(_ proposal: ProposedViewSize) -> [DumpAttribute] { [] }
    func treeDetails(_ node: NodeIndex, _ tree: ResolvedTree) -> [DumpAttribute] { [] }
    var ownExplicitKeys: [AlignmentKey] { [] }
    var isSpacer: Bool { false }
    var isTextInput: Bool { false }
    var keepsChildPriority: Bool { false }
    func answersInfinityForInfinity(along axis: Axis) -> Bool { false }
    func acrossWhenZero(along axis: Axis, _ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat? { nil }
    var mayAnswerZeroUnasked: Bool { false }
    var spacingShortcut: SpacingShortcut { .none }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] { [] }
    func onlyPlacement(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> Placement? { nil }

    /// By default a node's explicit guides are its children's, merged as the guide's
    /// `AlignmentID` merges them (SwiftUI's default for containers).
    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        engine.mergedChildAlignment(key, node, size: size, proposal: proposal)
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { .init() }

    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        inherited
    }
    var providesSafeArea: Bool { false }
    var passObserver: (any PassObserving)? { nil }
    var observesPasses: Bool { false }
}

extension NodeBehavior where Self: PassObserving {
    var passObserver: (any PassObserving)? { self }
    var observesPasses: Bool { true }
}

/// `body` given `behavior` where it is stored, for a call that does not change it: an
/// existential lent `inout` is opened in place, where one read from an array element or through
/// a pointer is copied first (its box retained and released, two outlined calls: on every
/// measurement and placement of a pass, and every node resolved).
@inline(__always)
func inPlace<R>(_ behavior: inout any NodeBehavior, _ body: (inout any NodeBehavior) -> R) -> R {
    body(&behavior)
}

/// What a node's ``NodeBehavior/spacing(_:_:)`` is known to be when the node is made.
enum SpacingShortcut {
    /// Nothing: it is computed when a stack asks.
    case none
    /// Always an ordinary view's (``ViewSpacing/init()``), whatever the node's values.
    case ordinary
    /// An ordinary view's when its one child's is (a wrapper that resets or keeps its child's
    /// edges: an ordinary spacing, reset, is ordinary).
    case ordinaryWhenChildIs
}

/// A modifier with one child (a frame, padding, offset, an effect…). It sees its child through a
/// ``UnaryChild``; unless it says otherwise, it sizes and places the child as itself and passes
/// its spacing through.
protocol WrapperBehavior: NodeBehavior {
    /// The size for `proposal`, given the child.
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize
    /// Where the child goes once the modifier has `size` for `proposal`.
    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement
    /// The spacing the modifier prefers around it.
    func spacing(child: UnaryChild) -> ViewSpacing
}

extension WrapperBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize { child.size(proposal) }
    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement { child.placed(at: .zero, proposal) }
    func spacing(child: UnaryChild) -> ViewSpacing { child.spacing }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        sizeThatFits(proposal, child: engine.child(of: node))
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        [placement(size: size, proposal: proposal, child: engine.child(of: node))]
    }

    func onlyPlacement(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> Placement? {
        placement(size: size, proposal: proposal, child: engine.child(of: node))
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { spacing(child: engine.child(of: node)) }
}

/// The one child of a ``WrapperBehavior``, as its layout sees it: measured, aligned and spaced
/// through the engine (and its cache for the pass).
@MainActor
struct UnaryChild {
    let node: NodeIndex
    let engine: LayoutEngine

    /// The size the child chooses for `proposal`.
    func size(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal) }
    /// The size the child chooses for `proposal` and the proposals it holds for (see ``ProposalRange``).
    func measure(_ proposal: ProposedViewSize) -> (size: CGSize, range: ProposalRange) { engine.measure(node, proposal) }
    /// The child's size and alignment guides for `proposal`.
    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions { engine.dimensions(of: node, proposal) }
    /// The spacing the child prefers around it.
    var spacing: ViewSpacing { engine.spacing(of: node) }
    /// Whether the child's spacing is an ordinary view's (``ViewSpacing/init()``): read from its
    /// slot (see ``SlotTable``), without making the spacing.
    var hasOrdinarySpacing: Bool { engine.spacingSlot(of: node) == LayoutBuffers.ordinarySpacing }
    /// Whether a frame around the child keeps its spacing as it is: SwiftUI's
    /// `requiresSpacingProjection`, true of a ``Spacer`` alone.
    var requiresSpacingProjection: Bool { engine.isSpacer(node) }
    /// The child's explicit value of a guide, in its own coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        engine.explicitAlignment(of: node, key, size: size, proposal: proposal)
    }
    /// The child placed at `origin`, in the parent's coordinates, with `proposal`.
    func placed(at origin: CGPoint, _ proposal: ProposedViewSize) -> Placement {
        Placement(child: node, origin: origin, proposal: proposal)
    }
    /// The child placed with `proposal` so that its `alignment` guides meet those of a container
    /// of `size`.
    func aligned(_ proposal: ProposedViewSize, in size: CGSize, _ alignment: Alignment) -> Placement {
        let (origin, childSize) = engine.alignment(of: node, proposal, in: size, alignment)
        return Placement(child: node, origin: origin, proposal: proposal, size: childSize)
    }
}

extension LayoutEngine {
    /// The only child of a modifier's node.
    func child(of node: NodeIndex) -> UnaryChild { UnaryChild(node: firstChild(of: node), engine: self) }
}
