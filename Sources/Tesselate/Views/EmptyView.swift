import Foundation

/// A view that shows nothing and takes no space, as SwiftUI's `EmptyView`.
/// A stack does not count it: it adds no spacing either.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: PrimitiveView {
    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {}
}
