import Foundation

/// A view that draws with immediate-mode commands, as SwiftUI's `Canvas`: its renderer is given
/// a ``GraphicsContext`` and the canvas's size and draws paths, text and images into it.
///
/// As in SwiftUI the canvas takes the space it is offered (10 points along a `nil` dimension, as
/// a shape) and draws nothing outside its bounds. What the renderer draws is recorded in the
/// window's draw list, so dumps, the SVG, the PNG and the character picture show it. The
/// renderer runs each time the canvas is drawn and once after each layout pass (for its
/// diagnostics); bad input (a non-finite rectangle, transform or line width) is reported with
/// the canvas's path and the command is not drawn.
///
/// `isOpaque`, `colorMode` and `rendersAsynchronously` are kept and change nothing, as they
/// change only how SwiftUI stores the pixels. The symbols of
/// `init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)` are views laid out at their
/// ideal size and drawn where the renderer draws their resolved symbol
/// (``GraphicsContext/resolveSymbol(id:)``); a canvas offers no interaction, and neither do they.
public struct Canvas<Symbols: View> {
    /// The views the renderer can draw, each tagged with its id.
    public var symbols: Symbols
    /// The drawing callback: the context to draw into and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (changes nothing here).
    public var isOpaque: Bool
    /// The working colour space and storage format (changes nothing here).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its contents asynchronously (changes nothing here).
    public var rendersAsynchronously: Bool

    /// A canvas whose renderer can draw the views `symbols` makes, each tagged with its id.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let node = resolver.makeNode(CanvasNode(renderer: renderer, environment: context.environment), context)
        if Symbols.self != EmptyView.self {
            var children: [NodeIndex] = []
            resolver.resolve(symbols, context.content(of: node), into: &children)
            resolver.attach(children, to: node)
        }
        nodes.append(node)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that draws with `renderer`.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated.
extension Canvas: View, PrimitiveView {}

/// The node of a ``Canvas``: as large as it is offered, its symbols laid out at their ideal size
/// at its top-leading corner (drawn only where the renderer draws them).
struct CanvasNode: NodeBehavior, PassObserving {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    var kindName: String { "Canvas" }

    /// Greedy, as a shape: the proposal, 10 for `nil`.
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        engine.tree[node].children.array.map { Placement(child: $0, origin: .zero, proposal: .unspecified) }
    }

    /// Runs the renderer for the canvas as placed and reports what it was given that cannot be
    /// drawn.
    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] {
        guard let frame = pass.engine.frames[node] else { return [] }
        let recording = record(node, frame: frame, pass.engine)
        for problem in Set(recording.problems).sorted() { pass.report(node, .invalidValue, "Canvas: \(problem)") }
        return []
    }

    /// What the renderer draws for the canvas at `frame` (window coordinates).
    @MainActor func record(_ node: NodeIndex, frame: CGRect, _ engine: LayoutEngine) -> CanvasRecording {
        var symbols: [AnyHashable: CanvasRecording.Symbol] = [:]
        for child in engine.tree[node].children.array {
            guard let tag = CanvasNode.tag(of: child, in: engine.tree), let placed = engine.frames[child] else { continue }
            symbols[tag] = CanvasRecording.Symbol(node: child, frame: placed)
        }
        let recording = CanvasRecording(environment: environment, node: node, symbols: symbols)
        var context = GraphicsContext(recording: recording, origin: frame.origin)
        renderer(&context, frame.size)
        return recording
    }

    /// The tag of a symbol: its outermost `tag(_:)`.
    @MainActor static func tag(of node: NodeIndex, in tree: ResolvedTree) -> AnyHashable? {
        var current = node
        while true {
            if let tag = tree[current].behavior as? TagNode { return tag.value }
            guard tree[current].children.count == 1 else { return nil }
            current = tree[current].children[0]
        }
    }
}

extension CanvasNode: DrawingNode {
    /// The renderer's commands, clipped to the canvas.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let recording = record(node, frame: frame, builder.engine)
        let items = recording.items(builder)
        guard !items.isEmpty else { return [] }
        return [.group(DrawGroup(node: node, clip: Path(frame), items: items))]
    }
}
