import Foundation

extension ViewHost {
    /// The window as a PNG image, `scale` pixels a point (the host's ``displayScale`` when
    /// `nil`; at most 16, and 1 for a scale that is not a positive number), drawn by Tesselate itself: anti-aliased shapes and strokes (caps, joins, dashes),
    /// linear and radial gradients, text from glyph outlines, clips, masks, opacity, blend modes,
    /// `blur`, `shadow`, and scale and rotation effects, on the window's background.
    ///
    /// The same host gives the same bytes on every machine: no system library draws anything,
    /// and the file has no timestamp. Text is drawn in Inter (SIL Open Font License), fitted to
    /// SF Pro's advances and cap height, since SF Pro's outlines cannot be shipped; emoji are
    /// drawn as yellow discs, and characters without an outline (CJK among them) as empty boxes.
    /// A host made for a device shows its status bar and home indicator, and the keyboard is
    /// drawn while it is up (drawn, not measured).
    /// In the dark appearance the window is black and system colours take their dark variants,
    /// as in ``svg()``. A picture has at least one pixel each way and at most 16 777 216 pixels
    /// (4 096 × 4 096): a larger window is drawn at the scale that fits. The layers of views
    /// with effects (opacity, shadows, blurs, masks, blend modes) hold at most three times the
    /// picture's pixels at once, so memory stays under four canvases: effects nested deeper than
    /// that are drawn without their layers and reported (``Diagnostic/Code/nestingTooDeep``).
    public func png(scale: CGFloat? = nil) -> Data {
        let picture = pngPicture(
            tree: tree, engine: engine, window: size, scale: scale ?? displayScale, isDark: services.windowColorScheme == .dark,
            chrome: systemChrome)
        if picture.refusedLayers > 0 {
            inbox.reports.append(
                Diagnostic(
                    code: .nestingTooDeep,
                    message: "png: \(picture.refusedLayers) effect groups nested too deeply for the picture's memory (their layers "
                        + "would hold more pixels than the picture) were drawn without their effects",
                    path: "ViewHost", node: nil))
            invalidateForInteraction()
        }
        return picture.data
    }

    /// The keyboard while it is up, and the status bar and home indicator of the host's device
    /// when it was made for one and its window is the device's.
    var systemChrome: [DrawItem] {
        var items: [DrawItem] = []
        let isDark = services.windowColorScheme == .dark
        if keyboardHeight > 0, keyboardHeight.isFinite, size.height.isFinite {
            let height = min(keyboardHeight, size.height)
            items += KeyboardDrawing.items(in: CGRect(x: 0, y: size.height - height, width: size.width, height: height), isDark: isDark)
        }
        guard let device, device.windowSize == size else { return items }
        return items + SystemChrome.items(for: device)
    }
}

extension LayoutSnapshot {
    /// The window as a PNG, as ``ViewHost/png(scale:)`` draws it.
    package func png(scale: CGFloat? = nil) -> Data {
        pngPicture(tree: tree, engine: engine, window: windowSize, scale: scale ?? displayScale, isDark: isDark, chrome: chrome).data
    }
}

/// The window of `size` as a PNG, at `scale` pixels a point, in the dark appearance when
/// `isDark`, with `chrome` (`SystemChrome`) over it: what ``ViewHost/png(scale:)`` and image
/// snapshots show; and how many effect groups were drawn without their layers (``PixelLayerBudget``).
@MainActor
func pngPicture(tree: ResolvedTree, engine: LayoutEngine, window size: CGSize, scale: CGFloat, isDark: Bool, chrome: [DrawItem])
    -> (data: Data, refusedLayers: Int)
{
    var renderer = PixelRenderer(size: size, scale: scale)
    var items = DrawListBuilder(tree: tree, engine: engine).build() + chrome
    if isDark {
        items = DarkAppearance.items(items)
        renderer.windowColor = .black
        renderer.ruleColor = DarkAppearance.color(separatorColor)
    }
    let canvas = renderer.picture(of: items)
    let pixels = canvas.rgbBytes(on: PremultipliedColor(.black))
    let data = Data(PNGEncoder.encode(width: canvas.bounds.width, height: canvas.bounds.height, channels: 3, pixels: pixels))
    return (data, renderer.layers.refused)
}
