import Foundation

extension GraphicsContext {
    /// A colour or pattern to fill or outline a path with, as SwiftUI's
    /// `GraphicsContext.Shading`. Gradients' points are in the user space of the command that
    /// draws with them.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyle)
            case foreground
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// Fills with `color`.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

        /// Fills with the colour of components `red`, `green`, `blue` in `colorSpace`.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Fills with the grey `white` in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Fills with `style`; a style's unit geometry (a `LinearGradient`'s points) spans the
        /// drawn path's bounding rectangle.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// A linear gradient along the axis from `startPoint` to `endPoint`.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }

        /// A radial gradient around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }

        /// A conic gradient sweeping once around `center`, starting at `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The fill of a path whose bounding rectangle is `bounds` (user space).
        func fill(in bounds: CGRect, _ environment: EnvironmentValues) -> Fill {
            func unit(_ point: CGPoint) -> UnitPoint {
                UnitPoint(
                    x: bounds.width > 0 ? (point.x - bounds.minX) / bounds.width : 0,
                    y: bounds.height > 0 ? (point.y - bounds.minY) / bounds.height : 0)
            }
            switch kind {
            case .style(let style): return Fill.resolving(style.base, in: environment)
            case .foreground: return environment.foregroundFill ?? .color(.primary)
            case .linear(let gradient, let start, let end):
                return .linear(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)))
            case .radial(let gradient, let center, let start, let end):
                return .radial(RadialGradient(gradient: gradient, center: unit(center), startRadius: start, endRadius: end))
            case .conic(let gradient, let center, let angle):
                return .angular(AngularGradient(gradient: gradient, center: unit(center), angle: angle))
            }
        }
    }

    /// Options of a gradient shading, as SwiftUI's `GraphicsContext.GradientOptions` (kept;
    /// gradients are drawn padded).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// Fills the region `path` outlines with `shading`, as SwiftUI's `fill(_:with:style:)`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let bounds = path.boundingRect
        guard checked(bounds, "fill") else { return }
        let painted = style.isEOFilled ? Path(parts: [.evenOdd(path)]) : path
        append(.items([.shape(path: painted, fill: shading.fill(in: bounds, environment), frame: bounds)]))
    }

    /// Outlines `path` with `shading` in `style`, as SwiftUI's `stroke(_:with:style:)`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        for problem in style.problems { self.problem("stroke: \(problem)") }
        let stroked = path.strokedPath(style.sanitized)
        let bounds = stroked.boundingRect
        guard checked(path.boundingRect, "stroke"), checked(bounds, "stroke") else { return }
        append(.items([.shape(path: stroked, fill: shading.fill(in: bounds, environment), frame: bounds)]))
    }

    /// Outlines `path` with `shading`, `lineWidth` wide, as SwiftUI's
    /// `stroke(_:with:lineWidth:)`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}
