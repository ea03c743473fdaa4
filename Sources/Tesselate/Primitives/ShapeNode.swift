import Foundation

/// How a shape view paints its shape: filled, or stroked along its outline.
struct ShapePaint {
    enum Mode {
        case fill(FillStyle)
        /// A stroke centred on the outline; `border` when it came from `strokeBorder` (its shape
        /// is then the inset one).
        case stroke(StrokeStyle, border: Bool)
    }

    /// The shape painted; `nil` for the node's own shape.
    var shape: (any Shape)?
    var fill: Fill
    var mode: Mode = .fill(FillStyle())
    /// The style's shadows (``ShadowStyle``), drawn with the paint.
    var shadows: [ShadowStyle] = []
    /// How the paint composites with what is below it (``ShapeStyle/blendMode(_:)``).
    var blendMode: BlendMode = .normal

    /// The path painted in `frame` (window coordinates): the outline filled (even-odd when
    /// asked), or the area the stroke covers.
    @MainActor func path(of nodeShape: any Shape, in frame: CGRect) -> Path {
        let outline = (shape ?? nodeShape).path(inFrame: frame)
        switch mode {
        case .fill(let style): return style.isEOFilled ? Path(parts: [.evenOdd(outline)]) : outline
        case .stroke(let style, _): return outline.strokedPath(style.sanitized)
        }
    }

    /// The dump's description: `fill: red`, `stroke: blue, lineWidth: 2`.
    var attribute: DumpAttribute {
        let effects = shadows.map { ", shadow: \($0)" }.joined() + (blendMode == .normal ? "" : ", blendMode: \(blendMode)")
        switch mode {
        case .fill(let style): return DumpAttribute("fill", fill.description + (style.isEOFilled ? ", eoFill" : "") + effects)
        case .stroke(let style, let border):
            return DumpAttribute(border ? "strokeBorder" : "stroke", "\(fill), \(style.summary)" + effects)
        }
    }
}

/// A colour or a shape: it takes the space it is offered and paints its shape, in order, with
/// each of its paints (one fill for a colour; a fill and a stroke for `fill(_:).stroke(_:)`).
struct ShapeNode: NodeBehavior {
    /// One word: a custom shape is boxed (`indirect`), so that a node of a colour or a gradient,
    /// a rectangle, is two words and kept inline in its existential instead of in a heap box of
    /// its own (a `Color` is a node of its own in most trees).
    enum Kind {
        case rectangle
        indirect case custom(any Shape)
    }

    var shape: Kind
    var paints: [ShapePaint]

    init(shape: Kind, fill: Fill) {
        self.shape = shape
        paints = [ShapePaint(fill: fill)]
    }

    init(shape: Kind, paints: [ShapePaint]) {
        self.shape = shape
        self.paints = paints
    }

    /// A shape has an ordinary view's spacing.
    var spacingShortcut: SpacingShortcut { .ordinary }

    /// The fill of the first paint (what a colour or a gradient view is filled with).
    var fill: Fill { paints.first?.fill ?? .color(.clear) }

    var kindName: String {
        switch (shape, fill) {
        case (.rectangle, .color): "Color"
        case (.rectangle, .linear): "LinearGradient"
        case (.rectangle, .radial): "RadialGradient"
        case (.rectangle, .angular): "AngularGradient"
        case (.rectangle, .elliptical): "EllipticalGradient"
        case (.custom(let shape), _): describedKindName(of: shape)
        }
    }

    var dumpAttributes: [DumpAttribute] {
        switch (shape, fill) {
        case (.rectangle, .color(let color)): [DumpAttribute(color.description)]
        case (.rectangle, _): [DumpAttribute(fill.details)]
        case (.custom(let shape), _): describedAttributes(of: shape) + paints.map(\.attribute)
        }
    }

    /// SwiftUI's shapes and colours echo any proposal and use 10 for a `nil` dimension.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape takes what it is offered, ∞ too.
    func answersInfinityForInfinity(along axis: Axis) -> Bool { true }

    /// The paths painted in `frame`, each with its fill.
    func paintedPaths(in frame: CGRect) -> [(Path, Fill)] {
        switch shape {
        case .rectangle: return paints.map { (Path(frame), $0.fill) }
        case .custom(let custom): return paints.map { ($0.path(of: custom, in: frame), $0.fill) }
        }
    }
}

extension Resolver {
    /// The paints of a colour view of `color`: the last colour view's array when it had the same
    /// colour (rows of one colour share one array instead of an allocation each).
    func paints(filling color: Color) -> [ShapePaint] {
        if let last = lastColorPaints, last.color == color { return last.paints }
        let paints = [ShapePaint(fill: .color(color))]
        lastColorPaints = (color, paints)
        return paints
    }

    /// Adds the node of a shape view and reports what is wrong with its shape or strokes.
    func makeShapeNode(_ shape: any Shape, _ paints: [ShapePaint], _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // A container-relative shape draws as the container shape around it.
        let shape = replacingContainerRelative(shape, in: context.environment)
        var paints = paints
        for index in paints.indices {
            if let painted = paints[index].shape { paints[index].shape = replacingContainerRelative(painted, in: context.environment) }
        }
        // A shape filled with one colour (`Circle().fill(.blue)`) shares a colour view's paints.
        if paints.count == 1, paints[0].shape == nil, paints[0].shadows.isEmpty, paints[0].blendMode == .normal,
            case .color(let color) = paints[0].fill,
            case .fill(let style) = paints[0].mode, style == FillStyle()
        {
            paints = self.paints(filling: color)
        }
        let node = makeNode(ShapeNode(shape: .custom(shape), paints: paints), context)
        var problems = shapeProblems(of: shape)
        for paint in paints {
            if let painted = paint.shape { problems += shapeProblems(of: painted) }
            for shadow in paint.shadows where shadow.drawn.radius != shadow.radius || shadow.drawn.offset != shadow.offset {
                problems.append("shadow(\(shadow)): a negative or non-finite radius is taken as 0, a non-finite offset as none")
            }
            if case .stroke(let style, let border) = paint.mode {
                problems += style.problems.map { "\(border ? "strokeBorder" : "stroke"): \($0)" }
            }
        }
        for problem in Set(problems).sorted() { report(.invalidValue, problem, node: node) }
        nodes.append(node)
    }
}

extension Shape {
    /// The shape's path for a view placed at `frame` (window coordinates). As in SwiftUI, a shape
    /// describes itself in the view's own coordinates, `CGRect(origin: .zero, size: frame.size)`
    /// (so `Path { … }` and shapes drawn from (0, 0) are drawn from the frame's corner), and the
    /// path is then moved to the frame.
    func path(inFrame frame: CGRect) -> Path {
        let local = path(in: CGRect(origin: .zero, size: frame.size))
        return frame.origin == .zero ? local : local.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// A shape used as a view is filled with the foreground colour (the resolver calls this for
    /// every `Shape`, the user's own included).
    func resolveShape(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The foreground style, a gradient included (`foregroundStyle(LinearGradient(…))`).
        let fill = context.environment.foregroundFill ?? .color(.primary)
        resolver.makeShapeNode(self, [ShapePaint(fill: fill, shadows: context.environment.foregroundShadows)], context, into: &nodes)
    }
}
