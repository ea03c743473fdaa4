import Foundation

/// A translucent background, as SwiftUI's `Material`: `.ultraThinMaterial` … `.ultraThickMaterial`
/// and `.bar`, used with `background(_:)` and other shape-style modifiers.
///
/// SwiftUI blurs what is behind a material and tints it. Tesselate's PNG blurs what is drawn
/// behind (a Gaussian of 10 points) and paints a translucent white over it whose opacity grows
/// with the thickness: 0.35, 0.5, 0.7, 0.85, 0.93, and the bar 0.94 over a (249, 249, 249) grey
/// (the SVG and the character picture draw the tint alone). In the dark appearance the tint is
/// (44, 44, 46), UIKit's dark `systemGray5`, at the same opacities, and the bar (22, 22, 23) at
/// 0.94. The radius, the tints and the alphas are Tesselate's choice (Apple documents none, and
/// no recording of a material over known content was found).
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
    let name: String
    let color: Color

    /// A material whose tint is white at `opacity` in the light appearance and UIKit's dark
    /// `systemGray5` at the same opacity in the dark.
    private init(name: String, opacity: Double) {
        self.init(name: name, light: (255, 255, 255, opacity), dark: (44, 44, 46, opacity))
    }

    /// A material with these tints, as 0…255 components and an alpha.
    private init(name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        self.name = name
        color = Color(
            light.0 / 255, light.1 / 255, light.2 / 255, light.3, name: name,
            darkVariant: Color.DarkVariant(color: Color(dark.0 / 255, dark.1 / 255, dark.2 / 255, dark.3, name: nil)))
    }

    public static let ultraThin = Material(name: "ultraThinMaterial", opacity: 0.35)
    public static let thin = Material(name: "thinMaterial", opacity: 0.5)
    public static let regular = Material(name: "regularMaterial", opacity: 0.7)
    public static let thick = Material(name: "thickMaterial", opacity: 0.85)
    public static let ultraThick = Material(name: "ultraThickMaterial", opacity: 0.93)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(name: "bar", light: (249, 249, 249, 0.94), dark: (22, 22, 23, 0.94))

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
