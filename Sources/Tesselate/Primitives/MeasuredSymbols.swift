/// Symbols that SF Pro 16.0d18e1's table (``GeneratedSymbols``, SF Symbols 2) lacks, their glyphs
/// measured on recordings of iOS instead: advance and ink bounds in ems at the medium scale, y up
/// from the baseline, as ``SymbolMetrics/Glyph`` holds them.
///
/// Each was measured where a recording shows it; what one recording cannot show is said.
enum MeasuredSymbols {
    static let glyphs: [String: SymbolMetrics.Glyph] = [
        // iOS 26 (nadvitek/gitlabourer's error state, 1x, iPhone 8 and 13 Pro Max at three
        // Dynamic Type sizes): `resizable().scaledToFit().frame(width: 50)` draws 45 × 44.3 points
        // of ink, centred, in a frame about 50.75 tall (the button below it places the frame to
        // half a point). With the 0.08-em padding above and below the ink that every symbol's
        // frame has (``SymbolMetrics/padding``), that is an advance of 1.24 em, ink 1.116 wide
        // and 1.099 tall. A resizable frame cannot show the baseline: the ink's centre is
        // `network`'s (0.3525 em above it).
        "network.slash": .init(advance: 1.24, minX: 0.062, minY: -0.197, maxX: 1.178, maxY: 0.902)
    ]
}
