import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: a button (drawn by the button style, so in
/// the tint by default) that calls the environment's `openURL` with its destination. In a host
/// the URL is recorded in ``ViewHost/openedURLs`` unless an `OpenURLAction` set around the link
/// handles it. The testing library taps it with `tap()`; the dump shows the destination.
public struct Link<Label: View> {
    let destination: URL
    let label: Label
    public typealias Body = Never

    /// A link to `destination` shown as `label`.
    @MainActor public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let openURL = context.environment.openURL, destination = self.destination
        resolver.resolveContainer(
            NamedContainerNode(kindName: "Link", attributes: [DumpAttribute("destination", destination.absoluteString)]),
            content: Button(action: { openURL(destination) }, label: { label }), context, into: &nodes)
        if let button = resolver.tree[nodes[nodes.count - 1]].children.first {
            resolver.setImplicitAccessibility(button, traits: .isLink)
        }
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled `title`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Link: View, PrimitiveView {}
