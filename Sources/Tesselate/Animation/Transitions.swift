import Foundation

/// How a view enters and leaves the tree, as SwiftUI's `AnyTransition`.
///
/// A host shows the end state: a view that is inserted is laid out in place at once, and a view
/// that is removed is gone at once, as in SwiftUI when the transition ends. Transitions compare
/// and describe themselves for tests.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    /// Fades the view in and out.
    public static let opacity = AnyTransition("opacity")
    /// Scales the view from and to nothing.
    public static var scale: AnyTransition { AnyTransition("scale") }
    /// Scales the view from and to `scale`, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(scale: \(formatNumber(scale)))")
    }
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// No change: the view is inserted and removed as it is.
    public static let identity = AnyTransition("identity")
    /// Moves the view in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: .\(edge))") }
    /// Moves the view in from `edge` and out to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: .\(edge))") }
    /// Offsets the view by `offset` when it enters and leaves.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition("offset(\(formatNumber(offset.width)), \(formatNumber(offset.height)))")
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }
    /// A transition made of a modifier applied in the active and identity states; a host only
    /// ever shows the identity state (the view's own).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier(\(E.self))") }

    /// This transition and `other`, together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(self).combined(with: \(other))") }
    /// This transition, with `animation`.
    nonisolated public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(self).animation(\(animation.map(\.description) ?? "nil"))")
    }
}

extension View {
    /// Sets how this view enters and leaves the tree, as SwiftUI's `transition(_:)`. A host shows
    /// the end state (the view present or gone), so the view is laid out as it is.
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }
}
