import Foundation

/// A 2D shape, as SwiftUI's `Shape`. Like SwiftUI's shapes it takes all the space it is offered
/// (10×10 when offered nothing) and is drawn in the foreground colour unless filled.
public protocol Shape: View, Sendable where Body == Never {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

/// An outline, as SwiftUI's `Path`: the parts Tesselate's renderers draw.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case ellipse(CGRect)
        case move(CGPoint)
        case line(CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elements = [.roundedRect(rect, cornerRadius: cornerRadius)] }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

/// A circle centred in its frame, as wide as the frame's shorter side, as SwiftUI's `Circle`.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

extension Shape {
    /// Fills the shape with `style`, as SwiftUI's `fill(_:)`.
    public func fill<S: ShapeStyle>(_ style: S) -> some View { FilledShape(shape: self, fill: Fill(style)) }
}

extension Shape {
    /// A shape used as a view is filled with the foreground colour (the resolver calls this for
    /// every `Shape`, the user's own included).
    func resolveShape(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let fill = context.environment.foregroundFill ?? .color(.primary)
        nodes.append(resolver.makeNode(ShapeNode(shape: .custom(self), fill: fill), context))
    }
}

struct FilledShape<S: Shape> {
    var shape: S
    var fill: Fill
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(resolver.makeNode(ShapeNode(shape: .custom(shape), fill: fill), context))
    }
}

/// A colour or a shape: it takes the space it is offered.
struct ShapeNode: NodeBehavior {
    enum Kind {
        case rectangle
        case custom(any Shape)
    }

    var shape: Kind
    var fill: Fill

    var kindName: String {
        switch (shape, fill) {
        case (.rectangle, .color): "Color"
        case (.rectangle, .linear): "LinearGradient"
        case (.rectangle, .radial): "RadialGradient"
        case (.custom(let shape), _): String(describing: type(of: shape))
        }
    }

    var dumpAttributes: [DumpAttribute] {
        switch (shape, fill) {
        case (.rectangle, .color(let color)): [DumpAttribute(color.description)]
        case (.rectangle, _): [DumpAttribute(fill.details)]
        case (.custom, _): [DumpAttribute("fill", "\(fill)")]
        }
    }

    /// SwiftUI's shapes and colours echo any proposal and use 10 for a `nil` dimension.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension FilledShape: View, PrimitiveView {}
