import Foundation

extension View {
    /// Draws a border inside this view's frame, as SwiftUI's `border(_:width:)`: an overlay of
    /// `Rectangle().strokeBorder(content, lineWidth: width)`, so the border covers the view's
    /// edge and layout is unchanged.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modified(Decoration(content: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center, role: .overlay))
    }

    /// Layers `shape`, filled with `style`, behind this view, as SwiftUI's
    /// `background(_:in:fillStyle:)`: the shape is proposed this view's size; layout is unchanged.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modified(Decoration(content: shape.fill(style, style: fillStyle), alignment: .center, role: .background))
    }

    /// Sets the shape this view is hit-tested with, as SwiftUI's `contentShape(_:eoFill:)`: the
    /// shape in the view's frame receives touches where the views inside draw nothing, covers
    /// the views below it, and limits the views inside to it (the testing library's hit testing).
    /// It draws nothing and changes no layout; the dump shows it.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modified(ContentShapeNode(shape: shape, kinds: .interaction, eoFill: eoFill))
    }

    /// Sets the shape this view uses for `kind` (hit-testing, previews, focus effects…), as
    /// SwiftUI's `contentShape(_:_:eoFill:)`. A shape for `.interaction` is hit-tested as
    /// ``contentShape(_:eoFill:)``; other kinds are recorded (the dump shows them) and change
    /// nothing in a host.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modified(ContentShapeNode(shape: shape, kinds: kind, eoFill: eoFill))
    }
}

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)

    var names: [String] {
        let all: [(ContentShapeKinds, String)] = [
            (.interaction, "interaction"), (.dragPreview, "dragPreview"), (.contextMenuPreview, "contextMenuPreview"),
            (.hoverEffect, "hoverEffect"), (.focusEffect, "focusEffect"), (.accessibility, "accessibility"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// A content shape: no layout, no drawing; hit testing reads it (`PaintRecorder`).
struct ContentShapeNode: WrappingModifier, WrapperBehavior {
    var shape: any Shape
    var kinds: ContentShapeKinds
    var eoFill: Bool

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // A container-relative shape is the container shape around it.
        var replaced = self
        replaced.shape = replacingContainerRelative(shape, in: context.environment)
        replaced.resolveWrapping(content: content, in: resolver, context, into: &nodes)
    }

    var kindName: String { "contentShape" }
    var dumpAttributes: [DumpAttribute] {
        var attributes = [DumpAttribute(describedKindName(of: shape))] + describedAttributes(of: shape)
        if kinds != .interaction { attributes.append(DumpAttribute("kinds", kinds.names.joined(separator: ", "))) }
        if eoFill { attributes.append(DumpAttribute("eoFill", "true")) }
        return attributes
    }
}
