import Foundation

/// A gesture that follows a touch that moves, as SwiftUI's `DragGesture`.
///
/// The testing library's `drag(by:)` moves the touch from the centre of the view in even steps;
/// the gesture starts once it has moved `minimumDistance` and reports each step (`onChanged`)
/// and the end (`onEnded`). Time advances 1/60 s a step, so the velocity is the step over that;
/// the predicted end is where the touch ends (a host has no momentum).
public struct DragGesture: PrimitiveGesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the step happened.
        public var time: Date
        /// Where the touch is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where it went down.
        public var startLocation: CGPoint
        /// How far it has moved: `location` − `startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Its velocity, in points per second.
        public var velocity: CGSize
        /// Where it would end if released now: where it is (no momentum in a host).
        public var predictedEndLocation: CGPoint
        /// The predicted end's translation.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the touch moves before the gesture starts.
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func recognizer(in space: GestureSpace) -> GestureRecognizer<Value> {
        let minimum = minimumDistance, coordinateSpace = coordinateSpace
        func value(_ input: GestureInput) -> Value {
            let location = space.convert(input.location, to: coordinateSpace)
            return Value(
                time: Date(timeIntervalSinceReferenceDate: input.time), location: location,
                startLocation: space.convert(input.start, to: coordinateSpace), velocity: input.velocity, predictedEndLocation: location)
        }
        return GestureRecognizer(
            accepts: { $0.kind == .drag },
            change: { input in
                input.distance >= minimum ? value(input) : nil
            },
            end: { input in
                input.distance >= minimum ? value(input) : nil
            })
    }

    var summary: String { "DragGesture(minimumDistance: \(formatNumber(minimumDistance)))" }
}
