import Foundation

/// A type-erased view, as SwiftUI's `AnyView`.
///
/// As in SwiftUI, the erased type is part of the identity: replacing the wrapped view by one of
/// another type is a new view.
public struct AnyView {
    let storage: any View
    public typealias Body = Never

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }

    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveAny(storage, context.appending(.type(ObjectIdentifier(type(of: storage)))), into: &nodes)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension AnyView: View {}
