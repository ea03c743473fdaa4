/// What the resolver reads of a behavior when it makes its node: its own guides, the shortcuts
/// stacks take with it and whether, as a wrapper, it keeps its child's priority.
///
/// Asked once, through ``NodeBehavior/makingFacts``: a witness call per node made, where asking
/// each fact apart opened the behavior's existential and called through its witness table four
/// times (every view resolved makes a node, most several).
struct NodeMakingFacts {
    /// The behavior's ``NodeBehavior/ownExplicitKeys``.
    var ownExplicitKeys: [AlignmentKey]
    /// The behavior's ``NodeBehavior/mayAnswerZeroUnasked``.
    var mayAnswerZeroUnasked: Bool
    /// The behavior's ``NodeBehavior/spacingShortcut``.
    var spacingShortcut: SpacingShortcut
    /// The behavior's ``NodeBehavior/keepsChildPriority``.
    var keepsChildPriority: Bool
}

extension NodeBehavior {
    /// The four facts, read from the behavior's own answers: in a conformance, this default is
    /// specialized for the behavior's type, and its answers are inlined.
    var makingFacts: NodeMakingFacts {
        NodeMakingFacts(
            ownExplicitKeys: ownExplicitKeys, mayAnswerZeroUnasked: mayAnswerZeroUnasked, spacingShortcut: spacingShortcut,
            keepsChildPriority: keepsChildPriority)
    }
}
