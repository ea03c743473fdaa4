import Foundation

extension ShapeStyle {
    /// The second level of this style, as SwiftUI's `secondary` on a shape style
    /// (`.fill.secondary`, `.background.secondary`, `Color.red.secondary`).
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: 1) }
    /// The third level of this style, as SwiftUI's `tertiary` on a shape style.
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: 2) }
    /// The fourth level of this style, as SwiftUI's `quaternary` on a shape style.
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: 3) }
    /// The fifth level of this style, as SwiftUI's `quinary` on a shape style.
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: 4) }
}

/// A level of a style (`ShapeStyle.secondary` and the others): the overlay fills' own levels
/// (``FillShapeStyle``), the system backgrounds' for ``BackgroundStyle`` with no style set
/// (`secondarySystemBackground`, then `tertiarySystemBackground`), and any other style faded as
/// the foreground levels fade (60%, 30%, 18%, 10%; Tesselate's choice, as for
/// ``HierarchicalShapeStyle``).
struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, EnvironmentResolvedStyle {
    let base: Base
    let level: Int

    var representativeColor: Color { Fill(self).representativeColor }

    func fill(in environment: EnvironmentValues) -> Fill {
        if let fill = base as? FillShapeStyle { return .color(FillShapeStyle(level: fill.level + level).color) }
        if base is BackgroundStyle, environment.backgroundStyle == nil {
            return .color(level == 1 ? LeveledShapeStyle.secondaryBackground : LeveledShapeStyle.tertiaryBackground)
        }
        let opacity = HierarchicalShapeStyle.opacities[min(max(level, 0), 4)]
        return Fill.resolving(base, in: environment).multiplyingOpacity(by: opacity)
    }

    /// iOS's `secondarySystemBackground`: (242, 242, 247); (28, 28, 30) in the dark.
    static var secondaryBackground: Color {
        Color(
            red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1, name: "secondarySystemBackground",
            dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1, name: nil))
    }

    /// iOS's `tertiarySystemBackground`: white; (44, 44, 46) in the dark.
    static var tertiaryBackground: Color {
        Color(
            red: 1, green: 1, blue: 1, alpha: 1, name: "tertiarySystemBackground",
            dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1, name: nil))
    }
}
