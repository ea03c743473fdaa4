import Foundation

/// What the window paints, as the audit reads it: the views that draw themselves (leaves) in
/// painting order with their items (colours as the appearance draws them), each view's clip, the
/// opacity each view's group applies and the views drawn through a transform.
///
/// Built once from the renderers' draw list (``DrawListBuilder``), so the audit judges what the
/// pictures show.
@MainActor
struct AuditPainting {
    struct Leaf {
        var node: Int
        var items: [DrawItem]
    }

    let snapshot: LayoutSnapshot
    /// The leaves in painting order, without the invisible content shapes hit testing adds.
    private(set) var leaves: [Leaf] = []
    /// Each leaf's index in ``leaves``.
    private(set) var order: [Int: Int] = [:]
    /// The clip each view applies to what it draws (its own group's clip).
    private(set) var clips: [Int: Path] = [:]
    /// The opacity each view's own group applies, when not 1.
    private var opacities: [Int: Double] = [:]
    /// Views drawn through a transform, a projection or a mask: where they show is not their frame.
    private var transformed = Set<Int>()
    /// The window's colour: white, black in the dark appearance (`systemBackground`).
    let windowColor: Color

    init(_ snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        windowColor = snapshot.isDark ? .black : .white
        let recorder = PaintRecorder()
        var builder = DrawListBuilder(tree: snapshot.tree, engine: snapshot.engine)
        builder.recorder = recorder
        var items = builder.build()
        if snapshot.isDark { items = DarkAppearance.items(items) }
        clips = recorder.clips
        walk(items, recorder: recorder, insideLeaf: false)
    }

    private mutating func walk(_ items: [DrawItem], recorder: PaintRecorder, insideLeaf: Bool) {
        for case .group(let group) in items {
            if group.opacity != 1 { opacities[group.node] = (opacities[group.node] ?? 1) * group.opacity }
            if group.transform != nil || group.projection != nil || group.mask != nil { transformed.insert(group.node) }
            if !insideLeaf && recorder.leafNodes.contains(group.node) {
                if recorder.contentShapes[group.node] == nil {
                    order[group.node] = leaves.count
                    leaves.append(Leaf(node: group.node, items: group.items))
                }
                walk(group.items, recorder: recorder, insideLeaf: true)
            } else {
                walk(group.items, recorder: recorder, insideLeaf: insideLeaf)
            }
        }
    }

    /// `node` and the views above it, innermost first.
    func ancestry(_ node: Int) -> UnfoldSequence<Int, (Int?, Bool)> {
        sequence(first: node) { [snapshot] in snapshot.parent(of: $0) }
    }

    /// The opacity `node` is drawn with: the product of its own and its containers' opacities.
    func opacity(of node: Int) -> Double {
        ancestry(node).reduce(1) { $0 * (opacities[$1] ?? 1) }
    }

    /// Whether `node` is drawn through a transform, projection or mask (its frame is not where it shows).
    func isTransformed(_ node: Int) -> Bool {
        ancestry(node).contains { transformed.contains($0) }
    }

    /// Whether `node` or a container hides it (`hidden()`, `opacity(0)`).
    func isHidden(_ node: Int) -> Bool {
        ancestry(node).contains { snapshot.hidesFromTouches($0) != nil }
    }

    /// The clips around `node` (its own included), innermost first, with the view that clips.
    func clipChain(of node: Int) -> [(clipper: Int, path: Path)] {
        ancestry(node).compactMap { view in clips[view].map { (view, $0) } }
    }

    /// What a clip is for, which decides whether cutting content off is a problem.
    enum ClipKind {
        /// `clipped()`, `clipShape(_:)`, `cornerRadius(_:)`: the author cut the content.
        case explicit
        /// A scroll view's viewport (lists too): content scrolls past its edges.
        case viewport
        /// A view clipping its own drawing (an image, a field's text, a list section's corners).
        case own
    }

    func clipKind(_ clipper: Int) -> ClipKind {
        let behavior = snapshot.tree[clipper].behavior
        if behavior is ClipEffect { return .explicit }
        if behavior is ScrollViewNode { return .viewport }
        return .own
    }

    /// The part of `node`'s frame its clips of `kinds` leave (their bounding boxes), or `nil`
    /// when the node is not placed or its frame is not finite.
    func visibleRect(of node: Int, clippedBy kinds: Set<ClipKind>) -> CGRect? {
        guard let frame = snapshot.frame(of: node), frame.isAuditable else { return nil }
        var visible = frame
        for (clipper, path) in clipChain(of: node) where kinds.contains(clipKind(clipper)) {
            let bounds = path.boundingRect
            guard bounds.isAuditable else { continue }
            visible = visible.intersection(bounds)
            if visible.isNull { return .zero }
        }
        return visible
    }

    /// Whether the clips around `node` let it draw at `point`.
    func isUnclipped(_ node: Int, at point: CGPoint) -> Bool {
        clipChain(of: node).allSatisfy { $0.path.contains(point) }
    }

    /// Whether `node` is inside a scroll view (or is one).
    func isInScrollView(_ node: Int) -> Bool {
        ancestry(node).contains { snapshot.tree[$0].behavior is ScrollViewNode }
    }

    /// Whether `node` is part of a presented layer (a sheet, a cover, an alert).
    func isInPresentedLayer(_ node: Int) -> Bool {
        ancestry(node).contains { snapshot.tree[$0].behavior is PresentedLayerNode }
    }
}

extension CGRect {
    /// Whether the rectangle has finite, non-negative numbers, so that the audit can measure it.
    var isAuditable: Bool {
        !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }
}
