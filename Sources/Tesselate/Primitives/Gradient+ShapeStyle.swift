/// A `Gradient` used directly as a style (`fill(Gradient(colors: …))`,
/// `AnyShapeStyle(Gradient(…))`), as SwiftUI allows since iOS 16: drawn as a linear gradient from
/// the top to the bottom of what it fills, as SwiftUI documents for ``AnyGradient``. SwiftUI does
/// not document the axis for `Gradient` itself; the same axis is Tesselate's choice.
extension Gradient: ShapeStyle {
    /// The first stop's colour, where a renderer draws one colour for the style.
    public var representativeColor: Color { stops.first?.color ?? .clear }
}

extension Gradient: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill {
        .linear(LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom))
    }
}
