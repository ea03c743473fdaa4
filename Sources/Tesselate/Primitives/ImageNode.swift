import Foundation

/// An image in the resolved tree: its natural size, and whether it resizes.
struct ImageNode: NodeBehavior {
    var image: Image
    /// The asset's registered size or the symbol's size for its font and scale.
    var naturalSize: CGSize
    /// Whether it is drawn in the foreground colour (symbols, `renderingMode(.template)`).
    var isTemplate: Bool
    var foreground: Color
    var symbolMode: SymbolRenderingMode?
    /// How far a symbol's frame reaches below its text baseline (0 for assets: their baseline is
    /// their bottom edge, as in SwiftUI).
    var descent: CGFloat
    /// Where a symbol's glyph puts ink in its natural frame (`SymbolMetrics`); `nil` for assets.
    var symbolInk: CGRect? = nil

    var kindName: String { "Image" }

    nonisolated var isSymbol: Bool {
        if case .symbol = image.source { return true }
        return false
    }

    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute]
        switch image.source {
        case .symbol(let name): attributes = [DumpAttribute("systemName", quoted(name))]
        case .picture(let name, let size):
            attributes = [DumpAttribute(quoted(name)), DumpAttribute("size", "\(formatNumber(size.width))×\(formatNumber(size.height))")]
        case .asset(let name, let label):
            attributes = [DumpAttribute(quoted(name))]
            if label == nil {
                attributes.append(DumpAttribute("decorative"))
            } else if label != name, let label {
                attributes.append(DumpAttribute("label", quoted(label)))
            }
        }
        if let resizing = image.resizing {
            var value = "resizable"
            if resizing.capInsets != EdgeInsets() {
                let insets = resizing.capInsets
                value +=
                    "(capInsets: \(formatNumber(insets.top)), \(formatNumber(insets.leading)), \(formatNumber(insets.bottom)), \(formatNumber(insets.trailing)))"
            }
            if resizing.mode == .tile { value += " tile" }
            attributes.append(DumpAttribute(value))
        }
        if let mode = image.renderingMode { attributes.append(DumpAttribute("renderingMode", ".\(mode)")) }
        if let tint = image.tintColor { attributes.append(DumpAttribute("tint", tint.description)) }
        if let symbolMode { attributes.append(DumpAttribute("symbolRenderingMode", ".\(symbolMode)")) }
        if let interpolation = image.interpolation { attributes.append(DumpAttribute("interpolation", ".\(interpolation)")) }
        if !image.isAntialiased { attributes.append(DumpAttribute("antialiased", "false")) }
        return attributes
    }

    /// A symbol's baselines are above its bottom edge by its descent.
    var ownExplicitKeys: [AlignmentKey] {
        isSymbol ? [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key] : []
    }

    /// Not resizable: the natural size, whatever the proposal. Resizable: the proposal, with the
    /// natural size along `nil` dimensions.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        guard image.resizing != nil else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    /// An ordinary view's spacing, except that a symbol puts no zero in the text categories: a
    /// text under `HStack { Text(…); Image(systemName: "chevron.down") }` is the texts' line gap
    /// below it, not a view's distance to a text (iOS 26.1: `"This is a header"` and the body line
    /// under it are 21.333 apart at medium size, home-assistant/iOS's CollapsibleViewTests).
    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        var spacing = ViewSpacing()
        if isSymbol { spacing.plainTextEdges = [] }
        return spacing
    }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        guard isSymbol, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let scale = naturalSize.height > 0 ? size.height / naturalSize.height : 1
        return size.height - descent * scale
    }
}
