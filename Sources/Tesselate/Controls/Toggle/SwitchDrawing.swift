import Foundation

extension ControlGlyphNode {
    /// A switch: a capsule, green when on (the tint when one is set, as `tint(_:)` recolours
    /// iOS 15's switches), with a white knob 2 points inside the track on the
    /// side of its state.
    ///
    /// Measured on recordings: the track is drawn 2 points towards the trailing side of its
    /// frame, as `UISwitch` draws outside its alignment rectangle (iOS 17.5–18.2,
    /// HymnalDreamTeam/Hymns-iOS's toggle row, and iOS 26.1, home-assistant/iOS's switches: both
    /// end 2 points past the row's content); an iOS 26 switch that is off is the tertiary label
    /// colour (197, 197, 199 on white).
    func switchItems(_ frame: CGRect, isOn: Bool) -> [DrawItem] {
        let frame = frame.offsetBy(dx: isRightToLeft ? -2 : 2, dy: 0)
        let track = Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2)
        let diameter = max(0, frame.height - 4)
        let knob = CGRect(x: isOn ? frame.maxX - 2 - diameter : frame.minX + 2, y: frame.minY + 2, width: diameter, height: diameter)
        let off = os >= .iOS26 ? HierarchicalShapeStyle.tertiary.labelColor : controlGlyphColor
        return [
            .shape(path: track, fill: .color(isOn ? tint ?? switchOnColor : off), frame: frame),
            .shape(path: Path(ellipseIn: knob), fill: .color(.white), frame: knob),
        ]
    }
}
