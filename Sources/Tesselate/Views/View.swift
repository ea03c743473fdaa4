import Foundation

/// A piece of user interface, as SwiftUI's `View`.
///
/// Write a view as in SwiftUI: a type whose `body` is built with ``ViewBuilder``.
/// Tesselate's own primitives (``Text``, ``HStack``, modifiers, …) have `Body == Never`; their
/// layout is built into the library. As in SwiftUI, views are main-actor isolated.
@MainActor @preconcurrency
public protocol View {
    /// The type of view that represents the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

extension View where Body == Never {
    /// Primitive views have no body: Tesselate lays them out itself, and never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body; Tesselate never reads it.")
    }
}

/// A view that Tesselate resolves itself instead of reading its `body`.
@MainActor
protocol PrimitiveView {
    /// Appends the nodes this view stands for to `nodes`.
    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex])
}

/// A primitive view that stands for another view whose type it erases, as the labels of style
/// configurations (`ButtonStyleConfiguration.Label`, …): it resolves to that view's nodes and
/// adds none of its own.
protocol TypeErasedView: PrimitiveView {
    /// The view this one stands for.
    var view: any View { get }
}

extension TypeErasedView {
    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveAny(view, context, into: &nodes)
    }
}
