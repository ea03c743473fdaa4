import Foundation

extension View {
    /// Applies `transition`'s effect for the phase this view is in as it moves through its scroll
    /// view's visible region, as SwiftUI's `scrollTransition(_:axis:transition:)`.
    ///
    /// The phase is `identity` while the view meets the configuration's threshold (by default all
    /// of it is visible), else the edge it is nearer (`topLeading` or `bottomTrailing`) along
    /// `axis` (the scroll view's vertical axis if it has one, else its horizontal one). An
    /// interactive configuration moves the effect from the edge phase's (the view just hidden)
    /// to identity's (at the threshold) in proportion to its progress, where both phases make
    /// the same effects; an animated one changes at the threshold. The phase comes from the
    /// layout: the host lays out again when it changes. Outside a scroll view the view is
    /// identity. Layout is unchanged.
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` with one configuration at the top or leading edge and another at the
    /// bottom or trailing edge, as SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        ScrollTransitionView(
            content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
            steps: { transition(EmptyVisualEffect(), $0).steps })
    }
}

/// Where a transition's view was: the edge it is nearer and its progress from hidden (0) to the
/// threshold (1).
struct ScrollTransitionPlace: Equatable {
    var edge: ScrollTransitionPhase
    var progress: Double

    static let identity = ScrollTransitionPlace(edge: .identity, progress: 1)
}

struct ScrollTransitionView<Content: View> {
    let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let steps: @Sendable (ScrollTransitionPhase) -> [VisualEffectStep]
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let place = resolver.host.observed.scrollTransitions[NodeID(rawValue: context.identity)] ?? .identity
        let thresholds = (topLeading.threshold, bottomTrailing.threshold)
        let node = resolver.makeNode(ScrollTransitionNode(builtFrom: place, axis: axis, thresholds: thresholds), context)
        var view = AnyView(content)
        for step in effect(at: place) { view = step.apply(to: view) }
        let child = resolver.resolveSingle(view, context.content(of: node), implicitStack: LayoutBehavior(layout: VStackLayout()))
        resolver.attach([child], to: node)
        nodes.append(node)
    }

    /// The effect for `place`: identity's past the threshold, else the edge phase's, moved
    /// towards identity's by the progress for an interactive configuration.
    func effect(at place: ScrollTransitionPlace) -> [VisualEffectStep] {
        let identity = steps(.identity)
        guard place.edge != .identity, place.progress < 1 else { return identity }
        let configuration = place.edge == .topLeading ? topLeading : bottomTrailing
        switch configuration.kind {
        case .identity: return identity
        case .animated: return steps(place.edge)
        case .interactive:
            let edge = steps(place.edge)
            guard edge.count == identity.count else { return edge }
            return zip(edge, identity).map { $0.interpolated(to: $1, amount: place.progress) }
        }
    }
}

extension ScrollTransitionView: View, PrimitiveView {}

/// The node of a scroll transition: records where its view is in its scroll view's visible
/// region after layout, and asks for another pass when that changed.
struct ScrollTransitionNode: WrapperBehavior, PassObserving {
    var builtFrom: ScrollTransitionPlace
    var axis: Axis?
    var thresholds: (ScrollTransitionConfiguration.Threshold, ScrollTransitionConfiguration.Threshold)

    var kindName: String { "scrollTransition" }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        let place = self.place(of: node, pass)
        pass.observed.scrollTransitions[pass.tree[node].id] = place
        return place == builtFrom ? nil : "scrollTransition \(pass.tree.path(to: node)) \(place.edge) \(place.progress)"
    }

    /// Where the node is in the nearest scroll view around it.
    func place(of node: NodeIndex, _ pass: PassObservers) -> ScrollTransitionPlace {
        var current = pass.tree[node].parent
        while current >= 0, !(pass.tree[current].behavior is ScrollViewNode) { current = pass.tree[current].parent }
        guard current >= 0, let scroll = pass.tree[current].behavior as? ScrollViewNode,
            let viewport = pass.engine.drawnFrame(of: current), let frame = pass.engine.drawnFrame(of: node)
        else { return .identity }
        let vertical = (axis ?? (scroll.axes.contains(.vertical) ? .vertical : .horizontal)) == .vertical
        let (a, b) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let (v0, v1) = vertical ? (viewport.minY, viewport.maxY) : (viewport.minX, viewport.maxX)
        let edge: ScrollTransitionPhase = (a + b) / 2 < (v0 + v1) / 2 ? .topLeading : .bottomTrailing
        let threshold = edge == .topLeading ? thresholds.0 : thresholds.1
        let low = v0 + threshold.inset, high = v1 - threshold.inset
        let progress: Double
        if let fraction = threshold.fraction {
            let length = b - a
            let visible = length > 0 ? min(max((min(b, high) - max(a, low)) / length, 0), 1) : (a >= low && a <= high ? 1 : 0)
            progress = fraction > 0 ? min(Double(visible) / fraction, 1) : (visible > 0 ? 1 : 0)
        } else {
            let reach = (high - low) / 2 + (b - a) / 2
            let distance = abs((a + b) / 2 - (low + high) / 2)
            progress = distance <= 0.5 ? 1 : (reach > 0 ? max(0, 1 - Double(distance / reach)) : 0)
        }
        // Thousandths: a progress that moves by less changes nothing drawn.
        let rounded = (progress * 1000).rounded() / 1000
        return rounded >= 1 ? .identity : ScrollTransitionPlace(edge: edge, progress: rounded.isFinite ? rounded : 0)
    }
}
