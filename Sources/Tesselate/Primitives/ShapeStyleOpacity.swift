import Foundation

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`, as SwiftUI's `opacity(_:)` on a
    /// shape style (`.background(.quaternary.opacity(0.5))`): a colour, gradient or level of the
    /// foreground style fades by that much once it is resolved where it draws. `opacity` is
    /// clamped to 0…1.
    nonisolated public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1))
    }
}

/// A shape style faded by an opacity (`ShapeStyle.opacity(_:)`).
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, EnvironmentResolvedStyle {
    let base: Base
    let opacity: Double

    var representativeColor: Color { base.representativeColor.opacity(opacity) }

    func fill(in environment: EnvironmentValues) -> Fill {
        Fill.resolving(base, in: environment).multiplyingOpacity(by: opacity)
    }
}
