import Foundation

/// Runs one layout pass over a ``ResolvedTree``: propose → choose size → place.
///
/// Every measurement goes through ``size(of:_:)`` (or ``measure(_:_:)``), which remembers each
/// node's answer per proposal for the pass, so a subtree is never measured twice for the same
/// proposal, nor for another proposal in the range its answer holds for (``ProposalRange``):
/// stacks alternating axes around reflowing text make new proposals at every level, but few new
/// answers (see Architecture.md). With `usesCache` off the engine measures everything from
/// scratch: tests compare the two to check the cache against the truth.
@MainActor
final class LayoutEngine {
    let tree: ResolvedTree
    /// The tree's nodes, as they are when the pass starts (the tree is complete by then): read
    /// in place, and their behaviours called where they are (see ``PinnedNodes``).
    private let nodes: PinnedNodes
    /// Pixels per point; frames are rounded to this grid (see ``PixelRounding``).
    let rounding: PixelRounding
    let usesCache: Bool
    /// Whether a cached answer also answers the proposals in its range (``ProposalRange``); off,
    /// only a proposal asked before is answered from the cache (tests check ranges against it).
    let usesRanges: Bool

    private let caches: NodeBuffer<MeasureCache>
    /// How many times each node computed a size (cache misses) in this pass, and all of them.
    let measureCounts: NodeBuffer<Int32>
    private(set) var sizesComputed = 0
    /// Each node's frame in window coordinates, exact and rounded to pixels; `nil` if not placed.
    let exactFrames: PlacedFrames
    /// Each node's frame rounded to pixels, computed from its exact frame when asked (a frame is
    /// read far less often than a pass places one).
    var frames: RoundedFrames { RoundedFrames(exact: exactFrames, rounding: rounding) }
    /// The proposal each node was placed with.
    let placedProposals: PlacedProposals
    private(set) var reports: [(code: Diagnostic.Code, message: String, node: NodeIndex)] = []
    /// Per-node storage for `Layout.Cache` values, made on first use in the pass; boxed, so
    /// that the many nodes without one cost a word each.
    let layoutCaches: NodeBuffer<Boxed<Any>?>
    private let spacings: NodeBuffer<UInt32>
    let spacingTable: SlotTable<ViewSpacing>
    /// The placements made by the `placeSubviews` calls under way, innermost last.
    var placementRecords: [[Placement]] = []
    /// The safe area each node was placed in, as a slot in `safeAreaTable` (see ``SlotTable``;
    /// 0: none).
    private let safeAreas: NodeBuffer<UInt32>
    private let safeAreaTable: SlotTable<SafeAreaChain>
    /// How far each placed node's `ignoresSafeArea` modifiers extended it.
    let safeAreaExtensions: NodeBuffer<Boxed<EdgeInsets>?>
    private let alignmentQueried: NodeBuffer<Bool>

    /// The values carried over from the last pass (see ``carrying(_:into:replaced:inPlace:)``):
    /// whether each node's measurements and frames still hold (its subtree and inputs did not
    /// change), and whether each was placed in this pass. `nil` for a pass from scratch.
    let kept: NodeBuffer<Bool>?
    private let placed: NodeBuffer<Bool>?

    convenience init(tree: ResolvedTree, displayScale: CGFloat, usesCache: Bool = true, usesRanges: Bool = true) {
        self.init(
            tree: tree, displayScale: displayScale, usesCache: usesCache, usesRanges: usesRanges, buffers: LayoutBuffers(count: tree.count),
            kept: nil)
    }

    init(
        tree: ResolvedTree, displayScale: CGFloat, usesCache: Bool, usesRanges: Bool = true, buffers: LayoutBuffers, kept: NodeBuffer<Bool>?
    ) {
        self.tree = tree
        nodes = PinnedNodes(tree.nodes)
        self.rounding = PixelRounding(scale: displayScale)
        self.usesCache = usesCache
        self.usesRanges = usesRanges
        caches = buffers.caches
        measureCounts = NodeBuffer(zeroedCount: tree.count)
        exactFrames = buffers.exactFrames
        placedProposals = buffers.placedProposals
        layoutCaches = buffers.layoutCaches
        spacings = buffers.spacings
        spacingTable = buffers.spacingTable
        safeAreas = buffers.safeAreas
        safeAreaTable = buffers.safeAreaTable
        safeAreaExtensions = buffers.safeAreaExtensions
        alignmentQueried = buffers.alignmentQueried
        self.kept = kept
        placed = kept.map { NodeBuffer(zeroedCount: $0.count) }
    }

