import Foundation

/// Geometry the renderers need of a ``Path``: whether a point is inside, its bounds, and its SVG
/// outline. A path is the union of its elements; lines form polygons filled by the non-zero rule.
extension Path {
    /// Whether `point` is inside the path. Rect edges are half-open (`minX ≤ x < maxX`), so
    /// rects that share an edge tile without overlap.
    func contains(_ point: CGPoint) -> Bool {
        var polygon: [CGPoint] = []
        var winding = 0
        func closePolygon() {
            if polygon.count > 2 { winding += Path.winding(of: polygon, around: point) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .rect(let rect):
                if Path.rectContains(rect, point) { return true }
            case .roundedRect(let rect, let radius):
                if Path.roundedRectContains(rect, radius, point) { return true }
            case .ellipse(let rect):
                if Path.ellipseContains(rect, point) { return true }
            case .move(let start):
                closePolygon()
                polygon = [start]
            case .line(let end):
                polygon.append(end)
            case .closeSubpath:
                closePolygon()
            }
        }
        closePolygon()
        return winding != 0
    }

    /// The smallest rect holding every element.
    var bounds: CGRect {
        var result: CGRect?
        func add(_ rect: CGRect) { result = result.map { $0.union(rect) } ?? rect }
        for element in elements {
            switch element {
            case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): add(rect.standardized)
            case .move(let point), .line(let point): add(CGRect(origin: point, size: .zero))
            case .closeSubpath: break
            }
        }
        return result ?? .zero
    }

    static func rectContains(_ rect: CGRect, _ p: CGPoint) -> Bool {
        let rect = rect.standardized
        return p.x >= rect.minX && p.x < rect.maxX && p.y >= rect.minY && p.y < rect.maxY
    }

    /// The corner radius a rounded rect is drawn with: at most half its shorter side.
    static func clampedRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        max(0, min(radius, abs(rect.width) / 2, abs(rect.height) / 2))
    }

    static func roundedRectContains(_ rect: CGRect, _ radius: CGFloat, _ p: CGPoint) -> Bool {
        let rect = rect.standardized
        guard rectContains(rect, p) else { return false }
        let r = clampedRadius(radius, in: rect)
        guard r > 0 else { return true }
        // The nearest corner circle's centre, when the point is in a corner square.
        let cx = p.x < rect.minX + r ? rect.minX + r : p.x > rect.maxX - r ? rect.maxX - r : p.x
        let cy = p.y < rect.minY + r ? rect.minY + r : p.y > rect.maxY - r ? rect.maxY - r : p.y
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= r * r
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

    /// The path as SVG path data (`M … Z`), elements in order.
    var svgData: String {
        var parts: [String] = []
        for element in elements {
            switch element {
            case .rect(let rect):
                let r = rect.standardized
                parts.append("M\(svgNumber(r.minX)) \(svgNumber(r.minY))H\(svgNumber(r.maxX))V\(svgNumber(r.maxY))H\(svgNumber(r.minX))Z")
            case .roundedRect(let rect, let radius):
                let r = rect.standardized, k = Path.clampedRadius(radius, in: r)
                let arc = "A\(svgNumber(k)) \(svgNumber(k)) 0 0 1 "
                parts.append("M\(svgNumber(r.minX + k)) \(svgNumber(r.minY))H\(svgNumber(r.maxX - k))"
                    + arc + "\(svgNumber(r.maxX)) \(svgNumber(r.minY + k))V\(svgNumber(r.maxY - k))"
                    + arc + "\(svgNumber(r.maxX - k)) \(svgNumber(r.maxY))H\(svgNumber(r.minX + k))"
                    + arc + "\(svgNumber(r.minX)) \(svgNumber(r.maxY - k))V\(svgNumber(r.minY + k))"
                    + arc + "\(svgNumber(r.minX + k)) \(svgNumber(r.minY))Z")
            case .ellipse(let rect):
                let r = rect.standardized, rx = r.width / 2, ry = r.height / 2
                let arc = "A\(svgNumber(rx)) \(svgNumber(ry)) 0 1 1 "
                parts.append("M\(svgNumber(r.minX)) \(svgNumber(r.midY))" + arc + "\(svgNumber(r.maxX)) \(svgNumber(r.midY))"
                    + arc + "\(svgNumber(r.minX)) \(svgNumber(r.midY))Z")
            case .move(let p): parts.append("M\(svgNumber(p.x)) \(svgNumber(p.y))")
            case .line(let p): parts.append("L\(svgNumber(p.x)) \(svgNumber(p.y))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined()
    }
}

/// A number for SVG: at most 3 decimals, no trailing zeros, no exponent.
func svgNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    var rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
