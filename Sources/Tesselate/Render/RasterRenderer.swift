import Foundation

/// Draws a ``DrawItem`` list into a ``RasterCanvas``.
///
/// Model: a cell is painted by a shape when the cell's centre, taken back through the inverse of
/// the drawing transform, is inside the shape (so scaled and rotated shapes are sampled exactly,
/// not as bounding boxes) and inside every clip around it. A shape thinner than a cell on an
/// axis (a 1-point line) is sampled along its middle, so it is not lost. Gradients are sampled
/// at the same point.
///
/// Text is one character per cell from where its line starts, on the row of the line's middle,
/// each line at least a row below the one before. Positions are mapped through the transform,
/// so scaled text moves but keeps one cell per character, and rotated text is drawn
/// horizontally. A line may run one cell past its frame and is cut with "…" beyond (small fonts,
/// narrower than a cell a character, are cut). Spaces are blank cells, so words stay apart on
/// any fill.
///
/// Opacity and masks paint their content into a layer first and composite it with
/// `opacity × mask coverage` per cell.
struct RasterRenderer: DrawListRenderer {
    let cell: CGSize
    var canvas: RasterCanvas

    struct Context {
        var transform = Transform2D.identity
        /// Each clip with the inverse of the transform it was drawn under.
        var clips: [(path: PreparedPath, inverse: Transform2D)] = []

        func isVisible(_ point: CGPoint) -> Bool {
            clips.allSatisfy { $0.path.contains($0.inverse.apply(point)) }
        }
    }

    init(cell: CGSize, columns: Int, rows: Int) {
        self.cell = cell
        canvas = RasterCanvas(columns: columns, rows: rows)
    }

    /// The canvas with `items` painted on it.
    mutating func picture(of items: [DrawItem]) -> RasterCanvas {
        draw(items)
        return canvas
    }

    mutating func draw(_ items: [DrawItem], _ context: Context = Context()) {
        for item in items {
            switch item {
            case .shape(let path, let fill, let frame): drawShape(path, fill, frame, context)
            case .text(let text, let frame): drawText(text, frame, context)
            case .rule(let frame, let axis): drawRule(frame, axis, context)
            case .group(let group): drawGroup(group, context)
            }
        }
    }

    private mutating func drawGroup(_ group: DrawGroup, _ outer: Context) {
        // What a group cuts out (a filled symbol's inner glyph) leaves the cells as they are.
        guard group.blendMode != .destinationOut else { return }
        var context = outer
        if let transform = group.transform { context.transform = outer.transform.concatenating(after: transform) }
        if let clip = group.clip {
            guard let inverse = context.transform.inverted else { return }
            context.clips.append((PreparedPath(clip), inverse))
        }
        guard group.opacity < 1 || group.mask != nil || group.shadow != nil else { return draw(group.items, context) }
        var layer = RasterRenderer(cell: cell, columns: canvas.columns, rows: canvas.rows)
        layer.draw(group.items, context)
        var mask: RasterCanvas?
        if let items = group.mask {
            var renderer = RasterRenderer(cell: cell, columns: canvas.columns, rows: canvas.rows)
            renderer.draw(items, context)
            mask = renderer.canvas
        }
        let opacity = group.opacity
        if let shadow = group.shadow {
            canvas.composite(shadowLayer(of: layer.canvas, shadow)) { column, row in opacity * (mask?.coverage(column, row) ?? 1) }
        }
        canvas.composite(layer.canvas) { column, row in opacity * (mask?.coverage(column, row) ?? 1) }
    }

    /// A shadow in cells: the layer's coverage in the shadow's colour, moved by the offset in
    /// whole cells; cells within the radius (in whole cells) of it get half its strength. No
    /// blur: a cell holds one shade.
    private func shadowLayer(of layer: RasterCanvas, _ shadow: DrawShadow) -> RasterCanvas {
        var result = RasterCanvas(columns: layer.columns, rows: layer.rows)
        func cells(_ length: CGFloat, _ size: CGFloat) -> Int {
            CheckedConversion.int(length / size, rounding: .toNearestOrAwayFromZero, clampedTo: -1_000...1_000)
        }
        let dx = cells(shadow.offset.width, cell.width), dy = cells(shadow.offset.height, cell.height)
        // The spread stops at 4 cells: beyond that a blurred shadow is too faint to show.
        let sx = min(cells(shadow.radius, cell.width), 4), sy = min(cells(shadow.radius, cell.height), 4)
        for row in 0..<layer.rows {
            for column in 0..<layer.columns {
                var coverage = layer.coverage(column - dx, row - dy)
                if coverage == 0 && (sx > 0 || sy > 0) {
                    var near = 0.0
                    for r in (row - dy - sy)...(row - dy + sy) {
                        for c in (column - dx - sx)...(column - dx + sx) { near = max(near, layer.coverage(c, r)) }
                    }
                    coverage = near / 2
                }
                guard coverage > 0 else { continue }
                result.fill(column, row, shadow.color.opacity(coverage))
            }
        }
        return result
    }

