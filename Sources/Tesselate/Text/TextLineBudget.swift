import Foundation

/// How an offered height limits a text: by the number of lines that fit in it.
///
/// Lines are the line height apart plus `lineSpacing`, and at least one line is shown however
/// little height is offered (see ``TextLayout``). A text that is not shrunk to fit
/// (`minimumScaleFactor` 1) depends on the height only through this number, which is what lets
/// one layout answer a whole range of heights (``heights(sharing:at:)``).
extension TextLayout {
    var lineHeight: CGFloat {
        var height: CGFloat = 0
        for font in text.fonts { height = max(height, font.lineHeight) }
        return height
    }

    /// The most lines for `request` at `scale`: the line limit, and the lines that fit in the
    /// height. Never fewer than one.
    func maxLines(_ request: TextLayoutRequest, scale: CGFloat) -> Int {
        var limit = request.options.lineLimit ?? .max
        if let height = request.height, height.isFinite {
            let spacing = request.options.lineSpacing
            let ratio = ((height + spacing + 1e-6) / (lineHeight * scale + spacing)).rounded(.down)
            // A huge or degenerate ratio (a height of 1e300, a zero line height) sets no limit.
            if ratio.isFinite && ratio < 1e9 { limit = min(limit, max(1, Int(ratio))) }
        }
        return max(1, limit)
    }

    /// The most lines for `request` unshrunk (`.max`: no limit).
    func lineBudget(_ request: TextLayoutRequest) -> Int { maxLines(request, scale: 1) }

    /// The heights, around `height`, that give the layout `result` made for `height`: those
    /// allowing as many lines as `height` does, or, when `result` shows all its lines unshrunk
    /// and untightened, those allowing at least that many. `nil` for a text that shrinks (its
    /// scale depends on the height in other ways).
    ///
    /// The number of lines a height allows only grows with the height, so the heights giving a
    /// number in a range form a range; its ends are found from the line height and then checked
    /// (and moved inwards if rounding put them outside), so every height inside is exact.
    func heights(sharing result: TextLayoutResult, at request: TextLayoutRequest) -> ClosedRange<CGFloat>? {
        guard let height = request.height, !request.options.shrinks else { return nil }
        func budget(_ height: CGFloat) -> Int {
            var request = request
            request.height = height
            return lineBudget(request)
        }
        let allowed = budget(height)
        let showsAll = !result.isTruncated && result.scale == 1 && result.tightening == 1
        let fewest = showsAll ? result.lineCount : allowed
        let most = showsAll ? Int.max : allowed
        guard fewest <= allowed && allowed <= most else { return nil }
        let pitch = lineHeight + request.options.lineSpacing
        // The least height allowing `fewest` lines, and the most allowing no more than `most`.
        var low = fewest <= 1 ? 0 : min(height, CGFloat(fewest) * pitch - request.options.lineSpacing - 1e-6)
        var high =
            budget(.infinity) <= most ? CGFloat.infinity : max(height, CGFloat(most + 1) * pitch - request.options.lineSpacing - 1e-6)
        for _ in 0..<4 where budget(low) < fewest { low = low.nextUp }
        for _ in 0..<4 where budget(high) > most { high = high.nextDown }
        if !(low >= 0) || budget(low) < fewest || low > height { low = height }
        if !(high >= height) || budget(high) > most { high = height }
        return low...high
    }
}

extension TextLayoutOptions {
    /// Whether text is shrunk to fit (`minimumScaleFactor` below 1), so that its layout depends
    /// on the offered height in more than the lines it allows.
    var shrinks: Bool { minimumScaleFactor < 1 && minimumScaleFactor.isFinite }
}
