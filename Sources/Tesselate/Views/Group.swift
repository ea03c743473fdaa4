import Foundation

/// A transparent collection of views, as SwiftUI's `Group`.
///
/// A group adds no layout of its own: its children take part in the enclosing container, and a
/// modifier applied to the group applies to each child, as in SwiftUI.
public struct Group<Content: View> {
    public var content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Group: View {}
