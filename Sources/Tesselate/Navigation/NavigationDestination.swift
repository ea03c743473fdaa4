import Foundation

extension View {
    /// Tells the enclosing ``NavigationStack`` how to show values of type `data`, as SwiftUI's
    /// `navigationDestination(for:destination:)`: a pushed value of that type shows
    /// `destination(value)`. Outside a stack it does nothing. The registration is kept by the
    /// stack; the latest one for a type wins.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> some View
    {
        modified(
            NavigationDestinationModifier(type: ObjectIdentifier(data)) { value in
                guard let value = value.base as? D else { return AnyView(EmptyView()) }
                return AnyView(destination(value))
            })
    }
}

extension View {
    /// Pushes `destination` onto the enclosing stack while `isPresented` is true, as SwiftUI's
    /// `navigationDestination(isPresented:destination:)`; popping it sets `isPresented` to false,
    /// and setting it to false pops it.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modified(
            PresentedDestinationModifier(
                isPresented: isPresented.wrappedValue, key: nil,
                page: { key in
                    PushedPage(
                        view: view, key: key, isPresented: { isPresented.wrappedValue },
                        onPop: { isPresented.wrappedValue = false })
                }))
    }

    /// Pushes `destination(item)` onto the enclosing stack while `item` is not `nil`, as SwiftUI's
    /// `navigationDestination(item:destination:)`; popping it sets `item` to `nil`. Another item is
    /// another page.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C)
        -> some View
    {
        let current = item.wrappedValue
        return modified(
            PresentedDestinationModifier(
                isPresented: current != nil, key: current.map { AnyHashable($0) },
                page: { key in
                    PushedPage(
                        view: current.map { AnyView(destination($0)) } ?? AnyView(EmptyView()), key: key,
                        isPresented: { item.wrappedValue != nil && item.wrappedValue == current },
                        onPop: { item.wrappedValue = nil })
                }))
    }
}

/// `navigationDestination(isPresented:)` and `(item:)`: while presenting and not yet pushed, the
/// page is pushed (applied in the next pass, as a state change during an update is). The page's
/// key is the modifier's identity (and the item). Makes no node.
struct PresentedDestinationModifier {
    var isPresented: Bool
    var key: AnyHashable?
    var page: (Int) -> PushedPage
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension PresentedDestinationModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
        let key = key.map { ResolveContext.derived(from: context.identity, .id($0)) } ?? context.identity
        if isPresented, let navigation = context.environment.navigation, !navigation.isPushed(key) {
            navigation.pushView(page(key))
            resolver.noteNonLocalWrite()
        }
    }
}

/// Registers a destination with the enclosing stack's model while it is resolved; makes no node.
struct NavigationDestinationModifier {
    var type: ObjectIdentifier
    var destination: (AnyHashable) -> AnyView
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension NavigationDestinationModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let navigation = context.environment.navigation {
            navigation.model.destinations[type] = destination
            resolver.noteNonLocalWrite()
        }
        resolver.resolve(content, context, into: &nodes)
    }
}
