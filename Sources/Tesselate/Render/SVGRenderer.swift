import Foundation

/// Writes a ``DrawItem`` list as a standalone SVG document.
///
/// Geometry is in window points (the `viewBox` is the window). Each effect group is a `<g>`:
/// its transform as `matrix(a b c d tx ty)`, its clip as a `<clipPath>`, its mask as a `<mask>`
/// whose content is drawn in white at its own alpha (so the mask works both as an alpha mask,
/// `mask-type: alpha`, and as SVG's default luminance mask), opacity as `opacity`. Gradients are
/// `userSpaceOnUse` over the filled view's frame, as `Fill.color(at:in:)` computes them. Text
/// sits on SF Pro's baseline (ascender 1950/2048 em, descender 494/2048) in the middle of each
/// line; a single line is stretched to its laid-out width with `textLength`, so the browser's
/// font takes the room SwiftUI's does.
struct SVGRenderer: DrawListRenderer {
    let size: CGSize
    var definitions: [String] = []
    private var nextID = 1

    /// SF Pro where the viewer has it, then look-alikes, then fonts with Japanese, Chinese and
    /// Korean glyphs (iOS falls back to Hiragino and PingFang), so CJK text is not drawn as boxes.
    static let sansFamily =
        "-apple-system, 'SF Pro Text', Inter, 'Helvetica Neue', Arial, 'Hiragino Sans', 'PingFang SC', "
        + "'Noto Sans CJK JP', 'Noto Sans JP', 'Noto Sans CJK SC', sans-serif"
    static let monospacedFamily = "'SF Mono', Menlo, 'DejaVu Sans Mono', monospace"

    /// The window's background (`systemBackground`: white, black in the dark appearance).
    var windowColor = Color.white
    /// The colour of hairlines (`separator`).
    var ruleColor = separatorColor

    init(size: CGSize) {
        self.size = CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    /// The standalone SVG document of `items`.
    mutating func picture(of items: [DrawItem]) -> String {
        let body = items.flatMap { element($0, depth: 1, white: false) }
        let w = svgNumber(size.width), h = svgNumber(size.height)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
                + "font-family=\"\(SVGRenderer.sansFamily)\">",
            "  <!-- Tesselate SVG · window \(w)×\(h) pt -->",
        ]
        if !definitions.isEmpty { lines += ["  <defs>"] + definitions.map { "    " + $0 } + ["  </defs>"] }
        lines.append("  <rect width=\"\(w)\" height=\"\(h)\" \(colorPaint(windowColor, white: false))/>")
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    mutating func makeID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return "\(prefix)\(nextID)"
    }

