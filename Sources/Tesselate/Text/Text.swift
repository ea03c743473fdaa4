import Foundation

/// A view that displays read-only text, as SwiftUI's `Text`.
///
/// Offered its ideal size (`nil`), text takes one line per paragraph. Offered a width, it wraps at
/// word boundaries (between any two CJK characters) and takes the width of its longest line;
/// limited in lines (`lineLimit(_:)` or the offered height) it ends its last line with "…".
/// Sizes are rounded up to whole pixels. Metrics: ``TextMetrics``.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    public typealias Body = Never

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text showing `content` as it is, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) { self.content = content }

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let environment = context.environment
        var font = environment.font ?? .body
        if !(font.size > 0) || !font.size.isFinite {
            resolver.report(.warning, "Text \"\(content.prefix(20))\": invalid font size \(formatNumber(font.size)); the body size, 17, is used", context)
            font.size = Font.body.size
        }
        let node = TextNode(content: content, font: font, lineLimit: environment.lineLimit, scale: environment.displayScale)
        nodes.append(resolver.makeNode(node, context))
    }
}

struct TextNode: NodeBehavior {
    var content: String
    var font: Font
    var lineLimit: Int?
    var scale: CGFloat

    var kindName: String { "Text" }

    var dumpAttributes: [String] {
        var attributes = [quoted(content)]
        if font != .body { attributes.append("font: \(font)") }
        if let lineLimit { attributes.append("lineLimit: \(lineLimit)") }
        return attributes
    }

    /// The lines shown, when they are not simply the content on one line.
    func placedDetails(_ proposal: ProposedViewSize) -> [String] {
        let shown = lines(for: proposal).lines
        return shown == [content] ? [] : ["shows: " + shown.map(quoted).joined(separator: " ⏎ ")]
    }

    var ownExplicitKeys: [AlignmentKey] { [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key] }

    var layout: TextLayout { TextLayout(metrics: TextMetrics(font: font), scale: scale) }

    /// The lines shown for `proposal`.
    func lines(for proposal: ProposedViewSize) -> TextLayout.Result {
        var maxLines = lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = max(1, Int((height + 0.001) / TextMetrics(font: font).lineHeight))
            maxLines = min(maxLines ?? .max, fitting)
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return layout.layout(content, width: width, maxLines: maxLines)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        lines(for: proposal).size
    }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGFloat? {
        let metrics = TextMetrics(font: font)
        if key == VerticalAlignment.firstTextBaseline.key { return metrics.ascender }
        if key == VerticalAlignment.lastTextBaseline.key {
            return CGFloat(lines(for: proposal).lines.count - 1) * metrics.lineHeight + metrics.ascender
        }
        return nil
    }
}

/// `text` in double quotes, escaped, shortened to 60 characters.
func quoted(_ text: String) -> String {
    var shown = text.prefix(60).replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    if text.count > 60 { shown += "…(\(text.count) characters)" }
    return "\"\(shown)\""
}
