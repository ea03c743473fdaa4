import Foundation

/// A piece of a subpath: a line or a Bézier curve, with its start.
enum PathSegment: Equatable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
        }
    }

    var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
        }
    }

    /// The point at parameter `t` (0…1).
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let a, let b): return CGPoint(x: u * a.x + t * b.x, y: u * a.y + t * b.y)
        case .quad(let a, let c, let b):
            return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let (k0, k1, k2, k3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x, y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y)
        }
    }

    /// Points along the segment, start and end included, close enough to the curve for the
    /// character picture and for lengths (curves in steps of about 1.5 points, at most 64).
    func flattened() -> [CGPoint] {
        switch self {
        case .line(let a, let b): return [a, b]
        case .quad(let a, let c, let b): return steps(Path.distance(a, c) + Path.distance(c, b))
        case .cubic(let a, let c1, let c2, let b): return steps(Path.distance(a, c1) + Path.distance(c1, c2) + Path.distance(c2, b))
        }
    }

    /// The points of ``flattened()`` after its first, appended to `points`: the same points
    /// with no array a segment (a glyph's outline has dozens of curves, a screen thousands of
    /// glyphs).
    func appendFlattened(to points: inout [CGPoint]) {
        let hull: CGFloat
        switch self {
        case .line(_, let b): return points.append(b)
        case .quad(let a, let c, let b): hull = Path.distance(a, c) + Path.distance(c, b)
        case .cubic(let a, let c1, let c2, let b): hull = Path.distance(a, c1) + Path.distance(c1, c2) + Path.distance(c2, b)
        }
        let count = CheckedConversion.int(hull / 1.5, rounding: .up, clampedTo: 4...64, substitute: 4)
        for step in 1...count { points.append(point(at: CGFloat(step) / CGFloat(count))) }
    }

    private func steps(_ hull: CGFloat) -> [CGPoint] {
        let count = CheckedConversion.int(hull / 1.5, rounding: .up, clampedTo: 4...64, substitute: 4)
        return (0...count).map { point(at: CGFloat($0) / CGFloat(count)) }
    }

    /// The part of the segment between parameters `t0` and `t1`.
    func slice(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
        switch self {
        case .line: return .line(point(at: t0), point(at: t1))
        case .quad(let a, let c, let b):
            // The curve on [t0, t1] has the control point where the tangents at its ends meet.
            let lerp = { (p: CGPoint, q: CGPoint, t: CGFloat) in CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
            return .quad(point(at: t0), lerp(lerp(a, c, t0), lerp(c, b, t0), t1), point(at: t1))
        case .cubic:
            let right = t0 > 0 ? split(at: t0).1 : self
            let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
            return local < 1 ? right.split(at: local).0 : right
        }
    }

    /// A cubic split at `t` (de Casteljau).
    private func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        guard case .cubic(let a, let c1, let c2, let b) = self else { return (self, self) }
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let ab = lerp(a, c1), bc = lerp(c1, c2), cd = lerp(c2, b)
        let abc = lerp(ab, bc), bcd = lerp(bc, cd), mid = lerp(abc, bcd)
        return (.cubic(a, ab, abc, mid), .cubic(mid, bcd, cd, b))
    }

    func applying(_ t: Transform2D) -> PathSegment {
        switch self {
        case .line(let a, let b): .line(t.apply(a), t.apply(b))
        case .quad(let a, let c, let b): .quad(t.apply(a), t.apply(c), t.apply(b))
        case .cubic(let a, let c1, let c2, let b): .cubic(t.apply(a), t.apply(c1), t.apply(c2), t.apply(b))
        }
    }
}

/// A run of segments from a move (or a whole rect, rounded rect or ellipse), closed or open.
struct PathSubpath {
    var start: CGPoint
    var segments: [PathSegment] = []
    var closed = false

    /// The segments, with the line back to the start when closed.
    var drawnSegments: [PathSegment] {
        guard closed, let last = segments.last?.end ?? Optional(start), last != start else { return segments }
        return segments + [.line(last, start)]
    }

    /// The points of the drawn segments, flattened.
    var polyline: [CGPoint] {
        var points = [start]
        points.reserveCapacity(segments.count * 5 + 2)
        for segment in segments { segment.appendFlattened(to: &points) }
        // The closing line of `drawnSegments`, flattened: its end.
        if closed, let last = segments.last?.end, last != start { points.append(start) }
        return points
    }
}

