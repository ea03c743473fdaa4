/// Symbols that SF Pro 16.0d18e1's table (``GeneratedSymbols``, SF Symbols 2) lacks or draws as
/// iOS no longer does, their glyphs measured on recordings of iOS instead: advance and ink bounds
/// in ems at the medium scale, y up from the baseline, as ``SymbolMetrics/Glyph`` holds them.
///
/// Each was measured where a recording shows it; what one recording cannot show is said.
enum MeasuredSymbols {
    static let glyphs: [String: SymbolMetrics.Glyph] = [
        // iOS 26 (nadvitek/gitlabourer's error state, 1x, iPhone 8 and 13 Pro Max at three
        // Dynamic Type sizes): `resizable().scaledToFit().frame(width: 50)` draws 45 × 44.3 points
        // of ink, centred, in a frame about 50.75 tall (the button below it places the frame to
        // half a point): with the margins a resizable slash variant keeps
        // (``SymbolMetrics/slashMargin``), ink 1.116 em wide and 1.099 tall. A resizable frame
        // shows neither the advance nor the baseline: the advance is the ink with those 0.062 em
        // on either side, the ink's centre `network`'s (0.3525 em above the baseline).
        "network.slash": .init(advance: 1.24, minX: 0.062, minY: -0.197, maxX: 1.178, maxY: 0.902),
        // iOS 26 (the same project's error line, `HStack(spacing: 4) { Image(systemName:
        // "xmark.octagon.fill"); Text("Error") }` in body at small, large and xxxLarge, 1x): ink
        // 15 × 15 at 15 points, 17 × 17 at 17 and 23 × 22 at 23 (1 em wide and 0.978 tall, each
        // within half a pixel; SF Pro 16's is 0.98 × 0.95), starting 2 points into the frame
        // (0.125 em), and the text after it 1.30–1.38 em later than the frame's start less the
        // spacing and the E's side bearing: an advance of 1.325 em (SF Pro 16's 1.233). The ink's
        // centre is SF Pro 16's (0.35 em above the baseline).
        "xmark.octagon.fill": .init(advance: 1.325, minX: 0.125, minY: -0.139, maxX: 1.125, maxY: 0.839),
        // iOS 18.4 (martinomamic/RSSReader's tab bar, 22 points, 3x, at three widths, light and
        // dark): 25.333 × 24.667 of ink, 1.152 × 1.121 em (SF Pro 16's 1.111 × 1.047). A tab item
        // centres its symbol, so neither the advance nor the baseline shows: both are SF Pro 16's
        // (1.36 em, the ink centred in it; its centre 0.3525 em above the baseline).
        "newspaper.fill": .init(advance: 1.36, minX: 0.104, minY: -0.208, maxX: 1.256, maxY: 0.913),
        // iOS 26 in its compatibility design (stotic-dev/homete_iOS's tab bar, 22 points, at two
        // widths): 19.5 × 27.5 of ink, 0.886 × 1.25 em. Centred in the tab item, as above: the
        // advance is the ink with 0.125 em on either side (`xmark.octagon.fill`'s bearing), the
        // ink's centre 0.3525 em above the baseline.
        "list.bullet.clipboard.fill": .init(advance: 1.136, minX: 0.125, minY: -0.2725, maxX: 1.011, maxY: 0.9775),
        // iOS 26 (StanfordSpezi/SpeziViews' option set picker, `.font(.footnote)` at medium, 12
        // points, 3x): 8 × 11.667 of ink, 0.667 × 0.972 em (SF Pro 16's 0.751 × 0.864), as a menu
        // picker's own chevrons measure (`ControlGlyphNode`). Its centre is 0.028 em right of the
        // middle of SF Pro 16's advance (1 em, kept) and 0.328 em above the baseline.
        "chevron.up.chevron.down": .init(advance: 1, minX: 0.195, minY: -0.158, maxX: 0.861, maxY: 0.814),
        // iOS 26.2 (hiragram/tweakable's shopping-list cards, `ShoppingLists-With-Items-Light-en`,
        // 3x: `Label("2 recipes", systemImage: "fork.knife").font(.caption)` at medium, 11
        // points, the second of two labels 12 apart): 7.376 × 12.429 points of ink, 0.671 ×
        // 1.13 em, starting 1.71 points after the label's leading edge (0.155 em); the title's
        // ink 3.3 points earlier than after a 14-point advance, so 10.667 points before the
        // label's 8: 0.97 em. The ink's centre is 4.22 points (0.384 em) above the title's
        // baseline. The frame, the ink with the usual 0.08 em above and below, is 14.333 tall,
        // what makes the row of labels a point taller than the caption's line, as on iOS. SF Pro
        // 16 (SF Symbols 2) has no fork.knife.
        "fork.knife": .init(advance: 0.97, minX: 0.155, minY: -0.181, maxX: 0.826, maxY: 0.949),
    ]
}
