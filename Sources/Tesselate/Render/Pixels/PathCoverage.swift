import Foundation

extension Path {
    /// The pixels the path covers once `transform` takes it to the picture's pixels: its plain
    /// parts filled by the non-zero rule (by `eoFill`'s rule when set), each stroked part as
    /// the area of its stroke and each even-odd part by the even-odd rule, as SwiftUI fills a
    /// path made of such parts. Curves are flattened in pixels, so they are as smooth at every
    /// scale.
    func coverage(_ transform: Transform2D, eoFill: Bool = false, within limit: PixelBounds) -> CoverageMask {
        guard !limit.isEmpty else { return .empty }
        var mask = CoverageMask.empty
        var run: [Part] = []
        func flush() {
            guard !run.isEmpty else { return }
            let polygons = Path(parts: run).applying(transform).subpaths.map(\.polyline)
            mask = mask.union(CoverageRasterizer.coverage(of: polygons, rule: eoFill ? .evenOdd : .nonZero, within: limit))
            run = []
        }
        for part in parts {
            switch part {
            case .stroked(let inner, let style):
                flush()
                let stroke = StrokeGeometry(inner.applying(transform), style.scaled(by: transform.lengthScale))
                mask = mask.union(CoverageRasterizer.coverage(of: stroke.polygons, rule: .nonZero, within: limit))
            case .evenOdd(let inner):
                flush()
                mask = mask.union(inner.coverage(transform, eoFill: true, within: limit))
            default: run.append(part)
            }
        }
        flush()
        return mask
    }
}

extension StrokeGeometry {
    /// The stroke's area as polygons all turning the same way, whose union (by the non-zero
    /// rule) is the area ``contains(_:)`` tests: a quadrilateral along each segment, a polygon
    /// at each join (a round join's disc, a miter's tip up to the miter limit, else a bevel's
    /// triangle) and each open end's cap.
    var polygons: [[CGPoint]] {
        let w = halfWidth
        guard w > 0 else { return [] }
        var result: [[CGPoint]] = []
        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            var area: CGFloat = 0
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += a.x * b.y - b.x * a.y }
            result.append(area < 0 ? polygon.reversed() : polygon)
        }
        func disc(_ centre: CGPoint) -> [CGPoint] {
            let count = CheckedConversion.int(w * 2, rounding: .up, clampedTo: 12...96, substitute: 12)
            return (0..<count).map { i in
                let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(count)
                return CGPoint(x: centre.x + w * cos(angle), y: centre.y + w * sin(angle))
            }
        }
        /// The square cap beyond `end`, `d` pointing out of the line.
        func square(_ end: CGPoint, _ d: CGPoint, back: CGFloat = 0) -> [CGPoint] {
            let n = CGPoint(x: -d.y * w, y: d.x * w)
            let a = CGPoint(x: end.x - d.x * back, y: end.y - d.y * back), b = CGPoint(x: end.x + d.x * w, y: end.y + d.y * w)
            return [
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ]
        }
        for piece in pieces {
            let points = piece.points
            guard points.count > 1 else {
                // A dot: a zero-length dash drawn by its caps.
                if let dot = points.first {
                    switch style.lineCap {
                    case .butt: break
                    case .round: add(disc(dot))
                    case .square: add(square(dot, CGPoint(x: 1, y: 0), back: w))
                    }
                }
                continue
            }
            for (a, b) in zip(points, points.dropFirst()) where a != b {
                let d = StrokeGeometry.unit(a, b), n = CGPoint(x: -d.y * w, y: d.x * w)
                add([
                    CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
                ])
            }
            let count = points.count
            let joins: [(CGPoint, CGPoint, CGPoint)] =
                piece.closed
                ? (0..<(count - 1)).map { i in (points[i == 0 ? count - 2 : i - 1], points[i], points[i + 1]) }
                : (1..<(count - 1)).map { i in (points[i - 1], points[i], points[i + 1]) }
            for (a, v, b) in joins { add(style.lineJoin == .round ? disc(v) : cornerJoin(a, v, b) ?? []) }
            if !piece.closed {
                switch style.lineCap {
                case .butt: break
                case .round:
                    add(disc(points[0]))
                    add(disc(points[count - 1]))
                case .square:
                    add(square(points[0], StrokeGeometry.unit(points[1], points[0])))
                    add(square(points[count - 1], StrokeGeometry.unit(points[count - 2], points[count - 1])))
                }
            }
        }
        return result
    }
}
