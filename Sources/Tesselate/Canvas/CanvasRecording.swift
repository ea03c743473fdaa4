import Foundation

/// What one run of a canvas's renderer drew: its commands in order, each with the state of the
/// context that issued it, and what it was given that cannot be drawn. Shared by every copy of
/// the renderer's ``GraphicsContext`` (a copy draws into the same canvas with its own state).
final class CanvasRecording {
    /// A view of the canvas's symbols: its node and where the layout placed it.
    struct Symbol {
        var node: NodeIndex
        var frame: CGRect
    }

    /// What a command draws, in its user coordinates.
    enum Content {
        /// Shapes and texts.
        case items([DrawItem])
        /// An image drawn as its view draws in `rect`.
        case image(ImageNode, CGRect)
        /// A symbol's view, moved by `offset` from where the layout placed it.
        case symbol(NodeIndex, offset: CGPoint)
        /// A layer of its own (`drawLayer`), composited as one.
        case layer(CanvasLayer)
    }

    /// One drawing command and the context's state when it was issued.
    struct Command {
        var content: Content
        /// User coordinates to the window's.
        var transform: Transform2D
        /// The clips in force, in window coordinates.
        var clips: [Path]
        var opacity: Double
        var blendMode: BlendMode
        var blur: CGFloat
        var shadow: DrawShadow?
    }

    let environment: EnvironmentValues
    /// The canvas's node, which every group of the recording stands for.
    let node: NodeIndex
    let symbols: [AnyHashable: Symbol]
    /// The commands of the canvas itself.
    let root = CanvasLayer()
    /// What the renderer was given that cannot be drawn, for the canvas's diagnostics.
    var problems: [String] = []

    init(environment: EnvironmentValues, node: NodeIndex, symbols: [AnyHashable: Symbol]) {
        self.environment = environment
        self.node = node
        self.symbols = symbols
    }

    /// The draw items of the recording, in window coordinates.
    @MainActor func items(_ builder: DrawListBuilder) -> [DrawItem] {
        root.commands.map { item(of: $0, builder) }
    }

    /// A command's item: its content through its transform, opacity, blend mode and filters,
    /// inside its clips.
    @MainActor private func item(of command: Command, _ builder: DrawListBuilder) -> DrawItem {
        var transform: Transform2D? = command.transform
        var isolated = false
        let contents: [DrawItem]
        // A translation is drawn into the items themselves, so the testing library's hit tests
        // (which do not look through drawing transforms) find what the canvas draws.
        let t = command.transform
        let shift = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 ? CGPoint(x: t.tx, y: t.ty) : nil
        switch command.content {
        case .items(let items):
            contents = shift.map { shift in items.map { CanvasRecording.translated($0, by: shift) } } ?? items
            if shift != nil { transform = nil }
        case .image(let image, let rect):
            contents = image.items(node, frame: shift.map { rect.offsetBy(dx: $0.x, dy: $0.y) } ?? rect)
            if shift != nil { transform = nil }
        case .symbol(let symbol, let offset):
            contents = builder.items(of: symbol)
            transform = command.transform.concatenating(after: Transform2D(tx: offset.x, ty: offset.y))
        case .layer(let layer):
            // A layer's commands carry their own transforms; the layer is composited as one.
            contents = layer.commands.map { item(of: $0, builder) }
            transform = nil
            isolated = true
        }
        var group = DrawGroup(node: node, transform: transform == .identity ? nil : transform, items: contents)
        group.opacity = command.opacity
        group.blendMode = command.blendMode
        group.blur = command.blur
        group.shadow = command.shadow
        group.isolated = isolated
        var drawn = DrawItem.group(group)
        for clip in command.clips.reversed() { drawn = .group(DrawGroup(node: node, clip: clip, items: [drawn])) }
        return drawn
    }
}

extension CanvasRecording {
    /// A shape or text item moved by `shift` (the items of fills, strokes and texts).
    static func translated(_ item: DrawItem, by shift: CGPoint) -> DrawItem {
        switch item {
        case .shape(let path, let fill, let frame):
            return .shape(path: path.offsetBy(dx: shift.x, dy: shift.y), fill: fill, frame: frame.offsetBy(dx: shift.x, dy: shift.y))
        case .text(let text, let frame): return .text(text, frame: frame.offsetBy(dx: shift.x, dy: shift.y))
        case .rule(let frame, let axis): return .rule(frame: frame.offsetBy(dx: shift.x, dy: shift.y), axis: axis)
        case .group(var group):
            if let transform = group.transform {
                group.transform = Transform2D(tx: shift.x, ty: shift.y).concatenating(after: transform)
            } else {
                group.clip = group.clip?.offsetBy(dx: shift.x, dy: shift.y)
                group.mask = group.mask?.map { translated($0, by: shift) }
                group.items = group.items.map { translated($0, by: shift) }
            }
            return .group(group)
        }
    }
}

/// Where a context's commands go: the canvas, or a layer of `drawLayer`.
final class CanvasLayer {
    var commands: [CanvasRecording.Command] = []
}
