import Foundation

/// How strongly a layout wish holds, as UIKit's `UILayoutPriority`: 1 to 1000, where 1000 is
/// required.
///
/// Tesselate runs no Auto Layout: a view keeps the priorities it is given and answers them back,
/// and nothing is laid out by them (see `UIView`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the wish must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's resistance to being squeezed below its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's resistance to being stretched past its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` asks of a view's size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A constraint between views, as UIKit's `NSLayoutConstraint`: only its `Axis` here, as Tesselate
/// runs no Auto Layout (a constraint cannot be made).
public final class NSLayoutConstraint {
    private init() {}

    /// The direction a priority or a size applies along, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
