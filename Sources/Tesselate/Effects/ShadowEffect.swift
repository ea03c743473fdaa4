import Foundation

extension View {
    /// Draws a shadow behind this view, as SwiftUI's `shadow(color:radius:x:y:)`: the view's
    /// alpha in `color`, blurred by `radius` and moved by `x`, `y`. Layout is unchanged.
    ///
    /// The default colour is SwiftUI's, black at 33% opacity (SwiftUI spells it
    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`). The SVG draws a drop-shadow filter
    /// (standard deviation half the radius, as `blur` is written); the character picture draws
    /// the shadow unblurred, moved by the offset rounded to whole cells and widened by the radius
    /// rounded to whole cells (at most 4) at half strength, under the view. A negative or non-finite radius,
    /// or a non-finite offset, is reported and taken as 0.
    nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        modified(ShadowEffect(shadow: DrawShadow(color: color, radius: radius, offset: CGSize(width: x, height: y))))
    }
}

struct ShadowEffect: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var shadow: DrawShadow

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        var checked = shadow
        if !(shadow.radius.isFinite && shadow.radius >= 0) {
            resolver.report(
                .invalidValue, "shadow(radius: \(formatNumber(shadow.radius))): a negative or non-finite radius is taken as 0", node: child)
            checked.radius = 0
        }
        if !(shadow.offset.width.isFinite && shadow.offset.height.isFinite) {
            resolver.report(
                .invalidValue,
                "shadow(x: \(formatNumber(shadow.offset.width)), y: \(formatNumber(shadow.offset.height))): "
                    + "a non-finite offset is taken as 0", node: child)
            checked.offset = CGSize(
                width: shadow.offset.width.isFinite ? shadow.offset.width : 0,
                height: shadow.offset.height.isFinite ? shadow.offset.height : 0)
        }
        return ShadowEffect(shadow: checked)
    }

    var kindName: String { "shadow" }
    var dumpAttributes: [DumpAttribute] {
        [
            DumpAttribute("color", shadow.color.description), DumpAttribute("radius", formatNumber(shadow.radius)),
            DumpAttribute("x", formatNumber(shadow.offset.width)), DumpAttribute("y", formatNumber(shadow.offset.height)),
        ]
    }
}

extension ShadowEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.group(DrawGroup(node: node, shadow: shadow, items: builder.children(of: node)))]
    }
}
