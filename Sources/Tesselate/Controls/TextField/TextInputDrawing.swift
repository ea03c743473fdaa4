import Foundation

extension TextInputNode {
    /// What a text field or editor draws in `frame`: a `.roundedBorder` field's box (a light
    /// fill standing for UIKit's white field with its grey border), and its text, or its
    /// placeholder in grey when empty, inside the insets, aligned by `multilineTextAlignment`
    /// (one line for a field, wrapped lines for an editor or a vertical field), clipped to the
    /// control.
    /// The `.roundedBorder` field's fill: (240, 240, 240), and in the dark appearance the dark
    /// card colour (28, 28, 30) (**chosen**: no recording of a dark rounded-border field).
    static let roundedBorderFill = Color(
        0.94, 0.94, 0.94, 1, name: nil, darkVariant: Color.DarkVariant(color: Color(28 / 255, 28 / 255, 30 / 255, 1, name: nil)))

    func drawItems(in frame: CGRect, node: NodeIndex) -> [DrawItem] {
        var items: [DrawItem] = []
        if kind != .textEditor && style == .roundedBorder {
            items.append(.shape(path: Path(roundedRect: frame, cornerRadius: 5), fill: .color(Self.roundedBorderFill), frame: frame))
        }
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        let isPlaceholder = shownText.isEmpty && kind != .textEditor
        let string = isPlaceholder ? placeholder : shownText
        guard !string.isEmpty else { return items }
        let wraps = kind == .textEditor || axis == .vertical
        let result = layout(wraps ? string : string.replacingOccurrences(of: "\n", with: " "), width: inner.width, wraps: wraps)
        let lineHeight = TextMetrics(font: font).lineHeight
        let color = isPlaceholder ? Color.secondary : Color.primary
        var texts: [DrawItem] = []
        for (index, line) in result.lines.enumerated() {
            let width = index < result.lineWidths.count ? result.lineWidths[index] : inner.width
            let x: CGFloat
            switch options.alignment {
            case .leading: x = inner.minX
            case .center: x = inner.midX - width / 2
            case .trailing: x = inner.maxX - width
            }
            let lineFrame = CGRect(x: x, y: inner.minY + CGFloat(index) * lineHeight, width: width, height: lineHeight)
            texts.append(.text(TextDrawing(lines: [line], font: font, color: color), frame: lineFrame))
        }
        return items + [.group(DrawGroup(node: node, clip: Path(frame), items: texts))]
    }
}
