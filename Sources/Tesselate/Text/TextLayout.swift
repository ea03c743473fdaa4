import Foundation

/// What text is laid out for: an offered size (`nil` on an axis: the ideal) and the options.
struct TextLayoutRequest: Hashable {
    var width: CGFloat?
    var height: CGFloat?
    var options: TextLayoutOptions
    /// The most lines the offered height allows, kept in place of the height for text that is
    /// not shrunk (see ``TextLayout/layout(_:)``); `nil`: no such limit.
    var lineBudget: Int?
}

/// Lays text out as SwiftUI's `Text` does.
///
/// - Width `nil`: one line per paragraph (lines end only at newlines). A width: greedy wrapping
///   at spaces, after hyphens, after a slash (not before a digit or a slash), between wide (CJK)
///   characters except before closing and after opening punctuation, and inside a word only
///   when the word alone is wider than the line.
///   Trailing spaces hang past the line's end: a line's own width (where
///   `multilineTextAlignment` places it) leaves them out, but the text's width keeps the spaces a
///   line wrapped at, up to the width offered (iOS 26: "Please fill out the Social Support
///   Questionnaire every day." in 15 points wraps after "Questionnaire " and its `Text` is that
///   line and its space wide, 325.4, which places the lines 3.6 points further in when trailing-
///   and 1.8 when centre-aligned in a 390-point stack: StanfordSpezi/SpeziScheduler's
///   instructions tile).
/// - Lines: at most `lineLimit` and at most as many as fit in the offered height, never fewer
///   than one (a `Text` offered too little height still shows a line, as SwiftUI's does).
///   Lines are the font's line height apart plus `lineSpacing`, and in a `Text` a text style's
///   gap to its HIG leading (``TextMetrics/styleGap``: without a positive `lineSpacing` when it
///   is above 0, always when below; iOS 17.5–18.2: two `.caption` lines at large size are 16
///   apart, HymnalDreamTeam/Hymns-iOS's toggle caption; see ``PreparedText/spaceBetweenLines(_:)``).
/// - Text that does not fit first tightens (`allowsTightening`, up to
///   ``TextLayoutOptions/tighteningLimit``; a bar's large title by its tracking instead,
///   ``TextLayoutOptions/tracksTightBeforeTruncating``), then shrinks (`minimumScaleFactor`, the largest scale
///   that fits, to 1/100; its lines must fit the offered height too, see
///   ``linesFitHeight(_:_:scale:)``), then truncates its last line with "…" (`truncationMode`).
/// - The size: the widest line by the lines' heights, each rounded up to the pixel grid.
///   An empty string is one line tall and 0 wide.
struct TextLayout {
    let text: PreparedText
    /// The layouts already made of `text`.
    let memo: TextLayoutMemo

    init(_ memo: TextLayoutMemo) {
        text = memo.text
        self.memo = memo
    }

    /// `text` laid out with a memo of its own (a text laid out outside a host).
    init(text: PreparedText) { self.init(TextLayoutMemo(text)) }

