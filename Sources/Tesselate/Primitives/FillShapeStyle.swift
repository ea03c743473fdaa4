import Foundation

/// The overlay fills, as SwiftUI's `FillShapeStyle` (also written `.fill`): translucent greys for
/// shapes on top of a background. Its levels (`.fill.secondary` … `.fill.quaternary`) are iOS's
/// `systemFill`, `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill`:
/// (120, 120, 128) at 20% and 16%, (118, 118, 128) at 12%, (116, 116, 128) at 8%; in the dark
/// (120, 120, 128) at 36% and 32%, (118, 118, 128) at 24% and 18% (UIKit's values, as the
/// UIKit-shaped module's `UIColor` has them). A fifth level is the fourth.
public struct FillShapeStyle: ShapeStyle, Hashable {
    var level = 0

    /// An overlay fill style for filling shapes.
    public init() {}

    init(level: Int) { self.level = level }

    /// The fill of each level, light and dark (0…255 components and alpha).
    private static let fills: [(name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double))] = [
        ("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        ("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        ("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        ("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
    ]

    /// The level's colour, which carries its dark variant.
    var color: Color {
        let fill = FillShapeStyle.fills[min(max(level, 0), 3)]
        let dark = Color(red: fill.dark.0 / 255, green: fill.dark.1 / 255, blue: fill.dark.2 / 255, alpha: fill.dark.3, name: nil)
        return Color(
            red: fill.light.0 / 255, green: fill.light.1 / 255, blue: fill.light.2 / 255, alpha: fill.light.3, name: fill.name, dark: dark)
    }

    public var representativeColor: Color { color }
}

extension FillShapeStyle: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill { .color(color) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes, as SwiftUI's `fill`.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The style of separators, as SwiftUI's `SeparatorShapeStyle` (also written `.separator`): iOS's
/// `separator` colour, (60, 60, 67) at 29%; (84, 84, 88) at 60% in the dark.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// A style for separators.
    public init() {}

    public var representativeColor: Color { ListMetrics.separatorColor }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style of separators, as SwiftUI's `separator`.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
