import Foundation

/// A shadow a shape style draws with, as SwiftUI's `ShadowStyle` (`.fill(.white.shadow(.drop(radius: 4)))`).
///
/// A drop shadow is drawn behind what the style paints: its alpha in the shadow's colour,
/// blurred by the radius and moved by the offset (as `shadow(color:radius:x:y:)` draws). An
/// inner shadow is drawn over it, inside its outline: the outside of the painted area in the
/// shadow's colour, moved by the offset, blurred by the radius and clipped to the area. Shapes
/// and backgrounds filled or stroked with the style, and shapes drawn in a foreground style
/// that has one, show it; a text's foreground shadow is not drawn (Tesselate draws a text in
/// one colour). A negative or non-finite radius is taken as 0, a non-finite offset as none.
public struct ShadowStyle: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow behind what is drawn; SwiftUI's default colour is black at 33% in linear sRGB.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside what is drawn, along its edges; SwiftUI's default colour is black at 55%
    /// in linear sRGB.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// `.drop(color: black, radius: 4, x: 0, y: 2)`, as dumps show it.
    public var description: String {
        ".\(kind)(color: \(color), radius: \(formatNumber(radius)), x: \(formatNumber(offset.width)), y: \(formatNumber(offset.height)))"
    }

    /// The shadow as drawn: a usable radius and offset.
    var drawn: DrawShadow {
        DrawShadow(
            color: color, radius: radius.isFinite && radius >= 0 ? radius : 0,
            offset: CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0))
    }

    /// `item`, which paints `path`, with `shadows` drawn in order (the first innermost).
    static func items(_ item: DrawItem, painting path: Path, with shadows: [ShadowStyle], node: NodeIndex) -> DrawItem {
        shadows.reduce(item) { drawn, style in
            let shadow = style.drawn
            switch style.kind {
            case .drop:
                return .group(DrawGroup(node: node, shadow: shadow, items: [drawn]))
            case .inner:
                // The outside of the area (a ring wide enough for the blur), moved and blurred,
                // seen through the area.
                let bounds = path.boundingRect
                let margin = 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height) + 1
                var outside = Path(bounds.insetBy(dx: -margin, dy: -margin))
                outside.addPath(path)
                let ring = DrawItem.shape(
                    path: Path(parts: [.evenOdd(outside)]).offsetBy(dx: shadow.offset.width, dy: shadow.offset.height),
                    fill: .color(shadow.color), frame: bounds)
                let blurred = DrawItem.group(DrawGroup(node: node, blur: shadow.radius, items: [ring]))
                return .group(DrawGroup(node: node, items: [drawn, .group(DrawGroup(node: node, clip: path, items: [blurred]))]))
            }
        }
    }
}

extension ShapeStyle {
    /// This style drawn with `style`'s shadow, as SwiftUI's `shadow(_:)` on a shape style.
    nonisolated public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedShapeStyle(base: self, shadow: style) }

    /// The shadows the style draws with, outermost last.
    var shadows: [ShadowStyle] { (self as? any ShadowCarrying)?.carriedShadows ?? [] }
}

/// A style that carries shadows (a shadowed style, or a wrapper of one).
protocol ShadowCarrying {
    var carriedShadows: [ShadowStyle] { get }
}

/// A shape style with a shadow (`ShapeStyle.shadow(_:)`): paints as its base.
struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle, EnvironmentResolvedStyle, ShadowCarrying {
    let base: Base
    let shadow: ShadowStyle

    var representativeColor: Color { base.representativeColor }
    func fill(in environment: EnvironmentValues) -> Fill { Fill.resolving(base, in: environment) }
    var carriedShadows: [ShadowStyle] { base.shadows + [shadow] }
}

extension AnyShapeStyle: ShadowCarrying {
    var carriedShadows: [ShadowStyle] { base.shadows }
}

extension OpacityShapeStyle: ShadowCarrying {
    var carriedShadows: [ShadowStyle] { base.shadows }
}

struct ForegroundShadowsKey: EnvironmentKey { static let defaultValue: [ShadowStyle] = [] }

extension EnvironmentValues {
    /// The shadows of the foreground style (`foregroundStyle(.white.shadow(…))`), which shapes
    /// drawn in it show.
    var foregroundShadows: [ShadowStyle] {
        get { self[ForegroundShadowsKey.self] }
        set { self[ForegroundShadowsKey.self] = newValue }
    }
}
