import Foundation

/// A type-erased list of the values a ``NavigationStack`` has pushed, as SwiftUI's
/// `NavigationPath`.
///
/// Differs from SwiftUI: `codable` and the `Codable` representation are missing, and
/// `removeLast(_:)` with more elements than the path holds empties it (SwiftUI traps).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(erased elements: [AnyHashable]) { self.elements = elements }

    /// The number of values in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values (1 by default).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
