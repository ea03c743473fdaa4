import Foundation

/// Tesselate's own drawings of the SF Symbols real apps use most: each reads as the symbol of
/// that name, drawn in the symbol's ink rectangle (``SymbolMetrics``, from SF Pro's numbers) with
/// a stroke proportional to its size. They are not Apple's glyphs (whose data cannot be shipped):
/// simple outlines of the same subjects, designed for this project.
///
/// A name's `.fill` variant fills the closed parts; `.circle`, `.square`, `.octagon` and their
/// `.fill` variants draw the base glyph at half size in that container (knocked out of a filled one);
/// `forward`/`backward` are `right`/`left`. Names with no drawing get ``neutral(in:lineWidth:)``.
enum SymbolGlyphs {
    /// A glyph: its stroked outline (round caps and joins) and its filled parts, in points.
    struct Glyph {
        var stroke = Path()
        var fill = Path()
        /// Parts cut out of the fill (a filled container's inner glyph).
        var knockout = Path()
    }

    /// The glyph for `name` in `ink`, or `nil` when the name has no drawing.
    static func glyph(named name: String, in ink: CGRect, lineWidth: CGFloat) -> Glyph? {
        var parts = name.split(separator: ".").map(String.init)
        var filled = false
        if parts.last == "fill" {
            filled = true
            parts.removeLast()
        }
        var container: String?
        // A name drawn as a whole (`square.and.arrow.up.on.square`) is not a glyph in a container.
        if let last = parts.last, last == "circle" || last == "square" || last == "octagon", parts.count > 1,
            drawing(parts.joined(separator: ".")) == nil
        {
            container = last
            parts.removeLast()
        }
        // `chevron.forward`, `arrow.backward`: the left-to-right names (`forward.end`, the media
        // symbol, keeps its own).
        let base = parts.joined(separator: ".").replacingOccurrences(of: ".forward", with: ".right")
            .replacingOccurrences(of: ".backward", with: ".left")
        guard let drawing = drawing(base) else { return nil }
        guard let container else { return render(drawing, in: ink, lineWidth: lineWidth, filled: filled) }
        var glyph = Glyph()
        let outer = ink.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        let shape =
            switch container {
            case "circle": Path(ellipseIn: outer)
            case "octagon": octagon(in: outer)
            default: Path(roundedRect: outer, cornerRadius: outer.width * 0.22)
            }
        let inner = render(drawing, in: ink.insetBy(dx: ink.width * 0.27, dy: ink.height * 0.27), lineWidth: lineWidth, filled: true)
        if filled {
            glyph.fill = shape
            glyph.knockout = inner.stroke.strokedPath(roundStyle(lineWidth))
            glyph.knockout.addPath(inner.fill)
        } else {
            glyph.stroke = shape
            glyph.stroke.addPath(inner.stroke)
            glyph.fill = inner.fill
        }
        return glyph
    }

    /// The drawing of `base`, or of the name it is another name for.
    private static func drawing(_ base: String) -> String? {
        if let drawing = drawings[base] ?? commonDrawings[base] { return drawing }
        guard let other = aliases[base] ?? commonAliases[base] else { return nil }
        return drawings[other] ?? commonDrawings[other]
    }

    /// A regular octagon filling `rect`, its sides flat at the top and bottom (the stop-sign shape
    /// of `xmark.octagon`, `exclamationmark.octagon`).
    static func octagon(in rect: CGRect) -> Path {
        // A flat side is 1 / (1 + √2) of the width; the corners take the rest, half on each side.
        // Typed: an untyped `2.squareRoot()` among literals took the compiler over a second.
        let root2: CGFloat = 2.squareRoot()
        let corner: CGFloat = (1 - 1 / (1 + root2)) / 2
        var path = Path()
        let xs = [rect.minX + rect.width * corner, rect.maxX - rect.width * corner]
        let ys = [rect.minY + rect.height * corner, rect.maxY - rect.height * corner]
        path.move(to: CGPoint(x: xs[0], y: rect.minY))
        path.addLine(to: CGPoint(x: xs[1], y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: ys[0]))
        path.addLine(to: CGPoint(x: rect.maxX, y: ys[1]))
        path.addLine(to: CGPoint(x: xs[1], y: rect.maxY))
        path.addLine(to: CGPoint(x: xs[0], y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: ys[1]))
        path.addLine(to: CGPoint(x: rect.minX, y: ys[0]))
        path.closeSubpath()
        return path
    }

