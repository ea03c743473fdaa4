import Foundation

/// A modifier that you apply to a view, producing another view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a ``ViewModifier``'s `body` receives: the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    let resolveContent: @MainActor (Resolver, ResolveContext, inout [NodeIndex]) -> Void
    public typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolveContent(resolver, context, &nodes)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The modifier's body, with the modified view standing for its `content`.
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier> { resolver, context, nodes in
            resolver.resolve(content, context, into: &nodes)
        }
        let missing = resolver.installDynamicProperties(of: modifier, context)
        guard missing.isEmpty else {
            for need in missing {
                resolver.report(.missingEnvironmentObject, "\(Modifier.self): \(need); the modified view is left out", context)
            }
            return
        }
        let start = nodes.count
        resolver.resolve(modifier.body(content: placeholder), context.appending(.type(ObjectIdentifier(Modifier.self))), into: &nodes)
        resolver.recordUserType(Modifier.self, on: nodes[start...])
    }
}

extension View {
    /// Applies `modifier` to this view, as SwiftUI's `modifier(_:)`.
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: it resolves its content and wraps or changes the resulting nodes.
@MainActor
protocol PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex])
}

/// A view with a built-in modifier applied (what `frame`, `padding`, … return).
///
/// Usable from inlinable code: the modifiers made most often (`frame`, `padding`) are
/// `@inlinable`, as SwiftUI's are, so that a client module sees the type of the view they
/// return. The opaque result type of a function that is not inlinable is looked up at run time
/// each time the client makes the view (a thousand instructions a view, more than resolving it).
@usableFromInline
struct ModifiedView<Content: View, Modifier> {
    var content: Content
    var modifier: Modifier
    @usableFromInline typealias Body = Never

    @usableFromInline init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedView: PrimitiveView where Modifier: PrimitiveModifier {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        modifier.resolve(content: content, in: resolver, context, into: &nodes)
    }
}

extension View {
    nonisolated func modified<M: PrimitiveModifier>(_ modifier: M) -> ModifiedView<Self, M> {
        ModifiedView(content: self, modifier: modifier)
    }
}

/// A built-in modifier that wraps each node of its content in a node of its own, as SwiftUI
/// applies a modifier to each view of a group.
protocol WrappingModifier: PrimitiveModifier {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior
    /// Whether `behavior(in:wrapping:)` checks the modifier's values (and does nothing else with
    /// the resolver), so that it can check them when the content makes no view.
    static var checksValues: Bool { get }
}

extension WrappingModifier {
    static var checksValues: Bool { false }

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolveWrapping(content: content, in: resolver, context, into: &nodes)
    }

    /// Resolves `content` and wraps each view it makes in this modifier's behaviour (what
    /// `resolve` does, for a modifier that adjusts itself to the context first).
    func resolveWrapping<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        if nodes.count == start + 1 {
            // One view (most content): wrapped in place, without a copy of the list.
            let child = nodes[start]
            nodes[start] = resolver.wrap(child, in: behavior(in: resolver, wrapping: child), context)
            return
        }
        var own = Array(nodes[start...])
        if own.isEmpty && Self.checksValues {
            // SwiftUI checks a modifier's values when the modifier is made, so
            // `EmptyView().frame(width: -1)` is reported too.
            resolver.withStandIn(context) { _ = behavior(in: resolver, wrapping: $0) }
        }
        resolver.wrapEach(&own, context) { behavior(in: resolver, wrapping: $0) }
        nodes.replaceSubrange(start..., with: own)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension _ViewModifier_Content: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ModifiedView: View {}
