import Foundation

/// A gesture that follows two fingers pinching, as SwiftUI's `MagnifyGesture` (iOS 17).
///
/// The testing library's `magnify(by:)` spreads the fingers about the view's centre in even steps
/// to the scale given; the gesture starts once the scale has moved `minimumScaleDelta` from 1 and
/// reports each step (`onChanged`, `updating`) and the end (`onEnded`).
public struct MagnifyGesture: PrimitiveGesture {
    /// A pinch, as SwiftUI's `MagnifyGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the step happened.
        public var time: Date
        /// The scale since the fingers went down (1: unchanged).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the fingers went down, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the fingers went down, in the view.
        public var startLocation: CGPoint
    }

    /// How far the scale moves from 1 before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let minimum = minimumScaleDelta
        func value(_ input: GestureInput) -> Value? {
            guard abs(input.scale - 1) >= minimum else { return nil }
            let location = space.convert(input.start, to: .local)
            return Value(
                time: Date(timeIntervalSinceReferenceDate: input.time), magnification: input.scale, velocity: input.velocity.width,
                startAnchor: space.unitPoint(of: location), startLocation: location)
        }
        return GestureRecognizer(accepts: { $0.kind == .magnify }, change: value, end: value)
    }

    var summary: String { "MagnifyGesture(minimumScaleDelta: \(formatNumber(minimumScaleDelta)))" }
}

/// A gesture that follows two fingers turning, as SwiftUI's `RotateGesture` (iOS 17). The testing
/// library's `rotate(by:)` turns them in even steps; the gesture starts once they have turned
/// `minimumAngleDelta`.
public struct RotateGesture: PrimitiveGesture {
    /// A turn, as SwiftUI's `RotateGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// How far the fingers have turned.
        public var rotation: Angle
        /// How fast they turn, per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    /// How far the fingers turn before the gesture starts.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let minimum = minimumAngleDelta.radians
        func value(_ input: GestureInput) -> Value? {
            guard abs(input.rotation) >= minimum else { return nil }
            let location = space.convert(input.start, to: .local)
            return Value(
                time: Date(timeIntervalSinceReferenceDate: input.time), rotation: .radians(input.rotation),
                velocity: .radians(Double(input.velocity.height)),
                startAnchor: space.unitPoint(of: location), startLocation: location)
        }
        return GestureRecognizer(accepts: { $0.kind == .rotate }, change: value, end: value)
    }

    var summary: String { "RotateGesture(minimumAngleDelta: \(formatNumber(minimumAngleDelta.degrees))°)" }
}

/// A pinch whose value is the scale, as SwiftUI's `MagnificationGesture` (deprecated in iOS 17 for
/// ``MagnifyGesture``).
public struct MagnificationGesture: PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let minimum = minimumScaleDelta
        let value = { (input: GestureInput) -> CGFloat? in abs(input.scale - 1) >= minimum ? input.scale : nil }
        return GestureRecognizer(accepts: { $0.kind == .magnify }, change: value, end: value)
    }

    var summary: String { "MagnificationGesture(minimumScaleDelta: \(formatNumber(minimumScaleDelta)))" }
}

/// A turn whose value is the angle, as SwiftUI's `RotationGesture` (deprecated in iOS 17 for
/// ``RotateGesture``).
public struct RotationGesture: PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let minimum = minimumAngleDelta.radians
        let value = { (input: GestureInput) -> Angle? in abs(input.rotation) >= minimum ? .radians(input.rotation) : nil }
        return GestureRecognizer(accepts: { $0.kind == .rotate }, change: value, end: value)
    }

    var summary: String { "RotationGesture(minimumAngleDelta: \(formatNumber(minimumAngleDelta.degrees))°)" }
}
