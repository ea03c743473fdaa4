import Foundation

/// A shape style with its type erased, as SwiftUI's `AnyShapeStyle`: draws as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) { base = style }

    public var representativeColor: Color { base.representativeColor }
}

extension AnyShapeStyle: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill { Fill.resolving(base, in: environment) }
}
