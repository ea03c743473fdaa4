import Foundation

/// A normalized 2D point in a view's coordinate space, as SwiftUI's `UnitPoint`:
/// (0, 0) is the top-leading corner and (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    public var description: String {
        let names: [(UnitPoint, String)] = [
            (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
            (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
            (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == self })?.1 { return name }
        return "(\(formatNumber(x)), \(formatNumber(y)))"
    }
}
