import Foundation

/// A projective transform of the plane (a homography), what a 3-D rotation seen in perspective
/// does to a flat view: X = a·x + c·y + tx, Y = b·x + d·y + ty, W = px·x + py·y + w, and the
/// point (X / W, Y / W). With px = py = 0 and w = 1 it is the affine ``Transform2D``. Points
/// whose W is not positive are behind the viewer and have no image.
struct Projection2D: Equatable {
    var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0
    var px: CGFloat = 0, py: CGFloat = 0, w: CGFloat = 1

    static let identity = Projection2D()

    /// The smallest W a point may have and still be drawn (a point nearer the viewer's plane is
    /// blown up past any picture).
    static let minimumW: CGFloat = 1e-6

    init(
        a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0, px: CGFloat = 0, py: CGFloat = 0,
        w: CGFloat = 1
    ) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty, self.px, self.py, self.w) = (a, b, c, d, tx, ty, px, py, w)
    }

    init(_ affine: Transform2D) {
        self.init(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: affine.tx, ty: affine.ty)
    }

    /// Whether it is affine (no perspective).
    var isAffine: Bool { px == 0 && py == 0 && w == 1 }

    /// The image of `p`, or `nil` behind the viewer.
    func apply(_ p: CGPoint) -> CGPoint? {
        let W = px * p.x + py * p.y + w
        guard W > Projection2D.minimumW, W.isFinite else { return nil }
        return CGPoint(x: (a * p.x + c * p.y + tx) / W, y: (b * p.x + d * p.y + ty) / W)
    }

    /// The images of `rect`'s corners: top-leading, top-trailing, bottom-leading, bottom-trailing
    /// (`nil` for a corner behind the viewer).
    func corners(of rect: CGRect) -> [CGPoint?] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply)
    }

    /// The bounding box of `rect` projected; `nil` when part of it is behind the viewer.
    func apply(_ rect: CGRect) -> CGRect? {
        guard self != .identity else { return rect }
        let points = corners(of: rect).compactMap { $0 }
        guard points.count == 4 else { return nil }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `self` applied after `first`.
    func concatenating(after first: Projection2D) -> Projection2D {
        Projection2D(
            a: a * first.a + c * first.b + tx * first.px, b: b * first.a + d * first.b + ty * first.px,
            c: a * first.c + c * first.d + tx * first.py, d: b * first.c + d * first.d + ty * first.py,
            tx: a * first.tx + c * first.ty + tx * first.w, ty: b * first.tx + d * first.ty + ty * first.w,
            px: px * first.a + py * first.b + w * first.px, py: px * first.c + py * first.d + w * first.py,
            w: px * first.tx + py * first.ty + w * first.w)
    }

    /// The inverse, or `nil` when the transform collapses the plane.
    var inverted: Projection2D? {
        // The adjugate over the determinant, of [[a, c, tx], [b, d, ty], [px, py, w]].
        let m00 = d * w - ty * py, m01 = tx * py - c * w, m02 = c * ty - tx * d
        let m10 = ty * px - b * w, m11 = a * w - tx * px, m12 = tx * b - a * ty
        let m20 = b * py - d * px, m21 = c * px - a * py, m22 = a * d - c * b
        let determinant = a * m00 + c * m10 + tx * m20
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return Projection2D(
            a: m00 * k, b: m10 * k, c: m01 * k, d: m11 * k, tx: m02 * k, ty: m12 * k, px: m20 * k, py: m21 * k, w: m22 * k)
    }

    /// The affine transform closest to this one over `rect` (least squares over its four
    /// corners): it takes the rect's centre to the mean of the projected corners and its sides to
    /// the mean of the projected opposite sides, so the parallelogram it draws has the projected
    /// quadrilateral's centre and mean width and height. `nil` when a corner is behind the viewer
    /// or the rect is empty.
    func affineFit(over rect: CGRect) -> Transform2D? {
        if isAffine { return Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
        guard rect.width > 0, rect.height > 0 else { return nil }
        let points = corners(of: rect).compactMap { $0 }
        guard points.count == 4 else { return nil }
        let (p00, p10, p01, p11) = (points[0], points[1], points[2], points[3])
        let centre = CGPoint(x: (p00.x + p10.x + p01.x + p11.x) / 4, y: (p00.y + p10.y + p01.y + p11.y) / 4)
        let across = CGPoint(x: (p10.x - p00.x + p11.x - p01.x) / 2 / rect.width, y: (p10.y - p00.y + p11.y - p01.y) / 2 / rect.width)
        let down = CGPoint(x: (p01.x - p00.x + p11.x - p10.x) / 2 / rect.height, y: (p01.y - p00.y + p11.y - p10.y) / 2 / rect.height)
        return Transform2D(
            a: across.x, b: across.y, c: down.x, d: down.y, tx: centre.x - across.x * rect.midX - down.x * rect.midY,
            ty: centre.y - across.y * rect.midX - down.y * rect.midY)
    }
}
