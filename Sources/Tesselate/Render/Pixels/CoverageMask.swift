import Foundation

/// A rectangle of whole pixels, `minX..<maxX` × `minY..<maxY`, in a picture's pixel grid.
struct PixelBounds: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    static let empty = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }
    var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels `rect` (in pixels) touches, within ±2^24 so that no conversion traps.
    init(covering rect: CGRect) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        func clamp(_ v: CGFloat) -> Int { CheckedConversion.int(v, clampedTo: -16_777_216...16_777_216) }
        self.init(
            minX: clamp(rect.minX.rounded(.down)), minY: clamp(rect.minY.rounded(.down)),
            maxX: clamp(rect.maxX.rounded(.up)), maxY: clamp(rect.maxY.rounded(.up)))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    func intersection(_ other: PixelBounds) -> PixelBounds {
        let result = PixelBounds(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }
}

/// How much of each pixel of `bounds` a shape covers, 0…1, row by row.
struct CoverageMask {
    var bounds: PixelBounds
    var values: [Float]

    static let empty = CoverageMask(bounds: .empty, values: [])

    /// The coverage at pixel (x, y) of the picture, 0 outside the bounds.
    @inline(__always) func value(x: Int, y: Int) -> Float {
        guard x >= bounds.minX, x < bounds.maxX, y >= bounds.minY, y < bounds.maxY else { return 0 }
        return values[(y - bounds.minY) * bounds.width + x - bounds.minX]
    }

    /// The union of two masks, approximated pixel by pixel by the larger coverage (exact where
    /// the shapes do not overlap within a pixel, or one holds the other).
    func union(_ other: CoverageMask) -> CoverageMask {
        if other.bounds.isEmpty { return self }
        if bounds.isEmpty { return other }
        let joined = PixelBounds(
            minX: min(bounds.minX, other.bounds.minX), minY: min(bounds.minY, other.bounds.minY),
            maxX: max(bounds.maxX, other.bounds.maxX), maxY: max(bounds.maxY, other.bounds.maxY))
        var result = CoverageMask(bounds: joined, values: [Float](repeating: 0, count: joined.width * joined.height))
        for mask in [self, other] {
            for y in mask.bounds.minY..<mask.bounds.maxY {
                let from = (y - mask.bounds.minY) * mask.bounds.width, to = (y - joined.minY) * joined.width - joined.minX
                for x in mask.bounds.minX..<mask.bounds.maxX {
                    result.values[to + x] = max(result.values[to + x], mask.values[from + x - mask.bounds.minX])
                }
            }
        }
        return result
    }
}

/// The rule that decides which regions of crossing outlines are inside (SwiftUI's `FillStyle`).
enum PixelFillRule {
    case nonZero, evenOdd
}

/// Anti-aliased scan conversion of polygons: each pixel row is sampled on `subsamples`
/// horizontal lines, and on each line the spans inside the polygons (by the fill rule) cover
/// their exact horizontal extent. The result does not depend on the order of the polygons or
/// of their points.
enum CoverageRasterizer {
    /// Sample lines per pixel row.
    static let subsamples = 16

    private struct Edge {
        var x0: Double, y0: Double, y1: Double, slope: Double, winding: Int
        /// Where the edge crosses the current sample line.
        var x = 0.0
    }

