import Foundation

/// An angular ("conic") gradient, as SwiftUI's `AngularGradient`: a view that fills its space,
/// and a style.
///
/// The colour changes with the angle around `center` (a unit point of the filled frame), from
/// `startAngle` to `endAngle`; angles start at the trailing direction (3 o'clock) and turn
/// clockwise on screen, as `rotationEffect`'s. As Apple documents: when `endAngle - startAngle`
/// is more than a full turn, only the last full turn is drawn; when it is less, the missing
/// part is filled with the colours at locations 1 and 0, switching halfway across it. Equal
/// angles (the `init(gradient:center:)` defaults) are taken as a full turn from that angle
/// (**chosen**, as a colour wheel drawn that way shows on iOS); an end before the start turns
/// the other way.
///
/// Drawn per pixel in the PNG; the SVG, which has no conic gradient, fills the shape with a
/// PNG of the gradient over the frame (two pixels a point, at most 1 024 on a side).
public struct AngularGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// A conic gradient of `colors` that completes a full turn from `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A conic gradient of `stops` that completes a full turn from `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var representativeColor: Color { gradient.stops.first?.color ?? .clear }

    /// The colour at `point` of a rect of `size`.
    func color(at point: CGPoint, in size: CGSize) -> Color {
        let c = CGPoint(x: center.x * size.width, y: center.y * size.height)
        let start = startAngle.radians.isFinite ? startAngle.radians : 0
        var span = endAngle.radians.isFinite ? endAngle.radians - start : 0
        let turn = 2 * Double.pi
        var from = start
        if span == 0 { span = turn }
        if abs(span) > turn {
            // Only the last full turn: it starts a turn before the end.
            from = start + span - (span > 0 ? turn : -turn)
            span = span > 0 ? turn : -turn
        }
        let theta = atan2(Double(point.y - c.y), Double(point.x - c.x))
        // How far round from the start, in the gradient's direction, in 0..<2π.
        var phi = (span > 0 ? theta - from : from - theta).truncatingRemainder(dividingBy: turn)
        if phi < 0 { phi += turn }
        let length = abs(span)
        if phi <= length { return gradient.color(at: CGFloat(phi / length)) }
        // The missing part: the end colour up to halfway, then the start colour.
        return gradient.color(at: phi - length < (turn - length) / 2 ? 1 : 0)
    }
}

// The view conformance is in an extension so that the style itself is not main-actor isolated.
extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(resolver.makeNode(ShapeNode(shape: .rectangle, fill: .angular(self)), context))
    }
}
