import Foundation

/// The preferred spacing around a view, as SwiftUI's `ViewSpacing`.
///
/// Each edge may hold a preferred distance to a neighbour on that side, or none. The distance
/// between two neighbours is the larger of the two facing preferences that exist, and SwiftUI's
/// default of 8 points when neither view has one. Most views have none (``init()``); a ``Spacer``
/// prefers 0 along its stack's axis, so no spacing is inserted next to it (SwiftUICore's
/// `Spacing`, as reimplemented by OpenSwiftUI; measured: `HStack { a; Spacer(); b }` is `a + 8 + b`
/// wide at its ideal size, the 8 being the spacer's minimum length).
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// SwiftUI's default spacing between views on iOS.
    static let defaultDistance: CGFloat = 8

    /// The spacing of an ordinary view: no preference, so neighbours get the default distance.
    public init() {}

    init(all value: CGFloat?) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// A preference of zero on every edge.
    public static let zero = ViewSpacing(all: 0)

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger of each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    /// This spacing merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (a, b) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (a, b) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return ViewSpacing.defaultDistance
        }
    }

    /// Forgets the preferences on `edges` (a padding or a frame puts its own edges there).
    mutating func reset(_ edges: Edge.Set) {
        if edges.contains(.top) { top = nil }
        if edges.contains(.leading) { leading = nil }
        if edges.contains(.bottom) { bottom = nil }
        if edges.contains(.trailing) { trailing = nil }
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map(formatNumber) ?? "default" }
        if top == leading && top == bottom && top == trailing { return f(top) }
        return "top \(f(top)), leading \(f(leading)), bottom \(f(bottom)), trailing \(f(trailing))"
    }
}
