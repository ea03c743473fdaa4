import Foundation

/// The view a `phaseAnimator` or `keyframeAnimator` modifier's content closure receives: the
/// modified view, to apply the animated effects to, as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value> {
    let content: Value
    public typealias Body = Never

    init(_ content: Value) { self.content = content }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let view = content as? any View { resolver.resolveAny(view, context, into: &nodes) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension PlaceholderContentView: View, PrimitiveView {}
