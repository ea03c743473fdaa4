import Foundation

/// A path prepared for the questions the renderers ask many times: whether a point is inside,
/// and its bounds. Rects, rounded rects and ellipses are tested exactly (rect edges half-open,
/// `minX ≤ x < maxX`, so rects that share an edge tile without overlap); lines and curves are
/// flattened into polygons; strokes are tested by ``StrokeGeometry``. Every region adds to the
/// winding number as CoreGraphics' does (the built-in shapes all run clockwise on screen), and
/// the fill rule decides from it.
struct PreparedPath {
    enum Region {
        case rect(CGRect)
        case roundedRect(CGRect, CornerRadii)
        case ellipse(CGRect)
        case polygon([CGPoint])
        case stroke(StrokeGeometry)
        case evenOdd(PreparedPath)
    }

    let regions: [Region]
    /// The smallest rect holding what the path covers; `.null` for an empty path.
    let bounds: CGRect

    init(_ path: Path) {
        var regions: [Region] = []
        var free: [Path.Part] = []
        var box = CGRect.null
        for part in path.parts {
            switch part {
            case .rect(let r): regions.append(.rect(r.standardized)); box = box.union(r.standardized)
            case .roundedRect(let r, let radii, let style):
                let (rect, clamped) = (r.standardized, radii.clamped(in: r))
                if ContinuousCorner.applies(to: clamped, in: rect, style: style) {
                    regions.append(.polygon(Path.roundedRectSubpath(rect, clamped, continuous: true).polyline))
                } else {
                    regions.append(.roundedRect(rect, clamped))
                }
                box = box.union(rect)
            case .ellipse(let r): regions.append(.ellipse(r.standardized)); box = box.union(r.standardized)
            case .stroked(let inner, let style):
                let stroke = StrokeGeometry(inner, style)
                regions.append(.stroke(stroke)); box = box.union(stroke.bounds)
            case .evenOdd(let inner):
                let prepared = PreparedPath(inner)
                regions.append(.evenOdd(prepared)); box = box.union(prepared.bounds)
            default: free.append(part)
            }
        }
        for subpath in Path(parts: free).subpaths {
            let polygon = subpath.polyline
            for point in polygon { box = box.union(CGRect(origin: point, size: .zero)) }
            if polygon.count > 2 { regions.append(.polygon(polygon)) }
        }
        self.regions = regions
        bounds = box
    }

    /// Whether `p` is inside, by the non-zero rule or, with `eoFill`, the even-odd rule.
    func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard !bounds.isNull, p.x >= bounds.minX, p.x <= bounds.maxX, p.y >= bounds.minY, p.y <= bounds.maxY else { return false }
        var winding = 0
        for region in regions {
            switch region {
            case .rect(let r): if Path.rectContains(r, p) { winding += Path.builtInWinding }
            case .roundedRect(let r, let radii): if Path.roundedRectContains(r, radii, p) { winding += Path.builtInWinding }
            case .ellipse(let r): if Path.ellipseContains(r, p) { winding += Path.builtInWinding }
            case .polygon(let points): winding += Path.winding(of: points, around: p)
            case .stroke(let stroke): if stroke.contains(p) { winding += Path.builtInWinding }
            case .evenOdd(let inner): if inner.contains(p, eoFill: true) { winding += Path.builtInWinding }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The centre lines of the strokes in the path, for the raster's thin strokes.
    var strokeCentres: [(CGPoint, CGPoint)] {
        regions.flatMap { region -> [(CGPoint, CGPoint)] in
            switch region {
            case .stroke(let stroke): stroke.centreSegments
            case .evenOdd(let inner): inner.strokeCentres
            default: []
            }
        }
    }
}

extension Path {
    /// Whether `p` is inside the path, as SwiftUI's `contains(_:eoFill:)`.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { PreparedPath(self).contains(p, eoFill: eoFill) }

    /// The smallest rect holding the path (its curves, not their control points; a stroke's
    /// width included), or `CGRect.null` for an empty path, as SwiftUI's `boundingRect`.
    public var boundingRect: CGRect { PreparedPath(self).bounds }

    /// The bounds the renderers sample: `boundingRect`, `.zero` for an empty path.
    var bounds: CGRect {
        let rect = boundingRect
        return rect.isNull ? .zero : rect
    }

    /// The area a stroke of the path with `style` covers, as SwiftUI's `strokedPath(_:)`. The
    /// stroke is kept as such (its elements are the stroked path's).
    public func strokedPath(_ style: StrokeStyle) -> Path { Path(parts: [.stroked(self, style)]) }

    /// The winding number a built-in shape's inside adds: the winding of a rect drawn as
    /// CoreGraphics draws it (top-leading, top-trailing, bottom-trailing, bottom-leading).
    static let builtInWinding = winding(
        of: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2), CGPoint(x: 0, y: 2)],
        around: CGPoint(x: 1, y: 1))

    static func rectContains(_ rect: CGRect, _ p: CGPoint) -> Bool {
        let rect = rect.standardized
        return p.x >= rect.minX && p.x < rect.maxX && p.y >= rect.minY && p.y < rect.maxY
    }

