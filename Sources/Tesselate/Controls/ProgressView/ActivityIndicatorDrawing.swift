import Foundation

extension ControlGlyphNode {
    /// An indeterminate progress view's spinner as `UIActivityIndicatorView` draws it: eight
    /// spokes round the centre, each a capsule in `systemGray`, the leading one darkest and the
    /// three behind it fading into the other four.
    ///
    /// Measured on iOS 18.4 (martinomamic/RSSReader's tab bar snapshots, iPhone 15/16 at 3x, light
    /// and dark): the medium spinner's ink fills its 20-point frame; a spoke is 2.5 points wide and
    /// runs from 3.33 to 9.83 points from the centre (round ends included); the spokes' opacities
    /// are 0.88, 0.73, 0.58, 0.43 from the leading one backwards, 0.28 for the rest, the same in
    /// both appearances (systemGray is). A picture shows one moment of the turning spinner: the
    /// recording's, the leading spoke at nine o'clock. The large spinner (35.667 points, its ink
    /// measured on iOS 17.0.1 but not its spokes) is drawn with the same proportions.
    func activityIndicatorItems(_ frame: CGRect) -> [DrawItem] {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return [] }
        let unit = side / 20
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let width = 2.5 * unit, inner = 3.33 * unit + width / 2, outer = 9.83 * unit - width / 2
        let opacities = [0.88, 0.73, 0.58, 0.43]
        return (0..<8).map { step in
            // Window coordinates (y down): nine o'clock, then counter-clockwise behind the leading spoke.
            let angle = CGFloat.pi - CGFloat(step) * .pi / 4
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            var spoke = Path()
            spoke.move(to: CGPoint(x: centre.x + direction.x * inner, y: centre.y + direction.y * inner))
            spoke.addLine(to: CGPoint(x: centre.x + direction.x * outer, y: centre.y + direction.y * outer))
            let outline = spoke.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round))
            let opacity = step < opacities.count ? opacities[step] : 0.28
            return .shape(path: outline, fill: .color(Color.gray.opacity(opacity)), frame: frame)
        }
    }
}