extension Path {
    /// The subpaths of the outline, with rects, rounded rects and ellipses as lines and curves
    /// in the order SwiftUI documents (a rect from its top-leading corner, an ellipse and a
    /// rounded rect from the middle of the trailing side; all clockwise on screen). Stroked and
    /// even-odd regions give their own outline.
    var subpaths: [PathSubpath] {
        var result: [PathSubpath] = []
        var current: PathSubpath?
        // A subpath with nothing drawn (a lone move) draws nothing.
        func finish() { if let path = current, !path.segments.isEmpty { result.append(path) }; current = nil }
        func last() -> CGPoint { current.map { $0.segments.last?.end ?? $0.start } ?? .zero }
        for part in parts {
            switch part {
            case .move(let p): finish(); current = PathSubpath(start: p)
            case .line(let p):
                if current == nil { current = PathSubpath(start: p) }
                current!.segments.append(.line(last(), p))
            case .quadCurve(let p, let c):
                if current == nil { current = PathSubpath(start: c) }
                current!.segments.append(.quad(last(), c, p))
            case .curve(let p, let c1, let c2):
                if current == nil { current = PathSubpath(start: c1) }
                current!.segments.append(.cubic(last(), c1, c2, p))
            case .closeSubpath:
                if var path = current {
                    path.closed = true
                    if !path.segments.isEmpty { result.append(path) }
                    // What follows a close starts from the closed subpath's start.
                    current = PathSubpath(start: path.start)
                }
            case .rect(let r): finish(); result.append(Path.rectSubpath(r.standardized))
            case .roundedRect(let r, let radii, let style):
                finish()
                let (rect, clamped) = (r.standardized, radii.clamped(in: r))
                result.append(
                    Path.roundedRectSubpath(rect, clamped, continuous: ContinuousCorner.applies(to: clamped, in: rect, style: style)))
            case .ellipse(let r): finish(); result.append(Path.ellipseSubpath(r.standardized))
            case .stroked(let inner, _), .evenOdd(let inner): finish(); result += inner.subpaths
            }
        }
        finish()
        return result
    }

    static func rectSubpath(_ r: CGRect) -> PathSubpath {
        let a = CGPoint(x: r.minX, y: r.minY), b = CGPoint(x: r.maxX, y: r.minY), c = CGPoint(x: r.maxX, y: r.maxY),
            d = CGPoint(x: r.minX, y: r.maxY)
        return PathSubpath(start: a, segments: [.line(a, b), .line(b, c), .line(c, d)], closed: true)
    }

    /// A quarter of an ellipse as a cubic: the usual 0.5523 handle length.
    static let kappa: CGFloat = 0.552_284_749_8

    static func ellipseSubpath(_ r: CGRect) -> PathSubpath {
        let rx = r.width / 2, ry = r.height / 2, k = kappa
        let e = CGPoint(x: r.maxX, y: r.midY), s = CGPoint(x: r.midX, y: r.maxY), w = CGPoint(x: r.minX, y: r.midY),
            n = CGPoint(x: r.midX, y: r.minY)
        return PathSubpath(
            start: e,
            segments: [
                .cubic(e, CGPoint(x: e.x, y: e.y + k * ry), CGPoint(x: s.x + k * rx, y: s.y), s),
                .cubic(s, CGPoint(x: s.x - k * rx, y: s.y), CGPoint(x: w.x, y: w.y + k * ry), w),
                .cubic(w, CGPoint(x: w.x, y: w.y - k * ry), CGPoint(x: n.x - k * rx, y: n.y), n),
                .cubic(n, CGPoint(x: n.x + k * rx, y: n.y), CGPoint(x: e.x, y: e.y - k * ry), e),
            ], closed: true)
    }

