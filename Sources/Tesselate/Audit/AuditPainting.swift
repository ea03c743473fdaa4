import Foundation

/// What the window paints, as the audit reads it: every shape and text of the renderers' draw
/// list (``DrawListBuilder``) in painting order, each with the clips, opacity and transforms of
/// the groups around it and colours as the appearance draws them, plus each view's own clip.
/// Built once per audit, so the audit judges what the pictures show.
@MainActor
struct AuditPainting {
    /// One shape or text as painted.
    struct Item {
        var item: DrawItem
        /// The view that draws it: the view of the innermost group around it.
        var node: Int
        /// The bounding box of what it draws, for a quick test before the exact one.
        var bounds: CGRect
        var clips: [Path]
        var opacity: Double
        /// Drawn through a transform, a projection or a mask: not where its frame says.
        var isTransformed: Bool

        /// Whether the item draws at `point` (its clips let it, and its path or frame holds it).
        func draws(at point: CGPoint) -> Bool {
            guard bounds.contains(point), clips.allSatisfy({ $0.contains(point) }) else { return false }
            if case .shape(let path, _, _) = item { return path.contains(point) }
            return true
        }
    }

    let snapshot: LayoutSnapshot
    /// The shapes and texts in painting order, without the invisible content shapes hit testing adds.
    private(set) var items: [Item] = []
    /// The index in ``items`` of each text view's text.
    private(set) var textItems: [Int: Int] = [:]
    /// The clip each view applies to what it draws (its own group's clip).
    private(set) var clips: [Int: Path] = [:]
    /// The opacity each view's own group applies, when not 1.
    private var opacities: [Int: Double] = [:]
    /// Views whose group draws through a transform, a projection or a mask.
    private var transformed = Set<Int>()
    /// The window's colour: white, black in the dark appearance (`systemBackground`).
    let windowColor: Color

    init(_ snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        windowColor = snapshot.isDark ? .black : .white
        let recorder = PaintRecorder()
        var builder = DrawListBuilder(tree: snapshot.tree, engine: snapshot.engine)
        builder.recorder = recorder
        var list = builder.build()
        if snapshot.isDark { list = DarkAppearance.items(list) }
        clips = recorder.clips
        let root = snapshot.root ?? 0
        walk(list, node: root, clips: [], opacity: 1, isTransformed: false, contentShapes: Set(recorder.contentShapes.keys))
    }

    private mutating func walk(_ list: [DrawItem], node: Int, clips: [Path], opacity: Double, isTransformed: Bool, contentShapes: Set<Int>)
    {
        for entry in list {
            switch entry {
            case .group(let group):
                // A content shape is an invisible hit area, drawn only for hit testing.
                if contentShapes.contains(group.node) && group.clip == nil && group.items.count == 1 { continue }
                if group.opacity != 1 { opacities[group.node] = (opacities[group.node] ?? 1) * group.opacity }
                let moved = group.transform != nil || group.projection != nil || group.mask != nil
                if moved { transformed.insert(group.node) }
                walk(
                    group.items, node: group.node, clips: group.clip.map { clips + [$0] } ?? clips, opacity: opacity * group.opacity,
                    isTransformed: isTransformed || moved, contentShapes: contentShapes)
            case .shape(let path, _, _):
                items.append(
                    Item(item: entry, node: node, bounds: path.boundingRect, clips: clips, opacity: opacity, isTransformed: isTransformed))
            case .text(_, let frame):
                if snapshot.tree[node].behavior is TextNode && textItems[node] == nil { textItems[node] = items.count }
                items.append(Item(item: entry, node: node, bounds: frame, clips: clips, opacity: opacity, isTransformed: isTransformed))
            case .rule:
                continue
            }
        }
    }

    /// The text a text view draws, with its index in ``items``; `nil` when it draws none.
    func text(of node: Int) -> (index: Int, drawing: TextDrawing)? {
        guard let index = textItems[node], case .text(let drawing, _) = items[index].item else { return nil }
        return (index, drawing)
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
    func isInScrollView(_ node: Int) -> Bool { scrollView(of: node) != nil }

    /// The nearest scroll view around `node` (or `node`), or `nil`.
    func scrollView(of node: Int) -> Int? {
        ancestry(node).first { snapshot.tree[$0].behavior is ScrollViewNode }
    }

    /// Whether `node` is in a navigation bar or a bottom toolbar: placed by the system, which on
    /// phones with a Dynamic Island starts the bar at the status bar's bottom, above the safe area.
    func isInBar(_ node: Int) -> Bool {
        ancestry(node).contains { snapshot.tree[$0].behavior is NavigationBarNode }
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
