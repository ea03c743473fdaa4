import Foundation

/// Tesselate's deterministic model of a font's metrics: the same numbers on every machine.
///
/// - Vertical metrics are SF Pro's: ascender 1950/2048 em and descender 494/2048 em, so a line is
///   2444/2048 ≈ 1.193 em tall (17-point body text: 20.29 points, 20.333 at 3x once rounded up to
///   the pixel grid, as SwiftUI's `Text` measures).
/// - Advances are an approximation of a proportional sans font, per character class; wide
///   characters (CJK, kana, hangul, full-width forms, emoji) take 1 em; the monospaced design
///   takes 0.6 em for every narrow character. Bolder weights widen glyphs a little.
struct TextMetrics {
    let font: Font

    static let ascenderRatio: CGFloat = 1950 / 2048
    static let descenderRatio: CGFloat = 494 / 2048

    var ascender: CGFloat { font.size * TextMetrics.ascenderRatio }
    var descender: CGFloat { font.size * TextMetrics.descenderRatio }
    var lineHeight: CGFloat { ascender + descender }

    /// The advance of one grapheme, in points.
    func advance(of character: Character) -> CGFloat {
        font.size * emAdvance(of: character) * weightFactor
    }

    func width<S: Sequence>(of characters: S) -> CGFloat where S.Element == Character {
        characters.reduce(0) { $0 + advance(of: $1) }
    }

    private var weightFactor: CGFloat {
        switch font.weight {
        case .ultraLight, .thin, .light: 0.97
        case .regular: 1
        case .medium: 1.02
        case .semibold: 1.04
        case .bold: 1.06
        case .heavy, .black: 1.09
        }
    }

    private func emAdvance(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.isNewline { return 0 }
        if TextMetrics.isWide(scalar) || character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 1 }
        if font.design == .monospaced { return 0.6 }
        switch scalar {
        case " ": return 0.25
        case "i", "j", "l", ".", ",", ":", ";", "'", "!", "|", "I": return 0.26
        case "f", "t", "r", "(", ")", "[", "]", "-", "/", "\"": return 0.36
        case "m", "w": return 0.85
        case "M", "W", "@", "%": return 0.9
        case "…": return 0.8
        case "0"..."9": return 0.6
        case "a"..."z": return 0.54
        case "A"..."Z": return 0.66
        case "+", "=", "<", ">", "*", "×", "÷", "−": return 0.6
        default: return 0.6
        }
    }

    /// East Asian Wide and Fullwidth characters, which take a full em.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
