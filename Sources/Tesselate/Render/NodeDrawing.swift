import Foundation

// What each drawing node draws (``DrawingNode``): shapes and colours, hairlines, control parts,
// text, and the effects that draw their subtree in a group.

extension ShapeNode: DrawingNode {
    /// Each paint in order: a fill of the outline, or the area a stroke covers.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let painted = paintedPaths(in: frame)
        guard paints.contains(where: { !$0.shadows.isEmpty }) else { return painted.map { .shape(path: $0.0, fill: $0.1, frame: frame) } }
        return zip(painted, paints).map { path, paint in
            ShadowStyle.items(.shape(path: path.0, fill: path.1, frame: frame), painting: path.0, with: paint.shadows, node: node)
        }
    }
}

extension DividerNode: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.rule(frame: frame, axis: axis)]
    }
}

extension ControlGlyphNode: DrawingNode {
    /// A capsule in iOS's control grey; a chevron is its glyph; a switch is green when on, with a
    /// white knob (2 points inside the track) on the side of its state.
    ///
    /// Measured on recordings: a switch's track is drawn 2 points towards the trailing side of
    /// its frame, as `UISwitch` draws outside its alignment rectangle (iOS 17.5–18.2,
    /// HymnalDreamTeam/Hymns-iOS's toggle row, and iOS 26.1, home-assistant/iOS's switches: both
    /// end 2 points past the row's content); an iOS 26 switch that is off and a list row's
    /// chevron are the tertiary label colour (197, 197, 199 on white), the chevron's ink 6.667 ×
    /// 11 points centred in its frame (iOS 26.1, home-assistant/iOS's navigation links).
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        if name == "Chevron" {
            // Two chevrons, up over down, in an 8 × 11.667 box; or one pointing forward.
            let ink =
                isUpDown
                ? CGRect(x: frame.midX - 4, y: frame.midY - 35.0 / 6, width: 8, height: 35.0 / 3)
                : CGRect(x: frame.midX - 10 / 3, y: frame.midY - 5.5, width: 20 / 3, height: 11)
            let lineWidth = isUpDown ? 1.6 : 1.9
            guard
                let glyph = SymbolGlyphs.glyph(named: isUpDown ? "chevron.up.chevron.down" : "chevron.right", in: ink, lineWidth: lineWidth)
            else { return [] }
            let color = isUpDown ? HierarchicalShapeStyle.secondary.labelColor : HierarchicalShapeStyle.tertiary.labelColor
            return [.shape(path: glyph.stroke.strokedPath(SymbolGlyphs.roundStyle(lineWidth)), fill: .color(color), frame: ink)]
        }
        if name == "StepperSegments" { return stepperItems(frame) }
        let isSwitch = isOn != nil
        let frame = isSwitch ? frame.offsetBy(dx: isRightToLeft ? -2 : 2, dy: 0) : frame
        let track = Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2)
        guard let isOn else { return [.shape(path: track, fill: .color(controlGlyphColor), frame: frame)] }
        let diameter = max(0, frame.height - 4)
        let knob = CGRect(x: isOn ? frame.maxX - 2 - diameter : frame.minX + 2, y: frame.minY + 2, width: diameter, height: diameter)
        let off = os >= .iOS26 ? HierarchicalShapeStyle.tertiary.labelColor : controlGlyphColor
        return [
            .shape(path: track, fill: .color(isOn ? switchOnColor : off), frame: frame),
            .shape(path: Path(ellipseIn: knob), fill: .color(.white), frame: knob),
        ]
    }
}

extension ControlGlyphNode {
    /// A stepper's two segments: the grey capsule, a divider between the halves (a third of a
    /// point's line in the separator colour, 18 points tall) and a minus and a plus, 14 points
    /// wide and 2 thick, in the label colour, centred in their halves (drawing only: no layout
    /// depends on it; not measured).
    func stepperItems(_ frame: CGRect) -> [DrawItem] {
        let track = Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 4)
        let divider = CGRect(x: frame.midX - 0.5, y: frame.midY - 9, width: 1, height: 18)
        let arm: CGFloat = 7, thickness: CGFloat = 2
        let minus = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY), plus = CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY)
        var signs = Path()
        signs.addRect(CGRect(x: minus.x - arm, y: minus.y - thickness / 2, width: 2 * arm, height: thickness))
        signs.addRect(CGRect(x: plus.x - arm, y: plus.y - thickness / 2, width: 2 * arm, height: thickness))
        signs.addRect(CGRect(x: plus.x - thickness / 2, y: plus.y - arm, width: thickness, height: 2 * arm))
        return [
            .shape(path: track, fill: .color(controlGlyphColor), frame: frame),
            .shape(path: Path(divider), fill: .color(separatorColor), frame: divider),
            .shape(path: signs, fill: .color(.primary), frame: frame),
        ]
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
    /// The content, clipped to the viewport.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.group(DrawGroup(node: node, clip: Path(visibleRect(node, frame: frame, builder.engine)), items: builder.children(of: node)))]
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
        var text = TextDrawing(lines: result.lines, font: font, color: color ?? .primary)
        text.lineWidths = result.lineWidths
        text.isUnderlined = self.text.runs.contains(where: \.isUnderlined)
        text.isStruckThrough = self.text.runs.contains(where: \.isStruckThrough)
        text.isRedacted = isRedacted
        guard result.lines.count > 1, result.lineOffsets.contains(where: { $0 != 0 }), result.lineOffsets.count == result.lines.count else {
            return [.text(text, frame: frame)]
        }
        let lineHeight = frame.height / CGFloat(result.lines.count)
        return result.lines.indices.map { index in
            var line = text
            line.lines = [result.lines[index]]
            let width = index < result.lineWidths.count ? result.lineWidths[index] : frame.width
            line.lineWidths = [width]
            return .text(
                line,
                frame: CGRect(
                    x: frame.minX + result.lineOffsets[index], y: frame.minY + CGFloat(index) * lineHeight,
                    width: width, height: lineHeight))
        }
    }
}
