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
    /// A `clipShape`/`clipped`/`cornerRadius` or a scroll view's viewport.
    var clip: Path?
    var opacity: Double = 1
    /// Items whose alpha multiplies the group's (`mask(_:)`).
    var mask: [DrawItem]?
    /// A `blur` radius (the SVG blurs; the raster ignores it).
    var blur: CGFloat = 0
    var items: [DrawItem]
}

/// The separator colour of a `Divider` (iOS's `separator`, light appearance).
let separatorColor = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, opacity: 0.29)

/// The colour of a platform-drawn control part (a switch, a stepper's segments), iOS's
/// `systemGray5`.
let controlGlyphColor = Color(red: 229 / 255.0, green: 229 / 255.0, blue: 234 / 255.0)

@MainActor
struct DrawListBuilder {
    let tree: ResolvedTree
    let engine: LayoutEngine

    /// The items of the whole window.
    func build() -> [DrawItem] {
        guard tree.root >= 0, tree.root < tree.count else { return [] }
        return items(of: tree.root)
    }

    /// The items drawing `node` and its subtree.
    func items(of node: NodeIndex) -> [DrawItem] {
        guard let frame = engine.frames[node] else { return [] }
        let entry = tree[node]
        let behavior = entry.behavior
        let children = { entry.children.flatMap { self.items(of: $0) } }
        switch behavior {
        case let shape as ShapeNode:
            let path: Path
            switch shape.shape {
            case .rectangle: path = Path(frame)
            case .custom(let custom): path = custom.path(in: frame)
            }
            return [.shape(path: path, fill: shape.fill, frame: frame)]
        case let divider as DividerNode:
            return [.rule(frame: frame, axis: divider.axis)]
        case is ControlGlyphNode:
            return [.shape(path: Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2),
                           fill: .color(controlGlyphColor), frame: frame)]
        case let decoration as DecorationNode where entry.children.count == 2:
            let primary = items(of: entry.children[0]), secondary = items(of: entry.children[1])
            switch decoration.role {
            case .background: return secondary + primary
            case .overlay: return primary + secondary
            case .mask: return [.group(DrawGroup(node: node, mask: secondary, items: primary))]
            }
        case is Hidden:
            return []
        case let opacity as Opacity:
            guard opacity.opacity > 0 else { return [] }
            return [.group(DrawGroup(node: node, opacity: opacity.opacity, items: children()))]
        case let clip as ClipEffect:
            return [.group(DrawGroup(node: node, clip: clip.shape.path(in: frame), items: children()))]
        case is ScrollViewNode:
            return [.group(DrawGroup(node: node, clip: Path(frame), items: children()))]
        case let effect as TransformEffect:
            let transform = effect.transform(in: engine.exactFrames[node] ?? frame)
            return [.group(DrawGroup(node: node, transform: transform, items: children()))]
        case let blur as BlurEffect:
            return [.group(DrawGroup(node: node, blur: blur.radius, items: children()))]
        case let input as TextInputNode:
            return input.drawItems(in: frame, node: node)
        default:
            if let text = TextDrawing(behavior, proposal: engine.placedProposals[node]) {
                return alignedLines(text, behavior, node: node, frame: frame)
            }
            return children()
        }
    }

    /// A text's lines, each in its own frame when `multilineTextAlignment` moves them (the
    /// renderers start every line of one item at the item's leading edge).
    private func alignedLines(_ text: TextDrawing, _ behavior: any NodeBehavior, node: NodeIndex, frame: CGRect) -> [DrawItem] {
        guard text.lines.count > 1, let textNode = behavior as? TextNode, let proposal = engine.placedProposals[node] else {
            return [.text(text, frame: frame)]
        }
        let result = textNode.lines(for: proposal)
        guard result.lineOffsets.contains(where: { $0 != 0 }), result.lineOffsets.count == text.lines.count else {
            return [.text(text, frame: frame)]
        }
        let lineHeight = frame.height / CGFloat(text.lines.count)
        return text.lines.indices.map { index in
            var line = text
            line.lines = [text.lines[index]]
            let width = index < result.lineWidths.count ? result.lineWidths[index] : frame.width
            return .text(line, frame: CGRect(x: frame.minX + result.lineOffsets[index], y: frame.minY + CGFloat(index) * lineHeight,
                                             width: width, height: lineHeight))
        }
    }
}
