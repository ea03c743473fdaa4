import Foundation

extension PixelRenderer {
    /// The most pixels a projected group's flat picture may have: the picture's own limit.
    static let maxProjectedPixels = 16_777_216

    /// A group drawn through a projection (`rotation3DEffect`): its picture is drawn flat (the
    /// group without its transform, with its other effects) into a layer, then each pixel of the
    /// picture takes the layer's colour where the inverse projection sends its centre, sampled
    /// bilinearly, and the result is composited source-over.
    func drawProjected(
        _ group: DrawGroup, _ projection: Projection2D, _ outer: Transform2D, within limit: PixelBounds, into canvas: inout PixelCanvas
    ) {
        guard let pixelProjection = PixelRenderer.inPixels(projection, outer), let inverse = pixelProjection.inverted else { return }
        var flat = group
        flat.projection = nil
        flat.transform = nil
        let extent = PixelRenderer.extent(of: [.group(flat)], outer)
        guard !extent.isNull else { return }
        var source = PixelBounds(covering: extent.insetBy(dx: -2, dy: -2))
        // The flat picture is bounded as the window is (what lies far outside it cannot be
        // projected into it at a usable size).
        let reach = PixelBounds(
            minX: limit.minX - limit.width, minY: limit.minY - limit.height, maxX: limit.maxX + limit.width, maxY: limit.maxY + limit.height
        )
        source = source.intersection(reach)
        guard !source.isEmpty, source.width * source.height <= PixelRenderer.maxProjectedPixels else { return }
        let sourceRect = CGRect(x: source.minX, y: source.minY, width: source.width, height: source.height)
        let target = pixelProjection.apply(sourceRect).map { PixelBounds(covering: $0).intersection(limit) } ?? limit
        guard !target.isEmpty else { return }
        let cost = source.width * source.height + target.width * target.height
        guard layers.reserve(cost) else {
            // Drawn through the nearest affine transform instead, as the SVG draws it.
            var affine = group
            affine.projection = nil
            return drawGroup(affine, outer, within: limit, into: &canvas)
        }
        defer { layers.release(cost) }
        var layer = PixelCanvas(bounds: source)
        drawGroup(flat, outer, within: source, into: &layer)
        var warped = PixelCanvas(bounds: target)
        for y in target.minY..<target.maxY {
            for x in target.minX..<target.maxX {
                guard let point = inverse.apply(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) else { continue }
                let color = layer.sample(x: point.x - 0.5, y: point.y - 0.5)
                guard color.alpha > 0 else { continue }
                let i = 4 * ((y - target.minY) * target.width + x - target.minX)
                warped.pixels[i] = color.red
                warped.pixels[i + 1] = color.green
                warped.pixels[i + 2] = color.blue
                warped.pixels[i + 3] = color.alpha
            }
        }
        canvas.composite(warped, opacity: 1, weight: nil, mode: .normal)
    }

    /// Where a projected group can draw, in pixels: its flat extent projected (the whole
    /// picture's reach when part of it is behind the viewer).
    static func projectedExtent(of group: DrawGroup, _ outer: Transform2D) -> CGRect {
        guard let projection = group.projection, let pixelProjection = inPixels(projection, outer) else { return .null }
        var flat = group
        flat.projection = nil
        flat.transform = nil
        let extent = self.extent(of: [.group(flat)], outer)
        guard !extent.isNull else { return .null }
        return pixelProjection.apply(extent.insetBy(dx: -2, dy: -2)) ?? CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
    }

    /// `projection` (in window points) as it acts on pixels under `outer`: outer ∘ projection ∘ outer⁻¹.
    static func inPixels(_ projection: Projection2D, _ outer: Transform2D) -> Projection2D? {
        guard let inverse = outer.inverted else { return nil }
        return Projection2D(outer).concatenating(after: projection.concatenating(after: Projection2D(inverse)))
    }
}

extension PixelCanvas {
    /// The colour at (x, y) in pixel coordinates (pixel centres at whole numbers), interpolated
    /// bilinearly between the four pixels around it; clear outside the canvas.
    func sample(x: CGFloat, y: CGFloat) -> PremultipliedColor {
        guard x.isFinite, y.isFinite, x > CGFloat(bounds.minX - 1), y > CGFloat(bounds.minY - 1), x < CGFloat(bounds.maxX),
            y < CGFloat(bounds.maxY)
        else { return .clear }
        let left = CheckedConversion.int(x, rounding: .down, clampedTo: (bounds.minX - 1)...bounds.maxX, substitute: bounds.minX)
        let top = CheckedConversion.int(y, rounding: .down, clampedTo: (bounds.minY - 1)...bounds.maxY, substitute: bounds.minY)
        let fx = Float(x - CGFloat(left)), fy = Float(y - CGFloat(top))
        let c00 = color(x: left, y: top), c10 = color(x: left + 1, y: top)
        let c01 = color(x: left, y: top + 1), c11 = color(x: left + 1, y: top + 1)
        func mix(_ p: Float, _ q: Float, _ r: Float, _ s: Float) -> Float {
            (p * (1 - fx) + q * fx) * (1 - fy) + (r * (1 - fx) + s * fx) * fy
        }
        return PremultipliedColor(
            red: mix(c00.red, c10.red, c01.red, c11.red), green: mix(c00.green, c10.green, c01.green, c11.green),
            blue: mix(c00.blue, c10.blue, c01.blue, c11.blue), alpha: mix(c00.alpha, c10.alpha, c01.alpha, c11.alpha))
    }
}
