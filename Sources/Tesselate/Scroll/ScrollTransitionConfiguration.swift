import Foundation

/// Where a view is in a scroll transition, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Not yet past the threshold, at the top (vertical) or leading (horizontal) edge.
    case topLeading
    /// Past the threshold: the view as it is.
    case identity
    /// Not yet past the threshold, at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition is applied as its view moves through its scroll view's visible
/// region, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive, animated, identity }
    let kind: Kind
    var threshold = Threshold.visible

    /// Interpolates the effect as the view scrolls in, from its edge phase (just hidden) to
    /// identity (at the threshold). Tesselate interpolates linearly in that progress: the
    /// timing curve is kept and not applied (**chosen**).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive)
    }
    /// `interactive(timingCurve: .easeInOut)`.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)

    /// Changes phase only at the threshold (a host shows the end of the animation).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated)
    }
    /// `animated(.default)`.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)

    /// Never changes the view: the phase is always identity.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// This configuration with `threshold`: how much of the view must be in the visible region
    /// for it to be identity.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// This configuration with `animation` (a host shows the end of animations).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// A point in a view's progress from hidden to visible in its container, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        /// The visible fraction of the view needed (0…1), or `nil` for `centered`.
        let fraction: Double?
        /// Points closer to the centre the view must be.
        let inset: Double

        /// The whole view is in the visible region (the default: **chosen**, Apple does not say).
        public static let visible = Threshold(fraction: 1, inset: 0)
        /// Any of the view is in the visible region.
        public static let hidden = Threshold(fraction: 0, inset: 0)
        /// The view's centre is at the region's centre.
        public static var centered: Threshold { Threshold(fraction: nil, inset: 0) }
        /// `amount` of the view (0…1) is in the visible region.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(fraction: amount.isNaN ? 1 : min(max(amount, 0), 1), inset: 0)
        }

        /// This threshold met `distance` points closer to the centre (negative: farther).
        public func inset(by distance: Double) -> Threshold {
            Threshold(fraction: fraction, inset: inset + (distance.isFinite ? distance : 0))
        }

        /// This threshold moved `amount` of the way towards `other` (`centered` counts as all of
        /// the view visible).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? amount : 0
            let a = fraction ?? 1, b = other.fraction ?? 1
            return Threshold(fraction: min(max(a + (b - a) * t, 0), 1), inset: inset + (other.inset - inset) * t)
        }
    }
}
