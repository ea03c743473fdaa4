import Foundation

/// An optional gesture is a gesture, as in SwiftUI (`extension Optional: Gesture where Wrapped:
/// Gesture`, its value the wrapped gesture's): `.gesture(isEditing ? nil : DragGesture())`
/// attaches the gesture when there is one and nothing that recognizes anything when it is `nil`
/// (the gesture modifier stays, so the view keeps its identity).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    func recognizer(in space: GestureSpace) -> GestureRecognizer<Wrapped.Value> {
        self?.makeRecognizer(in: space) ?? .never
    }

    var summary: String { self.map(\.gestureSummary) ?? "nil" }
}