    /// The lines drawing `item`, indented `depth` levels; `white` draws every colour white at its
    /// alpha (inside a mask).
    private mutating func element(_ item: DrawItem, depth: Int, white: Bool) -> [String] {
        // Deep trees stop indenting at 32 levels, so the document stays linear in size.
        let indent = String(repeating: "  ", count: min(depth, 32))
        switch item {
        case .shape(let path, let fill, let frame):
            guard let paint = paint(fill, frame, white: white) else { return [] }
            return shapeElements(path, paint).map { indent + $0 }
        case .rule(let frame, _):
            return shapeElement(Path(frame), colorPaint(ruleColor, white: white)).map { [indent + $0] } ?? []
        case .text(let text, let frame):
            return textElements(text, frame, white: white).map { indent + $0 }
        case .group(var group):
            // Items a `destinationOut` group cuts out of the ones before it: the others drawn
            // through a mask that is white except where the cut draws (black).
            var cut: [String] = []
            if group.isolated, case .group(let last)? = group.items.last, last.blendMode == .destinationOut {
                group.items.removeLast()
                let id = makeID("mask")
                definitions.append(
                    "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">")
                definitions.append("  <rect x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\" fill=\"#ffffff\"/>")
                for case .shape(let path, _, _) in last.items { definitions += shapeElements(path, "fill=\"#000000\"").map { "  " + $0 } }
                definitions.append("</mask>")
                cut = ["mask=\"url(#\(id))\""]
            }
            let inner = group.items.flatMap { element($0, depth: depth + 1, white: white) }
            guard !inner.isEmpty else { return [] }
            var attributes: [String] = cut
            if let t = group.transform, t != .identity {
                attributes.append("transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(svgNumber).joined(separator: " ")))\"")
            }
            var clipMask: String?
            if let clip = group.clip {
                if clip.hasStroke {
                    // A clip path keeps only outlines: a stroked clip shape is an alpha mask.
                    let id = makeID("mask")
                    definitions.append(
                        "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" "
                            + "width=\"200000\" height=\"200000\" style=\"mask-type:alpha\">")
                    definitions += shapeElements(clip, "fill=\"#ffffff\"")
                    definitions.append("</mask>")
                    clipMask = id
                } else {
                    let id = makeID("clip")
                    definitions.append("<clipPath id=\"\(id)\">\(shapeElements(clip, "").joined())</clipPath>")
                    attributes.append("clip-path=\"url(#\(id))\"")
                }
            }
            if group.opacity < 1 { attributes.append("opacity=\"\(svgNumber(CGFloat(group.opacity)))\"") }
            if let mask = group.mask {
                let id = makeID("mask")
                let content = mask.flatMap { element($0, depth: 1, white: true) }
                definitions.append(
                    "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" "
                        + "width=\"200000\" height=\"200000\" style=\"mask-type:alpha\">")
                definitions += content
                definitions.append("</mask>")
                attributes.append("mask=\"url(#\(id))\"")
            }
            if group.blur > 0 {
                let id = makeID("blur")
                definitions.append(
                    "<filter id=\"\(id)\" \(filterRegion)><feGaussianBlur stdDeviation=\"\(svgNumber(group.blur / 2))\"/></filter>")
                attributes.append("filter=\"url(#\(id))\"")
            }
            if let matrix = group.colorMatrix {
                let id = makeID("color")
                let values = matrix.values.map(matrixNumber).joined(separator: " ")
                definitions.append(
                    "<filter id=\"\(id)\" \(filterRegion) color-interpolation-filters=\"sRGB\">"
                        + "<feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>")
                attributes.append("filter=\"url(#\(id))\"")
            }
            if let shadow = group.shadow {
                let id = makeID("shadow")
                definitions.append(shadowFilter(id, shadow, white: white))
                attributes.append("filter=\"url(#\(id))\"")
            }
            let style = [group.blendMode.svgName.map { "mix-blend-mode:\($0)" }, group.isolated ? "isolation:isolate" : nil].compactMap {
                $0
            }
            if !style.isEmpty { attributes.append("style=\"\(style.joined(separator: ";"))\"") }
            var content = inner
            // Inside the group's transform, as a clip is.
            if let clipMask { content = ["\(indent)  <g mask=\"url(#\(clipMask))\">"] + inner.map { "  " + $0 } + ["\(indent)  </g>"] }
            if attributes.isEmpty, let clipMask { return ["\(indent)<g mask=\"url(#\(clipMask))\">"] + inner + ["\(indent)</g>"] }
            guard !attributes.isEmpty else { return inner.map { $0.hasPrefix(indent + "  ") ? String($0.dropFirst(2)) : $0 } }
            return ["\(indent)<g \(attributes.joined(separator: " "))>"] + content + ["\(indent)</g>"]
        }
    }

    /// `fill="#rrggbb"` and, when not opaque, `fill-opacity`; or the `stop-color` and
    /// `stop-opacity` of a gradient stop.
    func colorPaint(_ color: Color, white: Bool, stop: Bool = false) -> String {
        let shown = white ? Color(white: 1, opacity: color.alpha) : color
        let alpha = min(max(shown.alpha.isFinite ? shown.alpha : 1, 0), 1)
        let (name, opacity) = stop ? ("stop-color", "stop-opacity") : ("fill", "fill-opacity")
        return "\(name)=\"\(hex(shown))\"" + (alpha < 1 ? " \(opacity)=\"\(svgNumber(CGFloat(alpha)))\"" : "")
    }

    /// The fill attributes for `fill` over `frame`, defining a gradient when needed; `nil` when
    /// the fill is fully transparent.
    private mutating func paint(_ fill: Fill, _ frame: CGRect, white: Bool) -> String? {
        switch fill {
        case .color(let color):
            return color.alpha > 0 ? colorPaint(color, white: white) : nil
        case .linear(let gradient):
            let start = CGPoint(x: frame.minX + gradient.startPoint.x * frame.width, y: frame.minY + gradient.startPoint.y * frame.height)
            let end = CGPoint(x: frame.minX + gradient.endPoint.x * frame.width, y: frame.minY + gradient.endPoint.y * frame.height)
            guard start != end else { return colorPaint(gradient.gradient.color(at: 0), white: white) }
            let id = makeID("gradient")
            definitions.append(
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(svgNumber(start.x))\" "
                    + "y1=\"\(svgNumber(start.y))\" x2=\"\(svgNumber(end.x))\" y2=\"\(svgNumber(end.y))\">")
            definitions += stops(gradient.gradient, white: white) { $0 }
            definitions.append("</linearGradient>")
            return "fill=\"url(#\(id))\""
        case .radial(let gradient):
            let end = gradient.endRadius, start = gradient.startRadius
            guard end > 0, end.isFinite, start.isFinite else { return colorPaint(gradient.gradient.color(at: 1), white: white) }
            let id = makeID("gradient")
            let center = CGPoint(x: frame.minX + gradient.center.x * frame.width, y: frame.minY + gradient.center.y * frame.height)
            definitions.append(
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(svgNumber(center.x))\" "
                    + "cy=\"\(svgNumber(center.y))\" r=\"\(svgNumber(end))\">")
            // SVG's offsets run from the centre to `r`; SwiftUI's from startRadius to endRadius.
            definitions += stops(gradient.gradient, white: white) { (start + $0 * (end - start)) / end }
            definitions.append("</radialGradient>")
            return "fill=\"url(#\(id))\""
        case .angular(let gradient):
            return conicPaint(gradient, frame, white: white)
        case .elliptical(let gradient):
            return ellipticalPaint(gradient, frame, white: white)
        }
    }

    func stops(_ gradient: Gradient, white: Bool, offset: (CGFloat) -> CGFloat) -> [String] {
        let sorted = gradient.stops.sorted { $0.location < $1.location }
        return sorted.map { stop in
            let at = min(max(offset(stop.location), 0), 1)
            return "  <stop offset=\"\(svgNumber(at))\" \(colorPaint(stop.color, white: white, stop: true))/>"
        }
    }

    private func textElements(_ text: TextDrawing, _ frame: CGRect, white: Bool) -> [String] {
        guard text.color.alpha > 0 else { return [] }
        let size = text.fontSize
        let ascender: CGFloat = 1950 / 2048, descender: CGFloat = 494 / 2048
        var attributes = "font-size=\"\(svgNumber(size))\""
        if text.weight != 400 { attributes += " font-weight=\"\(text.weight)\"" }
        if text.isMonospaced { attributes += " font-family=\"\(SVGRenderer.monospacedFamily)\"" }
        let decorations = [text.isUnderlined ? "underline" : nil, text.isStruckThrough ? "line-through" : nil].compactMap { $0 }
        if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        attributes += " " + colorPaint(text.color, white: white)
        return text.lines.enumerated().compactMap { index, line in
            guard !line.isEmpty else { return nil }
            let (top, lineHeight) = text.lineBox(index, in: frame)
            if text.isRedacted {
                // A placeholder: a rounded box of the line's width, 70% of the line tall.
                let width = index < text.lineWidths.count ? text.lineWidths[index] : frame.width
                var box = text.color
                box.alpha *= 0.16
                return "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(top + 0.15 * lineHeight))\" "
                    + "width=\"\(svgNumber(width))\" height=\"\(svgNumber(0.7 * lineHeight))\" rx=\"\(svgNumber(0.15 * lineHeight))\" "
                    + colorPaint(box, white: white) + "/>"
            }
            let baseline = top + (lineHeight - (ascender + descender) * size) / 2 + ascender * size
            // Each line is stretched to its laid-out width (a single line's is its frame's).
            let width = index < text.lineWidths.count ? text.lineWidths[index] : text.lines.count == 1 ? frame.width : 0
            let fit = width > 0 ? " textLength=\"\(svgNumber(width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            return "<text x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(baseline))\" \(attributes)\(fit) "
                + "xml:space=\"preserve\">\(xmlEscaped(line))</text>"
        }
    }

    func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let v = CheckedConversion.int((value.isFinite ? value : 0) * 255, rounding: .toNearestOrAwayFromZero, clampedTo: 0...255)
            return String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }
}

/// `text` with XML's special characters escaped, for element content and attribute values, and
/// every character XML 1.0 does not allow (its `Char` production: the C0 controls but tab, line
/// feed and carriage return, U+FFFE and U+FFFF) replaced by U+FFFD, the replacement character,
/// so the document stays well-formed whatever a `Text` holds. (Lone surrogates cannot be in a
/// Swift string: decoding them from bad UTF-16 already gives U+FFFD.)
func xmlEscaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result.append(contentsOf: "&amp;".unicodeScalars)
        case "<": result.append(contentsOf: "&lt;".unicodeScalars)
        case ">": result.append(contentsOf: "&gt;".unicodeScalars)
        case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
        case "\t", "\n", "\r", "\u{20}"..."\u{FFFD}", "\u{10000}"..."\u{10FFFF}": result.append(scalar)
        default: result.append("\u{FFFD}")
        }
    }
    return String(result)
}

/// A colour matrix entry to five decimals, trailing zeros dropped (W3C's coefficients have four).
private func matrixNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = String(format: "%.5f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
