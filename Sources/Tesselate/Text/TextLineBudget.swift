import Foundation

/// How an offered height limits a text: by the number of lines that fit in it.
///
/// Lines are the line height apart plus `lineSpacing`, and at least one line is shown however
/// little height is offered (see ``TextLayout``). A text that is not shrunk to fit
/// (`minimumScaleFactor` 1) depends on the height only through this number, which is what lets
/// one layout answer a whole range of heights (``heights(sharing:at:)``).
extension TextLayout {
    /// The most lines for `request` at `scale`: the line limit, and the lines that fit in the
    /// height. Never fewer than one.
    func maxLines(_ request: TextLayoutRequest, scale: CGFloat) -> Int {
        maxLines(height: request.height, request.options, scale: scale, budget: request.lineBudget)
    }

    private func maxLines(height: CGFloat?, _ options: TextLayoutOptions, scale: CGFloat, budget: Int? = nil) -> Int {
        var limit = min(options.lineLimit ?? .max, budget ?? .max)
        if let height, height.isFinite {
            let spacing = text.spaceBetweenLines(options)
            let ratio = ((height + spacing + 1e-6) / (text.lineHeight * scale + spacing)).rounded(.down)
            // A huge or degenerate ratio (a height of 1e300, a zero line height) sets no limit.
            if ratio.isFinite && ratio < 1e9 { limit = min(limit, CheckedConversion.int(ratio, clampedTo: 1...Int.max)) }
        }
        return max(1, limit)
    }

    /// Whether `lines` lines at `scale` fit in `request`'s height (any number does without one):
    /// what a text that shrinks (`minimumScaleFactor`) fits besides its width. Measured: a
    /// one-line `.largeTitle` with `minimumScaleFactor(0.4)` offered 22.667 points of height is
    /// drawn at 0.55 of its size, and at 0.4 when offered 14.6 (iOS 17, BlockchainCommons/
    /// GordianSeedTool-iOS's seed names); text that does not shrink still shows a line.
    func linesFitHeight(_ lines: Int, _ request: TextLayoutRequest, scale: CGFloat) -> Bool {
        guard let height = request.height, height.isFinite else { return true }
        let spacing = text.spaceBetweenLines(request.options)
        return CGFloat(lines) * (text.lineHeight * scale + spacing) - spacing <= height + 1e-6
    }

    /// The most lines for `request` unshrunk (`.max`: no limit).
    func lineBudget(_ request: TextLayoutRequest) -> Int { maxLines(request, scale: 1) }

    /// The heights, around `request`'s, that give the layout `result` made for it: those
    /// allowing as many lines as its height does, or, when `result` shows all its lines unshrunk
    /// and untightened, those allowing at least that many; for a request without a height, those
    /// allowing all the lines it shows. `nil` for a text that shrinks (its scale depends on the
    /// height in other ways).
    ///
    /// The number of lines a height allows only grows with the height, so the heights giving a
    /// number in a range form a range; its ends are found from the line height and then checked
    /// (and moved inwards if rounding put them outside), so every height inside is exact.
    func heights(sharing result: TextLayoutResult, at request: TextLayoutRequest) -> ClosedRange<CGFloat>? {
        let options = request.options
        guard request.lineBudget == nil, !options.shrinks else { return nil }
        guard let height = request.height else {
            // No height: every line the text has (or its line limit). A height allowing that
            // many lines gives the same ones.
            return leastHeight(allowing: result.lineCount, atMost: .infinity, options).map { $0...CGFloat.infinity }
        }
        func budget(_ height: CGFloat) -> Int { maxLines(height: height, options, scale: 1) }
        let allowed = budget(height)
        let showsAll = !result.isTruncated && result.scale == 1 && result.tightening == 1
        let fewest = showsAll ? result.lineCount : allowed
        guard fewest <= allowed else { return nil }
        let spacing = text.spaceBetweenLines(options), pitch = text.lineHeight + spacing
        let low = leastHeight(allowing: fewest, atMost: height, options) ?? height
        // The most height allowing no more than `allowed` lines: any, once the line limit or
        // all the lines are reached.
        var high = CGFloat.infinity
        if !showsAll && allowed < options.lineLimit ?? .max {
            high = max(height, CGFloat(allowed + 1) * pitch - spacing - 1.5e-6)
            var steps = 0
            while high != height && budget(high) > allowed && steps < 4 { high = high.nextDown; steps += 1 }
            if !(high >= height) || (steps == 4 && budget(high) > allowed) { high = height }
        }
        return ClosedRange(uncheckedBounds: (low, high))
    }

    /// The least height, at most `cap`, allowing `lines` lines (0 for one: at least one line is
    /// always shown), or `nil` if rounding keeps it from being found.
    private func leastHeight(allowing lines: Int, atMost cap: CGFloat, _ options: TextLayoutOptions) -> CGFloat? {
        guard lines > 1 else { return 0 }
        func budget(_ height: CGFloat) -> Int { maxLines(height: height, options, scale: 1) }
        let spacing = text.spaceBetweenLines(options), pitch = text.lineHeight + spacing
        // Half the budget's tolerance (1e-6) inside the bound, so rounding cannot take it out.
        var low = min(cap, CGFloat(lines) * pitch - spacing - 0.5e-6)
        var steps = 0
        while budget(low) < lines && steps < 4 { low = low.nextUp; steps += 1 }
        return low >= 0 && budget(low) >= lines ? low : nil
    }
}

extension TextLayoutOptions {
    /// Whether text is shrunk to fit (`minimumScaleFactor` below 1), so that its layout depends
    /// on the offered height in more than the lines it allows.
    var shrinks: Bool { minimumScaleFactor < 1 && minimumScaleFactor.isFinite }
}
