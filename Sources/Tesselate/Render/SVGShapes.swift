import Foundation

// How the SVG writes a path: one element per run of outline parts, each stroke as its own
// element with SVG's stroke attributes, even-odd fills with `fill-rule`, and drop shadows as a
// filter.
extension SVGRenderer {
    /// The elements drawing `path` with `paint` (fill attributes; empty inside a `<clipPath>`).
    func shapeElements(_ path: Path, _ paint: String) -> [String] {
        var elements: [String] = []
        var run: [Path.Part] = []
        func flush() {
            if let element = shapeElement(Path(parts: run), paint) { elements.append(element) }
            run = []
        }
        for part in path.parts {
            switch part {
            case .stroked(let inner, let style):
                flush()
                if style.lineWidth > 0, let element = shapeElement(inner, strokeAttributes(paint, style)) { elements.append(element) }
            case .evenOdd(let inner):
                flush()
                let rule = paint.isEmpty ? "clip-rule=\"evenodd\"" : paint + " fill-rule=\"evenodd\""
                elements += shapeElements(inner, rule)
            default: run.append(part)
            }
        }
        flush()
        return elements
    }

    /// Fill attributes (`fill="#…" fill-opacity="…"`) turned into the stroke's: no fill, the
    /// paint as the stroke, and the style. SVG's miter limit defaults to 4, CoreGraphics' to
    /// 10, so it is always written for miter joins.
    func strokeAttributes(_ paint: String, _ style: StrokeStyle) -> String {
        var attributes = [
            "fill=\"none\"", paint.replacingOccurrences(of: "fill", with: "stroke"),
            "stroke-width=\"\(svgNumber(style.lineWidth))\"",
        ]
        if style.lineCap != .butt { attributes.append("stroke-linecap=\"\(style.lineCap)\"") }
        switch style.lineJoin {
        case .miter: attributes.append("stroke-miterlimit=\"\(svgNumber(style.miterLimit))\"")
        case .round, .bevel: attributes.append("stroke-linejoin=\"\(style.lineJoin)\"")
        }
        let dash = style.effectiveDash
        if !dash.isEmpty {
            attributes.append("stroke-dasharray=\"\(dash.map(svgNumber).joined(separator: " "))\"")
            if style.dashPhase != 0 { attributes.append("stroke-dashoffset=\"\(svgNumber(style.dashPhase))\"") }
        }
        return attributes.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The element for `path` with `paint` (attributes), or `nil` when it draws nothing. A lone
    /// rect, rounded rect (even corners) or ellipse is written as `<rect>`, `<circle>` or
    /// `<ellipse>`; anything else as a `<path>`.
    func shapeElement(_ path: Path, _ paint: String) -> String? {
        let attributes = paint.isEmpty ? "" : " " + paint
        if path.parts.count == 1, let only = path.parts.first {
            switch only {
            case .rect(let rect):
                let r = rect.standardized
                guard r.width > 0, r.height > 0 else { return nil }
                return "<rect x=\"\(svgNumber(r.minX))\" y=\"\(svgNumber(r.minY))\" width=\"\(svgNumber(r.width))\" "
                    + "height=\"\(svgNumber(r.height))\"\(attributes)/>"
            case .roundedRect(let rect, let radii, let style)
            where radii.clamped(in: rect).isUniform && !ContinuousCorner.applies(to: radii.clamped(in: rect), in: rect, style: style):
                let r = rect.standardized, k = radii.clamped(in: rect).topLeading
                guard r.width > 0, r.height > 0 else { return nil }
                return "<rect x=\"\(svgNumber(r.minX))\" y=\"\(svgNumber(r.minY))\" width=\"\(svgNumber(r.width))\" "
                    + "height=\"\(svgNumber(r.height))\" rx=\"\(svgNumber(k.width))\" ry=\"\(svgNumber(k.height))\"\(attributes)/>"
            case .ellipse(let rect):
                let r = rect.standardized
                guard r.width > 0, r.height > 0 else { return nil }
                if r.width == r.height {
                    return "<circle cx=\"\(svgNumber(r.midX))\" cy=\"\(svgNumber(r.midY))\" r=\"\(svgNumber(r.width / 2))\"\(attributes)/>"
                }
                return "<ellipse cx=\"\(svgNumber(r.midX))\" cy=\"\(svgNumber(r.midY))\" rx=\"\(svgNumber(r.width / 2))\" "
                    + "ry=\"\(svgNumber(r.height / 2))\"\(attributes)/>"
            default: break
            }
        }
        let data = path.svgData
        guard !data.isEmpty else { return nil }
        return "<path d=\"\(data)\"\(attributes)/>"
    }

    /// A drop shadow as SwiftUI draws it: the content's alpha in the shadow's colour, blurred
    /// (standard deviation half the radius, as `blur` is written) and offset, behind the
    /// content. Written as the primitives `feDropShadow` stands for (blur, offset, flood,
    /// composite, merge), which SVG 1.1 renderers draw too.
    func shadowFilter(_ id: String, _ shadow: DrawShadow, white: Bool) -> String {
        let color = white ? Color(white: 1, opacity: shadow.color.alpha) : shadow.color
        return "<filter id=\"\(id)\" \(filterRegion)>"
            + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(svgNumber(shadow.radius / 2))\"/>"
            + "<feOffset dx=\"\(svgNumber(shadow.offset.width))\" dy=\"\(svgNumber(shadow.offset.height))\" result=\"offset\"/>"
            + "<feFlood flood-color=\"\(hex(color))\" flood-opacity=\"\(svgNumber(CGFloat(min(max(color.alpha, 0), 1))))\"/>"
            + "<feComposite in2=\"offset\" operator=\"in\"/>"
            + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
    }
}

extension SVGRenderer {
    /// Where a filter draws: the window and a window's size around it. (A filter's region is
    /// an offscreen image: renderers give up on one as large as a mask's unbounded region.)
    var filterRegion: String {
        let w = max(size.width, 1), h = max(size.height, 1)
        return "filterUnits=\"userSpaceOnUse\" x=\"\(svgNumber(-w))\" y=\"\(svgNumber(-h))\" "
            + "width=\"\(svgNumber(3 * w))\" height=\"\(svgNumber(3 * h))\""
    }
}

extension Path {
    /// Whether the path holds a stroke (which a `<clipPath>` cannot express).
    var hasStroke: Bool {
        parts.contains { part in
            switch part {
            case .stroked: true
            case .evenOdd(let inner): inner.hasStroke
            default: false
            }
        }
    }
}
