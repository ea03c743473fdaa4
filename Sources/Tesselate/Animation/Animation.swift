import Foundation

/// How a change is animated, as SwiftUI's `Animation`.
///
/// **A host shows the end state.** Tesselate hosts are never on screen, so a change made with an
/// animation is laid out at once at its final values, as SwiftUI's views are when the animation
/// ends. Animations are values that compile, compare and describe themselves; their timing is
/// kept (``duration``) but never played.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name and parameters, as `description` shows them.
    let name: String
    /// How long one run takes, in seconds (a spring's settling estimate), before `delay`, `speed`
    /// and repeats.
    public let duration: TimeInterval
    var delay: TimeInterval = 0
    var speed: Double = 1
    /// How many runs (`nil`: forever) and whether they reverse.
    var repeats: (count: Int?, autoreverses: Bool)?

    init(_ name: String, duration: TimeInterval) {
        self.name = name
        self.duration = duration
    }

    public var description: String {
        var text = name
        if delay != 0 { text += ".delay(\(formatNumber(delay)))" }
        if speed != 1 { text += ".speed(\(formatNumber(speed)))" }
        if let repeats {
            text +=
                repeats.count.map { ".repeatCount(\($0), autoreverses: \(repeats.autoreverses))" }
                ?? ".repeatForever(autoreverses: \(repeats.autoreverses))"
        }
        return text
    }

    public static func == (a: Animation, b: Animation) -> Bool { a.description == b.description && a.duration == b.duration }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    // MARK: Timing curves

    /// The default animation: since iOS 17 a smooth spring of half a second.
    public static let `default` = Animation("default", duration: 0.5)

    public static var linear: Animation { linear(duration: 0.35) }
    public static func linear(duration: TimeInterval) -> Animation {
        Animation("linear(duration: \(formatNumber(duration)))", duration: duration)
    }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation("easeIn(duration: \(formatNumber(duration)))", duration: duration)
    }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation("easeOut(duration: \(formatNumber(duration)))", duration: duration)
    }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation("easeInOut(duration: \(formatNumber(duration)))", duration: duration)
    }

    /// A cubic Bézier timing curve through (0, 0), the two control points and (1, 1).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(
            "timingCurve(\(formatNumber(p1x)), \(formatNumber(p1y)), \(formatNumber(p2x)), \(formatNumber(p2y)), duration: \(formatNumber(duration)))",
            duration: duration)
    }

    // MARK: Springs

    public static var spring: Animation { spring() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)))", duration: response)
    }
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))", duration: duration)
    }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation("spring(\(spring))", duration: spring.duration)
    }
    public static var interactiveSpring: Animation { interactiveSpring() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)
        -> Animation
    {
        Animation(
            "interactiveSpring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)))", duration: response)
    }
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25)
        -> Animation
    {
        Animation("interactiveSpring(duration: \(formatNumber(duration)), extraBounce: \(formatNumber(extraBounce)))", duration: duration)
    }
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0)
        -> Animation
    {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return Animation(
            "interpolatingSpring(mass: \(formatNumber(mass)), stiffness: \(formatNumber(stiffness)), damping: \(formatNumber(damping)))",
            duration: spring.duration)
    }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))", duration: duration)
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring(\(spring))", duration: spring.duration)
    }

    /// A spring with a little bounce (0.3 above the default, as SwiftUI's presets).
    public static var bouncy: Animation { bouncy() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation("bouncy(duration: \(formatNumber(duration)), extraBounce: \(formatNumber(extraBounce)))", duration: duration)
    }
    /// A spring with no bounce.
    public static var smooth: Animation { smooth() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation("smooth(duration: \(formatNumber(duration)), extraBounce: \(formatNumber(extraBounce)))", duration: duration)
    }
    /// A spring with a small bounce that feels quick.
    public static var snappy: Animation { snappy() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation("snappy(duration: \(formatNumber(duration)), extraBounce: \(formatNumber(extraBounce)))", duration: duration)
    }

    // MARK: Changing an animation

    /// The animation, started `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// The animation, run `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (repeatCount, autoreverses)
        return copy
    }

    /// The animation, repeated for as long as the view is shown. A host still shows the end state
    /// of the change.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (nil, autoreverses)
        return copy
    }
}
