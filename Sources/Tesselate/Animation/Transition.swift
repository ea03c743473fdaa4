import Foundation

/// A description of the changes a view goes through as it is added and removed, as SwiftUI's
/// `Transition` protocol (iOS 17): its body applies modifiers to the content for each
/// ``TransitionPhase``.
///
/// A host shows where transitions end: a view that is present is in the `.identity` phase, so
/// `transition(_:)` shows `body(content:phase: .identity)` (Apple: "the transition's view
/// modifications in the identity phase will be applied to the view as long as it is visible");
/// the other phases are never shown.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    /// The content with the transition's modifiers for `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does (whether it moves the view).
    static var properties: TransitionProperties { get }
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` with this transition's modifiers for `phase`, as SwiftUI's
    /// `apply(content:phase:)`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(standingFor: content), phase: phase)
    }

    /// This transition and `other`, applied one inside the other, as SwiftUI's `combined(with:)`.
    public func combined<T: Transition>(with other: T) -> some Transition { _CombinedTransition(first: self, second: other) }

    /// This transition with `animation` (a host plays none), as SwiftUI's `animation(_:)`.
    nonisolated public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Two transitions applied together.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// Where a transition is, as SwiftUI's `TransitionPhase`: a view about to appear, shown, or
/// gone.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be added.
    case willAppear
    /// The view is shown: a present view is always in this phase in a host.
    case identity
    /// The view has been removed.
    case didDisappear

    /// Whether this is the `.identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 shown, 1 after disappearing, to scale an effect by.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (such transitions are replaced when Reduce Motion
    /// is on).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension View {
    /// Sets how this view enters and leaves the tree, as SwiftUI's `transition(_:)` with a
    /// ``Transition``: a host shows the view in the `.identity` phase of `transition`.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionedView(content: self, transition: transition)
    }
}

/// A view shown in the identity phase of its transition: made by the nonisolated `transition(_:)`,
/// applied when its body runs (on the main actor, where a transition's `body` runs).
struct TransitionedView<Content: View, T: Transition> {
    let content: Content
    let transition: T
}

extension TransitionedView: View {
    var body: some View { transition.apply(content: content, phase: .identity) }
}

extension AnyTransition {
    /// A type-erased `transition`, as SwiftUI's `AnyTransition.init(_:)`. A view with an
    /// `AnyTransition` is shown as it is (the identity phase should change nothing).
    public init<T: Transition>(_ transition: T) {
        self.init(String(describing: T.self))
    }
}
