import Foundation

/// The outlines the PNG renderer draws text with: Inter's (``GeneratedGlyphOutlines``), in four
/// weights, for Latin (ASCII, Latin-1, Latin Extended-A), Greek, Cyrillic and common punctuation.
///
/// SF Pro's outlines cannot be shipped, so text is drawn in Inter, the nearest open typeface,
/// fitted to SF Pro's measurements: each glyph is scaled so Inter's cap height is SF Pro's
/// (1443/2048 em) and stretched across the advance Tesselate measured for that character with
/// SF Pro's tables, so ink sits where iOS puts it to within a glyph's shape. Weights map to the
/// nearest of Regular, Medium, SemiBold and Bold.
struct GlyphOutlines: Sendable {
    /// One glyph: its advance and its outline's parts, in font units (y up).
    struct Glyph: Sendable {
        var advance: Double
        var parts: [Path.Part]
    }

    let glyphs: [UInt32: Glyph]

    /// The four weights, decoded once.
    static let weights: [GlyphOutlines] = GeneratedGlyphOutlines.weights.map(GlyphOutlines.init(encoded:))

    /// The outlines for `weight`: Regular up to `.regular`, Medium, SemiBold, Bold from `.bold`.
    static func forWeight(_ weight: Font.Weight) -> GlyphOutlines {
        let index: Int =
            switch weight {
            case .medium: 1
            case .semibold: 2
            case .bold, .heavy, .black: 3
            default: 0
            }
        return weights[index]
    }

    init(encoded: String) {
        let bytes = Array(Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) ?? Data())
        var index = 0
        func varint() -> Int {
            var value = 0, shift = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                value |= Int(truncatingIfNeeded: byte & 0x7F) << shift
                shift += 7
                if byte & 0x80 == 0 || shift > 56 { break }
            }
            return value
        }
        func signed() -> Double {
            let value = varint()
            return Double(value & 1 == 0 ? value >> 1 : -((value + 1) >> 1))
        }
        var glyphs: [UInt32: Glyph] = [:]
        var code = 0
        while index < bytes.count {
            code += varint()
            let advance = Double(varint())
            let count = varint()
            var parts: [Path.Part] = []
            var x = 0.0, y = 0.0
            func point() -> CGPoint {
                x += signed()
                y += signed()
                return CGPoint(x: x, y: y)
            }
            for _ in 0..<count where index < bytes.count {
                let kind = bytes[index]
                index += 1
                switch kind {
                case 0: parts.append(.move(point()))
                case 1: parts.append(.line(point()))
                case 2:
                    let control = point()
                    parts.append(.quadCurve(point(), control: control))
                default: parts.append(.closeSubpath)
                }
            }
            glyphs[UInt32(truncatingIfNeeded: code)] = Glyph(advance: advance, parts: parts)
        }
        self.glyphs = glyphs
    }
}
