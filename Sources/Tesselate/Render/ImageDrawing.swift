import Foundation

/// The fill of an image's placeholder that is drawn in its own colours (iOS's `systemGray5`).
let imagePlaceholderColor = Color(red: 229 / 255.0, green: 229 / 255.0, blue: 234 / 255.0)

extension ImageNode: DrawingNode {
    /// Tesselate has no pictures: an image is drawn as a box labelled with its name, clipped to its
    /// frame. A template image (a symbol) is a box of its foreground colour at 25% with the name in
    /// that colour; an asset is a light grey box with the name in the secondary colour.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let fill = isTemplate ? foreground.opacity(0.25) : imagePlaceholderColor
        let box = DrawItem.shape(
            path: Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) * 0.1),
            fill: .color(fill), frame: frame)
        let fontSize = max(1, min(11, frame.height * 0.6))
        let label = TextDrawing(lines: [image.name], font: .system(size: fontSize), color: isTemplate ? foreground : .secondary)
        let lineHeight = fontSize * 2444 / 2048
        let labelFrame = CGRect(x: frame.minX + 2, y: frame.midY - lineHeight / 2, width: max(0, frame.width - 4), height: lineHeight)
        return [.group(DrawGroup(node: node, clip: Path(frame), items: [box, .text(label, frame: labelFrame)]))]
    }
}
