import Foundation

@testable import Tesselate

/// A window's draw list flattened to painted rectangles, so that a box of the fidelity corpus can
/// be measured on Tesselate's picture the way `scripts/measure-recording.py` measures it on a
/// recording: the bounding box of the pixels in a region whose colour differs from a background.
///
/// Shapes count by their outline (a rectangle once a drawing transform moved them); a text line
/// counts as its ink, placed from SF Pro's glyph bounds (`TextInk`); a symbol as its glyph's ink
/// (`SymbolMetrics`) and a template asset as its frame, in the foreground colour. Shadows, blurs and masks are not painted: the
/// corpus measures with thresholds that leave shadows out.
struct PaintedArea {
    var rect: CGRect
    /// 0…255 components and 0…1 alpha.
    var red: Double, green: Double, blue: Double, alpha: Double
    /// The shape's outline where it is not its rectangle (a stroke's ring, a capsule), in the
    /// same coordinates; `nil` once a transform moved the rectangle.
    var path: Path?

    /// `rect` painted with `color`.
    init(rect: CGRect, color: Color, path: Path? = nil) {
        self.rect = rect
        (red, green, blue, alpha) = (color.red * 255, color.green * 255, color.blue * 255, color.alpha)
        self.path = path
    }

    /// Whether `rect` covers anything.
    static func covers(_ rect: CGRect) -> Bool { !rect.isNull && rect.width > 0 && rect.height > 0 }

    /// Whether the area is the glass behind a bar item (`NavigationBarGlass`).
    var isBarGlass: Bool {
        let glass: [Color] = [NavigationBarGlass.lightFill, NavigationBarGlass.lightRim, NavigationBarGlass.darkFill]
        return glass.contains { (color: Color) -> Bool in
            let components: [Double] = [color.red * 255 - red, color.green * 255 - green, color.blue * 255 - blue]
            return components.allSatisfy { abs($0) < 0.01 }
        }
    }

    /// The curved outlines of the groups that clip the area (a sheet's rounded card), in the same
    /// coordinates; rectangular clips are already in `rect`.
    var clips: [Path] = []

    /// Whether the area paints `point`.
    func paints(_ point: CGPoint) -> Bool {
        rect.contains(point) && (path?.contains(point) ?? true) && clips.allSatisfy { $0.contains(point) }
    }
}

@MainActor
enum PaintedAreas {
    /// The areas of `host`'s window, in painting order, in the dark appearance's colours when the
    /// window is dark; the window's own background first when `window` (a device's window).
    static func of<Root: View>(_ host: ViewHost<Root>, window: Bool) -> [PaintedArea] {
        var items = DrawListBuilder(tree: host.tree, engine: host.engine).build()
        let isDark = host.services.windowColorScheme == .dark
        if isDark {
            items = DarkAppearance.items(items)
        }
        // A device's window has a background of its own, as the pictures draw it
        // (`systemBackground`): where nothing is drawn, its recording shows white (black when dark).
        var areas = window ? [PaintedArea(rect: CGRect(origin: .zero, size: host.size), color: isDark ? .black : .white)] : []
        for item in items { paint(item, tree: host.tree, scale: host.displayScale, isDark: isDark, into: &areas) }
        return areas
    }

