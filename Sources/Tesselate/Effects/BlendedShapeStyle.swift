import Foundation

extension ShapeStyle {
    /// This style drawn with `mode` against what is below it, as SwiftUI's `blendMode(_:)` on a
    /// shape style (iOS 15): a shape or background filled or stroked with it composites with that
    /// blend mode, as the `blendMode(_:)` view modifier does (the SVG blends; the PNG and the
    /// character picture draw `normal`). A text in a blended foreground style draws `normal`.
    nonisolated public func blendMode(_ mode: BlendMode) -> some ShapeStyle { BlendedShapeStyle(base: self, mode: mode) }

    /// The blend mode the style draws with: the outermost `blendMode(_:)` around it.
    var drawingBlendMode: BlendMode { (self as? any BlendCarrying)?.carriedBlendMode ?? .normal }
}

/// A style that carries a blend mode (a blended style, or a wrapper of one).
protocol BlendCarrying {
    var carriedBlendMode: BlendMode { get }
}

/// A shape style with a blend mode (`ShapeStyle.blendMode(_:)`): paints as its base.
struct BlendedShapeStyle<Base: ShapeStyle>: ShapeStyle, EnvironmentResolvedStyle, BlendCarrying, ShadowCarrying {
    let base: Base
    let mode: BlendMode

    var representativeColor: Color { base.representativeColor }
    func fill(in environment: EnvironmentValues) -> Fill { Fill.resolving(base, in: environment) }
    var carriedBlendMode: BlendMode { mode }
    var carriedShadows: [ShadowStyle] { base.shadows }
}

extension AnyShapeStyle: BlendCarrying {
    var carriedBlendMode: BlendMode { base.drawingBlendMode }
}

extension OpacityShapeStyle: BlendCarrying {
    var carriedBlendMode: BlendMode { base.drawingBlendMode }
}

extension ShadowedShapeStyle: BlendCarrying {
    var carriedBlendMode: BlendMode { base.drawingBlendMode }
}

extension ShapePaint {
    /// A paint of `style` as it draws in `environment`: a style of one's own resolved there, its
    /// fill, shadows and blend mode.
    @MainActor init(style: any ShapeStyle, in environment: EnvironmentValues, mode: Mode, shape: (any Shape)? = nil) {
        if let color = style as? Color {
            // The usual style, found first: a colour has no level, shadow or blend mode, and a
            // cast to a type is cheap where each failed one to a protocol is not.
            self.init(shape: shape, fill: .color(color), mode: mode)
            return
        }
        let style = style.resolvingCustom(in: environment)
        self.init(
            shape: shape, fill: Fill.resolving(style, in: environment), mode: mode, shadows: style.shadows,
            blendMode: style.drawingBlendMode)
    }
}
