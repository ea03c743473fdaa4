import Foundation

extension View {
    /// Uses `identifier` to identify the view in tests, as SwiftUI's
    /// `accessibilityIdentifier(_:)`; it is not visible to the user and changes neither identity
    /// nor layout. It names the view it is applied to (not the modifiers applied after it); the
    /// dump shows it on that view's line and TesselateTesting's
    /// `ViewQuery.accessibilityIdentifier(_:)` finds the view by it.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        modified(AccessibilityIdentifier(identifier: identifier))
    }
}

/// Sets the identifier on the nodes of its content; it makes no node of its own.
struct AccessibilityIdentifier: PrimitiveModifier {
    var identifier: String

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        for node in nodes[start...] { resolver.tree[node].accessibilityIdentifier = identifier }
    }
}
