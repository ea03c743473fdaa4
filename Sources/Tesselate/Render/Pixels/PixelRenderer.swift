import Foundation

/// Paints a ``DrawItem`` list into pixels, at `scale` pixels a point: anti-aliased shapes,
/// strokes and text outlines; linear and radial gradients per pixel; effect groups drawn into a
/// layer of their own and composited through their clip, mask and opacity with their blend mode,
/// after their blur and drop shadow. Deterministic: the same list gives the same pixels on every
/// machine (no system library draws anything).
struct PixelRenderer: DrawListRenderer {
    let scale: CGFloat
    /// The picture's pixels: the window's size times the scale, rounded, at least one
    /// pixel each way (a PNG cannot be empty).
    let bounds: PixelBounds
    /// The window's background (`systemBackground`: white, black in the dark appearance).
    var windowColor = Color.white
    /// The colour of hairlines (`separator`).
    var ruleColor = separatorColor
    /// The pixels the layers of effect groups may hold at once: three pictures' worth.
    let layers: PixelLayerBudget

    /// The most pixels a picture has: 16 777 216 (4 096 × 4 096; an iPad Pro 13-inch screen at
    /// 2x is 5.5 million), 256 MiB of canvas. A larger window is drawn at a smaller scale, so no
    /// window can ask for unbounded memory.
    static let maxPixels: CGFloat = 16_777_216

    /// The most pixels a point: 16 (no screen has more than 3; more is a zoom).
    static let maxScale: CGFloat = 16

    /// The most pixels on a side: 65 536. A window far longer than it is wide is drawn at a
    /// smaller scale too, rather than as a strip of millions of pixels by one.
    static let maxSide: CGFloat = 65_536

    init(size: CGSize, scale: CGFloat) {
        let width = size.width.isFinite ? max(size.width, 0) : 0, height = size.height.isFinite ? max(size.height, 0) : 0
        var scale = scale.isFinite && scale > 0 ? min(scale, PixelRenderer.maxScale) : 1
        if width * height * scale * scale > PixelRenderer.maxPixels { scale = (PixelRenderer.maxPixels / (width * height)).squareRoot() }
        if max(width, height) * scale > PixelRenderer.maxSide { scale = PixelRenderer.maxSide / max(width, height) }
        self.scale = scale
        func pixels(_ length: CGFloat) -> Int {
            CheckedConversion.int(
                length * scale, rounding: .toNearestOrAwayFromZero, clampedTo: 1...65_536, substitute: 1)  // maxSide
        }
        bounds = PixelBounds(minX: 0, minY: 0, maxX: pixels(width), maxY: pixels(height))
        layers = PixelLayerBudget(pixels: 3 * bounds.width * bounds.height)
    }

    mutating func picture(of items: [DrawItem]) -> PixelCanvas {
        var canvas = PixelCanvas(bounds: bounds, color: PremultipliedColor(windowColor))
        draw(items, Transform2D(a: scale, d: scale), within: bounds, into: &canvas)
        return canvas
    }

    /// Draws `items` into `canvas`, nothing outside `limit` (the canvas' bounds, or less inside
    /// a clip to whole pixels).
    private func draw(_ items: [DrawItem], _ transform: Transform2D, within limit: PixelBounds, into canvas: inout PixelCanvas) {
        for item in items { draw(item, transform, within: limit, into: &canvas) }
    }

    private func draw(_ item: DrawItem, _ transform: Transform2D, within limit: PixelBounds, into canvas: inout PixelCanvas) {
        switch item {
        case .shape(let path, let fill, let frame):
            let mask = path.coverage(transform, within: limit)
            guard !mask.bounds.isEmpty else { return }
            if case .color(let color) = fill {
                if let name = color.name, Material.all[name] != nil {
                    canvas.paintBackdrop(mask, blur: Material.backdropBlur * scale)
                }
                canvas.paint(mask, color: PremultipliedColor(color))
            } else {
                let inverse = transform.inverted ?? .identity
                canvas.paint(mask) { x, y in
                    let p = inverse.apply(CGPoint(x: x, y: y))
                    return PremultipliedColor(fill.color(at: CGPoint(x: p.x - frame.minX, y: p.y - frame.minY), in: frame.size))
                }
            }
        case .rule(let frame, _):
            canvas.paint(Path(frame).coverage(transform, within: limit), color: PremultipliedColor(ruleColor))
        case .text(let text, let frame):
            guard text.color.alpha > 0 else { return }
            if text.isRedacted {
                draw(redactions(text, frame), transform, within: limit, into: &canvas)
                return
            }
            let painting = TextPainting(text, frame: frame, transform: transform)
            let mask = CoverageRasterizer.coverage(of: painting.polygons, rule: .nonZero, within: limit)
            canvas.paint(mask, color: PremultipliedColor(text.color))
            if !painting.emoji.isEmpty {
                let discs = CoverageRasterizer.coverage(of: painting.emoji, rule: .nonZero, within: limit)
                canvas.paint(discs, color: PremultipliedColor(PixelRenderer.emojiColor.opacity(text.color.alpha)))
            }
        case .group(let group):
            drawGroup(group, transform, within: limit, into: &canvas)
        }
    }

