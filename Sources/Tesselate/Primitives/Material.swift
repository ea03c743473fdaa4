import Foundation

/// A translucent background, as SwiftUI's `Material`: `.ultraThinMaterial` … `.ultraThickMaterial`
/// and `.bar`, used with `background(_:)` and other shape-style modifiers.
///
/// SwiftUI blurs what is behind a material and tints it. Tesselate's PNG blurs what is drawn
/// behind (a Gaussian of 10 points) and paints a translucent white over it whose opacity grows
/// with the thickness: 0.35, 0.5, 0.7, 0.85, 0.93, and the bar 0.94 over a (249, 249, 249) grey
/// (the SVG and the character picture draw the tint alone). The radius and these alphas are
/// Tesselate's choice (Apple documents none); the light appearance only.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
    let name: String
    let color: Color

    public static let ultraThin = Material(name: "ultraThinMaterial", color: Color(1, 1, 1, 0.35, name: "ultraThinMaterial"))
    public static let thin = Material(name: "thinMaterial", color: Color(1, 1, 1, 0.5, name: "thinMaterial"))
    public static let regular = Material(name: "regularMaterial", color: Color(1, 1, 1, 0.7, name: "regularMaterial"))
    public static let thick = Material(name: "thickMaterial", color: Color(1, 1, 1, 0.85, name: "thickMaterial"))
    public static let ultraThick = Material(name: "ultraThickMaterial", color: Color(1, 1, 1, 0.93, name: "ultraThickMaterial"))
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(name: "bar", color: Color(249 / 255.0, 249 / 255.0, 249 / 255.0, 0.94, name: "bar"))

    public var representativeColor: Color { color }
    public var description: String { name }

    /// The materials, by the name their colour carries.
    static let all: [String: Material] = Dictionary(
        uniqueKeysWithValues: [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar].map { ($0.name, $0) })

    /// How much the PNG blurs what is behind a material: a Gaussian of 10 points, for every
    /// thickness (**chosen**: Apple publishes no radius; the thickness shows in the tint).
    static let backdropBlur: CGFloat = 10
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// A gradient made from one colour, as SwiftUI's `AnyGradient` (what `Color.gradient` returns).
/// As a style it is drawn as a linear gradient from top to bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public var representativeColor: Color { gradient.stops.first?.color ?? .clear }

    var linear: LinearGradient { LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom) }
}

extension AnyGradient: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill { .linear(linear) }
}

extension Color {
    /// A gentle gradient of this colour, as SwiftUI's `Color.gradient`: from the colour lightened
    /// by 15% (mixed with white) at the top to the colour itself at the bottom. SwiftUI does not
    /// document its stops; these are Tesselate's choice.
    public var gradient: AnyGradient {
        func lighter(_ value: Double) -> Double { value + (1 - value) * 0.15 }
        let top = Color(lighter(red), lighter(green), lighter(blue), alpha, name: name.map { "\($0).lighter" })
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
