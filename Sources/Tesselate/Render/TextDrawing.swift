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

    /// Text of `lines` in `font` and `color`.
    init(lines: [String], font: Font, color: Color) {
        self.lines = lines
        fontSize = font.size
        self.font = font
        isMonospaced = font.design == .monospaced
        weight = 100 * (font.weight.rawValue + 1)
        self.color = color
    }
}
