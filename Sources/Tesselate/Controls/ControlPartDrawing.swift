import Foundation

extension ControlGlyphNode: DrawingNode {
    /// Each part as iOS draws it: the chevrons here, a switch and a stepper's segments in their
    /// controls' folders; an activity indicator's spokes in the progress view's.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        switch part {
        case .chevron: chevronItems(frame, upDown: false)
        case .upDownChevrons(let tinted): chevronItems(frame, upDown: true, tinted: tinted)
        case .switch(let isOn): switchItems(frame, isOn: isOn)
        case .stepperSegments: stepperItems(frame)
        case .activityIndicator: activityIndicatorItems(frame)
        }
    }

    /// A list row's chevron, pointing forward, in the tertiary label colour, its ink 6.667 × 11
    /// points centred in its frame (iOS 26.1, home-assistant/iOS's navigation links); or a menu
    /// picker's two, up over down, in an 8 × 11.667 box in the secondary label colour, or the tint
    /// (``PickerLook``).
    func chevronItems(_ frame: CGRect, upDown: Bool, tinted: Bool = false) -> [DrawItem] {
        let ink =
            upDown
            ? CGRect(x: frame.midX - 4, y: frame.midY - 35.0 / 6, width: 8, height: 35.0 / 3)
            : CGRect(x: frame.midX - 10 / 3, y: frame.midY - 5.5, width: 20 / 3, height: 11)
        let lineWidth = upDown ? 1.6 : 1.9
        guard let glyph = SymbolGlyphs.glyph(named: upDown ? "chevron.up.chevron.down" : "chevron.right", in: ink, lineWidth: lineWidth)
        else { return [] }
        let color =
            tinted
            ? tint ?? .accentColor : upDown ? HierarchicalShapeStyle.secondary.labelColor : HierarchicalShapeStyle.tertiary.labelColor
        return [.shape(path: glyph.stroke.strokedPath(SymbolGlyphs.roundStyle(lineWidth)), fill: .color(color), frame: ink)]
    }
}
