import Foundation

/// A list of colours with locations, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location from 0 to 1, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The colour at `location`, interpolated linearly between the stops (premultiplied alpha is
    /// not modelled: components and alpha interpolate independently).
    func color(at location: CGFloat) -> Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where location <= b.location {
            let t = b.location == a.location ? 1 : Double((location - a.location) / (b.location - a.location))
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return Color(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    var description: String {
        stops.map { "\($0.color)@\(formatNumber($0.location))" }.joined(separator: " ")
    }
}

/// A linear gradient, as SwiftUI's `LinearGradient`: a view that fills its space, and a style.
public struct LinearGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var representativeColor: Color { gradient.stops.first?.color ?? .clear }

    /// The colour at `point` of a rect of `size`: projected on the start→end line.
    func color(at point: CGPoint, in size: CGSize) -> Color {
        let start = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
        let dx = end.x - start.x, dy = end.y - start.y
        let length = dx * dx + dy * dy
        guard length > 0 else { return gradient.color(at: 0) }
        return gradient.color(at: ((point.x - start.x) * dx + (point.y - start.y) * dy) / length)
    }

}

// The view conformance is in an extension so that the style itself is not main-actor isolated.
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(resolver.makeNode(ShapeNode(shape: .rectangle, fill: .linear(self)), context))
    }
}

/// A radial gradient, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var representativeColor: Color { gradient.stops.first?.color ?? .clear }

    func color(at point: CGPoint, in size: CGSize) -> Color {
        let c = CGPoint(x: center.x * size.width, y: center.y * size.height)
        let distance = ((point.x - c.x) * (point.x - c.x) + (point.y - c.y) * (point.y - c.y)).squareRoot()
        let span = endRadius - startRadius
        return gradient.color(at: span == 0 ? (distance >= endRadius ? 1 : 0) : (distance - startRadius) / span)
    }

}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(resolver.makeNode(ShapeNode(shape: .rectangle, fill: .radial(self)), context))
    }
}

/// What a shape is filled with.
enum Fill: CustomStringConvertible {
    case color(Color)
    case linear(LinearGradient)
    case radial(RadialGradient)
    case angular(AngularGradient)
    case elliptical(EllipticalGradient)

    init(_ style: any ShapeStyle) {
        if let color = style as? Color {
            // The usual style, found first: a cast to a type is cheap, a failed one to a protocol is not.
            self = .color(color.representativeColor)
        } else if style.isCustom {
            self = Fill.resolving(style, in: EnvironmentValues())
        } else if let style = style as? any EnvironmentResolvedStyle {
            // Levels and the tint as in a bare environment (``Fill/resolving(_:in:)`` resolves
            // them where they are used).
            self = style.fill(in: EnvironmentValues())
        } else if let gradient = style as? LinearGradient {
            self = .linear(gradient)
        } else if let gradient = style as? RadialGradient {
            self = .radial(gradient)
        } else if let gradient = style as? AngularGradient {
            self = .angular(gradient)
        } else if let gradient = style as? EllipticalGradient {
            self = .elliptical(gradient)
        } else {
            self = .color(style.representativeColor)
        }
    }

    /// The colour at `point` of a rect of `size`.
    func color(at point: CGPoint, in size: CGSize) -> Color {
        switch self {
        case .color(let color): color
        case .linear(let gradient): gradient.color(at: point, in: size)
        case .radial(let gradient): gradient.color(at: point, in: size)
        case .angular(let gradient): gradient.color(at: point, in: size)
        case .elliptical(let gradient): gradient.color(at: point, in: size)
        }
    }

    /// The gradient's stops, for a gradient fill.
    var gradient: Gradient? {
        switch self {
        case .color: nil
        case .linear(let g): g.gradient
        case .radial(let g): g.gradient
        case .angular(let g): g.gradient
        case .elliptical(let g): g.gradient
        }
    }

    /// This fill with its gradient's stops changed by `change` (a colour fill's colour as a
    /// one-stop gradient's).
    func mappingGradient(_ change: (Gradient) -> Gradient) -> Fill {
        switch self {
        case .color(let color):
            return .color(change(Gradient(stops: [Gradient.Stop(color: color, location: 0)])).stops.first?.color ?? color)
        case .linear(var g):
            g.gradient = change(g.gradient)
            return .linear(g)
        case .radial(var g):
            g.gradient = change(g.gradient)
            return .radial(g)
        case .angular(var g):
            g.gradient = change(g.gradient)
            return .angular(g)
        case .elliptical(var g):
            g.gradient = change(g.gradient)
            return .elliptical(g)
        }
    }

    var description: String {
        switch self {
        case .color(let color): color.description
        case .linear: "LinearGradient(\(details))"
        case .radial: "RadialGradient(\(details))"
        case .angular: "AngularGradient(\(details))"
        case .elliptical: "EllipticalGradient(\(details))"
        }
    }

    /// The stops and geometry, without the kind's name.
    var details: String {
        switch self {
        case .color(let color): color.description
        case .linear(let g): "\(g.gradient.description), \(g.startPoint)→\(g.endPoint)"
        case .radial(let g): "\(g.gradient.description), center: \(g.center), \(formatNumber(g.startRadius))…\(formatNumber(g.endRadius))"
        case .angular(let g): "\(g.gradient.description), center: \(g.center), \(g.startAngle)…\(g.endAngle)"
        case .elliptical(let g):
            "\(g.gradient.description), center: \(g.center), \(formatNumber(g.startRadiusFraction))…\(formatNumber(g.endRadiusFraction))"
        }
    }
}
