import Foundation

/// A level of the current foreground style, as SwiftUI's `HierarchicalShapeStyle`:
/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// With no foreground style set, the levels are iOS's label colours (light appearance): black,
/// then (60, 60, 67) at 60%, 30% and 18% (UIKit's `secondaryLabel`, `tertiaryLabel`,
/// `quaternaryLabel`); quinary is 10%, Tesselate's choice. Under a foreground style, a level is
/// that style with its opacity multiplied by the level's (1, 0.6, 0.3, 0.18, 0.1: the label
/// colours' alphas, Tesselate's choice for other styles).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of each level relative to the primary.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    var levelOpacity: Double { HierarchicalShapeStyle.opacities[min(max(level, 0), 4)] }

    /// The level's colour with no foreground style set.
    var labelColor: Color {
        level == 0
            ? .primary
            : Color(
                60 / 255.0, 60 / 255.0, 67 / 255.0, levelOpacity,
                name: ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(level, 4)])
    }

    public var representativeColor: Color { labelColor }
}

extension HierarchicalShapeStyle: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill {
        if let levels = environment.foregroundLevels, !levels.isEmpty {
            // Levels set one by one: each its own style; below the last, the last one faded as
            // the levels fade from it.
            if level < levels.count { return levels[level] }
            let last = levels.count - 1
            return levels[last].multiplyingOpacity(by: levelOpacity / HierarchicalShapeStyle.opacities[last])
        }
        guard let base = environment.foregroundHierarchyBase ?? environment.foregroundFill else { return .color(labelColor) }
        return base.multiplyingOpacity(by: levelOpacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The current tint, as SwiftUI's `TintShapeStyle`: the colour set with `tint(_:)`, else the
/// accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var representativeColor: Color { .accentColor }
}

extension TintShapeStyle: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill { environment.tintFill ?? .color(.accentColor) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A style whose colour depends on the environment it is used in.
protocol EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill
}

extension Fill {
    /// `style` as it draws in `environment`: hierarchical levels and the tint resolve against it.
    static func resolving(_ style: any ShapeStyle, in environment: EnvironmentValues) -> Fill {
        let style = style.resolvingCustom(in: environment)
        if let style = style as? any EnvironmentResolvedStyle { return style.fill(in: environment) }
        return Fill(style)
    }

    /// The colour a renderer uses where it draws one colour (a gradient's first stop).
    var representativeColor: Color {
        switch self {
        case .color(let color): color
        case .linear(let gradient): gradient.representativeColor
        case .radial(let gradient): gradient.representativeColor
        case .angular(let gradient): gradient.representativeColor
        case .elliptical(let gradient): gradient.representativeColor
        }
    }

    /// This fill with every colour's opacity multiplied by `opacity`.
    func multiplyingOpacity(by opacity: Double) -> Fill {
        guard opacity != 1 else { return self }
        return mappingGradient { gradient in
            Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        }
    }
}

struct ForegroundHierarchyBaseKey: EnvironmentKey { static let defaultValue: Fill? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: Fill? = nil }

extension EnvironmentValues {
    /// The style hierarchical levels derive from, when the foreground style is itself a level.
    var foregroundHierarchyBase: Fill? {
        get { self[ForegroundHierarchyBaseKey.self] }
        set { self[ForegroundHierarchyBaseKey.self] = newValue }
    }

    /// The tint set with `tint(_:)`; `nil` for the accent colour.
    var tintFill: Fill? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Sets the foreground to `style` as resolved here.
    mutating func setForegroundStyle(_ style: any ShapeStyle) {
        let style = style.resolvingCustom(in: self)
        let fill = Fill.resolving(style, in: self)
        foregroundShadows = style.shadows
        foregroundLevels = nil
        if style is HierarchicalShapeStyle {
            foregroundHierarchyBase = foregroundHierarchyBase ?? foregroundFill
        } else {
            foregroundHierarchyBase = nil
        }
        foregroundFill = fill
    }
}

extension View {
    /// Sets the tint of this view, as SwiftUI's `tint(_:)`: the colour of `.tint` styles, of
    /// bordered buttons and of other tinted controls; `nil` restores the accent colour.
    nonisolated public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.tintFill = tint.map { .color($0) } }
    }

    /// Sets the tint of this view to a style, as SwiftUI's `tint(_:)`; controls that draw one
    /// colour use its first colour.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentWriter(content: self) { environment in environment.tintFill = tint.map { Fill.resolving($0, in: environment) } }
    }
}
