import Foundation

/// How ``ViewHost/render(_:)`` draws the window into characters.
public struct RasterOptions: Hashable, Sendable {
    /// 8×16 points per cell: about one character of body text (17-point text averages 8 points
    /// a glyph), so text takes about the width it takes on the phone, and the 1:2 aspect of a
    /// terminal's cell. An iPhone window (393×852) is 50×54 cells.
    public static let defaultPointsPerCell = CGSize(width: 8, height: 16)
    /// The shades, lightest first: a cell's darkness (1 − luma, times alpha) picks one.
    public static let defaultShades = " .:-=+*#%@"

    /// The size in points of one character cell. A non-positive or non-finite size is taken as
    /// the default.
    public var pointsPerCell: CGSize
    /// The characters for darkness 0…1, lightest first (at least two).
    public var shades: String
    /// Whether a box is drawn around the window.
    public var border: Bool

    public init(
        pointsPerCell: CGSize = RasterOptions.defaultPointsPerCell,
        shades: String = RasterOptions.defaultShades, border: Bool = true
    ) {
        self.pointsPerCell = pointsPerCell
        self.shades = shades
        self.border = border
    }
}

extension ViewHost {
    /// The window drawn in characters, one per cell of `pointsPerCell` (8×16 points by
    /// default), in a box. The grid is the cells whose centres are in the window: `W/w`×`H/h`
    /// rounded to the nearest, halves down (at most 1 000 each way).
    ///
    /// Views are painted in tree order (a background before its view, an overlay after it).
    /// Fills become shades by darkness (1 − luma) and alpha, lightest first: `" .:-=+*#%@"`
    /// (white is blank, `Color.blue` `*`, black `@`); a stroke paints the cells whose centres it
    /// covers, and one thinner than a cell the cells its centre line crosses, at half its
    /// opacity; text is drawn one character per cell
    /// (East Asian wide characters take two) from where each line starts; a `Divider` is `─` or
    /// `│`. Clips (`clipShape`, `clipped`, `cornerRadius`, a scroll view's viewport), scroll
    /// offsets, offsets, `opacity`, `hidden`, masks (their alpha multiplies the content's) and
    /// scale and rotation effects (sampled exactly through the inverse transform) are drawn;
    /// a `shadow` is drawn unblurred, in whole cells; `blur` and blend modes are not. See
    /// ``RasterOptions``. The output is deterministic.
    public func render(pointsPerCell: CGSize = RasterOptions.defaultPointsPerCell) -> String {
        render(RasterOptions(pointsPerCell: pointsPerCell))
    }

    /// The window drawn in characters with `options`. See ``render(pointsPerCell:)``.
    public func render(_ options: RasterOptions) -> String {
        rasterPicture(tree: tree, engine: engine, window: size, options)
    }

    /// The window as a standalone SVG document (`width`×`height` in points, on white): shapes
    /// (rects, rounded rects, circles, ellipses, capsules, paths) with colours and linear and
    /// radial gradients, text in a sans-serif or monospaced family at its font size, clips as
    /// `<clipPath>`, masks as alpha `<mask>`s, opacity as group opacity, scale and rotation
    /// effects as `transform="matrix(…)"`, `blur` as a Gaussian blur filter; strokes with SVG's
    /// stroke attributes (width, caps, joins, miter limit, dashes), even-odd fills with
    /// `fill-rule`, `shadow` as a drop-shadow filter, blend modes as `mix-blend-mode` and
    /// compositing groups as `isolation`. Deterministic: ids are numbered in painting order.
    ///
    /// In the dark appearance (the window's colour scheme is `.dark`: `preferredColorScheme(.dark)`
    /// or ``colorScheme``), the window is black and the system colours are drawn in their dark
    /// variants (`DarkAppearance`).
    public func svg() -> String {
        var renderer = SVGRenderer(size: size)
        var items = DrawListBuilder(tree: tree, engine: engine).build()
        if services.windowColorScheme == .dark {
            items = DarkAppearance.items(items)
            renderer.windowColor = .black
            renderer.ruleColor = DarkAppearance.color(separatorColor)
        }
        return renderer.picture(of: items)
    }
}

/// The window of `size` drawn in characters: what ``ViewHost/render(_:)`` and picture snapshots show.
@MainActor
func rasterPicture(tree: ResolvedTree, engine: LayoutEngine, window size: CGSize, _ options: RasterOptions) -> String {
    var cell = options.pointsPerCell
    if !(cell.width > 0 && cell.width.isFinite && cell.height > 0 && cell.height.isFinite) {
        cell = RasterOptions.defaultPointsPerCell
    }
    var shades = Array(options.shades)
    if shades.count < 2 { shades = Array(RasterOptions.defaultShades) }
    let items = DrawListBuilder(tree: tree, engine: engine).build()
    let window = CGSize(
        width: size.width.isFinite ? max(size.width, 0) : 0,
        height: size.height.isFinite ? max(size.height, 0) : 0)
    // The cells whose centres are in the window (at least one).
    func count(_ length: CGFloat, _ cell: CGFloat) -> Int {
        length > 0 ? CheckedConversion.int(length / cell - 0.5, rounding: .up, clampedTo: 1...1_000, substitute: 1) : 0
    }
    var renderer = RasterRenderer(cell: cell, columns: count(window.width, cell.width), rows: count(window.height, cell.height))
    return renderer.picture(of: items).text(ramp: shades, border: options.border)
}
