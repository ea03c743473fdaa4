import Foundation

/// What the renderers draw: the window's views as a tree of drawing items in painting order
/// (a background before its view, an overlay after it), in window coordinates before any drawing
/// transform. Both the raster and the SVG renderer draw from it, so they agree on what is drawn.
indirect enum DrawItem {
    /// A filled shape; `frame` is the view's frame, the rect a gradient spans.
    case shape(path: Path, fill: Fill, frame: CGRect)
    /// The lines of a text, top to bottom, in `frame`.
    case text(TextDrawing, frame: CGRect)
    /// A hairline (a `Divider`) filling `frame`, along `axis`.
    case rule(frame: CGRect, axis: Axis)
    /// Items drawn together, through the group's effects.
    case group(DrawGroup)
}

/// Items drawn with effects: a transform, then a clip, then opacity and a mask on the result.
struct DrawGroup {
    /// The node the group stands for, for stable ids in the SVG.
    var node: NodeIndex
    /// The drawing transform of a `scaleEffect`/`rotationEffect`, in window coordinates; applies
    /// to the items, the clip and the mask.
    var transform: Transform2D?
    /// A `rotation3DEffect`'s projection, in window coordinates, when it is not affine: the PNG
    /// draws through it; the SVG and the character picture draw through `transform`, the nearest
    /// affine transform.
    var projection: Projection2D?
    /// A `clipShape`/`clipped`/`cornerRadius` or a scroll view's viewport.
    var clip: Path?
    var opacity: Double = 1
    /// Items whose alpha multiplies the group's (`mask(_:)`).
    var mask: [DrawItem]?
    /// A `blur` radius (the SVG blurs; the raster ignores it).
    var blur: CGFloat = 0
    /// A `shadow` drawn behind the items.
    var shadow: DrawShadow?
    /// How the group composites with what is below it (`blendMode`; the SVG blends, the raster
    /// draws `normal`).
    var blendMode: BlendMode = .normal
    /// Whether the group is composited on its own first (`compositingGroup`, `drawingGroup`),
    /// so blend modes inside it blend only with each other.
    var isolated = false
    /// A colour effect (`saturation`, `brightness`, …) applied to what the group draws, before
    /// its opacity (the PNG and the SVG draw it; the character picture does not).
    var colorMatrix: ColorMatrix?
    var items: [DrawItem]
}

/// A drop shadow: the items' alpha in `color`, blurred by `radius` and moved by `offset`.
struct DrawShadow {
    var color: Color
    var radius: CGFloat
    var offset: CGSize
}

/// The separator colour of a `Divider` (iOS's `separator`, light appearance).
let separatorColor = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, opacity: 0.29)

/// The colour of a switch that is on, iOS's `systemGreen` (light appearance).
let switchOnColor = Color(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0)

/// The colour of a platform-drawn control part (a switch, a stepper's segments), iOS's
/// `systemGray5`.
let controlGlyphColor = Color(red: 229 / 255.0, green: 229 / 255.0, blue: 234 / 255.0)

/// A node that draws something itself, or draws its subtree through an effect. Nodes that do
/// not conform draw their children (layout containers, frames, padding, …).
@MainActor
protocol DrawingNode {
    /// The items that draw the node at `frame` (window coordinates, rounded to pixels); `builder`
    /// gives its children's items.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem]
}

/// Turns a laid-out tree into its draw list, asking each ``DrawingNode`` what it draws.
@MainActor
struct DrawListBuilder {
    let tree: ResolvedTree
    let engine: LayoutEngine
    /// Collects, when set, what each view that draws itself draws, in painting order.
    var recorder: PaintRecorder?

    /// The items of the whole window, then of each presented layer (a sheet, an alert) in tree
    /// order: presentations are drawn over everything else.
    func build() -> [DrawItem] {
        guard tree.root >= 0, tree.root < tree.count else { return [] }
        let layers = (0..<tree.count).filter { tree[$0].behavior is PresentedLayerNode }
        return items(of: tree.root) + layers.flatMap { items(of: $0) }
    }