    /// The cells whose centres fall in `low..<high` on one axis of `size`, or the one cell
    /// holding the middle when none does (`sample` then gives the middle as the sample point).
    private func span(_ low: CGFloat, _ high: CGFloat, _ size: CGFloat, limit: Int, allowsThin: Bool)
        -> (range: ClosedRange<Int>, sample: CGFloat?)?
    {
        guard high > low, low.isFinite, high.isFinite else { return nil }
        var first = cellIndex((low / size - 0.5).rounded(.up)), last = cellIndex((high / size - 0.5).rounded(.up)) - 1
        var sample: CGFloat?
        if last < first {
            guard allowsThin else { return nil }
            let middle = (low + high) / 2
            first = cellIndex((middle / size).rounded(.down))
            last = first
            sample = middle
        }
        first = max(first, 0)
        last = min(last, limit - 1)
        return first <= last ? (first...last, sample) : nil
    }

    private mutating func drawShape(_ path: Path, _ fill: Fill, _ frame: CGRect, _ context: Context) {
        guard let inverse = context.transform.inverted else { return }
        let prepared = PreparedPath(path)
        guard !prepared.bounds.isNull else { return }
        let bounds = prepared.bounds
        let box = context.transform.apply(bounds)
        let t = context.transform
        let axisAligned = t.b == 0 && t.c == 0
        // The cells painted, each with the point (in the shape's coordinates) its colour is taken at.
        var painted: [Int: CGPoint] = [:]
        if let columns = span(box.minX, box.maxX, cell.width, limit: canvas.columns, allowsThin: axisAligned),
            let rows = span(box.minY, box.maxY, cell.height, limit: canvas.rows, allowsThin: axisAligned)
        {
            for row in rows.range {
                for column in columns.range {
                    let point = CGPoint(
                        x: columns.sample ?? (CGFloat(column) + 0.5) * cell.width,
                        y: rows.sample ?? (CGFloat(row) + 0.5) * cell.height)
                    guard context.isVisible(point) else { continue }
                    var local = inverse.apply(point)
                    // A thin shape's sample is its middle: keep it inside despite rounding.
                    if columns.sample != nil || rows.sample != nil {
                        local = CGPoint(
                            x: min(max(local.x, bounds.minX), bounds.maxX.nextDown),
                            y: min(max(local.y, bounds.minY), bounds.maxY.nextDown))
                    }
                    guard prepared.contains(local) else { continue }
                    painted[row * canvas.columns + column] = local
                }
            }
        }
        // A stroke thinner than a cell paints the cells its centre line passes through, at half
        // its opacity (it covers only part of each): visible, without hiding what is below.
        var partial: Set<Int> = []
        for (a, b) in prepared.strokeCentres {
            for (column, row) in cellsCrossed(t.apply(a), t.apply(b)) where painted[row * canvas.columns + column] == nil {
                let center = CGPoint(x: (CGFloat(column) + 0.5) * cell.width, y: (CGFloat(row) + 0.5) * cell.height)
                guard context.isVisible(center) else { continue }
                painted[row * canvas.columns + column] = inverse.apply(center)
                partial.insert(row * canvas.columns + column)
            }
        }
        for (index, local) in painted.sorted(by: { $0.key < $1.key }) {
            let color = fill.color(at: CGPoint(x: local.x - frame.minX, y: local.y - frame.minY), in: frame.size)
            canvas.fill(index % canvas.columns, index / canvas.columns, partial.contains(index) ? color.opacity(0.5) : color)
        }
    }

