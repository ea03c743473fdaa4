import Tesselate

/// An immutable graphics path, standing in for Core Graphics' `CGPath`, which Linux lacks: what a
/// `UIBezierPath`'s `cgPath` gives and SwiftUI's `Path(_:)` takes, so that the common custom
/// shape (`Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`) compiles and
/// draws. It holds a Tesselate `Path`; Core Graphics' functions on paths are not there.
public class CGPath: @unchecked Sendable {
    /// The path, as SwiftUI's `Path` (Tesselate's); a mutable path changes it.
    package internal(set) var path: Path

    package init(path: Path) { self.path = path }

    /// The smallest rectangle holding every point of the path, control points included for
    /// curves, as Core Graphics' `boundingBox`.
    public var boundingBox: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The point the next element would start from; `.zero` when there is none.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point` is inside the path, filled with the even-odd or the non-zero rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
        path.contains(point, eoFill: rule == .evenOdd)
    }
}

/// A mutable graphics path, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Path()) }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { path.addLines(points) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ path: CGPath) { self.path.addPath(path.path) }
    public func closeSubpath() { path.closeSubpath() }
}

/// The rule that says which points a path fills, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Hashable, Sendable {
    case winding = 0, evenOdd = 1
}
