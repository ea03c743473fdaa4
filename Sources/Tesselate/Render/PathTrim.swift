import Foundation

extension Path {
    /// The part of the path between two fractions of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: 0 is where the path starts (for a `Circle`, its trailing point;
    /// it runs clockwise on screen), 1 where it ends. Fractions are clamped to 0…1; `from` at or
    /// after `to` gives an empty path, 0…1 the path itself. Lengths along curves are measured on
    /// their flattened form (within a few hundredths of a point); the pieces kept stay curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        if parts.count == 1, case .stroked(let inner, let style) = parts[0] {
            return Path(parts: [.stroked(inner.trimmedPath(from: start, to: end), style)])
        }
        let measured = subpaths.map { subpath in subpath.drawnSegments.map { MeasuredSegment($0) } }
        let total = measured.joined().reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var result: [Part] = []
        var position: CGFloat = 0
        for (subpath, segments) in zip(subpaths, measured) {
            var started = false, whole = true
            for segment in segments {
                defer { position += segment.length }
                let lo = max(low, position), hi = min(high, position + segment.length)
                guard lo < hi else { whole = false; continue }
                if lo > position || hi < position + segment.length { whole = false }
                let piece = segment.segment.slice(segment.parameter(at: lo - position), segment.parameter(at: hi - position))
                if !started { result.append(.move(piece.start)); started = true }
                result += Path.parts(of: PathSubpath(start: piece.start, segments: [piece])).dropFirst()
            }
            if started && whole && subpath.closed { result.append(.closeSubpath) }
        }
        return Path(parts: result)
    }

    /// The length of the path's outline (closing lines included).
    var length: CGFloat {
        subpaths.flatMap(\.drawnSegments).reduce(0) { $0 + MeasuredSegment($1).length }
    }
}

/// A segment with its length measured along its flattened points, to turn a distance along it
/// into its parameter.
struct MeasuredSegment {
    let segment: PathSegment
    /// The distance from the start to each flattened point (the points are at even parameter steps).
    let distances: [CGFloat]

    init(_ segment: PathSegment) {
        self.segment = segment
        let points = segment.flattened()
        var distances: [CGFloat] = [0]
        for (a, b) in zip(points, points.dropFirst()) { distances.append(distances.last! + Path.distance(a, b)) }
        self.distances = distances
    }

    var length: CGFloat { distances.last ?? 0 }

    /// The parameter at `distance` along the segment.
    func parameter(at distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= length { return 1 }
        let steps = CGFloat(distances.count - 1)
        var low = 0, high = distances.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if distances[middle] <= distance { low = middle } else { high = middle }
        }
        let span = distances[high] - distances[low]
        let fraction = span > 0 ? (distance - distances[low]) / span : 0
        return (CGFloat(low) + fraction) / steps
    }
}
