import Foundation

/// An instance that matches a sequence of events to a gesture and produces values, as SwiftUI's
/// `Gesture`.
///
/// A host has no touches: the testing library performs a person's actions (`tap()`,
/// `longPress()`, `drag(by:)`) on the gestures attached with `gesture(_:)` and its kin, which run
/// their callbacks (`onChanged`, `onEnded`, `updating`) as SwiftUI's would for that action. A
/// custom gesture made of others (`var body: some Gesture`) runs its body's gesture. Isolated to
/// the main actor (with `@preconcurrency`), as SwiftUI's.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type of value the gesture produces: by default, its body's.
    associatedtype Value = Body.Value
    /// The gesture this one is made of; `Never` for the built-in gestures.
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// A built-in gesture: it makes the recognizer that the testing library's actions drive.
protocol PrimitiveGesture: Gesture {
    @MainActor func recognizer(in space: GestureSpace) -> GestureRecognizer<Value>
    /// How the dump shows it: `TapGesture(count: 2)`.
    var summary: String { get }
}

extension Gesture {
    /// The recognizer of this gesture, or of the gesture its body is made of.
    @MainActor func makeRecognizer(in space: GestureSpace) -> GestureRecognizer<Value>? {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.erasedRecognizer(in: space) as? GestureRecognizer<Value>
        }
        guard Body.self != Never.self else { return nil }
        return body.makeRecognizer(in: space)?.mapped { ($0 as Any) as? Value }
    }

    var gestureSummary: String {
        if let primitive = self as? any PrimitiveGesture { return primitive.summary }
        return Body.self == Never.self ? "\(Self.self)" : "\(Self.self)"
    }
}

extension PrimitiveGesture {
    @MainActor func erasedRecognizer(in space: GestureSpace) -> Any { recognizer(in: space) }
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

/// The parts of a view's gestures a gesture modifier enables, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the added gesture nor the subviews' gestures.
    public static let none: GestureMask = []
    /// The added gesture.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A person's action on a view, as the testing library performs it: where it is and how far it
/// has got, in window coordinates.
package struct GestureInput: Sendable {
    package enum Kind: Sendable, Equatable {
        /// `count` taps in a row.
        case tap(count: Int)
        /// A press held for `duration` seconds (`nil`: as long as the gesture asks).
        case longPress(duration: Double?)
        /// A touch that moves.
        case drag
        /// Two fingers pinching (`scale`, 1 at the start).
        case magnify
        /// Two fingers turning (`rotation`, 0 at the start).
        case rotate
    }

    package var kind: Kind
    /// Where the touch went down.
    package var start: CGPoint
    /// Where it is now.
    package var location: CGPoint
    /// Seconds since it went down.
    package var time: TimeInterval
    /// Its velocity now, in points per second.
    package var velocity: CGSize
    /// How far two pinching fingers have spread, relative to where they started (1: not at all).
    package var scale: CGFloat = 1
    /// How far two fingers have turned since they went down, in radians.
    package var rotation: Double = 0

    package init(kind: Kind, start: CGPoint, location: CGPoint? = nil, time: TimeInterval = 0, velocity: CGSize = .zero) {
        self.kind = kind
        self.start = start
        self.location = location ?? start
        self.time = time
        self.velocity = velocity
    }

    /// How far the touch has moved.
    var distance: CGFloat { hypot(location.x - start.x, location.y - start.y) }
}

/// Where a gesture's view is, to give locations in the coordinate space the gesture asks for.
package struct GestureSpace {
    /// The gesture's view's frame in the window.
    package var frame: CGRect
    /// The window frame of the nearest ancestor that named a coordinate space.
    package var namedFrame: (AnyHashable) -> CGRect?

    package init(frame: CGRect, namedFrame: @escaping (AnyHashable) -> CGRect?) {
        self.frame = frame
        self.namedFrame = namedFrame
    }

    /// Where `location` (in the view's own coordinates) is in the view, as a unit point; the
    /// middle along an axis the view has no length on.
    func unitPoint(of location: CGPoint) -> UnitPoint {
        UnitPoint(
            x: frame.width > 0 ? location.x / frame.width : 0.5, y: frame.height > 0 ? location.y / frame.height : 0.5)
    }

    /// `point`, in window coordinates, in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: origin = .zero
        case .local: origin = frame.origin
        case .named(let name): origin = namedFrame(name)?.origin ?? .zero
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}

/// A gesture as the testing library drives it: whether it responds to an input, and what it does
/// at each step and at the end. Each step runs the gesture's callbacks and returns its value
/// (`nil` when the gesture does not change at that step).
@MainActor
struct GestureRecognizer<Value> {
    var accepts: (GestureInput) -> Bool
    var change: (GestureInput) -> Value?
    var end: (GestureInput) -> Value?
    /// Called once the gesture has ended: `@GestureState` goes back to its initial value.
    var reset: () -> Void = {}

    /// The recognizer with its values transformed (callbacks of this one still run).
    func mapped<T>(_ transform: @escaping (Value) -> T?) -> GestureRecognizer<T> {
        GestureRecognizer<T>(accepts: accepts, change: { change($0).flatMap(transform) }, end: { end($0).flatMap(transform) }, reset: reset)
    }
}

/// A recognizer whatever its value type, for the testing library.
@MainActor
package struct AnyGestureRecognizer {
    package let accepts: (GestureInput) -> Bool
    /// Runs a step; returns whether the gesture changed.
    package let change: (GestureInput) -> Bool
    /// Ends the gesture; returns whether it produced a value.
    package let end: (GestureInput) -> Bool
    package let reset: () -> Void

    package init(
        accepts: @escaping (GestureInput) -> Bool, change: @escaping (GestureInput) -> Bool,
        end: @escaping (GestureInput) -> Bool, reset: @escaping () -> Void
    ) {
        self.accepts = accepts
        self.change = change
        self.end = end
        self.reset = reset
    }

    init<Value>(_ recognizer: GestureRecognizer<Value>) {
        accepts = recognizer.accepts
        change = { recognizer.change($0) != nil }
        end = { recognizer.end($0) != nil }
        reset = recognizer.reset
    }
}