    /// iOS's `systemYellow`, the colour emoji are drawn in.
    static let emojiColor = Color(red: 1, green: 204 / 255.0, blue: 0)

    func drawGroup(_ group: DrawGroup, _ outer: Transform2D, within limit: PixelBounds, into canvas: inout PixelCanvas) {
        if let projection = group.projection { return drawProjected(group, projection, outer, within: limit, into: &canvas) }
        let transform = group.transform.map { outer.concatenating(after: $0) } ?? outer
        let needsLayer =
            group.opacity < 1 || group.mask != nil || group.shadow != nil || group.blur > 0 || group.blendMode != .normal
            || group.isolated || group.colorMatrix != nil
        if !needsLayer {
            guard let clip = group.clip else { return draw(group.items, transform, within: limit, into: &canvas) }
            // A rectangle on whole pixels (a scroll view's viewport) clips by narrowing the limit.
            if let rect = PixelRenderer.wholePixelRect(clip, transform) {
                return draw(group.items, transform, within: limit.intersection(rect), into: &canvas)
            }
        }
        guard group.opacity > 0, !group.items.isEmpty else { return }
        let linearScale = transform.lengthScale
        // The layer holds what the group draws, its blur and its shadow, within its clip.
        let reach = group.reach(linearScale)
        var area = PixelBounds(covering: PixelRenderer.extent(of: group.items, transform).insetBy(dx: -reach - 2, dy: -reach - 2))
            .intersection(limit)
        if let clip = group.clip { area = area.intersection(PixelBounds(covering: transform.apply(clip.bounds).insetBy(dx: -1, dy: -1))) }
        guard !area.isEmpty else { return }
        // The layer, and the copies a shadow (two), a blur and a mask make beside it.
        let copies = 1 + (group.shadow == nil ? 0 : 2) + (group.blur > 0 ? 1 : 0) + (group.mask == nil ? 0 : 1)
        let cost = area.width * area.height * copies
        guard layers.reserve(cost) else { return draw(group.items, transform, within: area, into: &canvas) }
        defer { layers.release(cost) }
        var layer = PixelCanvas(bounds: area)
        draw(group.items, transform, within: area, into: &layer)
        if let matrix = group.colorMatrix { layer.apply(matrix) }
        if group.blur > 0 { layer = layer.blurred(sigma: group.blur / 2 * linearScale) }
        if let shadow = group.shadow {
            let offset = CGSize(
                width: (transform.a * shadow.offset.width + transform.c * shadow.offset.height),
                height: (transform.b * shadow.offset.width + transform.d * shadow.offset.height))
            var behind = layer.shadow(PremultipliedColor(shadow.color), offset: offset).blurred(sigma: shadow.radius / 2 * linearScale)
            behind.composite(layer, opacity: 1, weight: nil, mode: .normal)
            layer = behind
        }
        let clip = group.clip.map { $0.coverage(transform, within: area) }
        var maskLayer: PixelCanvas?
        if let mask = group.mask {
            var content = PixelCanvas(bounds: area)
            draw(mask, transform, within: area, into: &content)
            maskLayer = content
        }
        let weight: ((Int, Int) -> Float)? =
            clip == nil && maskLayer == nil
            ? nil
            : { x, y in (clip?.value(x: x, y: y) ?? 1) * (maskLayer?.color(x: x, y: y).alpha ?? 1) }
        canvas.composite(layer, opacity: Float(min(group.opacity, 1)), weight: weight, mode: group.blendMode)
    }

