import Foundation

/// Whether an element may be shown, as SwiftUI's `Visibility`: `automatic` leaves it to the
/// container (a list style, a scroll view), `visible` and `hidden` ask for one or the other.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
