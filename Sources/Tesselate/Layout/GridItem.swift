import Foundation

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// Exactly this length, whatever the grid is offered.
        case fixed(CGFloat)
        /// A share of what is left once fixed items and spacing are taken off, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in one flexible item's share, sharing it.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing to the next item; `nil` is the default, 8.
    public var spacing: CGFloat?
    /// How cells are aligned in this item; `nil` uses the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// The default spacing between grid items and between rows (objc.io, "SwiftUI's Grid Views",
    /// 2020: "the default spacing of 8 points").
    static let defaultSpacing: CGFloat = 8

    /// The length the `tracks` take together: their lengths and the spacing between them (a
    /// loop: the equivalent chain of `map` and `reduce` takes the compiler half a second).
    static func totalLength(_ tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)]) -> CGFloat {
        var lengths: CGFloat = 0, spacings: CGFloat = 0
        for (index, track) in tracks.enumerated() {
            lengths += track.length
            if index < tracks.count - 1 { spacings += track.spacing }
        }
        return lengths + spacings
    }

    /// The tracks (columns of a vertical grid) that `items` make in `length`, with the spacing
    /// after each: SwiftUI's algorithm as objc.io re-implemented and measured it (blog post
    /// "SwiftUI's Grid Views", 2020, and Apple's documentation of `GridItem.Size`):
    /// 1. Fixed items take their length; they and the spacing between items come off `length`.
    /// 2. The other items, in order, are each offered what is left divided by how many are left:
    ///    a flexible item takes that clamped to its bounds, an adaptive one at least its minimum;
    ///    what an item takes comes off what is left.
    /// 3. An adaptive item becomes as many tracks of its minimum as fit in its share (at least
    ///    one), sharing the share equally (at most its maximum each), with the item's spacing.
    /// `nil` (an unspecified length) is taken as 0: flexible items take their minimum.
    static func tracks(_ items: [GridItem], in length: CGFloat?) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = max(0, length ?? 0) - spacings.dropLast().reduce(0, +)
        var left = 0
        for item in items {
            if case .fixed(let fixed) = item.size { remaining -= fixed } else { left += 1 }
        }
        var tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] = []
        for (item, spacing) in zip(items, spacings) {
            switch item.size {
            case .fixed(let fixed):
                tracks.append((fixed, spacing, item.alignment))
            case .flexible(let minimum, let maximum):
                let share = min(max(remaining / CGFloat(left), minimum), max(minimum, maximum))
                // An infinite length (a probe with ∞) stays infinite: ∞ − ∞ is never computed.
                if remaining.isFinite { remaining -= share }
                left -= 1
                tracks.append((share, spacing, item.alignment))
            case .adaptive(let minimum, let maximum):
                let share = max(remaining / CGFloat(left), minimum)
                if remaining.isFinite { remaining -= share }
                left -= 1
                // (A minimum below one point is taken as one, so that the count stays finite.)
                let fits = share.isFinite ? ((share + spacing) / max(minimum + spacing, 1)).rounded(.down) : 1
                let count = CheckedConversion.int(fits, clampedTo: 1...1_000, substitute: 1)
                let each = min((share - spacing * CGFloat(count - 1)) / CGFloat(count), max(minimum, maximum))
                tracks += Array(repeating: (each, spacing, item.alignment), count: count)
            }
        }
        return tracks
    }
}

extension GridItem {
    /// The item with values it cannot use replaced (a NaN, infinite or negative length, a
    /// non-finite spacing), and what was wrong.
    func validated() -> (item: GridItem, problem: String?) {
        func usable(_ value: CGFloat, allowsInfinity: Bool = false) -> Bool {
            value >= 0 && (value.isFinite || allowsInfinity)
        }
        var item = self
        var problems: [String] = []
        switch size {
        case .fixed(let length) where !usable(length):
            problems.append("GridItem(.fixed(\(formatNumber(length)))): taken as 0")
            item.size = .fixed(0)
        case .flexible(let minimum, let maximum) where !usable(minimum) || !usable(maximum, allowsInfinity: true):
            problems.append(
                "GridItem(.flexible(minimum: \(formatNumber(minimum)), maximum: \(formatNumber(maximum)))): "
                    + "bounds must be non-negative; the defaults are used")
            item.size = .flexible()
        case .adaptive(let minimum, let maximum) where !usable(minimum) || !usable(maximum, allowsInfinity: true):
            problems.append(
                "GridItem(.adaptive(minimum: \(formatNumber(minimum)), maximum: \(formatNumber(maximum)))): "
                    + "bounds must be non-negative; minimum 10 is used")
            item.size = .adaptive(minimum: 10)
        default: break
        }
        if let spacing, !spacing.isFinite {
            problems.append("GridItem spacing \(formatNumber(spacing)): the default, 8, is used")
            item.spacing = nil
        }
        return (item, problems.isEmpty ? nil : problems.joined(separator: "; "))
    }
}