    /// The pixels of `clip` when it is a rectangle whose edges fall on whole pixels under
    /// `transform` (a translation and scale); `nil` otherwise.
    static func wholePixelRect(_ clip: Path, _ transform: Transform2D) -> PixelBounds? {
        guard clip.parts.count == 1, case .rect(let rect) = clip.parts[0], transform.b == 0, transform.c == 0 else { return nil }
        let r = transform.apply(rect.standardized)
        let edges = [r.minX, r.minY, r.maxX, r.maxY]
        guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-6 }) else { return nil }
        return PixelBounds(covering: r)
    }

    /// A redacted text: a rounded box of each line's width, 70% of the line tall, in the text's
    /// colour at 16%, as the SVG draws it.
    private func redactions(_ text: TextDrawing, _ frame: CGRect) -> [DrawItem] {
        var color = text.color
        color.alpha *= 0.16
        return text.lines.indices.compactMap { index in
            guard !text.lines[index].isEmpty else { return nil }
            let width = index < text.lineWidths.count ? text.lineWidths[index] : frame.width
            let (top, lineHeight) = text.lineBox(index, in: frame)
            let box = CGRect(x: frame.minX, y: top + 0.15 * lineHeight, width: width, height: 0.7 * lineHeight)
            return .shape(path: Path(roundedRect: box, cornerRadius: 0.15 * lineHeight), fill: .color(color), frame: box)
        }
    }

    /// Where `items` can draw once `transform` takes them to pixels (before any effect's reach).
    static func extent(of items: [DrawItem], _ transform: Transform2D) -> CGRect {
        var box = CGRect.null
        for item in items {
            switch item {
            case .shape(let path, _, _): box = box.union(transform.apply(path.bounds))
            case .rule(let frame, _): box = box.union(transform.apply(frame))
            case .text(let text, let frame):
                // Glyphs may reach past the frame (accents, italics, emoji discs).
                box = box.union(transform.apply(frame.insetBy(dx: -0.3 * text.fontSize, dy: -0.3 * text.fontSize)))
            case .group(let group) where group.projection != nil:
                box = box.union(projectedExtent(of: group, transform))
            case .group(let group):
                let inner = group.transform.map { transform.concatenating(after: $0) } ?? transform
                var extent = extent(of: group.items, inner)
                if let clip = group.clip { extent = extent.intersection(inner.apply(clip.bounds)) }
                let reach = group.reach(inner.lengthScale)
                if !extent.isNull { box = box.union(extent.insetBy(dx: -reach, dy: -reach)) }
            }
        }
        return box
    }
}

extension DrawGroup {
    /// How far the group's blur and shadow draw beyond its items, in pixels at `scale` pixels a
    /// point: three standard deviations (radius / 2) of each, and the shadow's offset.
    func reach(_ scale: CGFloat) -> CGFloat {
        var reach = 3 * blur / 2 * scale
        if let shadow { reach += (3 * shadow.radius / 2 + max(abs(shadow.offset.width), abs(shadow.offset.height))) * scale }
        return reach
    }
}

extension PixelCanvas {
    /// The canvas' alpha in `color`, moved by `offset` pixels (rounded to whole pixels).
    func shadow(_ color: PremultipliedColor, offset: CGSize) -> PixelCanvas {
        var result = PixelCanvas(bounds: bounds)
        let dx = CheckedConversion.int(offset.width, rounding: .toNearestOrAwayFromZero, clampedTo: -65_536...65_536, substitute: 0)
        let dy = CheckedConversion.int(offset.height, rounding: .toNearestOrAwayFromZero, clampedTo: -65_536...65_536, substitute: 0)
        for y in bounds.minY..<bounds.maxY {
            for x in bounds.minX..<bounds.maxX {
                let alpha = self.color(x: x - dx, y: y - dy).alpha
                guard alpha > 0 else { continue }
                let i = 4 * ((y - bounds.minY) * bounds.width + x - bounds.minX)
                result.pixels[i] = color.red * alpha
                result.pixels[i + 1] = color.green * alpha
                result.pixels[i + 2] = color.blue * alpha
                result.pixels[i + 3] = color.alpha * alpha
            }
        }
        return result
    }
}
