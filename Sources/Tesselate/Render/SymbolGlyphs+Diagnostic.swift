import Foundation

extension Resolver {
    /// Reports, once a pass for each name, a symbol that ``SymbolGlyphs`` has no drawing for:
    /// pictures draw it as the neutral glyph (its layout is the symbol's all the same). The
    /// first image with the name is the one named. Symbols of an asset catalog are the app's
    /// own and are not reported.
    ///
    /// Worded as Tesselate's gap, not the name's: the symbol may well exist in SF Symbols (the
    /// metrics table knows only SF Symbols 2's names).
    func reportIfUndrawn(symbol name: String, _ context: ResolveContext) {
        // A name is checked once a pass: finding out builds the glyph's paths.
        guard checkedSymbols.insert(name).inserted else { return }
        let probe = CGRect(x: 0, y: 0, width: 16, height: 16)
        guard SymbolGlyphs.glyph(named: name, in: probe, lineWidth: 1) == nil else { return }
        report(
            .invalidValue,
            "Tesselate has no drawing for symbol \(quoted(name)); pictures (png, svg) draw it as a neutral rounded square",
            context)
    }
}
