import Foundation

/// The area a stroke covers, prepared for testing points: the path's subpaths flattened and cut
/// into dashes, each piece widened by half the line width, with caps at open ends and joins at
/// corners as CoreGraphics draws them (butt/round/square caps; miter joins up to the miter
/// limit, else bevel; round and bevel joins). Dashes restart at every subpath, as in
/// CoreGraphics and SVG. The area's edge is outside it (as a rect's far edges are), so a
/// 1-point stroke on a grid line does not cover the cells on both sides of it.
struct StrokeGeometry {
    struct Piece {
        var points: [CGPoint]
        var closed: Bool
    }

    let pieces: [Piece]
    let style: StrokeStyle
    let halfWidth: CGFloat
    let bounds: CGRect

    init(_ path: Path, _ style: StrokeStyle) {
        let style = style.sanitized
        self.style = style
        halfWidth = style.lineWidth / 2
        var pieces: [Piece] = []
        for subpath in path.subpaths {
            let points = StrokeGeometry.withoutRepeats(subpath.polyline)
            pieces += StrokeGeometry.dashed(points, closed: subpath.closed, style)
        }
        self.pieces = pieces
        var box: CGRect?
        for point in pieces.flatMap(\.points) where point.x.isFinite && point.y.isFinite {
            let rect = CGRect(origin: point, size: .zero)
            box = box?.union(rect) ?? rect
        }
        let reach = halfWidth * (style.lineJoin == .miter ? max(style.miterLimit, 1.5) : 1.5)
        bounds = box.map { $0.insetBy(dx: -reach, dy: -reach) } ?? .null
    }

    /// The centre lines drawn (a dot is a segment from a point to itself).
    var centreSegments: [(CGPoint, CGPoint)] {
        guard halfWidth > 0 else { return [] }
        return pieces.flatMap { piece -> [(CGPoint, CGPoint)] in
            guard piece.points.count > 1 else {
                return style.lineCap == .butt ? [] : piece.points.map { ($0, $0) }
            }
            return Array(zip(piece.points, piece.points.dropFirst()))
        }
    }

    func contains(_ p: CGPoint) -> Bool {
        let w = halfWidth
        guard w > 0, !bounds.isNull, p.x >= bounds.minX, p.x <= bounds.maxX, p.y >= bounds.minY, p.y <= bounds.maxY else { return false }
        for piece in pieces {
            let points = piece.points
            guard points.count > 1 else {
                if let dot = points.first { if capContains(p, at: dot, direction: CGPoint(x: 1, y: 0), dot: true) { return true } }
                continue
            }
            for (a, b) in zip(points, points.dropFirst()) where StrokeGeometry.bodyContains(p, a, b, w) { return true }
            let count = points.count
            if piece.closed {
                for i in 0..<(count - 1) {
                    let previous = points[i == 0 ? count - 2 : i - 1]
                    if joinContains(p, previous, points[i], points[i + 1]) { return true }
                }
            } else {
                for i in 1..<(count - 1) where joinContains(p, points[i - 1], points[i], points[i + 1]) { return true }
                if capContains(p, at: points[0], direction: StrokeGeometry.unit(points[1], points[0])) { return true }
                if capContains(p, at: points[count - 1], direction: StrokeGeometry.unit(points[count - 2], points[count - 1])) {
                    return true
                }
            }
        }
        return false
    }

