import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and Bézier curves, plus
/// rects, rounded rects and ellipses kept whole (so the SVG writes `<rect>` and `<circle>`).
///
/// Coordinates are a view's: y grows downwards, so an angle grows clockwise on screen and
/// `addArc(…, clockwise: false)` turns clockwise on screen, as in SwiftUI. A path also keeps the
/// stroked and even-odd regions that `strokedPath(_:)` and an even-odd fill make (SwiftUI keeps
/// them unflattened too). `applying(_:)` takes a ``CGAffineTransform`` (Tesselate's, as Linux's
/// Foundation has none). Differences: the `add…` methods have no `transform:` parameters, there
/// is no string form (`cgPath` is the UIKit-shaped module's).
public struct Path: Hashable, Sendable {
    /// One piece of a path as stored.
    enum Part: Hashable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, CornerRadii, RoundedCornerStyle)
        case ellipse(CGRect)
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
        /// The area a stroke of the path covers.
        indirect case stroked(Path, StrokeStyle)
        /// The path's inside by the even-odd rule.
        indirect case evenOdd(Path)
    }

    /// An element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var parts: [Part] = []

    /// An empty path.
    public init() {}

    /// Makes an empty path and lets `callback` add to it, as `Path { path in … }`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// A path holding `rect`.
    public init(_ rect: CGRect) { parts = [.rect(rect)] }

    /// A path holding a rounded rect with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path holding a rounded rect with (elliptical) corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding a rounded rect whose corners may differ.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A path holding the ellipse that fills `rect`.
    public init(ellipseIn rect: CGRect) { parts = [.ellipse(rect)] }

    init(parts: [Part]) { self.parts = parts }

    /// Whether the path has no elements.
    public var isEmpty: Bool { parts.isEmpty }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { parts.append(.move(point)) }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) { startIfNeeded(at: point); parts.append(.line(point)) }

    /// Adds a quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        startIfNeeded(at: control)
        parts.append(.quadCurve(end, control: control))
    }

    /// Adds a cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: control1)
        parts.append(.curve(end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { parts.append(.closeSubpath) }

    /// Adds `rect` as a closed subpath (from its top-leading corner, clockwise on screen).
    public mutating func addRect(_ rect: CGRect) { parts.append(.rect(rect)) }

    /// Adds each rect as a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Adds a rounded rect with (elliptical) corners of `cornerSize`, starting at the middle of its
    /// trailing edge, as SwiftUI documents.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        parts.append(.roundedRect(rect, CornerRadii(all: cornerSize), style))
    }

    /// Adds a rounded rect whose corners may differ.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        parts.append(.roundedRect(rect, CornerRadii(cornerRadii), style))
    }

    /// Adds the ellipse that fills `rect` as a closed subpath, starting at its trailing point.
    public mutating func addEllipse(in rect: CGRect) { parts.append(.ellipse(rect)) }

    /// Adds lines through `lines`, starting a new subpath at the first point.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { parts.append(.line(point)) }
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`. Angles grow
    /// from the x-axis towards the y-axis, which is clockwise on screen; `clockwise: false` runs
    /// the way angles grow (so it turns clockwise on screen), as in SwiftUI. A line joins the
    /// current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let full = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            // Angles shrink: a sweep in (−2π, 0], or a whole turn.
            delta = delta <= -full ? -full : delta.truncatingRemainder(dividingBy: full)
            if delta > 0 { delta -= full }
        } else {
            // Angles grow: a sweep in [0, 2π), or a whole turn.
            delta = delta >= full ? full : delta.truncatingRemainder(dividingBy: full)
            if delta < 0 { delta += full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta))
    }

    /// Adds an arc of the circle around `center` from `startAngle`, turning by `delta` (positive
    /// grows the angle: clockwise on screen). More than a whole turn draws a whole turn.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let delta = Angle(radians: min(max(delta.radians, -2 * .pi), 2 * .pi))
        let start = CGPoint(
            x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        if currentPoint == nil { move(to: start) } else { parts.append(.line(start)) }
        parts += Path.arcCurves(center: center, radius: radius, start: startAngle.radians, delta: delta.radians)
    }

    /// Adds the arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`, joined to the current point by a line.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else { return move(to: tangent1End) }
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y),
            v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { return addLine(to: tangent1End) }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let half = acos(max(-1, min(1, Double(u1.x * u2.x + u1.y * u2.y)))) / 2
        let distance = radius / CGFloat(tan(half))
        let t1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y), length = hypot(bisector.x, bisector.y)
        let toCenter = radius / CGFloat(sin(half))
        let center = CGPoint(x: tangent1End.x + bisector.x / length * toCenter, y: tangent1End.y + bisector.y / length * toCenter)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let sweep = (Double.pi - 2 * half) * (cross > 0 ? -1 : 1)
        addLine(to: t1)
        parts += Path.arcCurves(center: center, radius: radius, start: a1, delta: sweep)
    }

    /// Appends the subpaths of `path`.
    public mutating func addPath(_ path: Path) { parts += path.parts }

    /// A copy moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(Transform2D(tx: dx, ty: dy)) }

    /// The point the next element starts from: the end of the last element, or `nil` when there
    /// is none (an empty path, or right after a closed rect or ellipse).
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for part in parts {
            switch part {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            case .rect, .roundedRect, .ellipse, .stroked, .evenOdd: start = nil; current = nil
            }
        }
        return current
    }

    /// A line or curve with no subpath to continue starts one where it begins, as CoreGraphics
    /// does after `closeSubpath()` or on an empty path.
    private mutating func startIfNeeded(at point: CGPoint) {
        if currentPoint == nil { parts.append(.move(point)) }
    }

    /// Cubic curves for an arc, at most a quarter turn each.
    static func arcCurves(center: CGPoint, radius: CGFloat, start: Double, delta: Double) -> [Part] {
        guard delta != 0, delta.isFinite, start.isFinite else { return [] }
        let count = CheckedConversion.int(abs(delta) / (Double.pi / 2) - 1e-9, rounding: .up, clampedTo: 1...4_096)
        let step = delta / Double(count)
        let k = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        var parts: [Part] = []
        for i in 0..<count {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let (c0, s0, c1, s1) = (CGFloat(cos(a0)), CGFloat(sin(a0)), CGFloat(cos(a1)), CGFloat(sin(a1)))
            let p0 = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
            let p1 = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            parts.append(
                .curve(
                    p1, control1: CGPoint(x: p0.x - k * s0, y: p0.y + k * c0),
                    control2: CGPoint(x: p1.x + k * s1, y: p1.y - k * c1)))
        }
        return parts
    }
}

