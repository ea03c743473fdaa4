import Foundation

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public var description: String { "\(formatNumber(degrees))°" }
}

/// A 2D affine transform, the drawing's own (``CGAffineTransform`` is the public one): x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty.
struct Transform2D: Equatable {
    var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

    static let identity = Transform2D()

    func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The bounding box of `rect` transformed.
    func apply(_ rect: CGRect) -> CGRect {
        guard self != .identity else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// How much the transform scales lengths: the square root of how much it scales areas
    /// (a stroke's width through it, a blur's radius).
    var lengthScale: CGFloat { abs(a * d - b * c).squareRoot() }

    /// `self` applied after `first`.
    func concatenating(after first: Transform2D) -> Transform2D {
        Transform2D(
            a: a * first.a + c * first.b, b: b * first.a + d * first.b,
            c: a * first.c + c * first.d, d: b * first.c + d * first.d,
            tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    /// Scaling by (sx, sy) around `point`.
    static func scale(_ sx: CGFloat, _ sy: CGFloat, around point: CGPoint) -> Transform2D {
        Transform2D(a: sx, d: sy, tx: point.x - sx * point.x, ty: point.y - sy * point.y)
    }

    /// Rotating by `angle` (clockwise on screen, y pointing down) around `point`.
    static func rotation(_ angle: Angle, around point: CGPoint) -> Transform2D {
        let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians))
        return Transform2D(
            a: cosine, b: sine, c: -sine, d: cosine,
            tx: point.x - cosine * point.x + sine * point.y, ty: point.y - sine * point.x - cosine * point.y)
    }
}
