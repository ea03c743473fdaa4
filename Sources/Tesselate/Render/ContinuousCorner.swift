import Foundation

/// The corner `RoundedCornerStyle.continuous` draws: Apple's continuous-curvature corner, which
/// leaves each edge 1.528665 radii from the corner (a circular corner leaves it at one radius) and
/// bends in three cubic Béziers symmetric about the corner's diagonal. The points are the ones
/// published for UIKit's continuous rounded rect (iOS 7 and later; PaintCode's "The Secret of iOS
/// 7 Rounded Rectangles", reproduced in many projects), in radii from the corner. Measured: iOS
/// 26's floating sheet (36 points, continuous) has its edge 30.3 points in at 1 point below its
/// top on teufelaudio/HostedSnapshotHelper's medium sheet, where this curve gives 30.0 and a
/// circle 27.6.
///
/// **Where we differ:** a corner too big for its curve (1.528665 radii longer than half an edge,
/// as a capsule's) is drawn circular; iOS eases the curve towards a circle as the radius grows,
/// which is not published.
enum ContinuousCorner {
    /// How far along each edge the curve starts, in radii.
    static let extent: CGFloat = 1.528_665

    /// The curve from the first edge to the second, as (along the first edge, along the second)
    /// in radii from the corner: the start, then each Bézier's two control points and its end.
    static let points: [(CGFloat, CGFloat)] = [
        (extent, 0),
        (1.088_493, 0), (0.868_407, 0), (0.631_494, 0.074_911),
        (0.372_824, 0.169_060), (0.169_060, 0.372_824), (0.074_911, 0.631_494),
        (0, 0.868_407), (0, 1.088_493), (0, extent),
    ]

    /// Whether a rounded rect of `style` draws continuous corners: `.continuous` with a corner
    /// rounded and `radii` (clamped to `rect`) leaving room for every corner's curve, the two
    /// curves along each edge no longer than the edge.
    static func applies(to radii: CornerRadii, in rect: CGRect, style: RoundedCornerStyle) -> Bool {
        let (tl, tr, br, bl) = (radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading)
        guard style == .continuous, [tl, tr, br, bl].contains(where: { $0.width > 0 && $0.height > 0 }) else { return false }
        let w = abs(rect.width), h = abs(rect.height)
        return extent * (tl.width + tr.width) <= w && extent * (bl.width + br.width) <= w
            && extent * (tl.height + bl.height) <= h && extent * (tr.height + br.height) <= h
    }

    /// The corner at `corner` as cubic segments, from the first edge to the second: `first` runs
    /// from the corner along the first edge for one radius, `second` along the second.
    static func segments(at corner: CGPoint, first: CGVector, second: CGVector) -> [PathSegment] {
        let at = points.map { a, b in CGPoint(x: corner.x + a * first.dx + b * second.dx, y: corner.y + a * first.dy + b * second.dy) }
        return stride(from: 0, to: at.count - 1, by: 3).map { .cubic(at[$0], at[$0 + 1], at[$0 + 2], at[$0 + 3]) }
    }
}