    /// The coverage of closed `polygons` (points in pixels; each closes back to its first
    /// point) by `rule`, within `limit`. Points that are not finite are left out.
    static func coverage(of polygons: [[CGPoint]], rule: PixelFillRule, within limit: PixelBounds) -> CoverageMask {
        var edges: [Edge] = []
        // The points' extent as four numbers (not a `CGRect` union a point: a text has thousands).
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        // Room for every edge at once, not grown an edge at a time (a line of text has hundreds).
        edges.reserveCapacity(polygons.reduce(0) { $0 + $1.count })
        for polygon in polygons {
            let isFinite = polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite }
            let points = isFinite ? polygon : polygon.filter { $0.x.isFinite && $0.y.isFinite }
            guard points.count > 2 else { continue }
            for (index, p) in points.enumerated() {
                let q = points[(index + 1) % points.count]
                (low.x, low.y, high.x, high.y) = (min(low.x, p.x), min(low.y, p.y), max(high.x, p.x), max(high.y, p.y))
                guard p.y != q.y else { continue }
                let (top, bottom, winding) = p.y < q.y ? (p, q, 1) : (q, p, -1)
                let slope = Double((bottom.x - top.x) / (bottom.y - top.y))
                edges.append(Edge(x0: Double(top.x), y0: Double(top.y), y1: Double(bottom.y), slope: slope, winding: winding))
            }
        }
        guard !edges.isEmpty else { return .empty }
        let box = CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
        let bounds = PixelBounds(covering: box).intersection(limit)
        guard !bounds.isEmpty, !edges.isEmpty else { return .empty }
        edges.sort { $0.y0 < $1.y0 }
        let width = bounds.width
        var values = [Float](repeating: 0, count: width * bounds.height)
        // One sample line's coverage: end pixels' shares in `cover`, whole runs as steps in `runs`
        // (summed along the row); only the pixels a row touched are read and cleared.
        let cover = UnsafeMutableBufferPointer<Float>.allocate(capacity: width + 1)
        let runs = UnsafeMutableBufferPointer<Float>.allocate(capacity: width + 1)
        cover.initialize(repeating: 0)
        runs.initialize(repeating: 0)
        defer {
            cover.deallocate()
            runs.deallocate()
        }
        var active: [Edge] = []
        active.reserveCapacity(edges.count)
        var next = 0
        let weight = 1 / Float(subsamples)
        let left = Double(bounds.minX), right = Double(bounds.maxX)
        values.withUnsafeMutableBufferPointer { values in
            for row in bounds.minY..<bounds.maxY {
                var touched = (low: width, high: -1)
                for sample in 0..<subsamples {
                    let y = Double(row) + (Double(sample) + 0.5) / Double(subsamples)
                    while next < edges.count && edges[next].y0 <= y {
                        active.append(edges[next])
                        next += 1
                    }
                    active.removeAll { $0.y1 <= y }
                    guard !active.isEmpty else { continue }
                    // The active edges stay sorted by where they cross the line: from one line to
                    // the next they move little, so an insertion sort has little to do (a line of
                    // text has hundreds of crossings).
                    // Through a buffer pointer: the array's elements in place, with no uniqueness
                    // check a write (the array is neither grown nor shrunk in here).
                    active.withUnsafeMutableBufferPointer { active in
                        for i in active.indices { active[i].x = active[i].x0 + (y - active[i].y0) * active[i].slope }
                        for i in 1..<active.count {
                            let edge = active[i]
                            var j = i - 1
                            while j >= 0 && active[j].x > edge.x {
                                active[j + 1] = active[j]
                                j -= 1
                            }
                            active[j + 1] = edge
                        }
                        var winding = 0
                        var start = 0.0
                        for crossing in active {
                            let wasInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                            winding += crossing.winding
                            let isInside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                            if !wasInside && isInside {
                                start = crossing.x
                            } else if wasInside && !isInside {
                                addSpan(
                                    from: min(max(start, left), right) - left, to: min(max(crossing.x, left), right) - left,
                                    weight: weight, width: width, cover, runs, &touched)
                            }
                        }
                    }
                }
                guard touched.low <= touched.high else { continue }
                var run: Float = 0
                let offset = (row - bounds.minY) * width
                for x in touched.low...min(touched.high, width - 1) {
                    run += runs[x]
                    values[offset + x] = min(1, cover[x] + run)
                }
                for x in touched.low...touched.high {
                    cover[x] = 0
                    runs[x] = 0
                }
            }
        }
        return CoverageMask(bounds: bounds, values: values)
    }

    /// Adds a span from `a` to `b` (pixels from the mask's left edge) on one sample line: its
    /// end pixels by the share they cover, the whole pixels between as a run.
    @inline(__always)
    private static func addSpan(
        from a: Double, to b: Double, weight: Float, width: Int, _ cover: UnsafeMutableBufferPointer<Float>,
        _ runs: UnsafeMutableBufferPointer<Float>, _ touched: inout (low: Int, high: Int)
    ) {
        guard b > a else { return }
        let first = CheckedConversion.int(a, clampedTo: 0...width), last = CheckedConversion.int(b, clampedTo: 0...width)
        touched = (min(touched.low, first), max(touched.high, last))
        if first == last {
            cover[first] += Float(b - a) * weight
            return
        }
        cover[first] += Float(Double(first + 1) - a) * weight
        runs[first + 1] += weight
        runs[last] -= weight
        if last < width { cover[last] += Float(b - Double(last)) * weight }
    }
}
