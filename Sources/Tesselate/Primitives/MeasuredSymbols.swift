/// Symbols that SF Pro 16.0d18e1's table (``GeneratedSymbols``, SF Symbols 2) lacks or draws as
/// iOS no longer does, their glyphs measured on recordings of iOS instead: advance and ink bounds
/// in ems at the medium scale, y up from the baseline, as ``SymbolMetrics/Glyph`` holds them.
///
/// Each was measured where a recording shows it; what one recording cannot show is said.
enum MeasuredSymbols {
    /// Symbols whose ink sits lower in their frame than in the middle, in ems at the medium scale
    /// (the frame keeps its size: more padding above the ink, less below). iOS 18.0
    /// (lunij/netbob's list and detail screens' bar items, 20-point light, 3x): square.and.arrow.up
    /// and .down's ink centres 43.0 and 43.17 where info.circle's and gearshape's, in frames
    /// placed alike, are at 42.17 (their ink centred), so 0.0425 em lower; their sizes are SF Pro
    /// 16's (22 × 28 and 22 × 27). Why is not known: SF Symbols 2's glyphs put them higher, not
    /// lower, than a circle.
    static let inkDrops: [String: CGFloat] = ["square.and.arrow.up": 0.0425, "square.and.arrow.down": 0.0425]

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
        // iOS 26.2 (teufelaudio/HostedSnapshotHelper's medium sheet, `testSheetViewSheetOpenState`,
        // 3x, drawn scaled by 374/390: `Label("Oh wow, a Sheet", systemImage: …)` in title2 bold,
        // 22 points): 28.924 × 19.643 points of ink on the page, 30.161 × 20.483 unscaled, 1.371 ×
        // 0.931 em, starting 0.121 em after the label's edge (24 points into the sheet); the
        // title's ink 3.979 points (unscaled) later than after the star's 28.333-point advance:
        // 32.312, 1.469 em, which the ink passes by 0.023 em (the title's text, its O's side
        // bearing taken off, starts 7.5 points after the ink, where the label leaves 8 after the
        // advance). The ink's top is 0.8225 em above the title's baseline, its bottom 0.1085 below.
        // Seen in bold only. SF Pro 16 has no `rectangle.inset.filled.and.person.filled`.
        "rectangle.inset.filled.and.person.filled": .init(advance: 1.469, minX: 0.121, minY: -0.1085, maxX: 1.492, maxY: 0.8225),
        // iOS 26.2 (the same sheet, `Label("Eat kosher salamis", systemImage: …)` in headline,
        // 17-point semibold, scaled as above): 20.939 × 20.856 points of ink unscaled, 1.232 ×
        // 1.227 em, starting 3.459 points (0.203 em) after the label's edge, its waves 0.082 em
        // before the advance's end; the title's ink 4.115 points later than after the star's
        // 21.667: 25.782, 1.517 em. Its top 0.971 em above the title's baseline, its bottom 0.255
        // below. Seen in semibold only: the labels above it, whose symbols SF Pro 16 has
        // (`checkmark.seal`, `text.justify`, `rectangle.compress.vertical`), put their titles
        // 0.74–0.85 points (0.043–0.05 em) later than SF Pro 16's regular advances do, so the
        // regular weight's advance may be that much less. SF Pro 16 has no `heater.vertical`.
        "heater.vertical": .init(advance: 1.517, minX: 0.203, minY: -0.255, maxX: 1.435, maxY: 0.971),
        // iOS 26.2 (the same project's page, `Label("Open Example Sheet", systemImage: …)` in a
        // `.borderedProminent` button, body regular; `testSheetViewSheetOpenState` at 17 points,
        // dimmed under the sheet, and `testClosedState` at 16, swift-snapshot-testing's medium
        // size, 3x): 16.797 × 20.652 and 15.829 × 19.438 points of ink, 0.988 × 1.215 em at both
        // sizes. The label is centred in the button (on 195), so the two ends of its title's ink
        // give the advance without the title's width: 20.506 and 19.519 points, 1.206 and 1.220 em;
        // the ink starts 0.084 and 0.091 em after the label's edge. The ink's top is 0.960 and
        // 0.965 em above the title's baseline, its bottom 0.255 and 0.25 below. The mean of the two
        // sizes is kept. SF Pro 16 has no `rectangle.portrait.on.rectangle.portrait`.
        "rectangle.portrait.on.rectangle.portrait": .init(
            advance: 1.213, minX: 0.087, minY: -0.2525, maxX: 1.076, maxY: 0.9625),
    ]
}
