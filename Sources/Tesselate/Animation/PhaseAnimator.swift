import Foundation

/// A container that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`.
///
/// **A host shows the end state.** With a trigger, SwiftUI runs through every phase each time the
/// trigger changes and comes back to the first, where the animator rests; without one it cycles
/// for as long as it is shown. A host shows the content of the first phase in both cases (the
/// state an animator with a trigger rests in; chosen for one that cycles). No phases is reported
/// (SwiftUI logs a warning and shows a warning view) and shows nothing.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let first: Phase?
    let content: (Phase) -> Content
    public typealias Body = Never

    /// Runs through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// Cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        guard let first else {
            resolver.report(.invalidValue, "PhaseAnimator has no phases; nothing is shown", context)
            return
        }
        resolver.resolve(content(first), context.appending(.part(0)), into: &nodes)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension PhaseAnimator: View, PrimitiveView {}

extension View {
    /// Animates effects applied to this view through `phases` each time `trigger` changes, as
    /// SwiftUI's `phaseAnimator(_:trigger:content:animation:)`. A host shows the first phase, where
    /// the animator rests (see ``PhaseAnimator``).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }

    /// Animates effects applied to this view through `phases` continuously, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)`. A host shows the first phase (see ``PhaseAnimator``).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView(self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }
}