    /// Appends the areas of `item`, in window coordinates; a group transforms, clips and fades
    /// the areas of its items.
    private static func paint(_ item: DrawItem, tree: ResolvedTree, scale: CGFloat, isDark: Bool, into areas: inout [PaintedArea]) {
        func add(_ rect: CGRect, _ color: Color, path: Path? = nil) {
            if PaintedArea.covers(rect) { areas.append(PaintedArea(rect: rect, color: color, path: path)) }
        }
        switch item {
        case .shape(let path, let fill, let frame):
            add(path.boundingRect, fill.color(at: CGPoint(x: frame.width / 2, y: frame.height / 2), in: frame.size), path: path)
        case .rule(let frame, _):
            add(frame, separatorColor)
        case .text(let drawing, let frame):
            guard !drawing.isRedacted else {
                add(frame, drawing.color.opacity(0.2))
                return
            }
            for ink in TextInk.lines(of: drawing, in: frame, scale: scale) { add(ink, drawing.color) }
        case .group(let group):
            var inner: [PaintedArea] = []
            var innerClip = group.clip?.boundingRect
            if let transform = group.transform, let rect = innerClip { innerClip = transform.apply(rect) }
            // A clip with curves (a rounded card) also keeps its outline.
            var curvedClip = group.clip.flatMap { clip in
                subpathBounds(clip).isEmpty && !clip.parts.allSatisfy({ if case .rect = $0 { true } else { false } }) ? clip : nil
            }
            if let transform = group.transform { curvedClip = curvedClip?.applying(transform) }
            if let image = tree[group.node].behavior as? ImageNode, image.isTemplate, let frame = group.clip?.boundingRect {
                // A symbol: its glyph's ink in its frame (`SymbolMetrics`), stretched with the
                // frame; a template asset fills its frame.
                var ink = frame
                if let glyph = image.symbolInk, image.naturalSize.width > 0, image.naturalSize.height > 0 {
                    let sx = frame.width / image.naturalSize.width, sy = frame.height / image.naturalSize.height
                    ink = CGRect(
                        x: frame.minX + glyph.minX * sx, y: frame.minY + glyph.minY * sy, width: glyph.width * sx,
                        height: glyph.height * sy)
                }
                inner.append(PaintedArea(rect: ink, color: isDark ? DarkAppearance.color(image.foreground) : image.foreground))
            } else {
                for child in group.items { paint(child, tree: tree, scale: scale, isDark: isDark, into: &inner) }
            }
            for var area in inner {
                if let transform = group.transform {
                    // A shape keeps its outline through the transform (a turned clock arm);
                    // other areas become the box around their turned rectangle.
                    area.path = area.path?.applying(transform)
                    area.rect = area.path?.boundingRect ?? transform.apply(area.rect)
                }
                if let bound = innerClip { area.rect = area.rect.intersection(bound) }
                if let curvedClip { area.clips.append(curvedClip) }
                guard PaintedArea.covers(area.rect) else { continue }
                area.alpha *= group.opacity
                areas.append(area)
            }
        }
    }

