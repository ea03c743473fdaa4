import Foundation

extension View {
    /// Animates changes to this view when `value` changes, as SwiftUI's `animation(_:value:)`.
    /// A host shows the end state: the view is laid out at its new values at once.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change to this view, as SwiftUI's deprecated `animation(_:)`. A host shows
    /// the end state.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { self }

    /// Changes the transaction of the changes to this view, as SwiftUI's `transaction(_:)`. A
    /// host shows the end state whatever the transaction says; `transform` is not called.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Sets how this view's content changes from one value to the next (text that rolls its
    /// digits, a cross-fade), as SwiftUI's `contentTransition(_:)`. A host shows the new content.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Makes this view one of a group of views, sharing `id` in `namespace`, whose geometry
    /// SwiftUI animates from one to the other, as SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`. **Layout-neutral in a host:**
    /// each view keeps its own frame; a view that is not the source is not moved to the source's
    /// frame as SwiftUI would move it (only the inserted and removed views of a transition usually
    /// share an id, and a host shows the end state, where one of them is gone).
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}

/// How a view's content changes from one value to the next, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The old content is replaced by the new.
    public static let identity = ContentTransition(description: "identity")
    /// The old content fades into the new.
    public static let opacity = ContentTransition(description: "opacity")
    /// Text glyphs change shape from the old to the new.
    public static let interpolate = ContentTransition(description: "interpolate")
    /// Digits roll, down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: "numericText(countsDown: \(countsDown))")
    }
    /// Digits roll in the direction `value` changed.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText(value:)") }
}

/// The parts of the geometry that `matchedGeometryEffect` shares, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
