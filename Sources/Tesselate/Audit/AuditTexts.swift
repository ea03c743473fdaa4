import Foundation

/// The audit's rules about texts: truncated, clipped, overlapping and low-contrast texts.
extension Auditor {
    /// A text as painted: its node, its place in painting order, its drawing and the part of its
    /// frame its clips leave.
    struct PaintedText {
        var node: Int
        var order: Int
        var drawing: TextDrawing
        var visible: CGRect
    }

    mutating func auditTexts() {
        var painted: [PaintedText] = []
        for node in nodes where snapshot.tree[node].behavior is TextNode {
            guard let frame = shownFrame(node), let content = snapshot.text(of: node) else { continue }
            if snapshot.isTruncated(node) == true, let proposal = snapshot.placedProposal(of: node),
                let text = snapshot.tree[node].behavior as? TextNode
            {
                let shown = text.lines(for: proposal).lines.joined(separator: " ")
                report(.truncatedText, node, "\(quoted(content)) is truncated: it shows \(quoted(shown)) in \(Self.size(frame))")
            }
            guard let (order, drawing) = painting.text(of: node), !painting.isTransformed(node), painting.opacity(of: node) > 0,
                !drawing.isRedacted
            else { continue }
            guard let inViewport = painting.visibleRect(of: node, clippedBy: [.viewport]), inViewport.hasArea else { continue }
            if let inClip = painting.visibleRect(of: node, clippedBy: [.explicit]), frame.hasArea,
                inClip.width < frame.width - 0.5 || inClip.height < frame.height - 0.5
            {
                let clipper = painting.clipChain(of: node).first { painting.clipKind($0.clipper) == .explicit }?.clipper
                report(
                    .clippedText, node,
                    "\(quoted(content)) is cut off: \(Self.size(inClip)) of its \(Self.size(frame)) shows inside the clip of "
                        + (clipper.map { snapshot.path(to: $0) } ?? "a container"))
            }
            guard let visible = painting.visibleRect(of: node, clippedBy: [.viewport, .explicit, .own]), visible.hasArea else { continue }
            painted.append(PaintedText(node: node, order: order, drawing: drawing, visible: visible))
        }
        auditOverlaps(painted)
        for text in painted { auditContrast(text) }
    }

    /// Texts whose visible parts overlap by more than half a point both ways, with nothing
    /// opaque painted between them over the overlap: reported on the one painted later (on top).
    private mutating func auditOverlaps(_ texts: [PaintedText]) {
        let byTop = texts.sorted { $0.visible.minY < $1.visible.minY || ($0.visible.minY == $1.visible.minY && $0.order < $1.order) }
        for (index, first) in byTop.enumerated() {
            for second in byTop[(index + 1)...] {
                if second.visible.minY >= first.visible.maxY - 0.5 { break }
                let overlap = first.visible.intersection(second.visible)
                guard !overlap.isNull, overlap.width > 0.5, overlap.height > 0.5 else { continue }
                // Content scrolls under the views fixed over its scroll view (bars, floating
                // buttons) by design: only texts that move together are judged.
                guard painting.scrollView(of: first.node) == painting.scrollView(of: second.node) else { continue }
                let (below, above) = first.order < second.order ? (first, second) : (second, first)
                let centre = CGPoint(x: overlap.midX, y: overlap.midY)
                guard !painting.isCovered(centre, between: below.order, and: above.order) else { continue }
                report(
                    .overlappingText, above.node,
                    "\(quoted(snapshot.text(of: above.node) ?? "")) is drawn over \(quoted(snapshot.text(of: below.node) ?? "")) "
                        + "(\(snapshot.path(to: below.node))): they overlap by \(Self.size(overlap))")
            }
        }
    }

    /// A text whose colour, composited over what is painted behind its centre, is below WCAG
    /// 2.1 AA's contrast for its size.
    private mutating func auditContrast(_ text: PaintedText) {
        guard !text.drawing.lines.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return }
        // WCAG exempts the text of an inactive (disabled) user interface component.
        guard !painting.ancestry(text.node).contains(where: { snapshot.control(of: $0)?.isEnabled == false }) else { return }
        let centre = CGPoint(x: text.visible.midX, y: text.visible.midY)
        guard let background = painting.background(at: centre, below: text.order) else { return }
        let opacity = painting.opacity(of: text.node)
        let foreground = ContrastRule.composite(text.drawing.color, opacity: opacity, over: background)
        let ratio = ContrastRule.ratio(foreground, background)
        let isLarge = ContrastRule.isLarge(size: text.drawing.fontSize, weight: text.drawing.weight)
        let minimum = isLarge ? ContrastRule.largeMinimum : ContrastRule.normalMinimum
        guard ratio < minimum else { return }
        report(
            .lowContrast, text.node,
            "\(quoted(snapshot.text(of: text.node) ?? "")) has contrast \(Self.decimal(ratio)):1 (\(Self.colour(foreground)) on "
                + "\(Self.colour(background))); WCAG 2.1 AA needs \(Self.decimal(minimum)):1 for "
                + "\(isLarge ? "large" : "normal") text (\(formatNumber(text.drawing.fontSize)) pt, weight \(text.drawing.weight))")
    }

    /// An opaque colour as `rgb(0.60, 0.60, 0.60)`.
    static func colour(_ color: Color) -> String {
        "rgb(\(decimal(color.red)), \(decimal(color.green)), \(decimal(color.blue)))"
    }
}

extension CGRect {
    /// Whether the rectangle covers some area (both sides longer than zero).
    var hasArea: Bool { !isNull && width > 0 && height > 0 }
}