    static func roundedRectContains(_ rect: CGRect, _ radii: CornerRadii, _ p: CGPoint) -> Bool {
        guard rectContains(rect, p) else { return false }
        // The corner the point is nearest, and whether it is in that corner's box.
        let left = p.x < rect.midX, top = p.y < rect.midY
        let r = top ? (left ? radii.topLeading : radii.topTrailing) : (left ? radii.bottomLeading : radii.bottomTrailing)
        guard r.width > 0, r.height > 0 else { return true }
        let cx = left ? rect.minX + r.width : rect.maxX - r.width, cy = top ? rect.minY + r.height : rect.maxY - r.height
        guard left ? p.x < cx : p.x > cx, top ? p.y < cy : p.y > cy else { return true }
        let nx = (p.x - cx) / r.width, ny = (p.y - cy) / r.height
        return nx * nx + ny * ny <= 1
    }

    static func ellipseContains(_ rect: CGRect, _ p: CGPoint) -> Bool {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return false }
        let nx = (p.x - rect.midX) / (rect.width / 2), ny = (p.y - rect.midY) / (rect.height / 2)
        return nx * nx + ny * ny <= 1
    }

    /// The winding number of a closed polygon around `p`.
    static func winding(of polygon: [CGPoint], around p: CGPoint) -> Int {
        var winding = 0
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { winding += 1 }
            } else if b.y <= p.y && side < 0 {
                winding -= 1
            }
        }
        return winding
    }

    /// The path as SVG path data (`M … Z`), parts in order. Stroked and even-odd parts give the
    /// data of the path they stroke or fill (the SVG renderer draws them with their own
    /// attributes).
    var svgData: String {
        var parts: [String] = []
        for part in self.parts {
            switch part {
            case .rect(let rect):
                let r = rect.standardized
                parts.append("M\(svgNumber(r.minX)) \(svgNumber(r.minY))H\(svgNumber(r.maxX))V\(svgNumber(r.maxY))H\(svgNumber(r.minX))Z")
            case .roundedRect(let rect, let radii, let style):
                parts.append(Path.roundedRectData(rect.standardized, radii.clamped(in: rect), style))
            case .ellipse(let rect):
                let r = rect.standardized, rx = r.width / 2, ry = r.height / 2
                let arc = "A\(svgNumber(rx)) \(svgNumber(ry)) 0 1 1 "
                parts.append(
                    "M\(svgNumber(r.minX)) \(svgNumber(r.midY))" + arc + "\(svgNumber(r.maxX)) \(svgNumber(r.midY))"
                        + arc + "\(svgNumber(r.minX)) \(svgNumber(r.midY))Z")
            case .move(let p): parts.append("M" + svgPoint(p))
            case .line(let p): parts.append("L" + svgPoint(p))
            case .quadCurve(let p, let c): parts.append("Q" + svgPoint(c) + " " + svgPoint(p))
            case .curve(let p, let c1, let c2): parts.append("C" + svgPoint(c1) + " " + svgPoint(c2) + " " + svgPoint(p))
            case .closeSubpath: parts.append("Z")
            case .stroked(let inner, _), .evenOdd(let inner): parts.append(inner.svgData)
            }
        }
        return parts.joined()
    }

    /// A rounded rect from the top-leading corner's end, clockwise, each corner an elliptical arc;
    /// with continuous corners, its outline (``roundedRectSubpath(_:_:continuous:)``) as lines and curves.
    private static func roundedRectData(_ r: CGRect, _ radii: CornerRadii, _ style: RoundedCornerStyle) -> String {
        if ContinuousCorner.applies(to: radii, in: r, style: style) {
            let outline = roundedRectSubpath(r, radii, continuous: true)
            return "M" + svgPoint(outline.start)
                + outline.segments.map { segment in
                    switch segment {
                    case .line(_, let p): "L" + svgPoint(p)
                    case .quad(_, let c, let p): "Q" + svgPoint(c) + " " + svgPoint(p)
                    case .cubic(_, let c1, let c2, let p): "C" + svgPoint(c1) + " " + svgPoint(c2) + " " + svgPoint(p)
                    }
                }.joined() + "Z"
        }
        let (tl, tr, br, bl) = (radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading)
        func arc(_ size: CGSize, _ x: CGFloat, _ y: CGFloat) -> String {
            size.width > 0 && size.height > 0
                ? "A\(svgNumber(size.width)) \(svgNumber(size.height)) 0 0 1 \(svgPoint(CGPoint(x: x, y: y)))"
                : "L\(svgPoint(CGPoint(x: x, y: y)))"
        }
        return "M\(svgPoint(CGPoint(x: r.minX + tl.width, y: r.minY)))H\(svgNumber(r.maxX - tr.width))"
            + arc(tr, r.maxX, r.minY + tr.height) + "V\(svgNumber(r.maxY - br.height))"
            + arc(br, r.maxX - br.width, r.maxY) + "H\(svgNumber(r.minX + bl.width))"
            + arc(bl, r.minX, r.maxY - bl.height) + "V\(svgNumber(r.minY + tl.height))"
            + arc(tl, r.minX + tl.width, r.minY) + "Z"
    }
}

/// A point for SVG path data: `x y`.
func svgPoint(_ p: CGPoint) -> String { "\(svgNumber(p.x)) \(svgNumber(p.y))" }

/// A number for SVG: at most 3 decimals, no trailing zeros, no exponent; NaN as 0 and a
/// magnitude beyond ``LayoutEngine/maximumLength`` as that (a font of 1e308 points, a window of
/// 1e308, and any sum or product of them that overflowed), so no attribute is ever `inf` or `nan`.
func svgNumber(_ value: CGFloat) -> String {
    guard !value.isNaN else { return "0" }
    let limit = LayoutEngine.maximumLength
    var rounded = (min(max(value, -limit), limit) * 1000).rounded() / 1000
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() { return String(CheckedConversion.int(rounded)) }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
