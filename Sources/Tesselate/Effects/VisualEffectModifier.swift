import Foundation

extension View {
    /// Applies the effects `effect` makes from the view's own geometry, as SwiftUI's
    /// `visualEffect(_:)` (iOS 17): `content.offset(y: proxy.frame(in: .global).minY / 10)`.
    ///
    /// The closure gets ``EmptyVisualEffect`` (the view) and a ``GeometryProxy`` of the view: its
    /// size, its frame in any coordinate space, its safe-area insets. As on iOS the effects never
    /// change layout, so the view keeps its frame and the proxy describes it as laid out. The
    /// geometry is the last layout's: the host lays out again when it changes, so once the host
    /// has settled the effects are the ones of the final layout.
    nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        VisualEffectView(content: self, steps: { effect(EmptyVisualEffect(), $0).steps })
    }
}

struct VisualEffectView<Content: View> {
    let content: Content
    let steps: @Sendable (GeometryProxy) -> [VisualEffectStep]
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The node has the context's identity: its NodeID keys the geometry the last pass saw.
        let observed = resolver.host.observed
        let snapshot = observed.geometry[NodeID(rawValue: context.identity)] ?? .empty
        let node = resolver.makeNode(VisualEffectNode(builtFrom: snapshot), context)
        var view = AnyView(content)
        for step in steps(GeometryProxy(snapshot: snapshot, anchorGeometry: observed.geometry)) { view = step.apply(to: view) }
        let child = resolver.resolveSingle(view, context.content(of: node), implicitStack: LayoutBehavior(layout: VStackLayout()))
        resolver.attach([child], to: node)
        nodes.append(node)
    }
}

extension VisualEffectView: View, PrimitiveView {}

/// The node of `visualEffect`: its child's layout unchanged; records its geometry after layout,
/// and asks for another pass when the effects were made from other geometry.
struct VisualEffectNode: WrapperBehavior, PassObserving {
    /// The geometry the effects were made from.
    var builtFrom: GeometrySnapshot

    var kindName: String { "visualEffect" }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? { pass.recordGeometry(of: node, builtFrom: builtFrom) }
}