    /// The bounding box, in points, of what differs from `background` by more than `threshold`
    /// (0…255, in some channel) inside `region` (points): each cell between the areas' edges
    /// takes the colour of the areas over its centre, composited in painting order on
    /// `background`. A stroke counts where its line is (sampled every pixel of `scale`).
    static func box(
        of areas: [PaintedArea], in region: CGRect, background: (Double, Double, Double), threshold: Double, scale: CGFloat = 3
    ) -> CGRect? {
        // Curved outlines the region cuts to a few pixels (the top of a slider's thumb, a pixel
        // row through a card's corner): their cells are cut on the pixel grid too, so that the
        // box ends where the curve crosses the region's edge (a card cut to a large region would
        // make millions of cells).
        var gridX: [CGFloat] = [], gridY: [CGFloat] = []
        let inside = areas.compactMap { area -> PaintedArea? in
            var area = area
            let whole = area.rect
            area.rect = area.rect.intersection(region)
            guard PaintedArea.covers(area.rect) else { return nil }
            let curved = !area.clips.isEmpty || area.path.map { subpathBounds($0).isEmpty } == true
            if curved, !region.contains(whole), area.rect.width * area.rect.height * scale * scale <= 40_000, scale > 0 {
                let step = 1 / scale
                gridX += stride(from: (area.rect.minX * scale).rounded(.up) / scale, to: area.rect.maxX, by: step)
                gridY += stride(from: (area.rect.minY * scale).rounded(.up) / scale, to: area.rect.maxY, by: step)
            }
            return area
        }
        // A stroke's box comes from its centre line (each point of it widened by half the line
        // width, inside its area: the region and any clip): testing cells would find a ring's
        // hollow centre, and cutting
        // it on the pixel grid is slow. Strokes are taken as painted over whatever is under them.
        var strokeBox: CGRect?
        var filled: [PaintedArea] = []
        for area in inside {
            let strokes = area.path?.parts.compactMap { part -> StrokeGeometry? in
                if case .stroked(let inner, let style) = part { StrokeGeometry(inner, style) } else { nil }
            }
            guard let strokes, !strokes.isEmpty, strokes.count == area.path?.parts.count else {
                filled.append(area)
                continue
            }
            let a = min(max(area.alpha, 0), 1)
            let colour = (
                area.red * a + background.0 * (1 - a), area.green * a + background.1 * (1 - a), area.blue * a + background.2 * (1 - a)
            )
            guard max(abs(colour.0 - background.0), abs(colour.1 - background.1), abs(colour.2 - background.2)) > threshold else {
                continue
            }
            for stroke in strokes {
                for piece in stroke.pieces {
                    let points = piece.closed ? piece.points + piece.points.prefix(1) : piece.points
                    for (from, to) in zip(points, points.dropFirst()) {
                        let steps = max(1, Int((hypot(to.x - from.x, to.y - from.y) * scale).rounded(.up)))
                        for step in 0...steps {
                            let t = CGFloat(step) / CGFloat(steps)
                            let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                            let dot = CGRect(
                                x: point.x - stroke.halfWidth, y: point.y - stroke.halfWidth, width: 2 * stroke.halfWidth,
                                height: 2 * stroke.halfWidth
                            )
                            .intersection(area.rect)
                            if PaintedArea.covers(dot) { strokeBox = strokeBox.map { $0.union(dot) } ?? dot }
                        }
                    }
                }
            }
        }
        // The cells' edges: each area's, and each of its outline's subpaths' (the two triangles of
        // an up-down chevron leave a gap where the area's own centre is).
        let boxes = filled.flatMap { area in [area.rect] + (area.path.map { subpathBounds($0).map { $0.intersection(area.rect) } } ?? []) }
        let edgesX = Set(boxes.filter { !$0.isNull }.flatMap { [$0.minX, $0.maxX] } + gridX)
        let edgesY = Set(boxes.filter { !$0.isNull }.flatMap { [$0.minY, $0.maxY] } + gridY)
        let xs = edgesX.sorted(), ys = edgesY.sorted()
        guard xs.count > 1, ys.count > 1 else { return strokeBox }
        // Each outline prepared once: a point test on a `Path` prepares it every time.
        let outlines = filled.map { $0.path.map(PreparedPath.init) }
        let clips = filled.map { $0.clips.map(PreparedPath.init) }
        func differs(_ i: Int, _ j: Int) -> Bool {
            let centre = CGPoint(x: (xs[i] + xs[i + 1]) / 2, y: (ys[j] + ys[j + 1]) / 2)
            var (r, g, b) = background
            for ((area, outline), clip) in zip(zip(filled, outlines), clips)
            where area.rect.contains(centre) && (outline?.contains(centre) ?? true) && clip.allSatisfy({ $0.contains(centre) }) {
                let a = min(max(area.alpha, 0), 1)
                (r, g, b) = (area.red * a + r * (1 - a), area.green * a + g * (1 - a), area.blue * a + b * (1 - a))
            }
            return max(abs(r - background.0), abs(g - background.1), abs(b - background.2)) > threshold
        }
        // The box's edges, each from a scan that stops at the first differing cell (a stroke cut
        // on the pixel grid has hundreds of thousands of cells, most of them never looked at).
        let columns = Array(xs.indices.dropLast()), rows = Array(ys.indices.dropLast())
        guard let top = rows.first(where: { j in columns.contains { differs($0, j) } }),
            let bottom = rows.last(where: { j in columns.contains { differs($0, j) } })
        else { return strokeBox }
        let band = Array(top...bottom)
        guard let left = columns.first(where: { i in band.contains { differs(i, $0) } }),
            let right = columns.last(where: { i in band.contains { differs(i, $0) } })
        else { return strokeBox }
        let cells = CGRect(x: xs[left], y: ys[top], width: xs[right + 1] - xs[left], height: ys[bottom + 1] - ys[top])
        return strokeBox.map { $0.union(cells) } ?? cells
    }
}

extension PaintedAreas {
    /// The bounding box of each subpath of `path` made of straight lines (others are left out).
    static func subpathBounds(_ path: Path) -> [CGRect] {
        var boxes: [CGRect] = [], points: [CGPoint] = []
        func flush() {
            if points.count > 1, let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
                let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
            {
                boxes.append(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            }
            points = []
        }
        for part in path.parts {
            switch part {
            case .move(let point): flush(); points = [point]
            case .line(let point): points.append(point)
            case .closeSubpath: flush()
            default: return []
            }
        }
        flush()
        return boxes
    }

    /// The colour at `point`: the areas over it composited in painting order on `ground`.
    static func colour(of areas: [PaintedArea], at point: CGPoint, over ground: (Double, Double, Double)) -> (Double, Double, Double) {
        var (r, g, b) = ground
        for area in areas where area.paints(point) {
            let a = min(max(area.alpha, 0), 1)
            (r, g, b) = (area.red * a + r * (1 - a), area.green * a + g * (1 - a), area.blue * a + b * (1 - a))
        }
        return (r, g, b)
    }
}
