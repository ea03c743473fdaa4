import Foundation

/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture`. The testing library's
/// `tap(count:)` performs it when the counts are equal.
public struct TapGesture: Sendable {
    public typealias Value = Void
    /// The number of taps.
    public var count: Int

    public init(count: Int = 1) { self.count = count }
}

// The conformance in an extension, so the type and its initialiser are nonisolated, as SwiftUI
// declares them (`nonisolated struct TapGesture`).
extension TapGesture: PrimitiveGesture {
    func recognizer(in space: GestureSpace) -> GestureRecognizer<Void> {
        let count = count
        return GestureRecognizer(accepts: { $0.kind == .tap(count: count) }, change: { _ in nil }, end: { _ in () })
    }

    var summary: String { count == 1 ? "TapGesture()" : "TapGesture(count: \(count))" }
}

/// A gesture that recognizes taps and reports where they were, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture {
    /// Where the tap was, in the gesture's coordinate space.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
}

// The conformance in an extension: the type is nonisolated, as SwiftUI's.
extension SpatialTapGesture: PrimitiveGesture {
    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let count = count, coordinateSpace = coordinateSpace
        return GestureRecognizer(
            accepts: { $0.kind == .tap(count: count) }, change: { _ in nil },
            end: { Value(location: space.convert($0.location, to: coordinateSpace)) })
    }

    var summary: String { "SpatialTapGesture(count: \(count))" }
}

/// A gesture that succeeds when a press is held long enough, as SwiftUI's `LongPressGesture`. Its
/// value is `true` once the press has begun (`onChanged`) and when it ends (`onEnded`).
public struct LongPressGesture: PrimitiveGesture, Sendable {
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far the touch may move before the gesture fails.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
        let minimum = minimumDuration
        return GestureRecognizer(
            accepts: { input in
                guard case .longPress(let duration) = input.kind else { return false }
                return (duration ?? .infinity) >= minimum
            }, change: { _ in true }, end: { _ in true })
    }

    var summary: String { "LongPressGesture(minimumDuration: \(formatNumber(minimumDuration)))" }
}
