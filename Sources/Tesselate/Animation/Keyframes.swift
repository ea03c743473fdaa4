import Foundation

/// Changes to a value over time, as SwiftUI's `Keyframes`: tracks of keyframes built with
/// ``KeyframesBuilder``.
///
/// A host never plays keyframes: it needs only where they end (`_endValue(from:)`), the value a
/// ``KeyframeAnimator`` shows once they have played.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The value once the keyframes have played from `value`. Tesselate's own keyframes answer
    /// it; a custom type ends where it starts.
    func _endValue(from value: Value) -> Value
}

extension Keyframes {
    public func _endValue(from value: Value) -> Value { value }
}

/// Keyframes for one value, or one property of a value, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
    /// The value the content ends at, or `nil` when it has no keyframes.
    var _target: Value? { get }
}

/// A keyframe that moves to its value along a timing curve, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public let _target: Value?
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { _target = to }
}

/// A keyframe that moves to its value with a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public let _target: Value?
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) { _target = to }
}

/// A keyframe that moves to its value along a cubic curve, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public let _target: Value?
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) { _target = to }
}

/// A keyframe that jumps to its value, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public let _target: Value?
    public init(_ to: Value) { _target = to }
}

/// Keyframes in sequence: what a ``KeyframeTrackContentBuilder`` block makes. It ends where its
/// last keyframe ends.
public struct KeyframeSequence<Value>: KeyframeTrackContent {
    public let _target: Value?
}

/// Builds the keyframes of a track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(_target: expression._target)
    }
    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(_target: components.last { $0._target != nil }?._target)
    }
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
        component ?? KeyframeSequence(_target: nil)
    }
    public static func buildEither(first component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    public static func buildEither(second component: KeyframeSequence<Value>) -> KeyframeSequence<Value> { component }
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(_target: components.last { $0._target != nil }?._target)
    }
}

/// Keyframes for the whole value or for one of its properties, as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Keyframes for the property of the value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \.self
        self.content = content()
    }

    public func _endValue(from value: Root) -> Root {
        var result = value
        if let target = content._target { result[keyPath: keyPath] = target }
        return result
    }
}

/// Tracks together: what a ``KeyframesBuilder`` block makes. Each track sets its own property.
public struct KeyframeTimelineContent<Value>: Keyframes {
    let steps: [(Value) -> Value]

    public func _endValue(from value: Value) -> Value { steps.reduce(value) { $1($0) } }
}

/// Builds keyframe tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeTimelineContent<Value> where K.Value == Value {
        KeyframeTimelineContent(steps: [expression._endValue(from:)])
    }
    /// Keyframes for the whole value, without a track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTimelineContent<Value> where K.Value == Value {
        KeyframeTimelineContent(steps: [{ expression._target ?? $0 }])
    }
    public static func buildBlock(_ components: KeyframeTimelineContent<Value>...) -> KeyframeTimelineContent<Value> {
        KeyframeTimelineContent(steps: components.flatMap(\.steps))
    }
    public static func buildOptional(_ component: KeyframeTimelineContent<Value>?) -> KeyframeTimelineContent<Value> {
        component ?? KeyframeTimelineContent(steps: [])
    }
    public static func buildEither(first component: KeyframeTimelineContent<Value>) -> KeyframeTimelineContent<Value> { component }
    public static func buildEither(second component: KeyframeTimelineContent<Value>) -> KeyframeTimelineContent<Value> { component }
}

/// A curve from 0 to 1 that times a keyframe, as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    let name: String

    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            name: "bezier(\(formatNumber(startControlPoint.x)), \(formatNumber(startControlPoint.y)), "
                + "\(formatNumber(endControlPoint.x)), \(formatNumber(endControlPoint.y)))")
    }
}
