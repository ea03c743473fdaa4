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
    /// SwiftUI's text categories on the top and bottom edges (``TextSpacing``): a text's own
    /// font-derived values. They decide the gap in a `VStack` when both neighbours have a value in
    /// the same category, before the plain values above are looked at.
    var topText: [TextSpacingCategory: TextSpacingValue] {
        get { text?.top ?? [:] }
        set { text = TextCategories.make(top: newValue, bottom: bottomText) }
    }
    var bottomText: [TextSpacingCategory: TextSpacingValue] {
        get { text?.bottom ?? [:] }
        set { text = TextCategories.make(top: topText, bottom: newValue) }
    }
    /// Both edges' text categories, `nil` when there are none (every view but a text and the
    /// views around one): a plain spacing is then a few numbers, cheap to copy and compare, and
    /// stacks compute thousands of them a pass.
    private var text: TextCategories?
    /// The edges where this view has an ordinary view's zero in the text categories
    /// (`edgeBelowText` on top, `edgeAboveText` at the bottom), which makes a text's own value
    /// the gap to it. Every view made with ``init()`` has them, on edges without a plain value.
    var plainTextEdges: Edge.Set = [.top, .bottom]
    /// SwiftUI's default spacing between views on iOS.
    static let defaultDistance: CGFloat = 8

    /// The spacing of an ordinary view: no preference, so neighbours get the default distance.
    public init() {}

    init(all value: CGFloat?) {
        plainTextEdges = []
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// Whether this is an ordinary view's spacing (``init()``): `== ViewSpacing()` field by field,
    /// without comparing text categories or making a spacing to compare with.
    var isOrdinary: Bool {
        top == nil && leading == nil && bottom == nil && trailing == nil && text == nil && plainTextEdges == [.top, .bottom]
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
        if edges.contains(.top) {
            if other.text != nil { topText.merge(other.topText) { max($0, $1) } }
            if other.plainTextEdges.contains(.top) { plainTextEdges.insert(.top) }
        }
        if edges.contains(.bottom) {
            if other.text != nil { bottomText.merge(other.bottomText) { max($0, $1) } }
            if other.plainTextEdges.contains(.bottom) { plainTextEdges.insert(.bottom) }
        }
    }

    /// The text categories in effect on the top (or bottom) edge.
    func textCategories(top isTop: Bool) -> [TextSpacingCategory: TextSpacingValue] {
        var result = isTop ? topText : bottomText
        if plainTextEdges.contains(isTop ? .top : .bottom) && (isTop ? top : bottom) == nil {
            let key: TextSpacingCategory = isTop ? .edgeBelowText : .edgeAboveText
            result[key] = max(result[key] ?? .distance(0), .distance(0))
        }
        return result
    }

    /// This spacing merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        // Without text values on either side, the only categories are a plain view's zeros, which
        // never meet (`edgeAboveText` above, `edgeBelowText` below).
        if axis == .vertical && (text != nil || next.text != nil) {
            // A category both sides have decides (the largest such distance), as SwiftUICore's
            // `Spacing._distance` does (OpenSwiftUI, Layout/Geometry/Spacing.swift).
            let above = textCategories(top: false), below = next.textCategories(top: true)
            var best: CGFloat?
            for (category, value) in above {
                if let other = below[category], let distance = value.distance(to: other) { best = max(best ?? -.infinity, distance) }
            }
            if let best { return best }
        }
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
        // SwiftUICore's `Spacing.reset` puts an ordinary view's text-category zero back.
        if edges.contains(.top) { plainTextEdges.insert(.top) }
        if edges.contains(.bottom) { plainTextEdges.insert(.bottom) }
        if text != nil {
            if edges.contains(.top) { topText = [:] }
            if edges.contains(.bottom) { bottomText = [:] }
        }
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map(formatNumber) ?? "default" }
        if !topText.isEmpty || !bottomText.isEmpty {
            func g(_ values: [TextSpacingCategory: TextSpacingValue]) -> String {
                values.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            }
            return "text top [\(g(topText))], bottom [\(g(bottomText))]"
        }
        if top == leading && top == bottom && top == trailing { return f(top) }
        return "top \(f(top)), leading \(f(leading)), bottom \(f(bottom)), trailing \(f(trailing))"
    }
}

/// The text categories of a spacing's two edges (see ``ViewSpacing/topText``), compared by value.
private final class TextCategories: Hashable, Sendable {
    let top: [TextSpacingCategory: TextSpacingValue]
    let bottom: [TextSpacingCategory: TextSpacingValue]

    /// The categories, or `nil` when both edges have none.
    static func make(top: [TextSpacingCategory: TextSpacingValue], bottom: [TextSpacingCategory: TextSpacingValue]) -> TextCategories? {
        top.isEmpty && bottom.isEmpty ? nil : TextCategories(top: top, bottom: bottom)
    }

    private init(top: [TextSpacingCategory: TextSpacingValue], bottom: [TextSpacingCategory: TextSpacingValue]) {
        self.top = top
        self.bottom = bottom
    }

    static func == (a: TextCategories, b: TextCategories) -> Bool { a === b || (a.top == b.top && a.bottom == b.bottom) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(top)
        hasher.combine(bottom)
    }
}