    /// The layout for `request`, reusing the layouts already made for equivalent requests.
    ///
    /// Stacks probe a text at many proposals (0, ∞ and a share, each with and without a height),
    /// and most give the same answer. Three rules, each exact, find it without laying out again:
    /// an infinite length is no limit (`nil`); a height that holds every line of the layout
    /// without a height changes nothing; a width at least as wide as the text's widest line
    /// without a width changes nothing (when widths only grow as graphemes are added, and the
    /// text is not truncated, so no "…" has to fit the width). `TextLayoutTests` compares these
    /// answers with layouts made from scratch. A height that the text is not shrunk to fit
    /// matters only by the lines it allows, so it is kept as that number
    /// (``TextLayoutRequest/lineBudget``): heights that allow the same lines share one layout.
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        var request = request
        if let width = request.width, !width.isFinite { request.width = nil }
        if let height = request.height, !height.isFinite { request.height = nil }
        if request.height != nil && !request.options.shrinks {
            let budget = lineBudget(request)
            request.height = nil
            request.lineBudget = budget == .max ? nil : budget
        }
        if let known = memo.layout(for: request) { return known }
        let result = reused(request) ?? compute(request)
        memo.keep(result, for: request)
        return result
    }

    /// The layout without the request's height or width, when that is the answer (see
    /// ``layout(_:)``).
    private func reused(_ request: TextLayoutRequest) -> TextLayoutResult? {
        guard text.advancesGrow else { return nil }
        if request.height != nil {
            var free = request
            free.height = nil
            let result = layout(free)
            if !result.isTruncated && maxLines(request, scale: result.scale) >= result.lineCount
                && (!request.options.shrinks || linesFitHeight(result.lineCount, request, scale: result.scale))
            {
                return result
            }
            return nil
        }
        if let width = request.width {
            var ideal = request
            ideal.width = nil
            let result = layout(ideal)
            if !result.isTruncated && result.scale == 1 && result.tightening == 1
                && result.linesFit(width + 1e-6)
            {
                return result
            }
        }
        return nil
    }

    private struct Attempt {
        var lines: [PreparedText.Line]
        var maxLines: Int
        var fits: Bool
    }

    private func attempt(_ request: TextLayoutRequest, tightening: CGFloat) -> Attempt {
        let limit = maxLines(request, scale: 1)
        let width = request.width.flatMap { $0.isFinite ? $0 / tightening : nil }
        let lines = text.lines(width: width, maxLines: limit, pushesOut: request.options.pushesOut)
        var fits = lines.count <= limit
        if fits && request.options.shrinks { fits = linesFitHeight(lines.count, request, scale: 1) }
        if fits, let width {
            fits = lines.allSatisfy { text.width($0.start, $0.visibleEnd) <= width + 1e-6 || $0.visibleEnd - $0.start <= 1 }
        }
        return Attempt(lines: lines, maxLines: limit, fits: fits)
    }

    /// The layout for `request` made from scratch (no earlier layout reused).
    func compute(_ request: TextLayoutRequest) -> TextLayoutResult {
        let options = request.options
        var tightening: CGFloat = 1
        var best = attempt(request, tightening: 1)
        if !best.fits && options.allowsTightening {
            let tight = attempt(request, tightening: 1 - TextLayoutOptions.tighteningLimit)
            if tight.fits {
                best = tight
                tightening = 1 - TextLayoutOptions.tighteningLimit
            }
        }
        if !best.fits && options.tracksTightBeforeTruncating && !(options.minimumScaleFactor < 1) {
            // Set with the tight tracking, and truncated if it still does not fit.
            let layout = TextLayout(text: memo.tight())
            return layout.assemble(layout.attempt(request, tightening: 1), request, tightening: 1)
        }
        if !best.fits && options.minimumScaleFactor < 1 && options.minimumScaleFactor.isFinite {
            // The largest scale, in hundredths, at which the text fits, in its fonts at that
            // scale of their sizes (``PreparedText/shrunk(to:)``).
            func shrunk(_ scale: CGFloat) -> (layout: TextLayout, attempt: Attempt) {
                let layout = TextLayout(text: memo.shrunk(to: scale))
                return (layout, layout.attempt(request, tightening: 1))
            }
            var low = CheckedConversion.int(options.minimumScaleFactor * 100, rounding: .up, clampedTo: 1...99), high = 99
            var found: (scale: CGFloat, layout: TextLayout, attempt: Attempt)?
            while low <= high {
                let middle = (low + high) / 2
                let trial = shrunk(CGFloat(middle) / 100)
                if trial.attempt.fits {
                    found = (CGFloat(middle) / 100, trial.layout, trial.attempt); low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            // Not fitting at any: at the factor, truncated.
            let chosen =
                found
                ?? {
                    let floor = shrunk(options.minimumScaleFactor)
                    return (options.minimumScaleFactor, floor.layout, floor.attempt)
                }()
            // Laid out at the smaller size: only the scale is the original's.
            var result = chosen.layout.assemble(chosen.attempt, request, tightening: 1)
            result.scale = chosen.scale
            return result
        }
        return assemble(best, request, tightening: tightening)
    }

    /// The layout of `attempt`'s lines (a shrunk text's, in its smaller fonts: its scale is set
    /// by the caller).
    private func assemble(_ attempt: Attempt, _ request: TextLayoutRequest, tightening: CGFloat) -> TextLayoutResult {
        let options = request.options
        let factor = tightening
        let available = request.width.flatMap { $0.isFinite ? $0 / factor : nil }
        var lines = attempt.lines
        var truncated = false
        if lines.count > attempt.maxLines { lines.removeLast(lines.count - attempt.maxLines); truncated = true }
        // Lines as ranges of graphemes; a last line cut with "…" apart, with its width.
        var ranges = FewInPlace(unused: TextLayoutResult.LineRange(start: 0, end: 0))
        ranges.reserveCapacity(lines.count)
        var cut: TextLayoutResult.Line?
        var widest: CGFloat = lines.isEmpty ? 0 : -.infinity
        for (position, line) in lines.enumerated() {
            let isLast = position == lines.count - 1
            let overflows = available.map { text.width(line.start, line.visibleEnd) > $0 + 1e-6 } ?? false
            if isLast && (truncated || (overflows && line.visibleEnd - line.start > 1)) {
                let truncation = TextTruncation(text: text).truncate(
                    from: line.start, width: available,
                    mode: options.truncationMode, moreFollows: truncated)
                cut = TextLayoutResult.Line(shown: truncation.line, width: truncation.width * factor)
                widest = max(widest, truncation.width * factor)
                truncated = true
            } else {
                ranges.append(TextLayoutResult.LineRange(start: Int32(line.start), end: Int32(line.visibleEnd)))
                widest = max(widest, text.width(line.start, line.visibleEnd) * factor)
                // A line wrapped at spaces keeps them in the text's width, up to the width offered.
                if !isLast, line.end > line.visibleEnd, lines[position + 1].start == line.end {
                    let spaced = text.width(line.start, line.end)
                    widest = max(widest, min(spaced, available ?? spaced) * factor)
                }
            }
        }
        // Heights: each line is as tall as its tallest font; one run (most texts) has its font's.
        let single = text.runOf.isEmpty ? (height: text.fonts[0].lineHeight, ascender: text.fonts[0].ascender) : nil
        var heights: CGFloat = 0, heightsAbove: CGFloat = 0
        var firstAscender = text.fonts[0].ascender, lastAscender = text.fonts[0].ascender
        for (position, line) in lines.enumerated() {
            var height: CGFloat = 0, ascender: CGFloat = 0
            if let single {
                (height, ascender) = single
            } else if line.start == line.end {
                let metrics = text.font(at: min(line.start, text.count - 1))
                (height, ascender) = (metrics.lineHeight, metrics.ascender)
            } else {
                for index in line.start..<line.end {
                    let metrics = text.font(at: index)
                    height = max(height, metrics.lineHeight)
                    ascender = max(ascender, metrics.ascender)
                }
            }
            heightsAbove = heights
            heights += height
            if position == 0 { firstAscender = ascender }
            lastAscender = ascender
        }
        // A text style's lines are its HIG leading apart (``TextMetrics/lineGap``), plus
        // `lineSpacing(_:)`.
        let spacing = text.spaceBetweenLines(options)
        var total = heights + spacing * CGFloat(max(0, lines.count - 1))
        if let minimum = options.minimumLines, minimum > lines.count {
            total += CGFloat(minimum - lines.count) * (text.font(at: text.count - 1).lineHeight + spacing)
        }
        // A line wider than the width offered (a grapheme wider than it: a width of 0, which
        // stacks offer to find how flexible a text is) reports the width offered, as SwiftUI's
        // text measurement keeps within it; so a text's least width is 0 and its flexibility its
        // one-line width.
        var width = ceilToPixel(widest, options.displayScale)
        if let offered = request.width, widest > offered + 1e-6 { width = offered }
        let size = CGSize(width: width, height: ceilToPixel(total, options.displayScale))
        let alignment: TextLayoutResult.LineAlignment =
            switch (options.alignment, options.isRightToLeft) {
            case (.leading, false), (.trailing, true): .leading
            case (.center, _): .centred(in: size.width)
            case (.trailing, false), (.leading, true): .trailing(in: size.width)
            }
        let first = firstAscender
        let lastTop = heightsAbove + spacing * CGFloat(max(0, lines.count - 1))
        let last = lastTop + lastAscender
        let facts = TextLayoutResult.Facts(
            isTruncated: truncated, scale: 1, tightening: tightening, firstBaseline: first, lastBaseline: last)
        return TextLayoutResult(ranges: ranges, cut: cut, in: text, aligned: alignment, size: size, facts: facts)
    }
}

/// `value` rounded up to the pixel grid of `scale`, with a tolerance so that exact multiples do
/// not round up by floating-point noise. SwiftUI rounds text sizes up (MetalUI probe FX2:
/// `Text("Go")` is 17.50 × 16 at 2x).
func ceilToPixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return value }
    return max(0, ((value * scale) - 1e-6).rounded(.up) / scale)
}
