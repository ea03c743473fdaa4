import Foundation

extension ControlGlyphNode {
    /// A stepper's two segments: the grey capsule, a divider between the halves (a third of a
    /// point's line in the separator colour, 18 points tall) and a minus and a plus, 14 points
    /// wide and 2 thick, in the label colour, centred in their halves (drawing only: no layout
    /// depends on it; not measured).
    func stepperItems(_ frame: CGRect) -> [DrawItem] {
        let track = Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 4)
        let divider = CGRect(x: frame.midX - 0.5, y: frame.midY - 9, width: 1, height: 18)
        let arm: CGFloat = 7, thickness: CGFloat = 2
        let minus = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY), plus = CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY)
        var signs = Path()
        signs.addRect(CGRect(x: minus.x - arm, y: minus.y - thickness / 2, width: 2 * arm, height: thickness))
        signs.addRect(CGRect(x: plus.x - arm, y: plus.y - thickness / 2, width: 2 * arm, height: thickness))
        signs.addRect(CGRect(x: plus.x - thickness / 2, y: plus.y - arm, width: thickness, height: 2 * arm))
        return [
            .shape(path: track, fill: .color(controlGlyphColor), frame: frame),
            .shape(path: Path(divider), fill: .color(separatorColor), frame: divider),
            .shape(path: signs, fill: .color(.primary), frame: frame),
        ]
    }
}
