import Foundation

/// How a view composites with what is drawn below it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` the SVG writes, `nil` for `normal`. SVG has no mode for
    /// `sourceAtop`, `destinationOver` and `destinationOut` (they are Porter-Duff operators):
    /// those draw as `normal`.
    var svgName: String? {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusDarker: "plus-darker"
        case .plusLighter: "plus-lighter"
        }
    }
}

/// The colour space and precision of an offscreen drawing, as SwiftUI's `ColorRenderingMode`
/// (recorded; Tesselate's pictures are 8-bit sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Composites this view with what is below it by `blendMode`, as SwiftUI's `blendMode(_:)`.
    /// Layout is unchanged. The SVG writes CSS `mix-blend-mode`; the character picture, which
    /// keeps one shade per cell, draws every mode as `normal`.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
        modified(CompositingEffect(kind: .blend(blendMode)))
    }

    /// Composites this view's content on its own before the effects of its ancestors, as
    /// SwiftUI's `compositingGroup()`: an ancestor's opacity fades the flattened result, and
    /// blend modes inside blend only with each other. Layout is unchanged. The SVG isolates the
    /// group (`isolation: isolate`); opacity already applies to whole groups in both pictures.
    nonisolated public func compositingGroup() -> some View {
        modified(CompositingEffect(kind: .group))
    }

    /// Flattens this view into an offscreen image before display, as SwiftUI's
    /// `drawingGroup(opaque:colorMode:)`. Drawn as ``compositingGroup()``; `opaque` and
    /// `colorMode` are recorded.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modified(CompositingEffect(kind: .drawingGroup(opaque: opaque, colorMode: colorMode)))
    }
}

/// A blend mode or a compositing group: drawing only.
struct CompositingEffect: WrappingModifier, WrapperBehavior {
    enum Kind: Hashable {
        case blend(BlendMode)
        case group
        case drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
    }

    var kind: Kind

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String {
        switch kind {
        case .blend: "blendMode"
        case .group: "compositingGroup"
        case .drawingGroup: "drawingGroup"
        }
    }

    var dumpAttributes: [DumpAttribute] {
        switch kind {
        case .blend(let mode): return [DumpAttribute("\(mode)")]
        case .group: return []
        case .drawingGroup(let opaque, let colorMode):
            var attributes: [DumpAttribute] = []
            if opaque { attributes.append(DumpAttribute("opaque", "true")) }
            if colorMode != .nonLinear { attributes.append(DumpAttribute("colorMode", "\(colorMode)")) }
            return attributes
        }
    }
}

extension CompositingEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        var group = DrawGroup(node: node, items: builder.children(of: node))
        switch kind {
        case .blend(let mode): group.blendMode = mode
        case .group, .drawingGroup: group.isolated = true
        }
        return [.group(group)]
    }
}
