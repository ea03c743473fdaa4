import Foundation

extension GraphicsContext {
    /// A text prepared for drawing with the canvas's environment (font, foreground), as SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: StyledText
        let options: TextLayoutOptions
        /// The text's own colour (`foregroundColor` on the text), if any.
        let color: Color?
        let layouts: TextLayoutMemo
        /// What fills the text's uncoloured runs (the foreground at first).
        public var shading: Shading = .foreground

        /// The size of the text laid out in `size` (its lines wrapped to the width).
        public func measure(in size: CGSize) -> CGSize { lines(for: ProposedViewSize(size)).size }

        /// The first line's baseline, from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { lines(for: ProposedViewSize(size)).firstBaseline }

        /// The last line's baseline, from the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { lines(for: ProposedViewSize(size)).lastBaseline }

        /// The text laid out for `proposal`, as a `Text` view lays it out.
        func lines(for proposal: ProposedViewSize) -> TextLayoutResult {
            TextLayout(layouts).layout(TextLayoutRequest(width: proposal.width, height: proposal.height, options: options))
        }
    }

    /// An image prepared for drawing with the canvas's environment, as SwiftUI's
    /// `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let node: ImageNode
        /// The image's size (a symbol's at the environment's font).
        public var size: CGSize { node.naturalSize }
        /// The distance from the image's top to its baseline.
        public var baseline: CGFloat { node.naturalSize.height - node.descent }
        /// What fills a template image (the foreground at first; `nil` for others).
        public var shading: Shading?
    }

    /// A view of the canvas's symbols, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let symbol: CanvasRecording.Symbol
        /// The size the layout gave the view (its ideal size).
        public var size: CGSize { symbol.frame.size }
    }

    /// `text` with the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let (styled, options, color, problems) = text.styled(in: environment)
        for problem in problems { self.problem(problem) }
        return ResolvedText(text: styled, options: options, color: color, layouts: TextLayoutMemo(PreparedText(styled)))
    }

    /// `image` with the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let (node, problems) = image.node(in: environment)
        for problem in problems { self.problem(problem) }
        return ResolvedImage(node: node, shading: node.isTemplate ? .foreground : nil)
    }

    /// The view among the canvas's symbols tagged `id`, if any.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)].map { ResolvedSymbol(symbol: $0) }
    }

    /// Draws `text` laid out in `rect`'s size from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard checked(rect, "draw(_:in:)") else { return }
        let result = text.lines(for: ProposedViewSize(rect.size))
        draw(text, result, in: CGRect(origin: rect.origin, size: result.size))
    }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let result = text.lines(for: .unspecified)
        let origin = CGPoint(x: point.x - anchor.x * result.size.width, y: point.y - anchor.y * result.size.height)
        guard checked(CGRect(origin: origin, size: result.size), "draw(_:at:anchor:)") else { return }
        draw(text, result, in: CGRect(origin: origin, size: result.size))
    }

    /// Draws `text` laid out in `rect`'s size from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// The lines of `result`, each in its own frame, in the text's colour.
    private func draw(_ text: ResolvedText, _ result: TextLayoutResult, in frame: CGRect) {
        let color =
            text.color ?? text.shading.fill(in: frame, environment).representativeColor
        let font = (text.text.runs.first?.font ?? .body).shrunk(to: result.scale)
        var drawing = TextDrawing(lines: result.lines, font: font, color: color)
        drawing.lineWidths = result.lineWidths
        drawing.isUnderlined = text.text.runs.contains(where: \.isUnderlined)
        drawing.isStruckThrough = text.text.runs.contains(where: \.isStruckThrough)
        guard result.lines.count > 1, result.lineOffsets.count == result.lines.count else {
            return append(.items([.text(drawing, frame: frame)]))
        }
        let lineHeight = frame.height / CGFloat(result.lines.count)
        append(
            .items(
                result.lines.indices.map { index in
                    var line = drawing
                    line.lines = [result.lines[index]]
                    let width = index < result.lineWidths.count ? result.lineWidths[index] : frame.width
                    line.lineWidths = [width]
                    let lineFrame = CGRect(
                        x: frame.minX + result.lineOffsets[index], y: frame.minY + CGFloat(index) * lineHeight, width: width,
                        height: lineHeight)
                    return .text(line, frame: lineFrame)
                }))
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard checked(rect, "draw(_:in:style:)") else { return }
        var node = image.node
        if let shading = image.shading { node.foreground = shading.fill(in: rect, environment).representativeColor }
        append(.image(node, rect))
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(
            image,
            in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws the symbol's view with its `anchor` at `point`, at its size.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(
            symbol,
            in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws the symbol's view at `rect`'s top-leading corner (at its own size: Tesselate does
    /// not stretch a view to `rect`).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard checked(rect, "draw(_:in:)") else { return }
        let placed = symbol.symbol.frame.origin
        append(.symbol(symbol.symbol.node, offset: CGPoint(x: rect.minX - placed.x, y: rect.minY - placed.y)))
    }
}
