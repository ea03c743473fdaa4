import Foundation

/// The layout size of an SF Symbol: a deterministic, **approximate** model of the frames SwiftUI
/// gives `Image(systemName:)`. Tesselate has no SF Symbols; a symbol is a box of this size.
///
/// A symbol is sized like a glyph of its font: width and height are fixed fractions of the point
/// size (ems), per symbol where a measurement exists, per shape category otherwise. The image scale
/// multiplies both. Weights do not change the size (SwiftUI's bold symbols are about 3% larger).
/// Sizes are rounded to the pixel grid of the display scale.
///
/// Sources (facts, measured on Apple platforms and published by swiftui-web,
/// `Docs/elements/Image.md` and `Docs/elements/iOS.md`): star 22 × 20 at iOS body (17 pt);
/// at 13 pt chevron.right 10 × 13.5, ellipsis 14 × 4.5, rectangle.portrait 14 × 16,
/// line.3.horizontal 16 × 8.5, circle variants 15 × 15, bell.slash 15 × 16.5,
/// checkmark.square.fill 15 × 14; person.circle 26 × 25 at 22 pt; image scales small 13.5 × 13 and
/// large 21.5 × 20.5 against medium 16.5 × 16 (13 pt star); the frame's bottom 3.5 below the
/// baseline at 17 pt. location 20 × 18.667 at 17 pt on iOS 18.1 (stadiamaps/ferrostar's map
/// button, in the fidelity corpus: a 52 × 50.667 capsule around it with 16 of padding).
/// Categories, fill variants sharing their outline's size, and the fallback to the star are
/// Tesselate's choice.
enum SymbolMetrics {
    /// Width and height in ems of the point size, at the medium scale.
    struct Shape: Equatable {
        var width: CGFloat
        var height: CGFloat
    }

    /// Measured symbols, by name.
    static let measured: [String: Shape] = [
        "star": star, "star.fill": star,
        "chevron.right": chevronSideways, "chevron.left": chevronSideways,
        "ellipsis": ellipsis,
        "line.3.horizontal": Shape(width: 16 / 13, height: 8.5 / 13),
        "rectangle.portrait": Shape(width: 14 / 13, height: 16 / 13),
        "circle": circle, "circle.fill": circle,
        "bell.slash": bell, "bell.slash.fill": bell,
        "checkmark.square.fill": square,
        "person.circle": personCircle, "person.circle.fill": personCircle,
        "location": location, "location.fill": location,
    ]

    static let star = Shape(width: 22 / 17, height: 20 / 17)
    static let chevronSideways = Shape(width: 10 / 13, height: 13.5 / 13)
    /// chevron.up and chevron.down: the sideways chevron turned (chosen, by symmetry).
    static let chevronUpright = Shape(width: 13.5 / 13, height: 10 / 13)
    static let ellipsis = Shape(width: 14 / 13, height: 4.5 / 13)
    static let circle = Shape(width: 15 / 13, height: 15 / 13)
    static let square = Shape(width: 15 / 13, height: 14 / 13)
    static let bell = Shape(width: 15 / 13, height: 16.5 / 13)
    static let personCircle = Shape(width: 26 / 22, height: 25 / 22)
    static let location = Shape(width: 20 / 17, height: 56 / 51)

    /// How far the frame's bottom sits below the text baseline, in ems (3.5 at 17 pt).
    static let descent: CGFloat = 3.5 / 17

    /// The shape of `name`: measured, else its category, else the star.
    static func shape(of name: String) -> Shape {
        if let shape = measured[name] { return shape }
        if name.hasPrefix("chevron.up") || name.hasPrefix("chevron.down") { return chevronUpright }
        if name.hasPrefix("chevron.") { return chevronSideways }
        if name.hasPrefix("ellipsis") { return ellipsis }
        if name.hasPrefix("person.circle") { return personCircle }
        if name.hasSuffix(".circle") || name.hasSuffix(".circle.fill") { return circle }
        if name.hasSuffix(".square") || name.hasSuffix(".square.fill") || name.hasPrefix("square") { return square }
        if name.hasPrefix("bell") { return bell }
        if name.hasPrefix("star") { return star }
        return star
    }

    /// The factor of an image scale: small and large as measured against medium.
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 13 / 16
        case .medium: 1
        case .large: 20.5 / 16
        }
    }

    /// The frame of `name` for a font of `pointSize` at `scale`, on a grid of `1 / displayScale`.
    static func size(of name: String, pointSize: CGFloat, scale: Image.Scale, displayScale: CGFloat = 3) -> CGSize {
        let shape = shape(of: name), factor = factor(scale) * pointSize
        let grid = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        func rounded(_ value: CGFloat) -> CGFloat { (value * grid).rounded() / grid }
        return CGSize(width: rounded(shape.width * factor), height: rounded(shape.height * factor))
    }
}
