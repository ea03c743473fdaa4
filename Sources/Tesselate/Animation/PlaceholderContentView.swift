import Foundation

/// The view a `phaseAnimator` or `keyframeAnimator` modifier's content closure, or a
/// ``Transition``'s body, receives: the modified view, to apply the effects to, as SwiftUI's
/// `PlaceholderContentView`.
public struct PlaceholderContentView<Value> {
    /// The view it stands for.
    let content: Any
    public typealias Body = Never

    init(_ content: Value) { self.content = content }

    /// A placeholder for `view` (a transition's content, whose `Value` is the transition).
    init<V: View>(standingFor view: V) { content = view }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let view = content as? any View { resolver.resolveAny(view, context, into: &nodes) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension PlaceholderContentView: View, PrimitiveView {}
