import Foundation

/// The node of a `Text`: lays its text out for each proposal (`TextLayout`), gives its first
/// and last baselines, and the font-derived spacing SwiftUI gives text (``TextSpacing``).
struct TextNode: NodeBehavior {
    let text: StyledText
    let options: TextLayoutOptions
    /// The text prepared, and the layouts made of it.
    let layouts: TextLayoutMemo
    /// The colour it is drawn in (`Text.foregroundColor`, else the environment's), if set.
    var color: Color? {
        get { colorBox?.value }
        set { colorBox = TextNode.boxed(newValue) }
    }
    /// `color`, boxed: most texts have none, and an optional colour is six words in every text
    /// node (the node's own box then fits a smaller size class).
    private var colorBox: Boxed<Color>?

    /// `if let`, not `Optional.map` with a closure: main-actor code pays an isolation check per
    /// closure call (Architecture.md, "Performance").
    private static func boxed(_ color: Color?) -> Boxed<Color>? {
        if let color { return Boxed(color) }
        return nil
    }
    /// Drawn as placeholder boxes (`redacted(reason:)`).
    var isRedacted = false
    /// `textSelection(.enabled)` around it.
    var allowsSelection = false

    /// A text node; `layouts` is the text's preparation and layouts, when a host keeps them.
    init(text: StyledText, options: TextLayoutOptions, color: Color? = nil, layouts: TextLayoutMemo? = nil) {
        self.text = text
        self.options = options
        colorBox = TextNode.boxed(color)
        self.layouts = layouts ?? TextLayoutMemo(PreparedText(text))
    }

    /// The whole string.
    var content: String { text.string }
    /// The font of the first run.
    var font: Font { text.runs.first?.font ?? .body }

    var kindName: String { "Text" }

    var dumpAttributes: [DumpAttribute] {
        var attributes = [DumpAttribute(quoted(content))]
        let fonts = Set(text.runs.map(\.font))
        if fonts.count == 1, font != .body { attributes.append(DumpAttribute("font", "\(font)")) }
        if fonts.count > 1 { attributes.append(DumpAttribute("fonts", text.runs.map { "\($0.font)" }.joined(separator: " + "))) }
        if let lineLimit = options.lineLimit {
            attributes.append(DumpAttribute("lineLimit", options.minimumLines.map { "\($0)...\(lineLimit)" } ?? "\(lineLimit)"))
        } else if let minimum = options.minimumLines {
            attributes.append(DumpAttribute("lineLimit", "\(minimum)..."))
        }
        if options.truncationMode != .tail { attributes.append(DumpAttribute("truncationMode", ".\(options.truncationMode)")) }
        if options.alignment != .leading { attributes.append(DumpAttribute("multilineTextAlignment", ".\(options.alignment)")) }
        if options.lineSpacing != 0 { attributes.append(DumpAttribute("lineSpacing", formatNumber(options.lineSpacing))) }
        if options.minimumScaleFactor != 1 {
            attributes.append(DumpAttribute("minimumScaleFactor", formatNumber(options.minimumScaleFactor)))
        }
        if options.allowsTightening { attributes.append(DumpAttribute("allowsTightening")) }
        if text.runs.contains(where: \.isUnderlined) { attributes.append(DumpAttribute("underline")) }
        if text.runs.contains(where: \.isStruckThrough) { attributes.append(DumpAttribute("strikethrough")) }
        if let offset = text.runs.first(where: { $0.baselineOffset != 0 })?.baselineOffset {
            attributes.append(DumpAttribute("baselineOffset", formatNumber(offset)))
        }
        for link in Set(text.runs.compactMap(\.link)).sorted(by: { $0.absoluteString < $1.absoluteString }) {
            attributes.append(DumpAttribute("link", quoted(link.absoluteString)))
        }
        if isRedacted { attributes.append(DumpAttribute("redacted")) }
        if allowsSelection { attributes.append(DumpAttribute("textSelection")) }
        return attributes
    }

    /// The lines shown, when they are not simply the content on one line, and any scaling.
    func placedDetails(_ proposal: ProposedViewSize) -> [DumpAttribute] {
        let result = lines(for: proposal)
        var details: [DumpAttribute] = []
        if result.lines != [content] { details.append(DumpAttribute("shows", result.lines.map(quoted).joined(separator: " ⏎ "))) }
        if result.scale != 1 { details.append(DumpAttribute("scale", formatNumber(result.scale))) }
        if result.tightening != 1 { details.append(DumpAttribute("tightened")) }
        return details
    }

    var ownExplicitKeys: [AlignmentKey] { AlignmentKey.textBaselines }

    /// The layout for `proposal`.
    func lines(for proposal: ProposedViewSize) -> TextLayoutResult { TextLayout(layouts).layout(request(for: proposal)) }

    private func request(for proposal: ProposedViewSize) -> TextLayoutRequest {
        TextLayoutRequest(width: proposal.width, height: proposal.height, options: options)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        lines(for: proposal).size
    }

    /// The size, and the heights that give the same layout (its baselines too): those allowing
    /// the same lines (see ``TextLayout/heights(sharing:at:)``).
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine, range: inout ProposalRange) -> CGSize {
        let request = request(for: proposal)
        let layout = TextLayout(layouts)
        let result = layout.layout(request)
        if let heights = layout.heights(sharing: result, at: request) { range.height = heights }
        return result.size
    }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        if key == VerticalAlignment.firstTextBaseline.key { return lines(for: proposal).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return lines(for: proposal).lastBaseline }
        return nil
    }

    /// A text answers 0 wide to 0 wide whatever height it is offered (``TextLayout``: a line
    /// wider than the width offered reports the width offered), unless it shrinks or tightens to
    /// fit (its widths are then another text's) or some line could round up to a pixel
    /// (``PreparedText/mostHeightWhenZeroWide(_:)``).
    func acrossWhenZero(along axis: Axis, _ node: NodeIndex, _ engine: LayoutEngine) -> CGFloat? {
        guard axis == .horizontal, !options.shrinks, !options.allowsTightening, !options.tracksTightBeforeTruncating else {
            return nil
        }
        return layouts.text.mostHeightWhenZeroWide(options)
    }

    var mayAnswerZeroUnasked: Bool { true }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        TextSpacing(fonts: layouts.text.fonts, pixelLength: 1 / options.displayScale).viewSpacing
    }
}
