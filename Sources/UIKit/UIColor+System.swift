import Tesselate

/// UIKit's standard and system colours.
///
/// - The system colours that SwiftUI's views use too (`systemRed` … `systemBrown`, `systemGray`,
///   `label` … `quaternaryLabel`, `systemBackground`, `systemGroupedBackground`,
///   `secondarySystemGroupedBackground`, `separator`, `tintColor`) are Tesselate's own `Color`s
///   for them, so they resolve exactly as the `Color` equivalents in light and dark.
/// - The others carry their light and dark values as UIKit resolves them on iOS 13–18: the
///   system grays 2–6 (the HIG's "Color" page, iOS system grays), the fills, the secondary and
///   tertiary backgrounds, `placeholderText`, `opaqueSeparator` and `link` (their resolved values
///   as developers measured and published them).
/// - The fixed colours (`black`, `red` = (1, 0, 0), `gray` = white 0.5, …) never change, as UIKit
///   documents them. Note that UIKit's `red` is pure red, not `systemRed` (SwiftUI's `Color.red`).
extension UIColor {
    /// A system colour Tesselate's `Color` has.
    private static func tesselate(_ name: String) -> UIColor {
        UIColor(color: Color.uiKitSystemColor(named: name) ?? .clear, systemName: name)
    }

    /// A system colour with its light and dark values, as 0…255 components and an opacity.
    private static func adaptive(
        _ name: String, light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)
    ) -> UIColor {
        let darkColor = Color(.sRGB, red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, opacity: dark.3)
        return UIColor(
            color: Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3, name: name, dark: darkColor),
            systemName: name)
    }

    // MARK: System colours

    public class var systemRed: UIColor { tesselate("systemRed") }
    public class var systemOrange: UIColor { tesselate("systemOrange") }
    public class var systemYellow: UIColor { tesselate("systemYellow") }
    public class var systemGreen: UIColor { tesselate("systemGreen") }
    public class var systemMint: UIColor { tesselate("systemMint") }
    public class var systemTeal: UIColor { tesselate("systemTeal") }
    public class var systemCyan: UIColor { tesselate("systemCyan") }
    public class var systemBlue: UIColor { tesselate("systemBlue") }
    public class var systemIndigo: UIColor { tesselate("systemIndigo") }
    public class var systemPurple: UIColor { tesselate("systemPurple") }
    public class var systemPink: UIColor { tesselate("systemPink") }
    public class var systemBrown: UIColor { tesselate("systemBrown") }
    /// The base grey, (142, 142, 147) in both appearances.
    public class var systemGray: UIColor { tesselate("systemGray") }
    /// (174, 174, 178); dark (99, 99, 102).
    public class var systemGray2: UIColor { adaptive("systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    /// (199, 199, 204); dark (72, 72, 74).
    public class var systemGray3: UIColor { adaptive("systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    /// (209, 209, 214); dark (58, 58, 60).
    public class var systemGray4: UIColor { adaptive("systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    /// (229, 229, 234); dark (44, 44, 46).
    public class var systemGray5: UIColor { adaptive("systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    /// (242, 242, 247); dark (28, 28, 30).
    public class var systemGray6: UIColor { adaptive("systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// The app's tint, as UIKit's `tintColor` colour: SwiftUI's `Color.accentColor` (system blue).
    public class var tintColor: UIColor { tesselate("tintColor") }

    // MARK: Label colours

    /// Primary text: black; white in the dark (`Color.primary`).
    public class var label: UIColor { tesselate("label") }
    /// (60, 60, 67) at 60%; (235, 235, 245) at 60% in the dark (`Color.secondary`).
    public class var secondaryLabel: UIColor { tesselate("secondaryLabel") }
    /// (60, 60, 67) at 30%; (235, 235, 245) at 30% in the dark.
    public class var tertiaryLabel: UIColor { tesselate("tertiaryLabel") }
    /// (60, 60, 67) at 18%; (235, 235, 245) at 18% in the dark.
    public class var quaternaryLabel: UIColor { tesselate("quaternaryLabel") }
    /// Placeholder text: (60, 60, 67) at 30%; (235, 235, 245) at 30% in the dark.
    public class var placeholderText: UIColor {
        adaptive("placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    }
    /// Links: (0, 122, 255); (9, 132, 255) in the dark.
    public class var link: UIColor { adaptive("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1)) }

    // MARK: Fills

    /// (120, 120, 128) at 20%; at 36% in the dark.
    public class var systemFill: UIColor { adaptive("systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
    /// (120, 120, 128) at 16%; at 32% in the dark.
    public class var secondarySystemFill: UIColor {
        adaptive("secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    }
    /// (118, 118, 128) at 12%; at 24% in the dark.
    public class var tertiarySystemFill: UIColor {
        adaptive("tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    }
    /// (116, 116, 128) at 8%; (118, 118, 128) at 18% in the dark.
    public class var quaternarySystemFill: UIColor {
        adaptive("quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    }

    // MARK: Backgrounds

    /// White; black in the dark.
    public class var systemBackground: UIColor { tesselate("systemBackground") }
    /// (242, 242, 247); (28, 28, 30) in the dark.
    public class var secondarySystemBackground: UIColor {
        adaptive("secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    }
    /// White; (44, 44, 46) in the dark.
    public class var tertiarySystemBackground: UIColor {
        adaptive("tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    }
    /// (242, 242, 247); black in the dark.
    public class var systemGroupedBackground: UIColor { tesselate("systemGroupedBackground") }
    /// White; (28, 28, 30) in the dark.
    public class var secondarySystemGroupedBackground: UIColor { tesselate("secondarySystemGroupedBackground") }
    /// (242, 242, 247); (44, 44, 46) in the dark.
    public class var tertiarySystemGroupedBackground: UIColor {
        adaptive("tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    }

    // MARK: Separators

    /// (60, 60, 67) at 29%; (84, 84, 88) at 60% in the dark.
    public class var separator: UIColor { tesselate("separator") }
    /// (198, 198, 200); (56, 56, 58) in the dark.
    public class var opaqueSeparator: UIColor {
        adaptive("opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    }

    // MARK: Fixed colours

    /// Black, in every appearance (Tesselate's `Color.black`).
    public class var black: UIColor { UIColor(color: .black) }
    /// White, in every appearance (Tesselate's `Color.white`).
    public class var white: UIColor { UIColor(color: .white) }
    /// Transparent (Tesselate's `Color.clear`).
    public class var clear: UIColor { UIColor(color: .clear) }
    /// A grey of white level 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// A grey of white level 0.5 (not `systemGray`).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// A grey of white level 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// (1, 0, 0) (not `systemRed`).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Black text, in every appearance.
    public class var darkText: UIColor { UIColor(color: .black) }
    /// White text at 60%, in every appearance.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}
