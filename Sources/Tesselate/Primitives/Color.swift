import Foundation

/// A colour, as SwiftUI's `Color`. As a view it fills the space it is offered (10×10 when offered
/// nothing, as SwiftUI's shapes).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The system colour's name, for dumps: its number in ``names`` (0 for none). Numbers keep a
    /// colour a plain value (see ``InternTable``), cheap to copy in the views that hold it.
    private let nameNumber: UInt32
    /// The dark variant's number in ``darkVariants`` (0 for none).
    private let darkVariantNumber: UInt32
    private static let names = InternTable<String>()
    private static let darkVariants = InternTable<DarkVariant>()

    /// The system colour's name, for dumps.
    var name: String? { Color.names.value(nameNumber) }
    /// The colour in the dark appearance, for a colour that says so itself (UIKit's dynamic
    /// colours, `Color(uiColor:)`); `nil` for the others, whose dark variant ``DarkAppearance``
    /// finds by name, or which do not change.
    package var darkVariant: DarkVariant? { Color.darkVariants.value(darkVariantNumber) }

    /// A colour from components in 0…1 of `colorSpace`, as SwiftUI's
    /// `init(_:red:green:blue:opacity:)` (see ``RGBColorSpace`` for how spaces convert).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(colorSpace.sRGB(red), colorSpace.sRGB(green), colorSpace.sRGB(blue), opacity, name: nil)
    }

    /// A grey from a white level in 0…1 of `colorSpace`, as SwiftUI's `init(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let white = colorSpace.sRGB(white)
        self.init(white, white, white, opacity, name: nil)
    }

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1, name: String?, darkVariant: DarkVariant? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        nameNumber = name.map(Color.names.number(of:)) ?? 0
        darkVariantNumber = darkVariant.map(Color.darkVariants.number(of:)) ?? 0
    }

    /// A colour from sRGB components, named `name` in dumps, that is `dark` in the dark
    /// appearance (`nil`: the dark variant of the system colour `name`, if any).
    package init(red: Double, green: Double, blue: Double, alpha: Double, name: String?, dark: Color? = nil) {
        self.init(red, green, blue, alpha, name: name, darkVariant: dark.map { DarkVariant(color: $0) })
    }

    /// This colour as drawn in the light or the dark appearance, as a colour that no appearance
    /// changes (what UIKit's `resolvedColor(with:)` gives): it carries itself as its dark
    /// variant, so that the dark appearance does not take it for a control's colour.
    package func resolved(dark: Bool) -> Color {
        let color = dark ? DarkAppearance.color(self) : self
        let fixed = Color(color.red, color.green, color.blue, color.alpha, name: nil)
        return Color(color.red, color.green, color.blue, color.alpha, name: nil, darkVariant: DarkVariant(color: fixed))
    }

    /// This colour with its opacity multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        let factor = min(max(opacity, 0), 1)
        return Color(
            red, green, blue, alpha * factor, name: name.map { "\($0).opacity(\(formatNumber(opacity)))" },
            darkVariant: darkVariant.map { DarkVariant(color: $0.color.opacity(factor)) })
    }

    /// The dark appearance of a colour that carries its own (boxed: most colours have none, and
    /// a colour stays small).
    package final class DarkVariant: Hashable, Sendable {
        let color: Color

        init(color: Color) {
            // The dark variant's own dark variant is never asked for.
            self.color = Color(color.red, color.green, color.blue, color.alpha, name: color.name)
        }

        package static func == (lhs: DarkVariant, rhs: DarkVariant) -> Bool { lhs.color == rhs.color }
        package func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    public var description: String {
        if let name { return name }
        return "rgba(\(formatNumber(red)), \(formatNumber(green)), \(formatNumber(blue)), \(formatNumber(alpha)))"
    }

    // iOS system colours in the light appearance (Apple HIG, "Color", system colours).
    public static let red = Color(255 / 255.0, 59 / 255.0, 48 / 255.0, name: "red")
    public static let orange = Color(255 / 255.0, 149 / 255.0, 0, name: "orange")
    public static let yellow = Color(255 / 255.0, 204 / 255.0, 0, name: "yellow")
    public static let green = Color(52 / 255.0, 199 / 255.0, 89 / 255.0, name: "green")
    public static let mint = Color(0, 199 / 255.0, 190 / 255.0, name: "mint")
    public static let teal = Color(48 / 255.0, 176 / 255.0, 199 / 255.0, name: "teal")
    public static let cyan = Color(50 / 255.0, 173 / 255.0, 230 / 255.0, name: "cyan")
    public static let blue = Color(0, 122 / 255.0, 255 / 255.0, name: "blue")
    public static let indigo = Color(88 / 255.0, 86 / 255.0, 214 / 255.0, name: "indigo")
    public static let purple = Color(175 / 255.0, 82 / 255.0, 222 / 255.0, name: "purple")
    public static let pink = Color(255 / 255.0, 45 / 255.0, 85 / 255.0, name: "pink")
    public static let brown = Color(162 / 255.0, 132 / 255.0, 94 / 255.0, name: "brown")
    public static let gray = Color(142 / 255.0, 142 / 255.0, 147 / 255.0, name: "gray")
    public static let black = Color(0, 0, 0, name: "black")
    public static let white = Color(1, 1, 1, name: "white")
    public static let clear = Color(0, 0, 0, 0, name: "clear")
    /// The default colour of text and shapes.
    public static let primary = Color(0, 0, 0, name: "primary")
    /// The colour of secondary text.
    public static let secondary = Color(60 / 255.0, 60 / 255.0, 67 / 255.0, 0.6, name: "secondary")
    /// The app's tint (iOS's default is blue).
    public static let accentColor = Color(0, 122 / 255.0, 255 / 255.0, name: "accentColor")
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        reportIfMissing(resolver, context)
        nodes.append(resolver.makeNode(ShapeNode(shape: .rectangle, paints: resolver.paints(filling: self)), context))
    }
}

/// A style to fill a shape or a background with, as SwiftUI's `ShapeStyle`. Tesselate has
/// colours; gradients come with the drawing effects.
///
/// A style of one's own implements ``resolve(in:)`` (iOS 17), which makes the style to draw from
/// the environment where it is drawn (`environment.colorScheme == .dark ? .white : .black`); the
/// built-in styles draw themselves (their `Resolved` is `Never`).
public protocol ShapeStyle: Sendable {
    /// The style this one draws as, in an environment (`Never` for the built-in styles).
    associatedtype Resolved: ShapeStyle = Never
    /// The style to draw in `environment`, as SwiftUI's `resolve(in:)`: called where the style
    /// is drawn, with that place's environment.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The colour a renderer uses where it draws one colour for the style (Tesselate's, not
    /// SwiftUI's: a style of one's own gets it from ``resolve(in:)`` in a bare environment).
    var representativeColor: Color { get }
}

extension Color: ShapeStyle {
    public var representativeColor: Color { self }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    // `.primary` and `.secondary` as styles are levels of the foreground style
    // (``HierarchicalShapeStyle``), as in SwiftUI.
}
