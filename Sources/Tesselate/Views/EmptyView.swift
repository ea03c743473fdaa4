import Foundation

/// A view that shows nothing and takes no space, as SwiftUI's `EmptyView`.
/// A stack does not count it: it adds no spacing either.
public struct EmptyView {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {}
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension EmptyView: View {}