    /// Within half the width of the segment, between its ends.
    static func bodyContains(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint, _ w: CGFloat) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
        guard length2 > 0 else { return false }
        let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2
        guard t >= 0, t <= 1 else { return false }
        let across = abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length2.squareRoot()
        return across < w
    }

    /// The cap at an open end; `direction` points out of the line.
    private func capContains(_ p: CGPoint, at end: CGPoint, direction d: CGPoint, dot: Bool = false) -> Bool {
        let w = halfWidth, v = CGPoint(x: p.x - end.x, y: p.y - end.y)
        switch style.lineCap {
        case .butt: return false
        case .round: return v.x * v.x + v.y * v.y < w * w
        case .square:
            let along = v.x * d.x + v.y * d.y, across = abs(v.x * d.y - v.y * d.x)
            return across < w && along < w && (dot ? along > -w : along >= 0)
        }
    }

    /// The join at `v` between the segments from `a` and to `b`.
    private func joinContains(_ p: CGPoint, _ a: CGPoint, _ v: CGPoint, _ b: CGPoint) -> Bool {
        let w = halfWidth
        if style.lineJoin == .round { return (p.x - v.x) * (p.x - v.x) + (p.y - v.y) * (p.y - v.y) < w * w }
        guard let polygon = cornerJoin(a, v, b) else { return false }
        return StrokeGeometry.convexContains(polygon, p)
    }

    /// A miter or bevel join at `v` between the segments from `a` and to `b`, on the outer side
    /// of the turn (the inner side is inside both segments): the miter's quadrilateral up to the
    /// miter limit, else the bevel's triangle; `nil` where the segments do not turn.
    func cornerJoin(_ a: CGPoint, _ v: CGPoint, _ b: CGPoint) -> [CGPoint]? {
        let w = halfWidth
        let d1 = StrokeGeometry.unit(a, v), d2 = StrokeGeometry.unit(v, b)
        let cross = d1.x * d2.y - d1.y * d2.x, dot = d1.x * d2.x + d1.y * d2.y
        guard abs(cross) > 1e-9 else { return nil }
        // The normals on the outer side of the turn.
        let s: CGFloat = cross > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y * s * w, y: d1.x * s * w), n2 = CGPoint(x: -d2.y * s * w, y: d2.x * s * w)
        let e1 = CGPoint(x: v.x + n1.x, y: v.y + n1.y), e2 = CGPoint(x: v.x + n2.x, y: v.y + n2.y)
        if style.lineJoin == .miter {
            let ratio = 1 / max(((1 + dot) / 2).squareRoot(), 1e-9)
            if ratio <= style.miterLimit {
                let bx = n1.x + n2.x, by = n1.y + n2.y, length = max(hypot(bx, by), 1e-12)
                return [v, e1, CGPoint(x: v.x + bx / length * w * ratio, y: v.y + by / length * w * ratio), e2]
            }
        }
        return [v, e1, e2]
    }

    static func convexContains(_ polygon: [CGPoint], _ p: CGPoint) -> Bool {
        var sign: CGFloat = 0
        for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
            let side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            // Edges are not inside: a point on the edge of a stroke is as far as the stroke reaches.
            if side == 0 { return false }
            if sign == 0 { sign = side } else if (side > 0) != (sign > 0) { return false }
        }
        return true
    }

    static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : CGPoint(x: 1, y: 0)
    }

    static func withoutRepeats(_ points: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        for point in points where result.last.map({ Path.distance($0, point) > 1e-9 }) ?? true { result.append(point) }
        return result
    }

    /// The polyline cut into the pieces the dash pattern draws.
    static func dashed(_ points: [CGPoint], closed: Bool, _ style: StrokeStyle) -> [Piece] {
        let pattern = style.effectiveDash
        let solid = points.isEmpty ? [] : [Piece(points: points, closed: closed && points.count > 2)]
        guard !pattern.isEmpty, points.count > 1 else { return solid }
        let period = pattern.reduce(0, +)
        // More dashes than any picture can show (a huge path, or tiny dashes) are drawn solid,
        // so that no input can make the stroke's pieces unbounded.
        let length = zip(points, points.dropFirst()).reduce(0) { $0 + Path.distance($1.0, $1.1) }
        guard length.isFinite, length / period <= 50_000 else { return solid }
        var index = 0, on = true, remaining = pattern[0]
        var offset = style.dashPhase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                on.toggle()
            } else {
                remaining -= offset
                offset = 0
            }
        }
        var pieces: [Piece] = [], current: [CGPoint] = on ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            let length = Path.distance(a, b)
            var position: CGFloat = 0
            while true {
                let step = min(remaining, length - position)
                position += step
                remaining -= step
                let point = CGPoint(x: a.x + (b.x - a.x) * position / length, y: a.y + (b.y - a.y) * position / length)
                if on, current.last != point { current.append(point) }
                guard remaining <= 1e-9 else { break }
                if on { pieces.append(Piece(points: current, closed: false)); current = [] } else { current = [point] }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                if position >= length && remaining > 0 { break }
            }
        }
        if on, !current.isEmpty { pieces.append(Piece(points: current, closed: false)) }
        return pieces
    }
}