    /// An engine for no tree, standing in while a partial pass takes the last one over.
    static let empty = LayoutEngine(tree: ResolvedTree(), displayScale: 1)

    /// The per-node values of this pass, for the next one.
    var buffers: LayoutBuffers {
        LayoutBuffers(
            caches: caches, exactFrames: exactFrames, placedProposals: placedProposals, layoutCaches: layoutCaches,
            spacings: spacings, spacingTable: spacingTable, safeAreas: safeAreas, safeAreaTable: safeAreaTable,
            safeAreaExtensions: safeAreaExtensions,
            alignmentQueried: alignmentQueried)
    }

    // MARK: Measuring

    /// The size `node` chooses for `proposal`, computed once per proposal in the pass (or not at
    /// all when an earlier answer's range holds the proposal, see ``ProposalRange``).
    func size(of node: NodeIndex, _ proposal: ProposedViewSize) -> CGSize {
        let proposal = sanitized(proposal, node)
        if usesCache, let size = caches[node].size(for: proposal, inRanges: usesRanges) { return size }
        return computeSize(of: node, proposal).size
    }

    /// The size `node` chooses for `proposal` and the proposals that answer holds for: what a
    /// parent that gives ranges of its own measures its children with.
    func measure(_ node: NodeIndex, _ proposal: ProposedViewSize) -> (size: CGSize, range: ProposalRange) {
        let proposal = sanitized(proposal, node)
        if usesCache, let answer = caches[node].answer(for: proposal, inRanges: usesRanges) { return answer }
        return computeSize(of: node, proposal)
    }

