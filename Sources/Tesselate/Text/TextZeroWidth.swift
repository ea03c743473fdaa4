import Foundation

/// What a text answers to a width of 0, known without laying it out.
///
/// Offered 0 wide, a text breaks after every grapheme that has width, and each line wider than
/// 1e-6 reports the width offered, 0 (``TextLayout``: so a text's least width is 0 and its
/// flexibility its one-line width). A line is 0 wide only when its graphemes are, and a cut line's
/// "…" does not fit, so it too reports 0. Only a line of a sliver, wider than 0 but not than
/// 1e-6, would round up to a pixel: a stack may take a text's answer to its 0 probe as 0 when
/// the text has none (``TextNode/acrossWhenZero(along:_:_:)``).
extension PreparedText {
    /// The least width a grapheme or a "…" has when it has one: far above 1e-6, so that neither
    /// rounding nor the line's offset in the text's running sum brings it to a sliver.
    private static let leastWidth: CGFloat = 1e-4
    /// The longest text (in points, one line) whose running sums are exact to a billionth of a
    /// point: a line of graphemes of no width is then narrower than any pixel.
    private static let longestRun: CGFloat = 4e6

    /// Whether every grapheme is 0 or at least ``leastWidth`` wide, both with the pair kerning
    /// before it (its `advances`) and without (set first on a line), every font's "…" at least
    /// that wide, every font's line finite, and the text shorter than ``longestRun``. Then every
    /// line a layout 0 wide makes is either wider than 1e-6 or of graphemes of no width (a wider
    /// one would have been broken off), and its width is 0.
    static func hasNoSlivers(_ advances: [CGFloat], _ kernBefore: [CGFloat], total: CGFloat, _ fonts: [TextMetrics]) -> Bool {
        guard total >= 0 && total <= longestRun else { return false }
        // Every font's lines a finite height too (what ``mostHeightWhenZeroWide(_:)`` bounds).
        for font in fonts where !(font.ellipsisAdvance >= leastWidth) || !(font.lineHeight >= 0 && font.lineHeight.isFinite) {
            return false
        }
        // `!(… >= …)`: a NaN is a sliver.
        for advance in advances where advance != 0 && !(advance >= leastWidth) { return false }
        for index in kernBefore.indices {
            let own = advances[index] - kernBefore[index]
            if own != 0 && !(own >= leastWidth) { return false }
        }
        return true
    }

    /// The most height a layout 0 wide takes, with `options`, when it is 0 wide whatever the
    /// height offered (the text has no slivers) and every height it can take is a valid answer
    /// (between 0 and far below ``LayoutEngine/maximumLength``): a grapheme a line, each as
    /// tall as the tallest font, and the lines `lineLimit` asks for at least. `nil` otherwise.
    func mostHeightWhenZeroWide(_ options: TextLayoutOptions) -> CGFloat? {
        guard hasNoSlivers, options.displayScale >= 1e-3, options.displayScale.isFinite else { return nil }
        let spacing = spaceBetweenLines(options)
        // Each line (and each line `minimumLines` adds) at least as tall as the space it saves:
        // the height is never below 0.
        guard spacing.isFinite, shortestLineHeight + spacing >= 0 else { return nil }
        let lines = CGFloat(count + 1) + CGFloat(max(0, options.minimumLines ?? 0))
        // One pixel more: sizes are rounded up to the pixel grid.
        let most = lines * (lineHeight + max(0, spacing)) + 1 / options.displayScale
        return most <= 1e12 ? most : nil
    }
}
