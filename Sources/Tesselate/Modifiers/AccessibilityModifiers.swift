import Foundation

/// The accessibility modifiers, as SwiftUI's: they describe the view to VoiceOver and change
/// neither identity nor layout. They apply to the view they are applied to (its outermost
/// node); the dump shows the resulting elements with `DumpOptions.Properties.accessibility`,
/// and TesselateTesting's `ViewQuery.label(_:)` finds views by label as VoiceOver reads them.
extension View {
    /// Reads `label` as the view's name, instead of its text.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = .text(label) } }
    /// Reads a localized `label` as the view's name.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
    /// Reads `label` as the view's name.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

    /// Reads `value` as the view's current value (a slider's "50%").
    nonisolated public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = .text(value) } }
    /// Reads a localized `value` as the view's current value.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }
    /// Reads `value` as the view's current value.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

    /// Reads `hint` after a pause: what acting on the view does.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = .text(hint) } }
    /// Reads a localized `hint` after a pause.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }
    /// Reads `hint` after a pause.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }

    /// Hides the view and what is inside it from VoiceOver when `hidden` is true.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = .flag(hidden) } }

    /// Makes the view one accessibility element whose children are read as `children` says.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = .children(children) }
    }

    /// Adds `traits` to the view's.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits = .add(traits) }
    }
    /// Removes `traits` from the view's.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.traits = .remove(traits) }
    }

    /// Adds an action VoiceOver offers under `name`; the testing library runs it with
    /// `performAccessibilityAction(named:)`.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.action = .named(name, handler) }
    }
    /// Adds an action VoiceOver offers under a localized `name`.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }
    /// Adds an action VoiceOver offers under `name`.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Makes the view adjustable: VoiceOver's swipe up and down call `handler` with `.increment`
    /// and `.decrement`, as SwiftUI's `accessibilityAdjustableAction(_:)`. The testing library
    /// adjusts it with `accessibilityIncrement()` and `accessibilityDecrement()`.
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility { $0.action = .adjustable(handler) }
    }

    /// Where VoiceOver reads the view among the elements of its accessibility container, as
    /// SwiftUI's `accessibilitySortPriority(_:)`: higher first, equal priorities (0 by default) in
    /// the order of the views. A container is the window or a view made one with
    /// `accessibilityElement(children: .contain)`; a priority on a view that is not an element
    /// applies to the elements inside it that have none. The testing library reads the order with
    /// `accessibilityReadingOrder`.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { $0.sortPriority = sortPriority }
    }

    nonisolated private func accessibility(_ change: (inout AccessibilityChange) -> Void) -> some View {
        var modifier = AccessibilityChange()
        change(&modifier)
        return modified(modifier)
    }
}

/// One accessibility modifier: it changes the properties of the nodes of its content and makes
/// no node of its own.
struct AccessibilityChange {
    enum Part {
        case text(Text), flag(Bool), children(AccessibilityChildBehavior), add(AccessibilityTraits), remove(AccessibilityTraits)
        case named(Text, () -> Void)
        case adjustable((AccessibilityAdjustmentDirection) -> Void)
    }
    var label: Part?
    var value: Part?
    var hint: Part?
    var isHidden: Part?
    var children: Part?
    var traits: Part?
    var action: Part?
    var sortPriority: Double?
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension AccessibilityChange: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        for node in nodes[start...] {
            var properties = resolver.tree[node].accessibility ?? AccessibilityProperties()
            // The modifier nearest the view was applied first and wins, as in SwiftUI.
            if case .text(let text)? = label, properties.label == nil { properties.label = AccessibilityChange.string(text, context) }
            if case .text(let text)? = value, properties.value == nil { properties.value = AccessibilityChange.string(text, context) }
            if case .text(let text)? = hint, properties.hint == nil { properties.hint = AccessibilityChange.string(text, context) }
            if case .flag(let hidden)? = isHidden { properties.isHidden = properties.isHidden || hidden }
            if case .children(let behavior)? = children, properties.children == nil { properties.children = behavior }
            if case .add(let added)? = traits { properties.addedTraits.formUnion(added) }
            if case .remove(let removed)? = traits { properties.removedTraits.formUnion(removed) }
            if case .named(let name, let handler)? = action {
                properties.actions.append((AccessibilityChange.string(name, context), { handler() }))
            }
            // The modifier nearest the view wins, as for the label.
            if case .adjustable(let handler)? = action, properties.adjust == nil { properties.adjust = { handler($0) } }
            if let sortPriority, properties.sortPriority == nil { properties.sortPriority = sortPriority }
            resolver.tree[node].accessibility = properties
        }
    }

    /// The plain string of `text` in `context`, as its `Text` node would show it.
    @MainActor static func string(_ text: Text, _ context: ResolveContext) -> String {
        let scratch = Resolver()
        var nodes: [NodeIndex] = []
        scratch.resolve(text, context, into: &nodes)
        return nodes.first.flatMap { (scratch.tree[$0].behavior as? TextNode)?.content } ?? ""
    }
}