    private func computeSize(of node: NodeIndex, _ proposal: ProposedViewSize) -> (size: CGSize, range: ProposalRange) {
        if measureCounts[node] < .max { measureCounts[node] += 1 }
        sizesComputed += 1
        var range = ProposalRange.point(proposal)
        var size = inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.sizeThatFits(proposal, node, self, range: &range) }
        // Almost every answer is a finite size, and most others a greedy view's ∞ for ∞ (stacks
        // probe every child with ∞): both checked at once, before the checks that name each
        // mistake. An ∞ holds for ∞ alone on its axis, whatever the node's own range says (a text
        // with an infinite baseline offset holds its size for every height it is offered).
        func isFinite(_ length: CGFloat) -> Bool { length >= 0 && length <= Self.maximumLength }
        if !(isFinite(size.width) && isFinite(size.height)) {
            func answersInfinity(_ length: CGFloat, _ proposed: CGFloat?) -> Bool { length == .infinity && proposed == .infinity }
            if (isFinite(size.width) || answersInfinity(size.width, proposal.width))
                && (isFinite(size.height) || answersInfinity(size.height, proposal.height))
            {
                if size.width == .infinity { range.width = CGFloat.infinity...CGFloat.infinity }
                if size.height == .infinity { range.height = CGFloat.infinity...CGFloat.infinity }
            } else {
                checkSize(&size, &range, of: node, for: proposal)
            }
        }
        if usesCache || caches[node].size(for: proposal) == nil { caches[node].insert(size, for: proposal, range: range) }
        return (size, range)
    }

    /// `size` with a negative or NaN length taken as 0, an infinite one answering a finite or
    /// `nil` proposal as the proposal, and one beyond ``maximumLength`` as that, each reported;
    /// `range` then holds for the proposal alone.
    private func checkSize(_ size: inout CGSize, _ range: inout ProposalRange, of node: NodeIndex, for proposal: ProposedViewSize) {
        if !(size.width >= 0) || !(size.height >= 0) {
            report(
                node, .invalidSize,
                "chose the size \(formatNumber(size.width))×\(formatNumber(size.height)) for \(proposal); "
                    + "a negative or NaN dimension is taken as 0")
            if !(size.width >= 0) { size.width = 0 }
            if !(size.height >= 0) { size.height = 0 }
            range = .point(proposal)
        }
        // ∞ is an answer only to ∞ (a greedy view proposed ∞). Built-in views never answer ∞ to a
        // finite or `nil` proposal; a custom `Layout` that does would make infinite frames.
        for axis in Axis.allCases where size[axis] == .infinity && proposal[axis] != .infinity {
            let taken = proposal[axis] ?? 0
            report(
                node, .invalidSize,
                "chose an infinite \(axis == .horizontal ? "width" : "height") for \(proposal); "
                    + "taken as \(formatNumber(taken))")
            size[axis] = taken
            range = .point(proposal)
        }
        // An ∞ left (for ∞) holds for ∞ alone on its axis; the other axis keeps its range (a
        // spacer's height holds for every height).
        for axis in Axis.allCases where size[axis] == .infinity { range[axis] = CGFloat.infinity...CGFloat.infinity }
        for axis in Axis.allCases where size[axis] > Self.maximumLength && size[axis] != .infinity {
            report(
                node, .invalidSize,
                "chose the \(axis == .horizontal ? "width" : "height") \(formatNumber(size[axis])) for \(proposal); "
                    + "taken as \(formatNumber(Self.maximumLength)), the largest length a frame can have")
            size[axis] = Self.maximumLength
            range = .point(proposal)
        }
    }

    /// The proposals `node` answered in this pass and its answers, in the order asked. A pass that
    /// kept measurements from the last one (see ``kept``) did not ask again what it kept, so its
    /// answers are those of a pass from scratch over the same tree, made when first asked for.
    func answers(of node: NodeIndex) -> [MeasureCache.Entry] {
        guard kept != nil, let window = rootWindow else { return caches[node].entries }
        if replay == nil {
            let fresh = LayoutEngine(tree: tree, displayScale: rounding.scale, usesCache: true)
            LayoutEngine.layOutRoot(fresh, in: window.size, safeArea: window.safeArea)
            replay = fresh
        }
        return replay!.caches[node].entries
    }

    /// The window the root was laid out in (see ``layOutRoot(_:in:safeArea:)``).
    var rootWindow: (size: CGSize, safeArea: SafeAreaLevel?)?
    private var replay: LayoutEngine?
    /// Above 0 while placements are asked for to measure (see ``mergedChildAlignment(_:_:size:proposal:)``).
    private(set) var measuringPlacements = 0
    /// Blocks a partial pass made again whose outputs kept their sizes: placed where the outputs
    /// were, once the tree is placed (see ``carrying(_:scale:into:_:inPlace:)``).
    var pendingPlacements: [(node: NodeIndex, origin: CGPoint, proposal: ProposedViewSize, safeArea: SafeAreaChain?)] = []
    /// Memory the stacks compute in (see ``LayoutScratch``).
    let scratch = LayoutScratch()
    /// The children's placements a stack found when last sized, for the proposal it is placed
    /// with after that sizing, by the stack's node: placing it with that proposal takes them (see
    /// ``StackAlgorithm/placements(_:placedWith:of:)``). Dropped when the pass ends.
    var sizedStackPlacements: [NodeIndex: (proposal: ProposalKey, placements: [Placement])] = [:]

    /// The largest length, and the largest distance from the window's origin, that a frame can
    /// have: 10¹⁵ points. A view that chooses a larger size, or is placed farther away, is given
    /// this with a diagnostic. (Chosen, not SwiftUI's: such numbers only come from bad input,
    /// `frame(width: 1e308)`, `offset(x: 1e300)`. Below 10¹⁵, a coordinate times any display
    /// scale up to 4 stays below 2⁵³, where doubles still hold every pixel exactly, and the sum
    /// of two of them cannot overflow, so pixel rounding and offsets stay finite.)
    nonisolated static let maximumLength: CGFloat = 1e15

    /// `proposal` with a NaN length taken as `nil` (and reported), a negative one as 0, and a
    /// finite one beyond ``maximumLength`` as that.
    @inline(__always)
    private func sanitized(_ proposal: ProposedViewSize, _ node: NodeIndex) -> ProposedViewSize {
        // Almost every proposal is usable as it is, ∞ included: stacks probe every child with ∞,
        // which the slow path below would walk both axes for only to return it unchanged
        // (about 2% of a flexible row's layout).
        if Self.isUsable(proposal.width ?? 0) && Self.isUsable(proposal.height ?? 0) { return proposal }
        return sanitizing(proposal, node)
    }

    /// Whether a proposed length needs no sanitizing: 0 to ``maximumLength``, or ∞ (NaN fails both).
    @inline(__always)
    private nonisolated static func isUsable(_ length: CGFloat) -> Bool {
        (length >= 0 && length <= maximumLength) || length == .infinity
    }

    /// ``sanitized(_:_:)`` for a proposal with a NaN, negative or huge length.
    private func sanitizing(_ proposal: ProposedViewSize, _ node: NodeIndex) -> ProposedViewSize {
        var proposal = proposal
        for axis in Axis.allCases {
            guard let value = proposal[axis] else { continue }
            if value.isNaN {
                report(node, .invalidSize, "was proposed NaN as its \(axis == .horizontal ? "width" : "height"); taken as nil (ideal size)")
                proposal[axis] = nil
            } else if value < 0 {
                proposal[axis] = 0
            } else if value > Self.maximumLength && value != .infinity {
                proposal[axis] = Self.maximumLength
            }
        }
        return proposal
    }

    /// The first child of `node` (a modifier's only one), read from the pass's copy of the tree.
    func firstChild(of node: NodeIndex) -> NodeIndex { nodes[node].children[0] }

    /// The children of `node`, read from the pass's copy of the tree.
    func children(of node: NodeIndex) -> Slice<NodeChildren> { nodes[node].children[...] }

    /// Places what waits to be placed (see ``pendingPlacements``) once the tree is placed.
    func endPlacing() {
        for pending in pendingPlacements where !placed![pending.node] {
            // A parent laid out again in this pass placed its children itself (or left them out).
            let parent = nodes[pending.node].parent
            if parent >= 0 && !kept![parent] { continue }
            place(pending.node, at: pending.origin, proposal: pending.proposal, safeArea: pending.safeArea)
        }
        pendingPlacements = []
        sizedStackPlacements = [:]
        scratch.releaseMemory()
    }

    /// Whether `node` is a ``Spacer``.
    func isSpacer(_ node: NodeIndex) -> Bool { inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.isSpacer } }

    /// Whether `node` answers ∞ along `axis` to ∞ (``NodeBehavior/answersInfinityForInfinity(along:)``).
    func answersInfinityForInfinity(_ node: NodeIndex, along axis: Axis) -> Bool {
        inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.answersInfinityForInfinity(along: axis) }
    }

    /// The most `node` answers across `axis` to a proposal of 0 along it, when it answers 0 along
    /// it whatever is proposed across (``NodeBehavior/acrossWhenZero(along:_:_:)``). Only widths
    /// are claimed (a text's), and only nodes flagged when made are asked.
    func acrossWhenZero(_ node: NodeIndex, along axis: Axis) -> CGFloat? {
        guard axis == .horizontal, nodes.pointer(to: node).pointee.mayAnswerZeroUnasked else { return nil }
        return inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.acrossWhenZero(along: axis, node, self) }
    }

    /// Whether a child of the parent of `child` may answer 0 to 0 unasked (see
    /// ``acrossWhenZero(_:along:)``): a stack whose children may not asks none of them.
    func siblingMayAnswerZero(_ child: NodeIndex) -> Bool {
        let parent = nodes.pointer(to: child).pointee.parent
        return parent >= 0 && nodes.pointer(to: parent).pointee.hasChildMayAnswerZero
    }

    /// The layout priority of `node` (see ``ResolvedNode/layoutPriority``).
    func layoutPriority(of node: NodeIndex) -> Double { nodes[node].layoutPriority }

    /// The view's dimensions for `proposal`: its size and its alignment guides.
    func dimensions(of node: NodeIndex, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = size(of: node, proposal)
        guard !nodes[node].explicitKeys.isEmpty else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in
            self.explicitAlignment(of: node, key, size: size, proposal: proposal)
        }
    }

    /// The value of the guide `key` of `node` for `proposal`: `dimensions(of:_:)[key]`, without
    /// making dimensions that capture the node when the guide has no explicit value there and
    /// its default depends only on the size (stacks ask this of every child they align).
    func guide(_ key: AlignmentKey, of node: NodeIndex, _ proposal: ProposedViewSize) -> CGFloat {
        var sizeOnly = true
        return guide(key, of: node, proposal, sizeOnly: &sizeOnly)
    }

    /// The guide as ``guide(_:of:_:)``, setting `sizeOnly` to `false` when it is not computed
    /// from the node's size alone (see ``guideDependsOnSizeOnly(_:of:)``).
    func guide(_ key: AlignmentKey, of node: NodeIndex, _ proposal: ProposedViewSize, sizeOnly: inout Bool) -> CGFloat {
        guard guideDependsOnSizeOnly(key, of: node) else {
            sizeOnly = false
            return dimensions(of: node, proposal)[key]
        }
        return key.defaultValue(in: ViewDimensions(size: size(of: node, proposal)))
    }

    /// Whether the guide `key` of `node` is its default, computed from its size alone (no
    /// explicit value anywhere in the node's subtree can change it).
    func guideDependsOnSizeOnly(_ key: AlignmentKey, of node: NodeIndex) -> Bool {
        // Read where the node is: a copy of the array would be retained and released (two
        // atomic operations a guide, two guides every frame's placement).
        let node = nodes.pointer(to: node)
        return node.pointee.explicitKeys.isEmpty || (key.hasSizeOnlyDefault && !node.pointee.explicitKeys.contains(key))
    }

    /// The explicit value of a guide of `node` sized `size` for `proposal`, or `nil`.
    func explicitAlignment(of node: NodeIndex, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard nodes[node].explicitKeys.contains(key) else { return nil }
        alignmentQueried[node] = true
        return inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.explicitAlignment(key, node, size: size, proposal: proposal, self) }
    }

    /// The children's explicit values of a guide, in `node`'s coordinates, merged as the guide
    /// merges them.
    func mergedChildAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard nodes[node].explicitKeys.contains(key) else { return nil }
        var values: [CGFloat] = []
        // The placements in the node's own coordinates, whether or not it is placed yet (a
        // layout's bounds at its frame would round its children's positions differently).
        measuringPlacements += 1
        let placements = inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.placements(node, size: size, proposal: proposal, self) }
        measuringPlacements -= 1
        for placement in placements {
            let childSize = self.size(of: placement.child, placement.proposal)
            if let value = explicitAlignment(of: placement.child, key, size: childSize, proposal: placement.proposal) {
                values.append(value + placement.origin[key.axis])
            }
        }
        return key.combine(values)
    }

    /// The spacing `node` prefers around it, computed once per pass (it does not depend on the
    /// proposal; without the cache a stack's spacing would walk its whole subtree every time).
    func spacing(of node: NodeIndex) -> ViewSpacing { spacingTable.value(spacingSlot(of: node)) }

    /// The slot of `node`'s spacing in ``spacingTable``, computed once per pass.
    func spacingSlot(of node: NodeIndex) -> UInt32 {
        let known = spacings[node]
        if known != 0 { return known }
        if nodes[node].hasOrdinarySpacing {
            // Debug builds (the tests) check the shortcut against the spacing it stands for.
            assert(
                inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.spacing(node, self) }.isOrdinary,
                "a node marked as ordinarily spaced has another spacing")
            spacings[node] = LayoutBuffers.ordinarySpacing
            return LayoutBuffers.ordinarySpacing
        }
        let spacing = inPlace(&nodes.pointer(to: node).pointee.behavior) { $0.spacing(node, self) }
        let slot = spacing.isOrdinary ? LayoutBuffers.ordinarySpacing : spacingTable.slot(for: spacing)
        spacings[node] = slot
        return slot
    }

    // MARK: Placing

    /// Places `node` with its top-leading corner at `origin` (window coordinates), sized for
    /// `proposal`, in the safe area `safeArea`, and then its subtree. A view that ignores the safe
    /// area is first extended into the part of it that its frame reaches; its children are placed
    /// in its safe area, or the one it gives them (`SafeAreaProviding`). A node kept from the last
    /// pass and placed as it was then keeps its subtree's frames.
    func place(_ node: NodeIndex, at origin: CGPoint, proposal: ProposedViewSize, safeArea: SafeAreaChain?) {
        place(node, at: origin, proposal: proposal, size: nil, safeAreaSlot: safeAreaSlot(for: safeArea))
    }

    /// The safe area `node` was placed in, if any.
    func safeArea(of node: NodeIndex) -> SafeAreaChain? { safeAreaTable.value(ifAny: safeAreas[node]) }

    /// The slot of `safeArea` in ``safeAreaTable`` (0 for none).
    private func safeAreaSlot(for safeArea: SafeAreaChain?) -> UInt32 {
        safeArea.map { safeAreaTable.slot(for: $0) } ?? 0
    }

    /// ``place(_:at:proposal:safeArea:)`` with the safe area as its slot (a child placed in its
    /// parent's safe area is passed the number, not the chain) and the node's size for
    /// `proposal` when its parent knows it.
    private func place(_ node: NodeIndex, at origin: CGPoint, proposal: ProposedViewSize, size known: CGSize?, safeAreaSlot slot: UInt32) {
        if let kept {
            placed![node] = true
            if kept[node], !nodes[node].ignoresSafeArea, exactFrames[node]?.origin == origin, placedProposals[node] == proposal,
                safeAreas[node] == slot
                    || (safeAreas[node] != 0 && slot != 0 && safeAreaTable.value(safeAreas[node]) == safeAreaTable.value(slot))
            {
                return
            }
        }
        safeAreas[node] = slot
        var origin = origin, proposal = proposal
        if !(abs(origin.x) <= Self.maximumLength) || !(abs(origin.y) <= Self.maximumLength) { origin = checked(origin, of: node) }
        var size: CGSize
        if nodes[node].ignoresSafeArea {
            (origin, proposal) = extendingIntoSafeArea(node, at: origin, proposal)
            size = self.size(of: node, proposal)
        } else {
            size = known ?? self.size(of: node, proposal)
            // Debug builds (the tests) check a size the parent passed against the node's answer.
            assert(
                known == nil || !usesCache || caches[node].size(for: sanitized(proposal, node), inRanges: usesRanges) == known,
                "a placement's size differs from the node's answer")
        }
        // A greedy view offered ∞ is ∞ long (no mistake: not reported); its frame, and the room
        // its children are placed in, is ``maximumLength``, so every frame is finite.
        if size.width == .infinity { size.width = Self.maximumLength }
        if size.height == .infinity { size.height = Self.maximumLength }
        let exact = CGRect(origin: origin, size: size)
        exactFrames[node] = exact
        placedProposals[node] = proposal
        let this = nodes.pointer(to: node)
        let isRightToLeft = nodes[node].isRightToLeft
        let providesSafeArea = inPlace(&this.pointee.behavior) { $0.providesSafeArea }
        func placeChild(_ placement: Placement) {
            var placement = placement
            // Right to left, SwiftUI lays out as left to right and mirrors the result: a child's
            // leading edge is measured from the parent's right edge.
            if isRightToLeft {
                placement.origin.x = size.width - placement.origin.x - self.size(of: placement.child, placement.proposal).width
            }
            let childSlot =
                providesSafeArea
                ? safeAreaSlot(
                    for: inPlace(&this.pointee.behavior) {
                        $0.safeArea(forChild: placement.child, of: node, inherited: safeArea(of: node), self)
                    }) : slot
            place(
                placement.child, at: CGPoint(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y),
                proposal: placement.proposal, size: placement.size, safeAreaSlot: childSlot)
        }
        if let only = inPlace(&this.pointee.behavior, { $0.onlyPlacement(node, size: size, proposal: proposal, self) }) {
            placeChild(only)
        } else {
            for placement in inPlace(&this.pointee.behavior, { $0.placements(node, size: size, proposal: proposal, self) }) {
                placeChild(placement)
            }
        }
        // Children placed in the last pass and not in this one have no frame, as in a pass from
        // scratch.
        if let placed {
            for child in nodes[node].children where !placed[child] { forgetPlacement(of: child) }
        }
    }

    /// `origin` with a NaN coordinate taken as 0 and one beyond ``maximumLength`` as that: a
    /// custom layout placed the view at NaN, or offsets and positions went past any screen,
    /// which is reported. An infinite coordinate is clamped without a report: an infinite
    /// proposal places views there (the second of two greedy views offered ∞), which is no
    /// mistake.
    private func checked(_ origin: CGPoint, of node: NodeIndex) -> CGPoint {
        func checked(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -Self.maximumLength), Self.maximumLength) }
        func described(_ value: CGFloat) -> String { value.isNaN ? "NaN" : formatNumber(value) }
        let result = CGPoint(x: checked(origin.x), y: checked(origin.y))
        func isMistake(_ value: CGFloat) -> Bool { value.isNaN || value.isFinite && abs(value) > Self.maximumLength }
        if !isMistake(origin.x) && !isMistake(origin.y) { return result }
        report(
            node, .invalidSize,
            "was placed at (\(described(origin.x)), \(described(origin.y))); placed at (\(formatNumber(result.x)), "
                + "\(formatNumber(result.y))) instead, within \(formatNumber(Self.maximumLength)) of the window's origin")
        return result
    }

    private func forgetPlacement(of node: NodeIndex) {
        guard exactFrames[node] != nil else { return }
        exactFrames[node] = nil
        placedProposals[node] = nil
        safeAreas[node] = 0
        safeAreaExtensions[node] = nil
        for child in nodes[node].children { forgetPlacement(of: child) }
    }

    // MARK: Diagnostics

    /// Reports a problem with `node`, once per node and message.
    func report(_ node: NodeIndex, _ code: Diagnostic.Code, _ message: String) {
        guard !reports.contains(where: { $0.node == node && $0.message == message }) else { return }
        reports.append((code, message, node))
    }

    var diagnostics: [Diagnostic] {
        reports.map { Diagnostic(code: $0.code, message: $0.message, path: tree.path(to: $0.node), node: tree[$0.node].id) }
    }
}
