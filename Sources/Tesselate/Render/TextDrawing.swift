import Foundation

/// What the renderers need of a text: its lines, its font and its colour.
struct TextDrawing {
    var lines: [String]
    /// Each line's laid-out width, when known: a picture stretches the line to it, so the
    /// viewer's font takes the room SwiftUI's does.
    var lineWidths: [CGFloat] = []
    /// Where the layout put the "…" of a cut line, which is set where Core Text sets it.
    var cutMark: TextCutMark?
    var fontSize: CGFloat
    /// The font, which the PNG renderer measures each character in.
    var font: Font
    var isMonospaced: Bool
    /// The CSS weight, 100…900.
    var weight: Int
    var color: Color
    /// Lines through the text: `underline`, `strikethrough` (some of its runs have them).
    var isUnderlined = false
    var isStruckThrough = false
    /// Drawn as grey boxes of the lines' widths (`redacted(reason: .placeholder)`).
    var isRedacted = false
    /// The distance between consecutive lines' baselines as laid out (the line height and the
    /// spacing between lines); `nil`: the frame's height shared equally between the lines.
    var linePitch: CGFloat?

    /// Text of `lines` in `font` and `color`.
    init(lines: [String], font: Font, color: Color) {
        self.lines = lines
        fontSize = font.size
        self.font = font
        isMonospaced = font.design == .monospaced
        weight = 100 * (font.weight.rawValue + 1)
        self.color = color
    }

    /// The top and height of line `index`'s box in `frame`: ``linePitch`` apart, each a line
    /// tall (the frame less the pitches between the lines), or the frame shared equally.
    func lineBox(_ index: Int, in frame: CGRect) -> (top: CGFloat, height: CGFloat) {
        let count = CGFloat(max(lines.count, 1))
        guard let linePitch, lines.count > 1, linePitch.isFinite else {
            let height = frame.height / count
            return (frame.minY + CGFloat(index) * height, height)
        }
        return (frame.minY + CGFloat(index) * linePitch, max(0, frame.height - linePitch * (count - 1)))
    }
}
