import Tesselate

/// A path of lines and curves, as UIKit's `UIBezierPath`.
///
/// UIKit draws a Bézier path into the current graphics context. There is no graphics context here:
/// a Bézier path is its shape, which SwiftUI's `Path(_:)` takes through ``cgPath`` (the common
/// custom `Shape` that rounds some corners: `Path(UIBezierPath(roundedRect: rect,
/// byRoundingCorners: corners, cornerRadii: size).cgPath)`). `fill()` and `stroke()` are
/// unavailable. Rounded corners are continuous (UIKit's since iOS 7); a radius larger than half
/// the shorter side is clamped to it, as UIKit does.
open class UIBezierPath: @unchecked Sendable {
    /// The path, as SwiftUI's `Path` (Tesselate's).
    package var path: Path

    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false

    init(path: Path) { self.path = path }

    /// An empty path.
    public convenience init() { self.init(path: Path()) }

    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }

    /// A rectangle with all corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with `corners` rounded by `cornerRadii` (its width), as UIKit's
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let limit = max(0, min(abs(rect.width), abs(rect.height)) / 2)
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), limit) : 0
        func corner(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let radii = RectangleCornerRadii(
            topLeading: corner(.topLeft), bottomLeading: corner(.bottomLeft), bottomTrailing: corner(.bottomRight),
            topTrailing: corner(.topRight))
        self.init(path: Path(roundedRect: rect, cornerRadii: radii, style: .continuous))
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians from the
    /// x-axis), turning clockwise on screen when `clockwise`, as UIKit's
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of a `CGPath`.
    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    /// The path as a `CGPath`, as UIKit's `cgPath`.
    open var cgPath: CGPath { CGPath(path: path) }

    /// The smallest rectangle holding the path's points and control points.
    open var bounds: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The point the next element starts from; `.zero` when there is none.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds an arc, turning clockwise on screen when `clockwise` (UIKit's sense, the opposite of
    /// SwiftUI's `Path.addArc` flag), joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Adds the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }

    /// Whether `point` is inside the path (its fill rule).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// Fills the path in the current graphics context. Unavailable: Linux has no graphics context.
    @available(
        *, unavailable,
        message:
            "Tesselate has no graphics context to draw a UIBezierPath into; use it as a SwiftUI Path (Path(bezierPath.cgPath)) in a Shape"
    )
    open func fill() {}

    /// Strokes the path in the current graphics context. Unavailable: Linux has no graphics context.
    @available(
        *, unavailable,
        message:
            "Tesselate has no graphics context to draw a UIBezierPath into; use it as a SwiftUI Path (Path(bezierPath.cgPath)) and stroke the Shape"
    )
    open func stroke() {}
}
