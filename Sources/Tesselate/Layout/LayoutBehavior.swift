import Foundation

/// The node behavior of a view laid out by a ``Layout``: it bridges the public protocol to the
/// engine, keeps the layout's cache for the pass, and records the placements it makes.
struct LayoutBehavior<L: Layout>: NodeBehavior {
    var layout: L
    /// Whether the layout is a lazy container, which observes each pass (its `PassObserving`
    /// conformance is conditional, so the protocol's default cannot see it); found once.
    private let isLazyContainer: Bool
    /// The algorithm of a built-in stack, which the engine runs directly (not through the
    /// `Layout` protocol).
    private let stack: StackAlgorithm?

    init(layout: L) {
        self.layout = layout
        isLazyContainer = LayoutKind.of(L.self).isLazyContainer
        // The two built-in stacks, told apart by type (comparing types costs nothing; a cast would).
        if L.self == HStackLayout.self {
            stack = unsafeBitCast(layout, to: HStackLayout.self).algorithm
        } else if L.self == VStackLayout.self {
            stack = unsafeBitCast(layout, to: VStackLayout.self).algorithm
        } else {
            stack = nil
        }
    }

    var passObserver: (any PassObserving)? { isLazyContainer ? self as? any PassObserving : nil }
    var observesPasses: Bool { passObserver != nil }

    var kindName: String {
        if let named = layout as? any NamedLayout { return named.kindName }
        return String(describing: L.self)
    }

    var dumpAttributes: [DumpAttribute] { (layout as? any NamedLayout)?.dumpAttributes ?? [] }

    private func withCache<R>(_ node: NodeIndex, _ engine: LayoutEngine, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        let subviews = LayoutSubviews(engine: engine, nodes: engine.children(of: node))
        var cache = (engine.layoutCaches[node]?.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(subviews, &cache)
        engine.layoutCaches[node] = Boxed(cache)
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        var range = ProposalRange.point(proposal)
        return sizeThatFits(proposal, node, engine, range: &range)
    }

    /// A built-in stack finds the proposals its size holds for (``StackRangeTracker``); other
    /// layouts answer for their proposal alone.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine, range: inout ProposalRange) -> CGSize {
        if let stack {
            return stack.size(LayoutSubviews(engine: engine, nodes: engine.children(of: node)), proposal, range: &range, of: node)
        }
        return withCache(node, engine) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
    }

    /// A built-in stack's, found from its children (``StackAlgorithm/acrossWhenZero(along:_:)``).
    func acrossWhenZero(along axis: Axis, _ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat? {
        guard let stack, stack.axis != axis else { return nil }
        return stack.acrossWhenZero(along: axis, LayoutSubviews(engine: engine, nodes: engine.children(of: node)))
    }

    /// A `VStack`, across which (horizontally) its texts may answer 0 to 0.
    var mayAnswerZeroUnasked: Bool { stack?.axis == .vertical }

    /// As in SwiftUI, `placeSubviews` gets bounds where the container is (window coordinates
    /// here, once the container is placed), not at the origin: a layout must place relative to
    /// `bounds.minX`/`minY`. The placements are returned relative to the container.
    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        if let stack {
            let subviews = LayoutSubviews(engine: engine, nodes: engine.children(of: node))
            return stack.placements(subviews, placedWith: stack.placingProposal(proposal, size: size), of: node)
        }
        let origin = engine.measuringPlacements > 0 ? .zero : engine.exactFrames[node]?.origin ?? .zero
        let bounds = CGRect(origin: origin, size: size)
        let placements = engine.recordingPlacements(of: node, in: bounds, proposal: proposal) {
            withCache(node, engine) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &$1) }
        }
        guard origin != .zero else { return placements }
        return placements.map { placement in
            var moved = placement
            moved.origin = CGPoint(x: placement.origin.x - origin.x, y: placement.origin.y - origin.y)
            return moved
        }
    }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        // A stack has no guides of its own: its children's, merged.
        if stack != nil { return engine.mergedChildAlignment(key, node, size: size, proposal: proposal) }
        let bounds = CGRect(origin: .zero, size: size)
        let own: CGFloat? = withCache(node, engine) { subviews, cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return own ?? engine.mergedChildAlignment(key, node, size: size, proposal: proposal)
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        if let stack { return stack.spacing(LayoutSubviews(engine: engine, nodes: engine.children(of: node))) }
        return withCache(node, engine) { layout.spacing(subviews: $0, cache: &$1) }
    }
}

/// A built-in layout that names itself in dumps.
@MainActor
protocol NamedLayout {
    var kindName: String { get }
    var dumpAttributes: [DumpAttribute] { get }
}

extension LayoutEngine {
    /// Runs `body` (a layout's `placeSubviews`) and returns the placements it made, in the
    /// layout's coordinates. Subviews it did not place are centred in `bounds` with the
    /// container's proposal, as in SwiftUI (documentation of `LayoutSubview.place(at:anchor:proposal:)`).
    func recordingPlacements(of node: NodeIndex, in bounds: CGRect, proposal: ProposedViewSize, _ body: () -> Void) -> [Placement] {
        placementRecords.append([])
        body()
        var placements = placementRecords.removeLast()
        let children = tree[node].children
        if placements.count == children.count && zip(placements, children).allSatisfy({ $0.child == $1 }) { return placements }
        let placed = Set(placements.map(\.child))
        for child in children where !placed.contains(child) {
            let size = size(of: child, proposal)
            placements.append(
                Placement(
                    child: child, origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
                    proposal: proposal))
        }
        return placements
    }

    func recordPlacement(_ node: NodeIndex, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard !placementRecords.isEmpty else {
            report(node, .misplacedSubview, "was placed outside of its layout's placeSubviews(in:proposal:subviews:cache:); ignored")
            return
        }
        let size = size(of: node, proposal)
        // An anchor component of 0 adds nothing, even for an infinite size (0 × ∞ would be NaN).
        let origin = CGPoint(
            x: anchor.x == 0 ? position.x : position.x - anchor.x * size.width,
            y: anchor.y == 0 ? position.y : position.y - anchor.y * size.height)
        placementRecords[placementRecords.count - 1].append(Placement(child: node, origin: origin, proposal: proposal))
    }
}
