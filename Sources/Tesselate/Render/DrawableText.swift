import Foundation

/// A text node the renderers can draw: the lines it shows when placed with a proposal (wrapped,
/// truncated with "…"), exactly as its layout chose them.
///
/// `TextNode` is expected to conform (the text system owns that); until it does, the renderers
/// draw a text's whole string, one line per paragraph, cut at the text's frame.
protocol DrawableText {
    func drawnLines(for proposal: ProposedViewSize) -> [String]
    /// The text's colour (`foregroundColor`/`foregroundStyle`), or `nil` for `Color.primary`.
    /// Optional: the default is `nil`.
    var drawnColor: Color? { get }
}

extension DrawableText {
    var drawnColor: Color? { nil }
}

/// What the renderers need of a text: its lines, its font and its colour.
struct TextDrawing {
    var lines: [String]
    var fontSize: CGFloat
    var isMonospaced: Bool
    /// The CSS weight, 100…900.
    var weight: Int
    var color: Color

    /// The text to draw for `behavior` placed with `proposal`, or `nil` when it is not a text.
    /// (The one place the renderers read the text node.)
    @MainActor
    init?(_ behavior: any NodeBehavior, proposal: ProposedViewSize?) {
        guard behavior.kindName == "Text", let node = behavior as? TextNode else { return nil }
        let drawable = behavior as? any DrawableText
        if let drawable, let proposal {
            lines = drawable.drawnLines(for: proposal)
        } else {
            lines = node.content.components(separatedBy: "\n")
        }
        let font = node.font
        fontSize = font.size
        isMonospaced = font.design == .monospaced
        weight = 100 * (font.weight.rawValue + 1)
        color = drawable?.drawnColor ?? .primary
    }
}
