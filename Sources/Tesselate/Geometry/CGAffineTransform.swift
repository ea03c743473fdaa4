import Foundation

/// A 2D affine transform, as Core Graphics' `CGAffineTransform` (Foundation on Linux has none; on
/// Apple platforms SwiftUI re-exports Core Graphics'): a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). SwiftUI takes it in `Path.applying(_:)`,
/// `Shape.transform(_:)` and `transformEffect(_:)`. Angles are in radians; with y pointing down,
/// a positive angle turns clockwise on screen, as on iOS.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// A transform of zeros, as Core Graphics' `init()` (every point goes to the origin); the
    /// transform that changes nothing is ``identity``.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (`sx`, `sy`) around the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians around the origin.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform after `t2`'s: the point is transformed by `self`, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by (`tx`, `ty`) done before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`) done before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians done before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one itself when it cannot be undone (its
    /// determinant is 0), as Core Graphics returns.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Tesselate's own transform type, for drawing.
    var transform2D: Transform2D { Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension CGPoint {
    /// This point transformed by `t`, as Core Graphics' `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size transformed by `t` without its translation (the result may be negative), as
    /// Core Graphics' `CGSize.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's corners transformed by `t`, as Core Graphics'
    /// `CGRect.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
