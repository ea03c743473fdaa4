import Foundation

/// A grid of character cells the raster renderer paints into, in grey: each cell keeps how dark
/// it is (premultiplied by its alpha), how covered, and the text glyph on it.
///
/// Painting composites "over", as a graphics context does: a fill of darkness `d` (1 − the
/// colour's luma) and alpha `a` makes a cell `d·a + below·(1 − a)`, and hides `a` of a glyph
/// below it. A layer (for opacity and masks) is a canvas painted apart and composited with a
/// factor per cell.
struct RasterCanvas {
    struct Cell: Equatable {
        /// Darkness times alpha, 0…1.
        var ink: Double = 0
        var alpha: Double = 0
        var glyph: Character?
        var glyphAlpha: Double = 0
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    func isInside(_ column: Int, _ row: Int) -> Bool { column >= 0 && column < columns && row >= 0 && row < rows }

    /// Paints `color` over a cell.
    mutating func fill(_ column: Int, _ row: Int, _ color: Color) {
        guard isInside(column, row) else { return }
        let a = min(max(color.alpha, 0), 1)
        guard a > 0 else { return }
        var cell = self[column, row]
        cell.ink = RasterCanvas.darkness(of: color) * a + cell.ink * (1 - a)
        cell.alpha = a + cell.alpha * (1 - a)
        cell.glyphAlpha *= 1 - a
        if cell.glyphAlpha < 0.001 { cell.glyph = nil; cell.glyphAlpha = 0 }
        self[column, row] = cell
    }

    /// Puts a glyph on a cell with `alpha`; it replaces a glyph below it that is not stronger.
    mutating func put(_ glyph: Character, _ column: Int, _ row: Int, alpha: Double) {
        guard isInside(column, row), alpha > 0 else { return }
        var cell = self[column, row]
        if cell.glyph == nil || alpha >= 0.5 || alpha >= cell.glyphAlpha {
            cell.glyph = glyph
            cell.glyphAlpha = min(alpha, 1)
        }
        self[column, row] = cell
    }

    /// Composites `layer` over this canvas, each cell's contribution multiplied by `factor`.
    mutating func composite(_ layer: RasterCanvas, factor: (Int, Int) -> Double) {
        for row in 0..<min(rows, layer.rows) {
            for column in 0..<min(columns, layer.columns) {
                let source = layer[column, row]
                guard source.alpha > 0 || source.glyph != nil else { continue }
                let f = min(max(factor(column, row), 0), 1)
                guard f > 0 else { continue }
                var cell = self[column, row]
                let a = source.alpha * f
                cell.ink = source.ink * f + cell.ink * (1 - a)
                cell.alpha = a + cell.alpha * (1 - a)
                cell.glyphAlpha *= 1 - a
                if cell.glyphAlpha < 0.001 { cell.glyph = nil; cell.glyphAlpha = 0 }
                self[column, row] = cell
                if let glyph = source.glyph { put(glyph, column, row, alpha: source.glyphAlpha * f) }
            }
        }
    }

    /// How much a cell covers, for a mask: its fill's alpha, or half a glyph's.
    func coverage(_ column: Int, _ row: Int) -> Double {
        guard isInside(column, row) else { return 0 }
        let cell = self[column, row]
        return min(1, cell.alpha + (1 - cell.alpha) * cell.glyphAlpha * 0.5)
    }

    /// 1 − the colour's luma (Rec. 601 weights on the sRGB components): black is 1, white 0.
    static func darkness(of color: Color) -> Double {
        let luma = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return min(max(1 - luma, 0), 1)
    }

    /// The picture: one line per row. A glyph shows where its alpha is at least ½ (a wide one
    /// takes the next cell too); elsewhere the cell's darkness (with half of a faint glyph's)
    /// picks a shade from `ramp`, lightest first.
    func text(ramp: [Character], border: Bool) -> String {
        var lines: [String] = []
        if border { lines.append("┌" + String(repeating: "─", count: columns) + "┐") }
        for row in 0..<rows {
            var line = border ? "│" : ""
            var column = 0
            while column < columns {
                let cell = self[column, row]
                if let glyph = cell.glyph, cell.glyphAlpha >= 0.5 {
                    let wide = terminalWidth(of: glyph) == 2
                    if wide && column + 1 >= columns {
                        line.append(shade(cell.ink, ramp))
                    } else {
                        line.append(glyph)
                        if wide { column += 1 }
                    }
                } else {
                    let ink = cell.ink + (cell.glyph == nil ? 0 : cell.glyphAlpha * 0.5)
                    line.append(shade(ink, ramp))
                }
                column += 1
            }
            lines.append(line + (border ? "│" : ""))
        }
        if border { lines.append("└" + String(repeating: "─", count: columns) + "┘") }
        return lines.joined(separator: "\n")
    }

    private func shade(_ ink: Double, _ ramp: [Character]) -> Character {
        guard ramp.count > 1, ink > 0.01 else { return ramp.first ?? " " }
        let steps = Double(ramp.count - 1)
        let level = CheckedConversion.int(min(ink, 1) * steps, rounding: .toNearestOrAwayFromZero, clampedTo: 1...ramp.count - 1)
        return ramp[level]
    }
}

/// The columns a character takes in a terminal: 2 for East Asian wide and fullwidth characters
/// and emoji, 1 for the rest.
func terminalWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
        return 2
    default:
        return 1
    }
}
