import Foundation

/// A view that paints a shape, as SwiftUI's `ShapeView`: a filled or stroked shape, which can be
/// painted again (`Circle().fill(.yellow).stroke(.orange, lineWidth: 4)` fills, then strokes on
/// top). Layout is the shape's: it takes the space it is offered.
///
/// **Difference:** the content style has no `.foreground` default (``ShapeStyle`` has no
/// `ForegroundStyle` yet): call the forms without a style (`fill()`, `strokeBorder(lineWidth:)`,
/// `stroke(lineWidth:)`) for the foreground colour, as before iOS 17.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape painted.
    var shape: Content { get }
}

/// A shape filled with a style, as SwiftUI's `_ShapeView` (what `Shape.fill(_:style:)` returns).
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

/// A shape view filled again on top of `background`, as SwiftUI's `FillShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
}

/// A shape stroked along its outline over `background`, as SwiftUI's `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

/// A shape stroked inside its outline over `background`, as SwiftUI's `StrokeBorderShapeView`:
/// the shape inset by half the line width, stroked.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

extension Shape {
    /// Fills the shape with `content`, as SwiftUI's `fill(_:style:)`. With
    /// `FillStyle(eoFill: true)` the inside is decided by the even-odd rule.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills the shape with the foreground colour, as SwiftUI's `fill(style:)`.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        ForegroundPaintedShape(shape: self, painted: self, mode: .fill(style))
    }

    /// Strokes the outline with `content`, as SwiftUI's `stroke(_:style:antialiased:)`: the
    /// stroke is centred on the outline, so half of it falls outside the frame.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<
        Self, S, EmptyView
    > {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Strokes the outline with `content`, `lineWidth` wide, as SwiftUI's `stroke(_:lineWidth:antialiased:)`.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<
        Self, S, EmptyView
    > {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// Strokes the inside of the outline with `content`, as SwiftUI's
    /// `strokeBorder(_:style:antialiased:)`: the shape inset by half the line width, stroked, so
    /// the stroke stays inside the frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<
            Self, S, EmptyView
        >
    {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Strokes the inside of the outline, `lineWidth` wide, as SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<
            Self, S, EmptyView
        >
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the inside of the outline with the foreground colour, as SwiftUI's `strokeBorder(style:antialiased:)`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        ForegroundPaintedShape(
            shape: self, painted: inset(by: style.lineWidth.isFinite ? style.lineWidth / 2 : 0), mode: .stroke(style, border: true))
    }

    /// Strokes the inside of the outline with the foreground colour, as SwiftUI's `strokeBorder(lineWidth:antialiased:)`.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// Fills the shape again with `content`, on top of this view's painting.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content`, on top of this view's painting.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` wide, on top of this view's painting.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the inside of the shape's outline with `content`, on top of this view's painting.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<
            Content, S, Self
        >
    {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the inside of the shape's outline, `lineWidth` wide, on top of this view's painting.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<
            Content, S, Self
        >
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape view: the shape it paints and its paints, background first.
@MainActor
protocol ShapePainting {
    var paintedShape: any Shape { get }
    func paints(in environment: EnvironmentValues) -> [ShapePaint]
}

extension ShapePainting {
    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // Styles resolve where they are drawn: levels, the tint and `.background` read the environment.
        let paints = paints(in: context.environment)
        resolver.makeShapeNode(paintedShape, paints, context, into: &nodes)
    }
}

/// The paints of a shape view's background (none for `EmptyView`).
@MainActor
private func backgroundPaints(_ background: some View, _ environment: EnvironmentValues) -> [ShapePaint] {
    (background as? any ShapePainting)?.paints(in: environment) ?? []
}

extension _ShapeView: ShapePainting, PrimitiveView {
    var paintedShape: any Shape { shape }
    func paints(in environment: EnvironmentValues) -> [ShapePaint] {
        [ShapePaint(style: style, in: environment, mode: .fill(fillStyle))]
    }
}

extension FillShapeView: ShapePainting, PrimitiveView {
    var paintedShape: any Shape { shape }
    func paints(in environment: EnvironmentValues) -> [ShapePaint] {
        backgroundPaints(background, environment) + [
            ShapePaint(style: style, in: environment, mode: .fill(fillStyle))
        ]
    }
}

extension StrokeShapeView: ShapePainting, PrimitiveView {
    var paintedShape: any Shape { shape }
    func paints(in environment: EnvironmentValues) -> [ShapePaint] {
        backgroundPaints(background, environment) + [
            ShapePaint(style: style, in: environment, mode: .stroke(strokeStyle, border: false))
        ]
    }
}

extension StrokeBorderShapeView: ShapePainting, PrimitiveView {
    var paintedShape: any Shape { shape }
    func paints(in environment: EnvironmentValues) -> [ShapePaint] {
        let inset = shape.inset(by: strokeStyle.lineWidth.isFinite ? strokeStyle.lineWidth / 2 : 0)
        return backgroundPaints(background, environment) + [
            ShapePaint(style: style, in: environment, mode: .stroke(strokeStyle, border: true), shape: inset)
        ]
    }
}

/// A shape filled or stroked with the foreground colour (`fill(style:)`, `strokeBorder(lineWidth:)`).
struct ForegroundPaintedShape: ShapePainting, PrimitiveView {
    /// The shape the node stands for.
    var shape: any Shape
    /// The shape painted (inset for a border).
    var painted: any Shape
    var mode: ShapePaint.Mode
    typealias Body = Never

    var paintedShape: any Shape { shape }
    func paints(in environment: EnvironmentValues) -> [ShapePaint] {
        [ShapePaint(shape: painted, fill: .color(environment.foregroundColor ?? .primary), mode: mode)]
    }
}

// The view conformances are declared apart, so that making the views is not main-actor
// isolated (as SwiftUI declares its views): views can be built in any context.
extension _ShapeView: ShapeView { public typealias Body = Never }
extension FillShapeView: ShapeView { public typealias Body = Never }
extension StrokeShapeView: ShapeView { public typealias Body = Never }
extension StrokeBorderShapeView: ShapeView { public typealias Body = Never }
extension ForegroundPaintedShape: View {}
