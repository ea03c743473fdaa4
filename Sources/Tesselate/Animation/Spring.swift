import Foundation

/// A spring's description, as SwiftUI's `Spring`: by perceptual duration and bounce, by response
/// and damping ratio, or by mass, stiffness and damping. Used by `Animation.spring(_:)` and
/// `SpringKeyframe`; a host shows the spring's end state and never runs it.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The perceptual duration, in seconds.
    public let duration: TimeInterval
    /// How bouncy the spring is: 0 none, up to 1.
    public let bounce: Double

    /// A spring of a perceptual duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring of a response (its duration) and a damping ratio (1: no bounce).
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    /// A spring of a mass, stiffness and damping: its period is 2π √(m/k), its damping ratio
    /// c / (2 √(k m)).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let safeStiffness = max(stiffness, .leastNonzeroMagnitude), safeMass = max(mass, .leastNonzeroMagnitude)
        let ratio = damping / (2 * (safeStiffness * safeMass).squareRoot())
        self.init(duration: 2 * .pi * (safeMass / safeStiffness).squareRoot(), bounce: 1 - (allowOverDamping ? ratio : min(ratio, 1)))
    }

    public var description: String { "duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce))" }

    /// A spring with a predefined duration and some bounce.
    public static var bouncy: Spring { bouncy() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// A smooth spring with no bounce.
    public static var smooth: Spring { smooth() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a small bounce that feels quick.
    public static var snappy: Spring { snappy() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
}
