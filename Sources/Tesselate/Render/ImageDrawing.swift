import Foundation

/// The fill of an image's placeholder that is drawn in its own colours (iOS's `systemGray5`).
let imagePlaceholderColor = Color(red: 229 / 255.0, green: 229 / 255.0, blue: 234 / 255.0)

extension ImageNode: DrawingNode {
    /// A symbol is drawn as Tesselate's drawing of it (``SymbolGlyphs``; a rounded square for a
    /// name with none) in its glyph's ink rectangle, stretched with its frame, in its foreground
    /// colour. Tesselate has no pictures: an asset is drawn as a light grey box labelled with its
    /// name, centred, in the secondary colour (a template asset: a box of its foreground colour at 25%).
    /// Both are clipped to the frame.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] { items(node, frame: frame) }
}

extension ImageNode {
    /// The items of ``drawItems(_:frame:_:)``, which a canvas draws too.
    nonisolated func items(_ node: NodeIndex, frame: CGRect) -> [DrawItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        if isSymbol, let glyphInk = symbolInk, naturalSize.width > 0, naturalSize.height > 0 {
            let sx = frame.width / naturalSize.width, sy = frame.height / naturalSize.height
            let ink = CGRect(
                x: frame.minX + glyphInk.minX * sx, y: frame.minY + glyphInk.minY * sy, width: glyphInk.width * sx,
                height: glyphInk.height * sy)
            let items = symbolItems(node, in: ink, lineWidth: naturalSize.height * sy * 0.095)
            return [.group(DrawGroup(node: node, clip: Path(frame), items: items))]
        }
        let fill = isTemplate ? foreground.opacity(0.25) : imagePlaceholderColor
        let box = DrawItem.shape(
            path: Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) * 0.1),
            fill: .color(fill), frame: frame)
        let fontSize = max(1, min(11, frame.height * 0.6))
        var label = TextDrawing(lines: [image.name], font: .system(size: fontSize), color: isTemplate ? foreground : .secondary)
        let lineHeight = fontSize * 2444 / 2048
        // Centred in the box (a name wider than the box starts at its leading edge and is cut).
        let labelWidth = min(TextMetrics(font: label.font).width(of: image.name), max(0, frame.width - 4))
        label.lineWidths = [labelWidth]
        let labelFrame = CGRect(x: frame.midX - labelWidth / 2, y: frame.midY - lineHeight / 2, width: labelWidth, height: lineHeight)
        return [.group(DrawGroup(node: node, clip: Path(frame), items: [box, .text(label, frame: labelFrame)]))]
    }

    /// The items drawing the symbol's glyph in `ink`.
    private nonisolated func symbolItems(_ node: NodeIndex, in ink: CGRect, lineWidth: CGFloat) -> [DrawItem] {
        let width = max(lineWidth, 0.5)
        let glyph = SymbolGlyphs.glyph(named: image.name, in: ink, lineWidth: width) ?? SymbolGlyphs.neutral(in: ink, lineWidth: width)
        var items: [DrawItem] = []
        if !glyph.fill.isEmpty { items.append(.shape(path: glyph.fill, fill: .color(foreground), frame: ink)) }
        if !glyph.stroke.isEmpty {
            items.append(.shape(path: glyph.stroke.strokedPath(SymbolGlyphs.roundStyle(width)), fill: .color(foreground), frame: ink))
        }
        guard !glyph.knockout.isEmpty else { return items }
        // The inner glyph of a filled container is cut out of it.
        let cut = DrawGroup(node: node, blendMode: .destinationOut, items: [.shape(path: glyph.knockout, fill: .color(.black), frame: ink)])
        return [.group(DrawGroup(node: node, isolated: true, items: items + [.group(cut)]))]
    }
}