    /// The items drawing `node` and its subtree; nothing for a view that was not placed.
    func items(of node: NodeIndex) -> [DrawItem] {
        guard let frame = engine.frames[node] else { return [] }
        if let recorder, node == recorder.anchor, !recorder.anchorMarked {
            // An empty group marks where the anchor's subtree starts in painting order.
            recorder.anchorMarked = true
            return [.group(DrawGroup(node: node, items: []))] + items(of: node)
        }
        if let recorder, let shape = tree[node].behavior as? ContentShapeNode, shape.kinds.contains(.interaction) {
            // A content shape is hit-tested as a view of its own drawn just before (under) its
            // content: its whole shape receives touches and covers what is below, while the
            // views inside are hit first.
            let path = shape.shape.path(inFrame: frame)
            recorder.contentShapes[node] = (path, shape.eoFill)
            recorder.leafNodes.insert(node)
            return [.group(DrawGroup(node: node, items: [.shape(path: path, fill: .color(.black), frame: frame)]))] + children(of: node)
        }
        guard let drawing = tree[node].behavior as? any DrawingNode else { return children(of: node) }
        let items = drawing.drawItems(node, frame: frame, self)
        guard let recorder else { return items }
        for case .group(let group) in items where group.node == node { if let clip = group.clip { recorder.clips[node] = clip } }
        guard tree[node].children.isEmpty && !items.isEmpty else { return items }
        // A view that draws itself: its items are marked with a group of its own, so that its
        // place in the painting order can be read from the finished list.
        recorder.leafNodes.insert(node)
        return [.group(DrawGroup(node: node, items: items))]
    }

    /// The items of the children of `node`, in order of their `zIndex` (source order among
    /// equals), as SwiftUI draws a container's children.
    func children(of node: NodeIndex) -> [DrawItem] {
        let children = tree[node].children.array
        let order = children.count > 1 ? zOrdered(children) : children
        return order.flatMap { items(of: $0) }
    }
}

/// What views draw, in painting order, for hit testing (`LayoutSnapshot.coveringView`): the
/// views that draw themselves (leaves) with their items, the clips views apply, and the
/// interaction content shapes (`contentShape`), each a leaf drawn over its content.
@MainActor
final class PaintRecorder {
    var leafNodes = Set<NodeIndex>()
    var clips: [NodeIndex: Path] = [:]
    var contentShapes: [NodeIndex: (path: Path, eoFill: Bool)] = [:]
    /// The view whose place in painting order is marked (with an empty group before its items).
    var anchor: NodeIndex?
    var anchorMarked = false
    /// How many leaves are painted before the anchor's subtree, once `leaves(of:)` has run.
    private(set) var anchorPosition: Int?

    init(anchor: NodeIndex? = nil) { self.anchor = anchor }

    /// The leaves of `items` (a list built with this recorder) in painting order, with their items.
    func leaves(of items: [DrawItem]) -> [(node: NodeIndex, items: [DrawItem])] {
        var result: [(node: NodeIndex, items: [DrawItem])] = []
        func walk(_ items: [DrawItem]) {
            for case .group(let group) in items {
                if group.node == anchor && group.items.isEmpty && anchorPosition == nil {
                    anchorPosition = result.count
                } else if leafNodes.contains(group.node) && group.clip == nil && group.transform == nil {
                    result.append((group.node, group.items))
                } else {
                    walk(group.items)
                }
            }
        }
        walk(items)
        return result
    }
}

/// What turns a draw list into a picture. The character raster (``ViewHost/render(_:)``) and
/// the SVG document (``ViewHost/svg()``) implement it; another format would too.
protocol DrawListRenderer {
    associatedtype Picture
    /// The picture of `items`, painted in order.
    mutating func picture(of items: [DrawItem]) -> Picture
}
