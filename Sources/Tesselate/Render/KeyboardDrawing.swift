import Foundation

/// The software keyboard as the PNG draws it while it is up (``ViewHost/keyboardHeight``): the
/// English QWERTY layout on iOS's keyboard grey, a suggestion bar at its top, letter keys in
/// white and the shift, delete, 123 and return keys in a darker grey, each with a hairline shadow.
/// Drawing only (the layout sees the keyboard as the safe area it takes); shapes and colours are
/// Tesselate's approximation of iOS 18's light and dark keyboards, not measured.
@MainActor
enum KeyboardDrawing {
    static func items(in frame: CGRect, isDark: Bool) -> [DrawItem] {
        guard frame.width > 40, frame.height > 100, frame.width.isFinite, frame.height.isFinite else { return [] }
        let panel = isDark ? Color(red: 0.17, green: 0.17, blue: 0.17) : Color(red: 209 / 255.0, green: 211 / 255.0, blue: 217 / 255.0)
        let letterKey = isDark ? Color(red: 0.42, green: 0.42, blue: 0.42) : Color.white
        let functionKey =
            isDark ? Color(red: 0.27, green: 0.27, blue: 0.27) : Color(red: 171 / 255.0, green: 176 / 255.0, blue: 186 / 255.0)
        let shadow = isDark ? Color.black : Color(red: 137 / 255.0, green: 138 / 255.0, blue: 141 / 255.0)
        let ink = isDark ? Color.white : Color.black
        var items: [DrawItem] = [.shape(path: Path(frame), fill: .color(panel), frame: frame)]
        // The suggestion bar: three words' places, divided by hairlines.
        let suggestions: CGFloat = 44
        for index in 1..<3 {
            let x = frame.minX + frame.width * CGFloat(index) / 3
            let line = CGRect(x: x - 0.25, y: frame.minY + 12, width: 0.5, height: suggestions - 24)
            items.append(.shape(path: Path(line), fill: .color(ink.opacity(0.25)), frame: line))
        }
        let margin: CGFloat = 3, gap: CGFloat = 6, keyHeight: CGFloat = 42, rowGap: CGFloat = 12
        let keyWidth = (frame.width - 2 * margin - 9 * gap) / 10
        func key(_ rect: CGRect, _ label: String, _ fill: Color, size: CGFloat) {
            let below = rect.offsetBy(dx: 0, dy: 1)
            items.append(.shape(path: Path(roundedRect: below, cornerRadius: 5), fill: .color(shadow), frame: below))
            items.append(.shape(path: Path(roundedRect: rect, cornerRadius: 5), fill: .color(fill), frame: rect))
            guard !label.isEmpty else { return }
            let font = Font.system(size: size)
            let metrics = TextMetrics(font: font)
            let width = metrics.width(of: label), height = metrics.lineHeight
            var text = TextDrawing(lines: [label], font: font, color: ink)
            text.lineWidths = [width]
            items.append(.text(text, frame: CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)))
        }
        var y = frame.minY + suggestions + 8
        for row in ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"] {
            let letters = Array(row)
            let rowWidth = CGFloat(letters.count) * keyWidth + CGFloat(letters.count - 1) * gap
            var x = frame.midX - rowWidth / 2
            if letters.count == 7 {
                let side = (frame.width - rowWidth - 2 * margin - 2 * gap * 2) / 2
                let shift = CGRect(x: frame.minX + margin, y: y, width: side, height: keyHeight)
                let delete = CGRect(x: frame.maxX - margin - side, y: y, width: side, height: keyHeight)
                key(shift, "", functionKey, size: 20)
                key(delete, "", functionKey, size: 20)
                // Their signs: an arrow up (shift) and one pointing back (delete).
                for (rect, name) in [(shift, "arrow.up"), (delete, "arrow.left")] {
                    let sign = CGRect(x: rect.midX - 8, y: rect.midY - 8, width: 16, height: 16)
                    if let glyph = SymbolGlyphs.glyph(named: name, in: sign, lineWidth: 1.6) {
                        items.append(.shape(path: glyph.stroke.strokedPath(SymbolGlyphs.roundStyle(1.6)), fill: .color(ink), frame: sign))
                    }
                }
            }
            for letter in letters {
                key(CGRect(x: x, y: y, width: keyWidth, height: keyHeight), String(letter), letterKey, size: 22)
                x += keyWidth + gap
            }
            y += keyHeight + rowGap
        }
        // The bottom row: 123, the space bar, return.
        let side = keyWidth * 2.5 + gap
        key(CGRect(x: frame.minX + margin, y: y, width: side, height: keyHeight), "123", functionKey, size: 16)
        key(CGRect(x: frame.maxX - margin - side, y: y, width: side, height: keyHeight), "return", functionKey, size: 16)
        key(
            CGRect(x: frame.minX + margin + side + gap, y: y, width: frame.width - 2 * (margin + side + gap), height: keyHeight), "space",
            letterKey, size: 16)
        return items
    }
}
