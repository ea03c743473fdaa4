import Foundation

/// iOS's dark appearance for what a window draws: when the window's colour scheme is `.dark`
/// (`preferredColorScheme(.dark)`, ``ViewHost/colorScheme``), the system colours in the draw list
/// are replaced by their dark variants, as UIKit's dynamic colours resolve them. Colours made
/// from components (`Color(red:green:blue:)`), `black`, `white` and `clear` do not change.
///
/// Sources: Apple's Human Interface Guidelines, "Color" (iOS system colours, light and dark, the
/// iOS 15–18 table the light values come from), and UIKit's dynamic colours as they resolve in
/// the dark (`label` white; `secondaryLabel` … `quaternaryLabel` (235, 235, 245) at 60%, 30%,
/// 18%; `systemBackground` and `systemGroupedBackground` black; `secondarySystemBackground` and
/// `secondarySystemGroupedBackground` (28, 28, 30); `systemGray5` (44, 44, 46); `separator`
/// (84, 84, 88) at 60%; `tertiarySystemFill` (118, 118, 128) at 24%).
enum DarkAppearance {
    /// The dark variants of the named system colours, by name, as 0…255 components and alpha.
    private static let named: [String: (Double, Double, Double, Double)] = [
        "red": (255, 69, 58, 1), "orange": (255, 159, 10, 1), "yellow": (255, 214, 10, 1),
        "green": (48, 209, 88, 1), "mint": (102, 212, 207, 1), "teal": (64, 200, 224, 1),
        "cyan": (100, 210, 255, 1), "blue": (10, 132, 255, 1), "indigo": (94, 92, 230, 1),
        "purple": (191, 90, 242, 1), "pink": (255, 55, 95, 1), "brown": (172, 142, 104, 1),
        "accentColor": (10, 132, 255, 1), "primary": (255, 255, 255, 1),
        "secondary": (235, 235, 245, 0.6), "tertiary": (235, 235, 245, 0.3), "quaternary": (235, 235, 245, 0.18),
        "quinary": (235, 235, 245, 0.1), "systemBackground": (0, 0, 0, 1), "systemGroupedBackground": (0, 0, 0, 1),
        "secondarySystemGroupedBackground": (28, 28, 30, 1),
        "separator": (84, 84, 88, 0.6),
    ]

    /// The dark variants of the unnamed colours the built-in controls draw, by their light value.
    private static let unnamed: [(light: Color, dark: (Double, Double, Double, Double))] = [
        (separatorColor, (84, 84, 88, 0.6)),
        (switchOnColor, (48, 209, 88, 1)),
        (controlGlyphColor, (44, 44, 46, 1)),
        (Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255), (28, 28, 30, 1)),
        (Color(.sRGB, red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12), (118, 118, 128, 0.24)),
    ]

    /// `color` in the dark appearance.
    static func color(_ color: Color) -> Color {
        // A colour that carries its dark variant (UIKit's dynamic colours) keeps its name.
        if let dark = color.darkVariant?.color {
            return Color(dark.red, dark.green, dark.blue, dark.alpha, name: color.name)
        }
        if let name = color.name {
            // A named colour keeps the opacity applied to it (`red.opacity(0.5)`).
            let base = String(name.prefix { $0 != "." })
            guard let dark = named[base] else { return color }
            let lightAlpha = baseAlpha(base)
            let factor = lightAlpha > 0 ? color.alpha / lightAlpha : 1
            return Color(dark.0 / 255, dark.1 / 255, dark.2 / 255, dark.3 * factor, name: name)
        }
        for entry in unnamed where same(entry.light, color) {
            return Color(entry.dark.0 / 255, entry.dark.1 / 255, entry.dark.2 / 255, entry.dark.3, name: nil)
        }
        return color
    }

    /// The light alpha of the named colour `base` (the label levels are translucent).
    private static func baseAlpha(_ base: String) -> Double {
        switch base {
        case "secondary": 0.6
        case "tertiary": 0.3
        case "quaternary": 0.18
        case "quinary": 0.1
        case "separator": 0.29
        default: 1
        }
    }

    private static func same(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.001 && abs(a.green - b.green) < 0.001 && abs(a.blue - b.blue) < 0.001 && abs(a.alpha - b.alpha) < 0.001
    }

    /// `items` in the dark appearance.
    static func items(_ items: [DrawItem]) -> [DrawItem] { items.map(item) }

    private static func item(_ item: DrawItem) -> DrawItem {
        switch item {
        case .shape(let path, let fill, let frame): return .shape(path: path, fill: self.fill(fill), frame: frame)
        case .text(var text, let frame):
            text.color = color(text.color)
            return .text(text, frame: frame)
        case .rule: return item
        case .group(var group):
            group.items = items(group.items)
            group.mask = group.mask.map(items)
            if var shadow = group.shadow {
                shadow.color = color(shadow.color)
                group.shadow = shadow
            }
            return .group(group)
        }
    }

    private static func fill(_ fill: Fill) -> Fill {
        if case .color(let value) = fill { return .color(color(value)) }
        return fill.mappingGradient(gradient)
    }

    private static func gradient(_ gradient: Gradient) -> Gradient {
        Gradient(stops: gradient.stops.map { Gradient.Stop(color: color($0.color), location: $0.location) })
    }
}