/// The four corners of a rounded rect, each an elliptical radius, clamped when drawn.
struct CornerRadii: Hashable, Sendable {
    var topLeading: CGSize, topTrailing: CGSize, bottomTrailing: CGSize, bottomLeading: CGSize

    init(topLeading: CGSize, topTrailing: CGSize, bottomTrailing: CGSize, bottomLeading: CGSize) {
        (self.topLeading, self.topTrailing, self.bottomTrailing, self.bottomLeading) = (
            topLeading, topTrailing, bottomTrailing, bottomLeading
        )
    }

    init(all size: CGSize) { (topLeading, topTrailing, bottomTrailing, bottomLeading) = (size, size, size, size) }

    init(_ radii: RectangleCornerRadii) {
        func size(_ r: CGFloat) -> CGSize { CGSize(width: r, height: r) }
        (topLeading, topTrailing, bottomTrailing, bottomLeading) =
            (size(radii.topLeading), size(radii.topTrailing), size(radii.bottomTrailing), size(radii.bottomLeading))
    }

    /// Whether every corner has the same radius.
    var isUniform: Bool { topLeading == topTrailing && topLeading == bottomTrailing && topLeading == bottomLeading }

    /// The radii a rect draws with: none negative or beyond half the rect's shorter side, as
    /// SwiftUI clamps a rounded rect's corners (OpenSwiftUI `FixedRoundedRect.clampedCornerSize`).
    func clamped(in rect: CGRect) -> CornerRadii {
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        func clamp(_ s: CGSize) -> CGSize {
            CGSize(width: s.width.isFinite ? min(max(s.width, 0), limit) : 0, height: s.height.isFinite ? min(max(s.height, 0), limit) : 0)
        }
        var result = self
        result.topLeading = clamp(topLeading)
        result.topTrailing = clamp(topTrailing)
        result.bottomTrailing = clamp(bottomTrailing)
        result.bottomLeading = clamp(bottomLeading)
        return result
    }

    /// Each radius shrunk by `amount` (an inset), never below 0.
    func inset(by amount: CGFloat) -> CornerRadii {
        func shrink(_ s: CGSize) -> CGSize { CGSize(width: max(s.width - amount, 0), height: max(s.height - amount, 0)) }
        var result = self
        result.topLeading = shrink(topLeading)
        result.topTrailing = shrink(topTrailing)
        result.bottomTrailing = shrink(bottomTrailing)
        result.bottomLeading = shrink(bottomLeading)
        return result
    }
}
