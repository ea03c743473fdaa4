import Foundation

extension View {
    /// Tells the enclosing ``NavigationStack`` how to show values of type `data`, as SwiftUI's
    /// `navigationDestination(for:destination:)`: a pushed value of that type shows
    /// `destination(value)`. Outside a stack it does nothing. The registration is kept by the
    /// stack; the latest one for a type wins.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modified(NavigationDestinationModifier(type: ObjectIdentifier(data)) { value in
            guard let value = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(destination(value))
        })
    }
}

/// Registers a destination with the enclosing stack's model while it is resolved; makes no node.
struct NavigationDestinationModifier: PrimitiveModifier {
    var type: ObjectIdentifier
    var destination: (AnyHashable) -> AnyView

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        context.environment.navigation?.model.destinations[type] = destination
        resolver.resolve(content, context, into: &nodes)
    }
}