    /// The cells of the grid a segment (window coordinates) passes through, each cell half-open
    /// as rects are; sampled at the middles of quarter-cell steps, so a line that only touches a
    /// cell at its end does not paint it.
    private func cellsCrossed(_ a: CGPoint, _ b: CGPoint) -> [(Int, Int)] {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return [] }
        let steps = CheckedConversion.int(
            max(abs(b.x - a.x) / cell.width, abs(b.y - a.y) / cell.height) * 4, rounding: .up, clampedTo: 1...4_000, substitute: 1)
        var result: [(Int, Int)] = []
        var last: (Int, Int)?
        for i in 0..<steps {
            let t = (CGFloat(i) + 0.5) / CGFloat(steps)
            let column = cellIndex(((a.x + (b.x - a.x) * t) / cell.width).rounded(.down))
            let row = cellIndex(((a.y + (b.y - a.y) * t) / cell.height).rounded(.down))
            guard column >= 0, column < canvas.columns, row >= 0, row < canvas.rows else { continue }
            if let last, last == (column, row) { continue }
            last = (column, row)
            result.append((column, row))
        }
        return result
    }

    private mutating func drawRule(_ frame: CGRect, _ axis: Axis, _ context: Context) {
        let box = context.transform.apply(frame)
        let horizontal = axis == .horizontal
        let glyph: Character = horizontal ? "─" : "│"
        let row = cellIndex((box.midY / cell.height).rounded(.down)), column = cellIndex((box.midX / cell.width).rounded(.down))
        if horizontal {
            guard let columns = span(box.minX, box.maxX, cell.width, limit: canvas.columns, allowsThin: true) else { return }
            for c in columns.range where context.isVisible(CGPoint(x: (CGFloat(c) + 0.5) * cell.width, y: box.midY)) {
                canvas.put(glyph, c, row, alpha: 1)
            }
        } else {
            guard let rows = span(box.minY, box.maxY, cell.height, limit: canvas.rows, allowsThin: true) else { return }
            for r in rows.range where context.isVisible(CGPoint(x: box.midX, y: (CGFloat(r) + 0.5) * cell.height)) {
                canvas.put(glyph, column, r, alpha: 1)
            }
        }
    }

    private mutating func drawText(_ text: TextDrawing, _ frame: CGRect, _ context: Context) {
        var previousRow = Int.min
        // A redacted text is drawn as shaded boxes where its letters are.
        let lines = text.isRedacted ? text.lines.map { String($0.map { $0.isWhitespace ? $0 : "▒" }) } : text.lines
        for (index, line) in lines.enumerated() {
            let (top, lineHeight) = text.lineBox(index, in: frame)
            let y = top + 0.5 * lineHeight
            let start = context.transform.apply(CGPoint(x: frame.minX, y: y))
            let end = context.transform.apply(CGPoint(x: frame.maxX, y: y))
            let left = min(start.x, end.x), right = max(start.x, end.x)
            guard left.isFinite, right.isFinite, start.y.isFinite else { continue }
            // Lines closer than a cell still get a row each.
            let row = max(cellIndex((start.y / cell.height).rounded(.down)), previousRow == .min ? .min : previousRow + 1)
            previousRow = row
            let first = cellIndex((left / cell.width - 0.5).rounded(.up))
            let limit = min(cellIndex((right / cell.width - 0.5).rounded(.up)) + 1, canvas.columns)
            var glyphs = line.map { ($0, terminalWidth(of: $0)) }
            let needed = glyphs.reduce(0, { $0 + $1.1 })
            // A line much wider than its characters at one cell each (a large font) that is clipped
            // (partly scrolled off) would show the wrong characters packed at its left: spread them
            // over the line's width instead, each about where it is drawn.
            if needed > 0, right - left > 1.5 * CGFloat(needed) * cell.width {
                var spread: [(Character, Int, Int)] = []
                var used = 0
                for (glyph, width) in glyphs {
                    let x = left + (CGFloat(used) + CGFloat(width) / 2) / CGFloat(needed) * (right - left)
                    spread.append((glyph, width, cellIndex((x / cell.width - CGFloat(width) / 2).rounded())))
                    used += width
                }
                // Clipped by a clip shape or a scroll view (the window's edge does not count).
                func unclipped(_ column: Int) -> Bool {
                    context.isVisible(CGPoint(x: (CGFloat(column) + 0.5) * cell.width, y: (CGFloat(row) + 0.5) * cell.height))
                }
                if !spread.allSatisfy({ unclipped($0.2) }) {
                    for (glyph, width, column) in spread where column >= 0 && column + width <= canvas.columns && unclipped(column) {
                        canvas.put(glyph.isWhitespace ? " " : glyph, column, row, alpha: text.color.alpha)
                    }
                    continue
                }
            }
            if first + needed > limit {
                var used = 0
                glyphs =
                    Array(
                        glyphs.prefix { glyph in
                            used += glyph.1
                            return first + used <= limit - 1
                        }) + [("…", 1)]
            }
            var column = first
            for (glyph, width) in glyphs {
                defer { column += width }
                guard column >= 0, column + width <= canvas.columns else { continue }
                let center = CGPoint(x: (CGFloat(column) + 0.5) * cell.width, y: (CGFloat(row) + 0.5) * cell.height)
                guard context.isVisible(center) else { continue }
                canvas.put(glyph.isWhitespace ? " " : glyph, column, row, alpha: text.color.alpha)
            }
        }
    }
}

/// A cell index from a whole number of cells, clamped far outside any grid (drawing that huge
/// transforms throw is off the grid anyway), 0 for NaN.
private func cellIndex(_ value: CGFloat) -> Int {
    CheckedConversion.int(value, clampedTo: -1_000_000...1_000_000)
}

extension Transform2D {
    /// The inverse transform, or `nil` when it collapses the plane (a scale of 0).
    var inverted: Transform2D? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return Transform2D(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
