import Foundation

extension View {
    /// Sets the priority by which a parent stack shares out space, as SwiftUI's
    /// `layoutPriority(_:)`: children of higher priority are sized first, after the minimum
    /// lengths of the others are set aside. The default is 0. The priority is a trait of the view:
    /// modifiers applied after it keep it.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modified(LayoutPriority(value: value))
    }

    /// Gives this view an explicit identity, as SwiftUI's `id(_:)`. A changed id is a new view;
    /// `ScrollViewProxy.scrollTo(_:)` and queries find views by it. The id names the view it is
    /// applied to: in `Button("Add") { … }.id("add").padding(8)` it is the button's, not the
    /// padding's (the dump shows it on the button's line).
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        modified(ExplicitID(id: AnyHashable(id)))
    }
}

struct LayoutPriority: PrimitiveModifier {
    var value: Double

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        var priority = value
        if priority.isNaN {
            resolver.report(.invalidValue, "layoutPriority(nan): taken as 0", context)
            priority = 0
        }
        for node in nodes[start...] {
            resolver.tree[node].layoutPriority = priority
            resolver.tree[node].hasExplicitPriority = true
        }
    }
}

struct ExplicitID {
    var id: AnyHashable
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension ExplicitID: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context.appending(.explicit(id)), into: &nodes)
        for node in nodes[start...] {
            resolver.tree[node].explicitID = id
            resolver.tree[node].listID = id
        }
    }
}
