import Foundation

/// A variant of a symbol, as SwiftUI's `SymbolVariants` (iOS 15): `.fill`, `.circle`,
/// `.square`, `.rectangle`, `.slash`, their combinations (`.circle.fill`, `.fill.square`,
/// `.circle.slash`) and `.none`.
///
/// `symbolVariant(_:)` sets them for the symbols of a subtree: an `Image(systemName:)` (a
/// `Label`'s icon included) shows the name with the variant's parts added in SF Symbols' order,
/// `slash`, then the shape, then `fill` (`"heart"` with `.circle.fill` is
/// `"heart.circle.fill"`); parts the name already has are not added again. When SF Symbols has
/// no such symbol (Tesselate knows the 2 611 names of SF Symbols 2, `SymbolMetrics`), parts are
/// left out until a symbol exists, dropping the slash first, then the shape, then the fill
/// (**chosen**: Apple documents that only symbols with a variant show it); a name Tesselate does
/// not know at all takes every part.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: `symbolVariant(.none)` changes nothing; `environment(\.symbolVariants, .none)`
    /// shows the plain symbols inside a subtree that has a variant, as in SwiftUI.
    public static let none = SymbolVariants()
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The filled symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle (a shape given later replaces an earlier one).
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant has every part of `other` (`.none` is in every variant).
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The parts, as written in a symbol's name: `"slash.circle.fill"`, or `"none"`.
    public var description: String {
        let parts = [isSlashed ? "slash" : nil, shape?.rawValue, isFilled ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// This variant with the parts of `other` added (its shape, when it has one, replacing this one's).
    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The name of the symbol `name` shows in this variant (see the type's discussion); `known`
    /// tells whether SF Symbols has a name.
    func symbolName(for name: String, known: (String) -> Bool = { SymbolMetrics.glyphs[$0] != nil }) -> String {
        guard self != .none, !name.isEmpty else { return name }
        // The name's own parts: trailing "fill", then a shape, then "slash".
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var own = SymbolVariants()
        if parts.count > 1, parts.last == "fill" {
            own.isFilled = true
            parts.removeLast()
        }
        if parts.count > 1, let last = parts.last, let shape = Shape(rawValue: last) {
            own.shape = shape
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash" {
            own.isSlashed = true
            parts.removeLast()
        }
        let base = parts.joined(separator: ".")
        let wanted = own.union(self)
        func spelled(_ variant: SymbolVariants) -> String {
            ([base] + [variant.isSlashed ? "slash" : nil, variant.shape?.rawValue, variant.isFilled ? "fill" : nil].compactMap { $0 })
                .joined(separator: ".")
        }
        guard known(base) || known(name) else { return spelled(wanted) }
        // Parts the name asked for itself are kept; the environment's are dropped in order.
        var candidate = wanted
        if known(spelled(candidate)) { return spelled(candidate) }
        if !own.isSlashed && candidate.isSlashed {
            candidate.isSlashed = false
            if known(spelled(candidate)) { return spelled(candidate) }
        }
        if own.shape == nil && candidate.shape != nil {
            candidate.shape = nil
            if known(spelled(candidate)) { return spelled(candidate) }
        }
        if !own.isFilled && candidate.isFilled {
            candidate.isFilled = false
            if known(spelled(candidate)) { return spelled(candidate) }
        }
        return name
    }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The symbol variant of the subtree's symbols, as SwiftUI's `symbolVariants`; `.none` by
    /// default. Set it directly to `.none` to show plain symbols inside a subtree with a variant.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes the symbols in this view show `variant`, as SwiftUI's `symbolVariant(_:)`: it is
    /// added to the variant around (`.symbolVariant(.fill)` inside `.symbolVariant(.circle)`
    /// shows `.circle.fill`), so `.none` changes nothing.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.union(variant) }
    }
}
