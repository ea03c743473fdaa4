import Foundation

// iOS 17's transitions as `Transition` values (`.transition(.scale(0.5).combined(with: .opacity))`).
// In the `.identity` phase each leaves the view as it is, so a host (which shows every present
// view in that phase) draws the view unchanged; the other phases are what SwiftUI animates from
// and to, and are what `apply(content:phase:)` gives for them.

/// Fades the view in and out, as SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from and to `scale` about `anchor`, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The point the view is scaled about.
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves the view by `offset` as it enters and leaves, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition {
    /// How far the view moves.
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view in from and out to `edge`, by its own size, as SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition {
    /// The edge the view moves from and to.
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { [edge] effect, proxy in effect.offset(phase.offset(in: edge, out: edge, size: proxy.size)) }
    }
}

/// Moves the view in from the leading edge and out towards the trailing edge, as SwiftUI's
/// `SlideTransition`.
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { effect, proxy in effect.offset(phase.offset(in: .leading, out: .trailing, size: proxy.size)) }
    }
}

/// Moves the view in from `edge` fading in, and out towards the opposite edge fading out, as
/// SwiftUI's `PushTransition`.
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { [edge] effect, proxy in
            effect.offset(phase.offset(in: edge, out: edge.opposite, size: proxy.size)).opacity(phase.isIdentity ? 1 : 0)
        }
    }
}

/// Leaves the view as it is, as SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// One transition as the view is inserted and another as it is removed, as SwiftUI's
/// `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition as the view is inserted (the `.willAppear` phase).
    public var insertion: Insertion
    /// The transition as the view is removed (the `.didDisappear` phase).
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .willAppear ? .identity : phase)
    }
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from and to nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales the view from and to `scale`, about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view by `offset` as it enters and leaves.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Moves the view by `x` and `y` as it enters and leaves.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Moves the view in from `edge` and out towards the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == IdentityTransition {
    /// Leaves the view as it is.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition {
    /// `insertion` as the view is inserted and `removal` as it is removed.
    public static func asymmetric<Insertion: Transition, Removal: Transition>(insertion: Insertion, removal: Removal) -> Self
    where Self == AsymmetricTransition<Insertion, Removal> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}

extension TransitionPhase {
    /// How far a view of `size` is moved in this phase by a transition that brings it in from the
    /// edge `in` and takes it out past the edge `out`.
    fileprivate func offset(in inEdge: Edge, out outEdge: Edge, size: CGSize) -> CGSize {
        switch self {
        case .willAppear: inEdge.offset(for: size)
        case .identity: .zero
        case .didDisappear: outEdge.offset(for: size)
        }
    }
}

extension Edge {
    /// How far a view of `size` moves to be just past this edge.
    fileprivate func offset(for size: CGSize) -> CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        }
    }

    fileprivate var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
