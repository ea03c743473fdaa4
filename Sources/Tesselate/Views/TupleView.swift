import Foundation

/// A view made of several views, as SwiftUI's `TupleView`; ``ViewBuilder`` builds one for each
/// block of two or more views.
public struct TupleView<T> {
    public var value: T
    public typealias Body = Never
    /// Resolves the elements of a value in order, when ``ViewBuilder`` made the tuple and so
    /// knows its element types (no reflection needed); `nil` for a tuple view made by hand.
    let resolveElements: (@MainActor (T, Resolver, ResolveContext, inout [NodeIndex]) -> Void)?

    public init(_ value: T) {
        self.value = value
        resolveElements = nil
    }

    @usableFromInline init(_ value: T, resolveElements: @escaping @MainActor (T, Resolver, ResolveContext, inout [NodeIndex]) -> Void) {
        self.value = value
        self.resolveElements = resolveElements
    }
}

extension TupleView {
    /// Resolves the element at `index` of a tuple view, as its own type: what the closure
    /// ``ViewBuilder/buildBlock(_:)`` gives a tuple view calls for each element. That builder is
    /// inlinable, so an app's bodies make their tuples with their own types, without the
    /// run-time look-ups of a tuple's type from its elements' that generic code makes (a tenth of
    /// resolving a screen of rows).
    ///
    /// The elements share one context, `elementContext` (a copy of the tuple's `context`), whose
    /// identity each sets one step below the tuple's: a copy of the whole context for each
    /// element (`appending`) retained and released everything it holds, several times a row.
    @usableFromInline @MainActor static func resolveElement<V: View>(
        _ view: V, at index: Int, _ resolver: Resolver, _ context: ResolveContext, _ elementContext: inout ResolveContext,
        _ nodes: inout [NodeIndex]
    ) {
        elementContext.identity = ResolveContext.derived(from: context.identity, index: index)
        resolver.resolve(view, elementContext, into: &nodes)
    }
}

extension TupleView: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // Each element is a position of its own in the structural identity.
        if let resolveElements {
            resolveElements(value, resolver, context, &nodes)
            return
        }
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                resolver.resolveAny(view, context.appending(.index(index)), into: &nodes)
            }
            index += 1
        }
    }
}

/// The result of an `if`/`else` or `switch` in a ``ViewBuilder``.
///
/// SwiftUI keeps the branch in a generic enum; this one keeps it as `any View` and which branch
/// it is. Same identities, but copying and resolving it asks the runtime for no metadata of a
/// nested generic type: in code not specialized for the branches' types (the resolver), each use
/// of such an enum looked its metadata up in a hash table (about 15% of resolving a tree of
/// conditional views).
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    /// The view of the branch taken (a `TrueContent` or a `FalseContent`).
    let content: any View
    let isTrue: Bool
    public typealias Body = Never

    init(trueContent: TrueContent) {
        content = trueContent
        isTrue = true
    }

    init(falseContent: FalseContent) {
        content = falseContent
        isTrue = false
    }
}

extension _ConditionalContent: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The two branches are different identities: state in one is not kept in the other.
        resolver.resolveAny(content, context.appending(.branch(isTrue ? 0 : 1)), into: &nodes)
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let view = self { resolver.resolve(view, context.appending(.branch(0)), into: &nodes) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension TupleView: View {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension _ConditionalContent: View {}
