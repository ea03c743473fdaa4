import Foundation

// What each drawing node draws (``DrawingNode``): shapes and colours, hairlines, text, and the
// effects that draw their subtree in a group. Control parts draw in their control's folder
// (`Controls/ControlPartDrawing.swift`).

extension ShapeNode: DrawingNode {
    /// Each paint in order: a fill of the outline, or the area a stroke covers.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let painted = paintedPaths(in: frame)
        guard paints.contains(where: { !$0.shadows.isEmpty || $0.blendMode != .normal }) else {
            return painted.map { .shape(path: $0.0, fill: $0.1, frame: frame) }
        }
        return zip(painted, paints).map { path, paint in
            let item = ShadowStyle.items(
                .shape(path: path.0, fill: path.1, frame: frame), painting: path.0, with: paint.shadows, node: node)
            return paint.blendMode == .normal ? item : .group(DrawGroup(node: node, blendMode: paint.blendMode, items: [item]))
        }
    }
}

extension DividerNode: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.rule(frame: frame, axis: axis)]
    }
}

extension DecorationNode: DrawingNode {
    /// A background is painted before its view, an overlay after it; a mask's alpha multiplies
    /// the view's.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.tree[node].children
        guard children.count == 2 else { return builder.children(of: node) }
        let primary = builder.items(of: children[0]), secondary = builder.items(of: children[1])
        switch role {
        case .background: return secondary + primary
        case .overlay: return primary + secondary
        case .mask: return [.group(DrawGroup(node: node, mask: secondary, items: primary))]
        }
    }
}

extension Hidden: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] { [] }
}

extension Opacity: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        guard opacity > 0 else { return [] }
        return [.group(DrawGroup(node: node, opacity: opacity, items: builder.children(of: node)))]
    }
}

extension ClipEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.group(DrawGroup(node: node, clip: clipPath(in: frame), items: builder.children(of: node)))]
    }
}

extension ScrollViewNode: DrawingNode {
    /// The content, clipped to the viewport unless `scrollClipDisabled`.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let clip = clipsContent ? Path(visibleRect(node, frame: frame, builder.engine)) : nil
        return [.group(DrawGroup(node: node, clip: clip, items: builder.children(of: node)))]
    }
}

extension TransformEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let transform = transform(in: builder.engine.exactFrames[node] ?? frame)
        return [.group(DrawGroup(node: node, transform: transform, items: builder.children(of: node)))]
    }
}

extension BlurEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.group(DrawGroup(node: node, blur: radius, items: builder.children(of: node)))]
    }
}

extension TextInputNode: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        drawItems(in: frame, node: node)
    }
}

extension TextNode: DrawingNode {
    /// The lines the text shows as placed, each in its own frame when `multilineTextAlignment`
    /// moves them (the renderers start every line of one item at the item's leading edge).
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let proposal = builder.engine.placedProposals[node] ?? ProposedViewSize(frame.size)
        let result = lines(for: proposal)
        var text = TextDrawing(lines: result.lines, font: font.shrunk(to: result.scale), color: color ?? .primary)
        text.lineWidths = result.lineWidths
        text.cutMark = result.cutMark
        text.isUnderlined = self.text.runs.contains(where: \.isUnderlined)
        text.isStruckThrough = self.text.runs.contains(where: \.isStruckThrough)
        text.isRedacted = isRedacted
        // Lines a baseline's pitch apart (the line height and any spacing between lines).
        if result.lines.count > 1 { text.linePitch = (result.lastBaseline - result.firstBaseline) / CGFloat(result.lines.count - 1) }
        guard result.lines.count > 1, result.lineOffsets.contains(where: { $0 != 0 }), result.lineOffsets.count == result.lines.count else {
            return [.text(text, frame: frame)]
        }
        return result.lines.indices.map { index in
            let box = text.lineBox(index, in: frame)
            var line = text
            line.lines = [result.lines[index]]
            line.linePitch = nil
            line.cutMark = text.cutMark.flatMap { $0.line == index ? TextCutMark(line: 0, offset: $0.offset, kerning: $0.kerning) : nil }
            let width = index < result.lineWidths.count ? result.lineWidths[index] : frame.width
            line.lineWidths = [width]
            return .text(
                line,
                frame: CGRect(
                    x: frame.minX + result.lineOffsets[index], y: box.top, width: width, height: box.height))
        }
    }
}