    /// A symbol with no drawing: a rounded square outline in its ink rectangle.
    static func neutral(in ink: CGRect, lineWidth: CGFloat) -> Glyph {
        let box = ink.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        return Glyph(stroke: Path(roundedRect: box, cornerRadius: min(box.width, box.height) * 0.2))
    }

    static func roundStyle(_ lineWidth: CGFloat) -> StrokeStyle { StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round) }

    /// Reads a drawing (see ``drawings``) in the unit square mapped to `ink` inset by half the
    /// line width. Commands, numbers in unit coordinates (y down): `l` an open polyline, `p` a
    /// closed polygon, `c cx cy r` a circle (radius in units of the shorter side), `r x y w h k` a
    /// rounded rectangle (corner `k` of the shorter side), `b x y (x1 y1 x2 y2 x y)…` a closed
    /// path of cubic curves, `a cx cy r from to` an arc (degrees, clockwise from the right).
    /// Capitals are always filled; lower-case closed parts are filled when `filled`.
    private static func render(_ drawing: String, in ink: CGRect, lineWidth: CGFloat, filled: Bool) -> Glyph {
        let box = ink.insetBy(dx: min(lineWidth / 2, ink.width / 4), dy: min(lineWidth / 2, ink.height / 4))
        let short = min(box.width, box.height)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: box.minX + x * box.width, y: box.minY + y * box.height) }
        var glyph = Glyph()
        for command in drawing.split(separator: ";") {
            let tokens = command.split(separator: " ")
            guard let head = tokens.first else { continue }
            let numbers = tokens.dropFirst().compactMap { Double($0) }.map { CGFloat($0) }
            let kind = head.lowercased(), solid = head != Substring(kind) || (filled && kind != "l" && kind != "a")
            var path = Path()
            switch kind {
            case "l", "p":
                guard numbers.count >= 4 else { continue }
                path.move(to: point(numbers[0], numbers[1]))
                for i in stride(from: 2, to: numbers.count - 1, by: 2) { path.addLine(to: point(numbers[i], numbers[i + 1])) }
                if kind == "p" { path.closeSubpath() }
            case "c":
                guard numbers.count == 3 else { continue }
                let centre = point(numbers[0], numbers[1]), r = numbers[2] * short
                path.addEllipse(in: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
            case "r":
                guard numbers.count == 5 else { continue }
                let corner = point(numbers[0], numbers[1])
                let rect = CGRect(x: corner.x, y: corner.y, width: numbers[2] * box.width, height: numbers[3] * box.height)
                path.addRoundedRect(in: rect, cornerSize: CGSize(width: numbers[4] * short, height: numbers[4] * short))
            case "b":
                guard numbers.count >= 8 else { continue }
                path.move(to: point(numbers[0], numbers[1]))
                for i in stride(from: 2, to: numbers.count - 5, by: 6) {
                    path.addCurve(
                        to: point(numbers[i + 4], numbers[i + 5]), control1: point(numbers[i], numbers[i + 1]),
                        control2: point(numbers[i + 2], numbers[i + 3]))
                }
                path.closeSubpath()
            case "a":
                guard numbers.count == 5 else { continue }
                let centre = point(numbers[0], numbers[1]), r = numbers[2] * short
                let steps = 16
                for step in 0...steps {
                    let degrees = numbers[3] + (numbers[4] - numbers[3]) * CGFloat(step) / CGFloat(steps)
                    let angle = degrees * .pi / 180
                    let p = CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
                    if step == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
            default: continue
            }
            if solid { glyph.fill.addPath(path) } else { glyph.stroke.addPath(path) }
        }
        return glyph
    }
}
