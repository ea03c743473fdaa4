import Foundation

extension View {
    /// Plays `effect` on the symbol images in this view while `isActive`, as SwiftUI's
    /// `symbolEffect(_:options:isActive:)`. A host plays no animation and draws where it ends:
    /// the symbols as they are, but for `.disappear`, which hides them while active (here the
    /// whole content is hidden; it is usually the image). `.scale` draws the symbol at its own
    /// size (the scale is not documented). Layout is unchanged; the dump shows a
    /// `symbolEffect` line with the effect, the options and `isActive`.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        var attributes = [DumpAttribute(String(describing: effect))]
        if options != .default { attributes.append(DumpAttribute("options", options.description)) }
        attributes.append(DumpAttribute("isActive", "\(isActive)"))
        return modified(SymbolEffectNode(attributes: attributes, hides: isActive && effect is DisappearSymbolEffect))
    }

    /// Plays `effect` on the symbol images in this view each time `value` changes, as SwiftUI's
    /// `symbolEffect(_:options:value:)`. A host plays no animation: the effect runs from start to
    /// finish at once and the symbols are drawn as they end, as they are. The dump shows a
    /// `symbolEffect` line with the effect and the value.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        var attributes = [DumpAttribute(String(describing: effect))]
        if options != .default { attributes.append(DumpAttribute("options", options.description)) }
        attributes.append(DumpAttribute("value", dumpValue(value)))
        return modified(SymbolEffectNode(attributes: attributes, hides: false))
    }

    /// Removes the symbol effects from this view, as SwiftUI's `symbolEffectsRemoved(_:)`.
    /// A host plays none, so only the dump says so.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modified(SymbolEffectNode(attributes: [DumpAttribute("removed", "\(isEnabled)")], hides: false))
    }
}

/// The node of `symbolEffect`: records the effect; draws its content, or nothing while a
/// `.disappear` effect is active.
struct SymbolEffectNode: WrappingModifier, WrapperBehavior, DrawingNode {
    var attributes: [DumpAttribute]
    var hides: Bool

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "symbolEffect" }
    var dumpAttributes: [DumpAttribute] { attributes }
    /// An effect makes no view of its own: the view keeps its layout priority.
    var keepsChildPriority: Bool { true }

    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        hides ? [] : [.group(DrawGroup(node: node, items: builder.children(of: node)))]
    }
}
