import Foundation

/// A key for a custom value a ``Layout`` reads from its subviews, as SwiftUI's `LayoutValueKey`.
///
/// Set the value with ``View/layoutValue(key:value:)`` and read it in the layout with
/// `subview[Key.self]`; a subview without a value has the key's ``defaultValue``.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a subview that has none set.
    static var defaultValue: Value { get }
}

extension View {
    /// Associates `value` with `key` for the ``Layout`` containing this view, as SwiftUI's
    /// `layoutValue(key:value:)`. Like `layoutPriority(_:)`, it is a trait of the view: modifiers
    /// applied after it keep it.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modified(LayoutValueSetter(key: ObjectIdentifier(K.self), value: value))
    }
}

extension LayoutSubview {
    /// The subview's value for `key`, or the key's default when the subview has none.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.tree[node].layoutValues[ObjectIdentifier(K.self)] as? K.Value ?? K.defaultValue
    }
}

struct LayoutValueSetter {
    var key: ObjectIdentifier
    var value: Any
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension LayoutValueSetter: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        for node in nodes[start...] { resolver.tree[node].layoutValues[key] = value }
    }
}
