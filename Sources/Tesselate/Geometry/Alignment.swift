import Foundation

/// A type that identifies an alignment guide, as SwiftUI's `AlignmentID`.
///
/// A container that merges the explicit guides of its children uses `_combineExplicit(childValue:_:into:)`.
/// As in SwiftUI, the default averages the children's values; `firstTextBaseline` keeps the
/// smallest (topmost) and `lastTextBaseline` the largest.
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// Merges the `n`-th child's explicit value into the value gathered so far.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard n > 0, let previous = parentValue else {
            parentValue = childValue
            return
        }
        parentValue = (previous * CGFloat(n) + childValue) / (CGFloat(n) + 1)
    }
}

/// SwiftUI's own guides, whose default values depend only on the view's size.
protocol SizeOnlyAlignmentID: AlignmentID {
    /// Where the default value is along the guide's axis: what ``AlignmentKey`` computes it
    /// from, without a call through the metatype (must agree with `defaultValue(in:)`).
    static var sizeOnlyDefault: SizeOnlyDefault { get }
}

/// Where the default value of one of SwiftUI's own guides is: the view's start (leading, top),
/// middle or end (trailing, bottom, and the text baselines of a view without text).
enum SizeOnlyDefault {
    case start, middle, end

    /// The guide's value on a view `length` long.
    @inline(__always)
    func value(_ length: CGFloat) -> CGFloat {
        switch self {
        case .start: 0
        case .middle: length / 2
        case .end: length
        }
    }
}

/// Identifies one guide on one axis: the identity of its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    let axis: Axis
    /// Where the guide's default value is when it depends only on the view's size (SwiftUI's
    /// own guides), else `nil`: a custom guide's default may read the view's other guides.
    let sizeOnlyDefault: SizeOnlyDefault?

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        sizeOnlyDefault = (id as? any SizeOnlyAlignmentID.Type)?.sizeOnlyDefault
    }

    /// Whether the guide's default value depends only on the view's size.
    var hasSizeOnlyDefault: Bool { sizeOnlyDefault != nil }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's default value for a view of `dimensions`. SwiftUI's own guides are computed
    /// here, as their `defaultValue(in:)` computes them: a call through the metatype costs more
    /// than the arithmetic, and frames and stacks ask this of every child they place (about 5% of a
    /// flexible row's layout).
    @inline(__always)
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        guard let sizeOnlyDefault else { return id.defaultValue(in: dimensions) }
        return sizeOnlyDefault.value(axis == .horizontal ? dimensions.width : dimensions.height)
    }

    /// Combines explicit values of several children, in child order.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, value) in values.enumerated() { id._combineExplicit(childValue: value, n, into: &result) }
        return result
    }

    var description: String {
        let name = String(describing: id)
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A text's explicit guides, its first and last baselines: one array that every text node
    /// (and the views above it, see ``Resolver/attach(_:to:)``) shares.
    static let textBaselines = [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
}

/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates a custom alignment from an ``AlignmentID`` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    /// Merges the explicit values of several views, as SwiftUI's `combineExplicit(_:)`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }

    public var description: String { key.description }

    enum Leading: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.start
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    enum Center: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.middle
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    enum Trailing: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.end
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
}

/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable, CustomStringConvertible {
    let key: AlignmentKey

    /// Creates a custom alignment from an ``AlignmentID`` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text; a view without text uses its bottom edge.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text; a view without text uses its bottom edge.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    /// Merges the explicit values of several views, as SwiftUI's `combineExplicit(_:)`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }

    public var description: String { key.description }

    enum Top: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.start
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    enum Center: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.middle
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    enum Bottom: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.end
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    enum FirstTextBaseline: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.end
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = Swift.min(childValue, parentValue ?? .infinity)
        }
    }
    enum LastTextBaseline: SizeOnlyAlignmentID {
        static let sizeOnlyDefault = SizeOnlyDefault.end
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = Swift.max(childValue, parentValue ?? -.infinity)
        }
    }
}

/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String {
        let h = horizontal.description, v = vertical.description
        if h == "center" && v == "center" { return "center" }
        if h == "center" { return v == "top" || v == "bottom" ? v : "center/\(v)" }
        if v == "center" { return h }
        return "\(h)/\(v)"
    }
}

/// A view's size and its alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicitGuide: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        explicitGuide = explicit
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The guide's explicit value if the view sets one, else its default value.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The guide's explicit value if the view sets one, else its default value.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The guide's explicit value, or `nil` if the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    /// The guide's explicit value, or `nil` if the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(in: self) }
}
