import Foundation

/// A container for controls that set values, as SwiftUI's `Form`.
///
/// On iOS a form is drawn as an inset grouped list, whatever `listStyle` says (SwiftUI's
/// automatic `formStyle` is `.grouped`): its sections are cards of rows on the grouped ground,
/// each control a row (a toggle's switch, a stepper's buttons at the trailing edge;
/// `LabeledContent` shows its value trailing).
public struct Form<Content: View> {
    let content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveList(content, style: .insetGrouped, selection: nil, context, into: &nodes)
        if let node = nodes.last, var list = resolver.tree[node].behavior as? ListNode {
            list.isForm = true
            resolver.tree[node].behavior = list
        }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Form: View, PrimitiveView {}