    /// A rounded rect's outline from the middle of its trailing edge, clockwise on screen: its
    /// corners quarter ellipses, or, when `continuous` (``ContinuousCorner/applies(to:in:style:)``),
    /// Apple's continuous corners.
    static func roundedRectSubpath(_ r: CGRect, _ radii: CornerRadii, continuous: Bool) -> PathSubpath {
        let k = kappa
        let e = continuous ? ContinuousCorner.extent : 1
        var path = PathSubpath(start: CGPoint(x: r.maxX, y: r.midY))
        var point = path.start
        func line(_ x: CGFloat, _ y: CGFloat) {
            let next = CGPoint(x: x, y: y)
            if next != point { path.segments.append(.line(point, next)) }
            point = next
        }
        /// The corner at (cx, cy) from the current point, `first` its radius along the edge the
        /// point is on, `second` along the next edge.
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ first: CGVector, _ second: CGVector) {
            let next = CGPoint(x: cx + e * second.dx, y: cy + e * second.dy)
            guard next != point else { return }
            if continuous {
                path.segments += ContinuousCorner.segments(at: CGPoint(x: cx, y: cy), first: first, second: second)
            } else {
                let c1 = CGPoint(x: point.x - first.dx * k, y: point.y - first.dy * k)
                let c2 = CGPoint(x: next.x - second.dx * k, y: next.y - second.dy * k)
                path.segments.append(.cubic(point, c1, c2, next))
            }
            point = next
        }
        let (tl, tr, br, bl) = (radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading)
        line(r.maxX, r.maxY - e * br.height)
        corner(r.maxX, r.maxY, CGVector(dx: 0, dy: -br.height), CGVector(dx: -br.width, dy: 0))
        line(r.minX + e * bl.width, r.maxY)
        corner(r.minX, r.maxY, CGVector(dx: bl.width, dy: 0), CGVector(dx: 0, dy: -bl.height))
        line(r.minX, r.minY + e * tl.height)
        corner(r.minX, r.minY, CGVector(dx: 0, dy: tl.height), CGVector(dx: tl.width, dy: 0))
        line(r.maxX - e * tr.width, r.minY)
        corner(r.maxX, r.minY, CGVector(dx: -tr.width, dy: 0), CGVector(dx: 0, dy: tr.height))
        path.closed = true
        return path
    }

    /// Calls `body` with each element, as SwiftUI's `forEach(_:)`: rects, rounded rects and
    /// ellipses come as lines and curves. A stroked path gives the elements of the path it
    /// strokes (SwiftUI gives the stroke's outline).
    public func forEach(_ body: (Path.Element) -> Void) {
        for subpath in subpaths {
            body(.move(to: subpath.start))
            for segment in subpath.segments {
                switch segment {
                case .line(_, let p): body(.line(to: p))
                case .quad(_, let c, let p): body(.quadCurve(to: p, control: c))
                case .cubic(_, let c1, let c2, let p): body(.curve(to: p, control1: c1, control2: c2))
                }
            }
            if subpath.closed { body(.closeSubpath) }
        }
    }

    /// The path through `transform`: rects and ellipses stay whole under a translation or a
    /// scale; under a rotation they become curves. A stroke's width scales with the transform.
    func applying(_ t: Transform2D) -> Path {
        let axisAligned = t.b == 0 && t.c == 0
        var result: [Part] = []
        for part in parts {
            switch part {
            case .rect(let r) where axisAligned: result.append(.rect(t.apply(r)))
            case .ellipse(let r) where axisAligned: result.append(.ellipse(t.apply(r)))
            case .roundedRect(let r, var radii, let style) where axisAligned:
                func scale(_ s: CGSize) -> CGSize { CGSize(width: s.width * abs(t.a), height: s.height * abs(t.d)) }
                radii = CornerRadii(
                    topLeading: scale(radii.topLeading), topTrailing: scale(radii.topTrailing),
                    bottomTrailing: scale(radii.bottomTrailing), bottomLeading: scale(radii.bottomLeading))
                result.append(.roundedRect(t.apply(r), radii, style))
            case .rect, .ellipse, .roundedRect: result += Path(parts: [part]).subpaths.flatMap { Path.parts(of: $0.applying(t)) }
            case .move(let p): result.append(.move(t.apply(p)))
            case .line(let p): result.append(.line(t.apply(p)))
            case .quadCurve(let p, let c): result.append(.quadCurve(t.apply(p), control: t.apply(c)))
            case .curve(let p, let c1, let c2): result.append(.curve(t.apply(p), control1: t.apply(c1), control2: t.apply(c2)))
            case .closeSubpath: result.append(.closeSubpath)
            case .stroked(let inner, let style):
                result.append(.stroked(inner.applying(t), style.scaled(by: t.lengthScale)))
            case .evenOdd(let inner): result.append(.evenOdd(inner.applying(t)))
            }
        }
        return Path(parts: result)
    }

    /// The parts that draw `subpath`.
    static func parts(of subpath: PathSubpath) -> [Part] {
        var parts: [Part] = [.move(subpath.start)]
        for segment in subpath.segments {
            switch segment {
            case .line(_, let p): parts.append(.line(p))
            case .quad(_, let c, let p): parts.append(.quadCurve(p, control: c))
            case .cubic(_, let c1, let c2, let p): parts.append(.curve(p, control1: c1, control2: c2))
            }
        }
        if subpath.closed { parts.append(.closeSubpath) }
        return parts
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    /// Whether every coordinate in the path is finite.
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        func ok(_ r: CGRect) -> Bool { ok(r.origin) && r.width.isFinite && r.height.isFinite }
        return parts.allSatisfy { part in
            switch part {
            case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): ok(r)
            case .move(let p), .line(let p): ok(p)
            case .quadCurve(let p, let c): ok(p) && ok(c)
            case .curve(let p, let c1, let c2): ok(p) && ok(c1) && ok(c2)
            case .closeSubpath: true
            case .stroked(let inner, _), .evenOdd(let inner): inner.isFinite
            }
        }
    }
}

extension PathSubpath {
    func applying(_ t: Transform2D) -> PathSubpath {
        PathSubpath(start: t.apply(start), segments: segments.map { $0.applying(t) }, closed: closed)
    }
}
