import Foundation

/// A radial gradient stretched to its frame, as SwiftUI's `EllipticalGradient` (iOS 15): a view
/// that fills its space, and a style.
///
/// As Apple documents, the gradient is defined in the unit square (its `center` a unit point,
/// its radii fractions of the square's side) and the square is stretched over the filled frame,
/// so its circles become ellipses: a location is the distance from the centre in unit
/// coordinates, from `startRadiusFraction` (location 0) to `endRadiusFraction` (1). Drawn per
/// pixel in the PNG; the SVG writes a radial gradient in the unit square, stretched by its
/// `gradientTransform`.
public struct EllipticalGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public var representativeColor: Color { gradient.stops.first?.color ?? .clear }

    /// The colour at `point` of a rect of `size`.
    func color(at point: CGPoint, in size: CGSize) -> Color {
        guard size.width > 0, size.height > 0 else { return gradient.color(at: 0) }
        let dx = point.x / size.width - center.x, dy = point.y / size.height - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        let span = endRadiusFraction - startRadiusFraction
        guard span != 0, span.isFinite else { return gradient.color(at: distance >= endRadiusFraction ? 1 : 0) }
        return gradient.color(at: (distance - startRadiusFraction) / span)
    }
}

extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(resolver.makeNode(ShapeNode(shape: .rectangle, fill: .elliptical(self)), context))
    }
}
